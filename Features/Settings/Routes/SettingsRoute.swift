import MarqueeHost
import MarqueeNavigation

/// The Settings feature's screens on its tab's stack.
public enum SettingsRoute: Route {
    public static let feature: FeatureID = "settings"
    /// The tab's root: the sections (instances, appearance, plugins, about).
    case overview
    /// The configured Radarr, Sonarr and Lidarr instances with their connection status.
    case instances
    /// The theme.
    case appearance
    /// Every module, built in or loaded from the plugins folder, active or disabled with the reason.
    case plugins
    /// One module's details.
    case plugin(id: String)
    /// The version and where Marquee keeps its files.
    case about

    /// The Settings tab.
    static let tab: TabID = "settings"

    /// Each case once: its link, what stands under it and its screen.
    @MainActor
    static func declare(_ routes: FeatureRoutes<SettingsRoute>) {
        routes.route("/settings", "Settings", .overview, .root(of: tab)) { SettingsOverviewScreen(context: $0) }
        routes.route("/settings/instances", "The server instances", .instances, .push(on: SettingsRoute.overview)) {
            InstancesScreen(context: $0)
        }
        routes.route("/settings/appearance", "The theme", .appearance, .push(on: SettingsRoute.overview)) { AppearanceScreen(context: $0) }
        routes.route("/settings/plugins", "Modules and plugins", .plugins, .push(on: SettingsRoute.overview)) { PluginsScreen(context: $0) }
        routes.route(
            "/settings/plugins/:id", "One module", SettingsRoute.plugin, match: { if case .plugin(let id) = $0 { id } else { nil } },
            placement: { _ in .push(on: SettingsRoute.plugins) }
        ) { PluginDetailScreen(id: $0, context: $1) }
        routes.route("/settings/about", "Version and paths", .about, .push(on: SettingsRoute.overview)) { AboutScreen(context: $0) }
    }
}
