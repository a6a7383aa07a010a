import MarqueeHost
import MarqueeNavigation
import MarqueeTerminal

/// A screen the shell can draw and send keys to: the view model of one navigation entry.
///
/// The shell creates a screen through ``ShellEnvironment/screen(for:)`` when its entry first
/// shows, keeps it while the entry is anywhere in the navigation state (so its state survives
/// going back and switching tabs), and calls `screenWillBeReleased()` when the entry is removed.
///
/// It refines the host's `Screen` (title, `screenDidAppear()`, `screenWillBeReleased()`), so
/// feature modules' destination factories return terminal screens and the shell casts what
/// `ModuleHost.screen(for:)` returns (see docs/adr/0006-host-screens-and-lifetime.md).
@MainActor
public protocol TerminalScreen: Screen {
    /// The key hints shown in the footer and the help overlay while this screen has focus.
    var keyHints: [KeyHint] { get }
    /// More keys of the screen that the help lists after ``keyHints`` but the footer leaves out
    /// (a list's sort and filter keys, so that a narrow footer keeps the item's actions).
    var secondaryKeyHints: [KeyHint] { get }
    /// Whether the screen holds input the user has not saved (a quit then asks to confirm).
    var hasUnsavedInput: Bool { get }
    /// Whether a text field of the screen has the keys now (a search box, a form's text field, a
    /// list's filter prompt): printable keys type into it, so the footer leaves out every key it
    /// takes (`?`, `:`, `q`, the screen's letters) while it does.
    var textFieldHasFocus: Bool { get }
    /// Whether `/` opens the shell's filter line for this screen (see ``RenderContext/filter``).
    var acceptsFilter: Bool { get }
    /// What the screen says when the item it shows is gone from its server ("Movie 65 is gone
    /// from Radarr at 127.0.0.1:7878"); nil while the item is there or still loading. A screen
    /// showing a gone item offers only back: the shell gives it no key but its own (Esc, the
    /// tabs, `?`, `:`, `q`), runs no module command on it, and drops it when it was restored
    /// from a saved state (see ``Shell/dropsGoneRestoredScreens()``).
    var goneNotice: String? { get }
    /// Draws the screen into `canvas`, whose bounds are the screen's content area.
    func render(in canvas: inout Canvas, context: RenderContext)
    /// Handles a key. Keys reach the focused screen (the top-most modal's top entry) first.
    func handle(_ key: Key, context: ScreenInput) -> KeyResult
    /// Called once, before the first render, with the shell's display invalidator so that
    /// asynchronous updates can ask for a redraw.
    func attach(_ display: DisplayInvalidator)
}

extension TerminalScreen {
    public var keyHints: [KeyHint] { [] }
    public var secondaryKeyHints: [KeyHint] { [] }
    public var hasUnsavedInput: Bool { false }
    public var textFieldHasFocus: Bool { false }
    public var acceptsFilter: Bool { false }
    public var goneNotice: String? { nil }
    public func attach(_ display: DisplayInvalidator) {}
}
