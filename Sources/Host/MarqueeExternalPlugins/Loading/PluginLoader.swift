import CMarqueePlugin
import Foundation

/// Loads external plugins: shared libraries exporting `marquee_plugin_entry`.
///
/// For each library the loader opens it, calls the entry point with a host API table bound
/// to that library, checks the ABI version, validates the manifest, refuses feature ids
/// that are already taken, resolves every declared symbol and prepares its libffi call.
/// Any failure rejects that file with a ``PluginLoadError`` and leaves everything else
/// running. A plugin that crashes inside its own code takes the calling process down: the
/// app therefore loads plugins in `marquee-plugin-runner` processes (``PluginSupervisor``),
/// each of which uses this loader.
public final class PluginLoader: Sendable {
    /// Where plugin callbacks go.
    public let host: any ExternalPluginHost
    /// The plugin ABI versions accepted.
    public let supportedABIVersions: ClosedRange<UInt32>
    private let claims: FeatureClaims

    /// Creates a loader.
    ///
    /// - Parameters:
    ///   - host: Receives every plugin's callbacks, tagged with the calling plugin's id.
    ///   - reservedFeatureIDs: Ids of the built-in modules; a plugin claiming one is rejected.
    ///   - supportedABIVersions: The ABI versions to accept (defaults to this host's).
    public init(
        host: any ExternalPluginHost,
        reservedFeatureIDs: Set<PluginID> = [],
        supportedABIVersions: ClosedRange<UInt32> = PluginABI.supportedVersions
    ) {
        self.host = host
        self.supportedABIVersions = supportedABIVersions
        self.claims = FeatureClaims(reserving: reservedFeatureIDs)
    }

    /// Reserves more built-in feature ids (for modules registered after the loader was made).
    public func reserve(builtInFeatureIDs ids: some Sequence<PluginID>) {
        claims.reserve(builtInFeatureIDs: ids)
    }

    /// Every feature id taken so far, by built-in modules and loaded plugins.
    public var takenFeatureIDs: [PluginID: FeatureOwner] { claims.taken }

    /// Loads every `*.so` file directly inside `directory`, in file-name order.
    ///
    /// A missing or unreadable directory yields no results.
    public func load(directory: URL) -> [PluginLoadResult] {
        Self.libraries(in: directory).map(load(file:))
    }

    /// The `*.so` files directly inside `directory`, in file-name order; none if the
    /// directory is missing or unreadable.
    public static func libraries(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".so") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// Loads one library.
    public func load(file: URL) -> PluginLoadResult {
        switch loadPlugin(file) {
        case .success(let plugin): .loaded(plugin)
        case .failure(let error): .rejected(file: file, error: error)
        }
    }

    private func loadPlugin(_ file: URL) -> Result<ExternalPlugin, PluginLoadError> {
        let handle: UnsafeMutableRawPointer
        switch LoadedLibrary.open(path: file.path) {
        case .success(let opened): handle = opened
        case .failure(let error): return .failure(error)
        }
        guard let entryAddress = dlsym(handle, PluginABI.entrySymbol) else {
            dlclose(handle)
            return .failure(.missingEntrySymbol)
        }
        let binding = PluginBinding(host: host, fileName: file.lastPathComponent)
        guard let hostTable = HostAPITable(binding: binding) else {
            dlclose(handle)
            return .failure(.callPreparationFailed("the host API table"))
        }
        // From here on `library` closes the handle when it is released.
        let library = LoadedLibrary(handle: handle, hostTable: hostTable)

        let entry = unsafeBitCast(entryAddress, to: marquee_plugin_entry_fn.self)
        guard let descriptorPointer = entry(hostTable.table) else { return .failure(.entryReturnedNull) }
        // Only `abi_version` (the first field) is read before the version is known to be supported.
        let version = descriptorPointer.pointee.abi_version
        guard supportedABIVersions.contains(version) else {
            return .failure(.unsupportedABIVersion(found: version, supported: supportedABIVersions))
        }
        let descriptor = descriptorPointer.pointee
        guard let json = descriptor.manifest_json else {
            return .failure(.invalidManifest(.malformedJSON("manifest_json is NULL")))
        }
        let manifest: PluginManifest
        do {
            manifest = try PluginManifest(json: String(cString: json))
        } catch {
            return .failure(.invalidManifest(error))
        }

        var actions: [PreparedAction] = []
        for action in manifest.actions {
            guard let address = library.address(of: action.symbol) else {
                return .failure(.missingSymbol(action: action.id, symbol: action.symbol))
            }
            guard let prepared = PreparedAction(action, address: address) else {
                return .failure(.callPreparationFailed("the call to \(action.signature)"))
            }
            actions.append(prepared)
        }

        if let owner = claims.claim(manifest.id, for: file) {
            return .failure(.duplicateFeatureID(manifest.id, takenBy: owner))
        }
        binding.accept(as: manifest.id)
        return .success(
            ExternalPlugin(
                manifest: manifest, manifestJSON: String(cString: json), file: file, library: library, actions: actions,
                descriptor: descriptor))
    }
}
