import MarqueeNavigation

/// The Settings feature's screens on its tab's stack.
public enum SettingsRoute: Route {
    public static let feature: FeatureID = "settings"
    /// The tab's root: the sections (instances, appearance, plugins, about).
    case overview
    /// The configured Radarr and Sonarr instances with their connection status.
    case instances
    /// The theme.
    case appearance
    /// Every module, built in or loaded from the plugins folder, active or disabled with the reason.
    case plugins
    /// One module's details.
    case plugin(id: String)
    /// The version and where Marquee keeps its files.
    case about
}
