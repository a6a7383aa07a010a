import MarqueeNavigation

/// Everything the shell needs from the application: the coordinator, the tabs, the screens,
/// the module key commands and the deep-link patterns.
///
/// The `marquee` executable adapts the plugin host to this protocol.
@MainActor
public protocol ShellEnvironment: AnyObject {
    /// The coordinator whose state the shell shows.
    var coordinator: NavigationCoordinator { get }
    /// The tabs, in order; their ids are the coordinator's tab ids.
    var tabs: [ShellTab] { get }
    /// Makes the screen for an entry, or nil when no module can show it.
    func screen(for entry: Entry) -> (any TerminalScreen)?
    /// Module key commands.
    var commands: [ShellCommand] { get }
    /// Deep-link patterns offered for completion in the command palette (`/radarr/movie/:id`).
    var linkPatterns: [String] { get }
    /// Whether the environment calls `screenDidAppear()` and `screenWillBeReleased()` itself
    /// (the plugin host does, ADR 0006); the shell then only caches the screens it draws.
    var managesScreenLifetime: Bool { get }
}

extension ShellEnvironment {
    public var managesScreenLifetime: Bool { false }
}
