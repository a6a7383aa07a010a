import MarqueeNavigation

/// The route of every external plugin's screens: which plugin, which declarative screen,
/// and the values its link supplied. One route type serves all plugins, so the host can
/// snapshot and restore plugin screens without knowing the plugins at compile time.
public struct PluginRoute: Route, CustomStringConvertible {
    /// The feature id under which all plugin routes are registered; reserved by the host.
    public static let feature: FeatureID = "plugin"

    /// The plugin's id (its manifest id).
    public let plugin: String
    /// The id of the plugin's declarative screen.
    public let screen: String
    /// The deep link's parameter values.
    public let parameters: [String: String]

    /// The route of a plugin screen.
    public init(plugin: String, screen: String, parameters: [String: String] = [:]) {
        self.plugin = plugin
        self.screen = screen
        self.parameters = parameters
    }

    public var description: String {
        let values = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return "\(plugin)/\(screen)" + (values.isEmpty ? "" : "(\(values.joined(separator: ", ")))")
    }
}
