import MarqueeApp
import MarqueeContracts
import MarqueeHost
import MarqueeNavigation

/// The Settings feature: the configured Radarr, Sonarr and Lidarr instances (add, edit with a
/// connection test, remove), the theme, the modules and plugins, the version and paths, and
/// the first-run onboarding flow.
///
/// It needs a ``SettingsEnvironment`` in the host's services, which the app registers:
///
/// ```swift
/// services.register(SettingsEnvironment.self, SettingsEnvironment(file: file, configuration: configuration, version: "0.1.0"))
/// let modules: [any FeatureModule] = [SettingsModule(kinds: [.radarr, .sonarr])]
/// ```
public struct SettingsModule: FeatureModule {
    public let manifest = ModuleManifest(
        id: "settings", displayName: "Settings", version: "1.0.0",
        tab: ModuleTab(title: "Settings", key: "9", order: 90))

    /// The kinds of server an instance's link may name (the ones this build runs).
    public let kinds: [ServiceKind]

    /// A module that resolves ``SettingsEnvironment`` from the host's services; links to an
    /// instance name one of `kinds`.
    public init(kinds: [ServiceKind]) {
        self.kinds = kinds
    }

    public func register(with registrar: ModuleRegistrar) {
        registrar.requireService(SettingsEnvironment.self)
        let onboarding = OnboardingSession()
        registrar.routes(SettingsRoute.self, SettingsRoute.declare)
        let kinds = kinds
        registrar.routes(SettingsModal.self) { SettingsModal.declare($0, onboarding: onboarding, kinds: kinds) }
        registrar.provideRouter(SettingsRouting.self) { SettingsRouter(context: $0) }
        // `:theme light` switches the theme from anywhere, as the Appearance screen does.
        for theme in Configuration.themeNames {
            registrar.paletteCommand("theme-\(theme)", title: "Use the \(theme) theme") { context in
                try context.host.services.resolve(SettingsEnvironment.self)?.useTheme(theme)
            }
        }
    }
}
