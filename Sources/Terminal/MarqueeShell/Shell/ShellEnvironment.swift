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
    /// The screen for an entry, or nil when no module can show it. The environment owns the
    /// screens (the app's is the plugin host, ADR 0006): it returns the same screen for an
    /// entry while the entry is in the state, calls `screenDidAppear()` and
    /// `screenWillBeReleased()`, and drops it when the entry leaves. The shell keeps none.
    func screen(for entry: Entry) -> (any TerminalScreen)?
    /// The screens alive now (the shell asks them whether a form has unsaved input).
    var liveScreens: [any TerminalScreen] { get }
    /// Module key commands for the focused entry.
    var commands: [ShellCommand] { get }
    /// Module key commands for `entry` as if it had focus (the screen under full-screen covers).
    func commands(for entry: Entry) -> [ShellCommand]
    /// Deep-link patterns offered for completion in the command palette (`/radarr/movie/:id`).
    var linkPatterns: [String] { get }
    /// What each link pattern shows, by pattern ("Movie collections"): the palette's titles.
    var linkSummaries: [String: String] { get }
}

extension ShellEnvironment {
    public var linkSummaries: [String: String] { [:] }
    /// The focused entry's commands (an environment whose commands depend on no entry).
    public func commands(for entry: Entry) -> [ShellCommand] { commands }
}
