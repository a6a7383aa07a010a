import CMarqueePlugin
import Foundation

/// A loaded external plugin: its manifest and its callable actions.
///
/// The library stays open, and its host API table alive, as long as this object exists.
/// Calls into one plugin are serialized (a call made from inside one of the plugin's own
/// host callbacks is allowed).
public final class ExternalPlugin: @unchecked Sendable {
    // All stored properties are immutable; calls into the library are serialized by `lock`.

    /// The validated manifest.
    public let manifest: PluginManifest
    /// The manifest's JSON text, as the plugin's descriptor gave it.
    public let manifestJSON: String
    /// The library file the plugin was loaded from.
    public let file: URL

    private let library: LoadedLibrary
    private let actions: [String: PreparedAction]
    private let freeString: (@convention(c) (UnsafeMutablePointer<CChar>?) -> Void)?
    private let lastError: (@convention(c) () -> UnsafePointer<CChar>?)?
    private let lock = NSRecursiveLock()

    init(
        manifest: PluginManifest, manifestJSON: String, file: URL, library: LoadedLibrary, actions: [PreparedAction],
        descriptor: marquee_plugin_descriptor
    ) {
        self.manifest = manifest
        self.manifestJSON = manifestJSON
        self.file = file
        self.library = library
        self.actions = Dictionary(uniqueKeysWithValues: actions.map { ($0.action.id, $0) })
        self.freeString = descriptor.free_string
        self.lastError = descriptor.last_error
    }

    /// The plugin's feature id.
    public var id: PluginID { manifest.id }

    /// Calls an action with typed arguments through libffi.
    ///
    /// - Parameters:
    ///   - action: The action id from the manifest.
    ///   - arguments: One value per declared argument, of exactly the declared type.
    /// - Returns: The result, or nil for a `void` action.
    /// - Throws: ``PluginCallError`` if the action is unknown, the arguments do not match
    ///   the signature, or the action reports failure (error code or NULL string).
    @discardableResult
    public func call(action: String, arguments: [PluginValue] = []) throws(PluginCallError) -> PluginValue? {
        guard let prepared = actions[action] else { throw .unknownAction(action) }
        try prepared.validate(arguments)
        lock.lock()
        defer { lock.unlock() }
        let raw = prepared.invoke(arguments)
        return try decode(raw, of: prepared.action)
    }

    /// Calls an action with arguments taken from screen data: each declared `params` name
    /// is looked up in `screenData` and parsed as the declared type.
    ///
    /// - Throws: ``PluginCallError/noParameterNames(action:)`` if the action declares no
    ///   `params`, ``PluginCallError/missingValue(action:parameter:)`` or
    ///   ``PluginCallError/invalidValue(action:parameter:text:expected:)`` for bad data,
    ///   and every error of ``call(action:arguments:)``.
    @discardableResult
    public func call(action: String, screenData: [String: String]) throws(PluginCallError) -> PluginValue? {
        guard let declared = actions[action]?.action else { throw .unknownAction(action) }
        guard let names = declared.parameterNames else { throw .noParameterNames(action: action) }
        var arguments: [PluginValue] = []
        for (name, type) in zip(names, declared.argumentTypes) {
            guard let text = screenData[name] else { throw .missingValue(action: action, parameter: name) }
            guard let value = PluginValue(parsing: text, as: type) else {
                throw .invalidValue(action: action, parameter: name, text: text, expected: type)
            }
            arguments.append(value)
        }
        return try call(action: action, arguments: arguments)
    }

    private func decode(_ raw: UInt64, of action: PluginAction) throws(PluginCallError) -> PluginValue? {
        switch action.returnType {
        case .void:
            return nil
        case .value(.int32):
            let value = Int32(truncatingIfNeeded: Int64(bitPattern: raw))
            try check(Int64(value), of: action)
            return .int32(value)
        case .value(.int64):
            let value = Int64(bitPattern: raw)
            try check(value, of: action)
            return .int64(value)
        case .value(.double):
            return .double(Double(bitPattern: raw))
        case .value(.bool):
            return .bool(raw & 0xFF != 0)
        case .value(.string):
            guard let pointer = UnsafeMutablePointer<CChar>(bitPattern: UInt(raw)) else {
                throw .actionFailed(action: action.id, code: nil, message: lastErrorMessage())
            }
            let text = String(cString: pointer)
            freeString?(pointer)
            return .string(text)
        }
    }

    private func check(_ code: Int64, of action: PluginAction) throws(PluginCallError) {
        let failed =
            switch action.errors {
            case .none: false
            case .nonzero: code != 0
            case .negative: code < 0
            }
        if failed {
            throw .actionFailed(action: action.id, code: code, message: lastErrorMessage())
        }
    }

    private func lastErrorMessage() -> String? {
        guard let text = lastError?() else { return nil }
        let message = String(cString: text)
        return message.isEmpty ? nil : message
    }
}
