/// Why a plugin screen refused an action before calling the plugin.
public enum PluginScreenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The plugin is not loaded.
    case pluginUnavailable(String)
    /// ``PluginScreen/submit()`` on a screen that is not a form.
    case notAForm(String)
    /// A required form field (its label) is empty.
    case requiredFieldEmpty(String)

    public var description: String {
        switch self {
        case .pluginUnavailable(let plugin): "plugin \(plugin) is not loaded"
        case .notAForm(let screen): "screen \(screen) is not a form"
        case .requiredFieldEmpty(let label): "\(label) is required"
        }
    }
}
