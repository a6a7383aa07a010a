/// Where a module comes from.
public enum ModuleOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Compiled into the executable.
    case builtIn
    /// An external plugin loaded from a shared library.
    case external(path: String)

    public var description: String {
        switch self {
        case .builtIn: "built-in"
        case .external(let path): "external \(path)"
        }
    }
}
