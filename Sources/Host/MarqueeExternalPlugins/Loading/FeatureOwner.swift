import Foundation

/// Who owns a feature id.
public enum FeatureOwner: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A module compiled into the host.
    case builtInModule
    /// An external plugin loaded from a file.
    case externalPlugin(URL)

    public var description: String {
        switch self {
        case .builtInModule: "a built-in module"
        case .externalPlugin(let file): "the plugin \(file.lastPathComponent)"
        }
    }
}
