import MarqueeNavigation

/// What a key command's action receives.
@MainActor
public struct KeyCommandContext {
    /// The host the key was pressed in.
    public let host: ModuleHost
    /// The focused entry when the key was pressed.
    public let focusedEntry: Entry?
    /// The focused entry's screen, if it was created.
    public let screen: (any Screen)?
    /// Routers, services and routing protocols, for the command's module.
    public let screenContext: ScreenContext
}
