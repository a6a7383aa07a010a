import MarqueeContracts
import MarqueeHost
import MarqueeNavigation

/// The Settings module's implementation of ``SettingsRouting``, for other features and the app.
@MainActor
final class SettingsRouter: SettingsRouting {
    private let router: FeatureRouter<SettingsRoute, SettingsModal>

    init(context: ScreenContext) {
        router = context.router(for: SettingsRoute.self, SettingsModal.self)
    }

    func showInstances() throws(NavigationError) {
        _ = try router.coordinator.show(NavigationDestination(tab: SettingsRoute.tab, stack: [SettingsRoute.overview, SettingsRoute.instances]))
    }

    func startOnboarding() throws(NavigationError) {
        try router.present(.onboarding, style: .fullScreen)
    }
}
