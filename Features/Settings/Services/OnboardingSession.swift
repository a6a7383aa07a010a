import MarqueeApp

/// The onboarding flow's state, shared by its screens: the tested first instance. Nothing is
/// written until the user finishes; quitting midway leaves no file.
@MainActor
final class OnboardingSession {
    /// The instance the user entered, once its connection test succeeded.
    var instance: ServiceInstance?
    /// What the connection test reported for it.
    var result: ConnectionTestResult?
}
