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

    /// The kind and name an instance's link gives; the kind must be one of `kinds`.
    private static func instance(
        in parameters: DeepLinkParameters, pattern: String, kinds: [ServiceKind]
    ) throws(DeepLinkError) -> (ServiceKind, String) {
        let text: String = try parameters.value("kind")
        guard let kind = kinds.first(where: { $0.rawValue == text }) else {
            throw .invalidParameter(name: "kind", value: text, expected: kinds.map(\.rawValue).joined(separator: " or "), pattern: pattern)
        }
        return (kind, try parameters.value("name"))
    }

    /// Each case once: its link, what stands under it and its screen. An instance's link
    /// names one of `kinds` (`/settings/instances/radarr/4k/edit`); another kind is refused.
    @MainActor
    static func declare(_ routes: FeatureRoutes<SettingsModal>, onboarding: OnboardingSession, kinds: [ServiceKind]) {
        routes.route("/settings/instances/add", "Add an instance", .addInstance, .present(over: SettingsRoute.instances)) {
            InstanceFormScreen(purpose: .add, context: $0)
        }
        let edit = "/settings/instances/:kind/:name/edit"
        routes.route(
            edit, "Edit an instance",
            make: { parameters throws(DeepLinkError) in
                let (kind, name) = try instance(in: parameters, pattern: edit, kinds: kinds)
                return .editInstance(kind: kind, name: name)
            },
            values: { if case .editInstance(let kind, let name) = $0 { ["kind": kind.rawValue, "name": name] } else { nil } },
            placement: { _ in .present(over: SettingsRoute.instances) }
        ) { route, context in
            guard case .editInstance(let kind, let name) = route else { preconditionFailure("values(route) matched") }
            return InstanceFormScreen(purpose: .edit(kind: kind, name: name), context: context)
        }
        let remove = "/settings/instances/:kind/:name/remove"
        routes.route(
            remove, "Remove an instance",
            make: { parameters throws(DeepLinkError) in
                let (kind, name) = try instance(in: parameters, pattern: remove, kinds: kinds)
                return .removeInstance(kind: kind, name: name)
            },
            values: { if case .removeInstance(let kind, let name) = $0 { ["kind": kind.rawValue, "name": name] } else { nil } },
            placement: { _ in .present(.alert, over: SettingsRoute.instances) }
        ) { route, context in
            guard case .removeInstance(let kind, let name) = route else { preconditionFailure("values(route) matched") }
            return RemoveInstanceScreen(kind: kind, name: name, context: context)
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
