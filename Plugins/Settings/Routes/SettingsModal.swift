import MarqueeApp
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
}
