import MarqueeNavigation
import MarqueeTerminal

/// A screen the shell can draw and send keys to: the view model of one navigation entry.
///
/// The shell creates a screen through ``ShellEnvironment/screen(for:)`` when its entry first
/// shows, keeps it while the entry is anywhere in the navigation state (so its state survives
/// going back and switching tabs), and calls ``screenWillBeReleased()`` when the entry is removed.
@MainActor
public protocol TerminalScreen: AnyObject {
    /// The title shown in breadcrumbs and modal titles.
    var title: String { get }
    /// The key hints shown in the footer and the help overlay while this screen has focus.
    var keyHints: [KeyHint] { get }
    /// Whether the screen holds input the user has not saved (a quit then asks to confirm).
    var hasUnsavedInput: Bool { get }
    /// Whether `/` opens the shell's filter line for this screen (see ``RenderContext/filter``).
    var acceptsFilter: Bool { get }
    /// Draws the screen into `canvas`, whose bounds are the screen's content area.
    func render(in canvas: inout Canvas, context: RenderContext)
    /// Handles a key. Keys reach the focused screen (the top-most modal's top entry) first.
    func handle(_ key: Key, context: ScreenInput) -> KeyResult
    /// Called each time the screen's entry becomes the focused entry.
    func screenDidAppear()
    /// Called once when the screen's entry leaves the navigation state; cancel work here.
    func screenWillBeReleased()
    /// Called once, before the first render, with the shell's display invalidator so that
    /// asynchronous updates can ask for a redraw.
    func attach(_ display: DisplayInvalidator)
}

extension TerminalScreen {
    public var keyHints: [KeyHint] { [] }
    public var hasUnsavedInput: Bool { false }
    public var acceptsFilter: Bool { false }
    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) {}
}
