import MarqueeApp

/// A configuration the app should start using: after an instance was added, edited or
/// removed, a theme chosen, or the onboarding finished.
public struct ConfigurationChange: Hashable, Sendable {
    /// The configuration to run with.
    public var configuration: Configuration
    /// Whether it points at the built-in demo servers (and is not in the file).
    public var isDemo: Bool
    /// Whether the app should start on its first tab rather than keep the current screens
    /// (after the onboarding, so the user lands on the library).
    public var startsFresh: Bool

    /// Creates a change.
    public init(configuration: Configuration, isDemo: Bool = false, startsFresh: Bool = false) {
        self.configuration = configuration
        self.isDemo = isDemo
        self.startsFresh = startsFresh
    }
}
