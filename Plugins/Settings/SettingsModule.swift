import MarqueeContracts
import MarqueeHost
import MarqueeNavigation

/// The Settings feature: the configured Radarr and Sonarr instances (add, edit with a
/// connection test, remove), the theme, the modules and plugins, the version and paths, and
/// the first-run onboarding flow.
///
/// It needs a ``SettingsEnvironment`` in the host's services, which the app registers:
///
/// ```swift
/// services.register(SettingsEnvironment.self, SettingsEnvironment(file: file, configuration: configuration, version: "0.1.0"))
/// let modules: [any FeatureModule] = [SettingsModule()]
/// ```
public struct SettingsModule: FeatureModule {
    public let manifest = ModuleManifest(
        id: "settings", displayName: "Settings", version: "1.0.0",
        tab: ModuleTab(title: "Settings", key: "9", order: 90))

    /// A module that resolves ``SettingsEnvironment`` from the host's services.
    public init() {}

    public func register(with registrar: ModuleRegistrar) {
        registrar.requireService(SettingsEnvironment.self)
        let onboarding = OnboardingSession()
        registrar.route(SettingsRoute.self) { route, context in
            switch route {
            case .overview: SettingsOverviewScreen(context: context)
            case .instances: InstancesScreen(context: context)
            case .appearance: AppearanceScreen(context: context)
            case .plugins: PluginsScreen(context: context)
            case .plugin(let id): PluginDetailScreen(id: id, context: context)
            case .about: AboutScreen(context: context)
            }
        }
        registrar.modalRoute(SettingsModal.self) { route, context in
            switch route {
            case .addInstance: InstanceFormScreen(purpose: .add, context: context)
            case .editInstance(let kind, let name): InstanceFormScreen(purpose: .edit(kind: kind, name: name), context: context)
            case .removeInstance(let kind, let name): RemoveInstanceScreen(kind: kind, name: name, context: context)
            case .onboarding: OnboardingWelcomeScreen(context: context)
            case .onboardingInstance: InstanceFormScreen(purpose: .onboarding(onboarding), context: context)
            case .onboardingDone: OnboardingDoneScreen(session: onboarding, context: context)
            case .discardInput: DiscardInputScreen(context: context)
            }
        }
        registrar.tabRoot(SettingsRoute.overview)
        registrar.provideRouter(SettingsRouting.self) { SettingsRouter(context: $0) }
        SettingsLinks.register(with: registrar)
    }
}
