import Foundation

/// Why a library was not loaded as a plugin. The host and every other plugin keep running.
public enum PluginLoadError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// `dlopen` refused the file (not an ELF shared object, wrong architecture, missing
    /// dependency, unreadable); `reason` is the loader's message.
    case notASharedLibrary(reason: String)
    /// The library does not export `marquee_plugin_entry`.
    case missingEntrySymbol
    /// `marquee_plugin_entry` returned NULL.
    case entryReturnedNull
    /// The plugin was built against an ABI version this host cannot load.
    case unsupportedABIVersion(found: UInt32, supported: ClosedRange<UInt32>)
    /// The manifest is not valid JSON, not a valid manifest, or uses an unknown type.
    case invalidManifest(PluginManifestError)
    /// The manifest's id is already taken by a built-in module or another plugin.
    case duplicateFeatureID(PluginID, takenBy: FeatureOwner)
    /// An action's declared symbol is not exported by the library.
    case missingSymbol(action: String, symbol: String)
    /// libffi could not prepare a call interface or closure.
    case callPreparationFailed(String)
    /// The plugin's runner process crashed, blocked past the load deadline, flooded the
    /// channel or could not be started; it was stopped.
    case unresponsive(PluginFault)

    public var description: String {
        switch self {
        case .notASharedLibrary(let reason):
            "not a loadable shared library: \(reason)"
        case .missingEntrySymbol:
            "missing entry symbol \(PluginABI.entrySymbol); build against marquee_plugin.h and export it"
        case .entryReturnedNull:
            "\(PluginABI.entrySymbol) returned NULL"
        case .unsupportedABIVersion(let found, let supported):
            found > supported.upperBound
                ? "plugin ABI version \(found) is too new; this host supports \(Self.describe(supported))"
                : "plugin ABI version \(found) is too old; this host supports \(Self.describe(supported))"
        case .invalidManifest(let error):
            error.description
        case .duplicateFeatureID(let id, let owner):
            "feature id \"\(id)\" is already taken by \(owner)"
        case .missingSymbol(let action, let symbol):
            "action \"\(action)\" declares symbol \(symbol), which the library does not export"
        case .callPreparationFailed(let what):
            "libffi could not prepare \(what)"
        case .unresponsive(let fault):
            "unresponsive: \(fault)"
        }
    }

    private static func describe(_ versions: ClosedRange<UInt32>) -> String {
        versions.count == 1 ? "version \(versions.lowerBound)" : "versions \(versions.lowerBound)-\(versions.upperBound)"
    }
}
