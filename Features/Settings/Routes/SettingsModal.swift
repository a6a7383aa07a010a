import MarqueeApp
import MarqueeHost
import MarqueeNavigation

/// The Settings feature's modal screens.
public enum SettingsModal: Route {
    public static let feature: FeatureID = "settings"
    /// The add-instance sheet.
    case addInstance
    /// The edit sheet for the instance `name` of `kind`.
    case editInstance(kind: ServiceKind, name: String)
    /// "Remove this instance?" (an alert).
    case removeInstance(kind: ServiceKind, name: String)
    /// The first-run flow (full-screen): the welcome screen.
    case onboarding
    /// The first instance's form, pushed inside the onboarding flow.
    case onboardingInstance
    /// The last step: the tested instance, saved on Finish.
    case onboardingDone
    /// "Discard changes?" (an alert) over a form left with input that is not saved.
    case discardInput

    /// Each case once: its link, what stands under it and its screen.
    @MainActor
    static func declare(_ routes: FeatureRoutes<SettingsModal>, onboarding: OnboardingSession) {
        routes.route("/settings/instances/add", "Add an instance", .addInstance, .present(over: SettingsRoute.instances)) {
            InstanceFormScreen(purpose: .add, context: $0)
        }
        routes.route(
            "/settings/instances/:kind/:name/edit", "Edit an instance", SettingsModal.editInstance,
            match: { if case .editInstance(let kind, let name) = $0 { (kind, name) } else { nil } },
            placement: { _, _ in .present(over: SettingsRoute.instances) }
        ) {
            InstanceFormScreen(purpose: .edit(kind: $0, name: $1), context: $2)
        }
        routes.route(
            "/settings/instances/:kind/:name/remove", "Remove an instance", SettingsModal.removeInstance,
            match: { if case .removeInstance(let kind, let name) = $0 { (kind, name) } else { nil } },
            placement: { _, _ in .present(.alert, over: SettingsRoute.instances) }
        ) {
            RemoveInstanceScreen(kind: $0, name: $1, context: $2)
        }
        routes.route("/settings/onboarding", "The first-run setup", .onboarding, .present(.fullScreen, over: SettingsRoute.overview)) {
            OnboardingWelcomeScreen(context: $0)
        }
        routes.route(
            "/settings/onboarding/instance", "The first-run setup: the first instance", .onboardingInstance,
            .push(on: SettingsModal.onboarding)
        ) { InstanceFormScreen(purpose: .onboarding(onboarding), context: $0) }
        routes.route(
            "/settings/onboarding/done", "The first-run setup: the tested instance", .onboardingDone,
            .push(on: SettingsModal.onboardingInstance)
        ) { OnboardingDoneScreen(session: onboarding, context: $0) }
        routes.route("/settings/discard", "Discard changes?", .discardInput, .present(.alert, over: SettingsRoute.overview)) {
            DiscardInputScreen(context: $0)
        }
    }
}
