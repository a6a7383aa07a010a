/// A deep link in a plugin's manifest: a URL pattern (`/dice/roll/:sides`) and the screen it opens.
public struct ManifestLink: Sendable, Hashable {
    /// The URL pattern; `:name` segments are parameters.
    public let pattern: String
    /// The id of the screen the route opens.
    public let screen: String

    /// The names of the pattern's `:parameter` segments, in order.
    public var parameterNames: [String] {
        pattern.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
    }
}
