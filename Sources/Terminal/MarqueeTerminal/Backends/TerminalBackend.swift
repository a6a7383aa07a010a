/// A place the ``Renderer`` draws to: a real terminal (``NcursesTerminal``) or an
/// in-memory grid for tests (``InMemoryTerminal``).
///
/// The renderer only ever sends *runs*: consecutive cells of one row. A run never starts on
/// the continuation half of a wide character and never ends between the two halves.
public protocol TerminalBackend: AnyObject {
    /// The current size of the screen in cells.
    var size: Size { get }
    /// Erases the whole screen (before a full redraw, e.g. after a resize).
    func clear()
    /// Writes `cells` on row `point.y` starting at column `point.x`. Continuation cells
    /// (`width == 0`) are included so the run's length equals the columns it covers.
    func write(_ cells: ArraySlice<Cell>, at point: Point)
    /// Makes everything written since the last flush visible.
    func flush()
    /// Waits up to `timeout` (nil: forever) for a key; nil when none arrived.
    func readKey(timeout: Duration?) -> Key?
    /// Shows the cursor at `point` (a focused text field's insertion point), or hides it for
    /// nil. Takes effect with the next ``flush()``.
    func placeCursor(at point: Point?)
    /// The file descriptor keys arrive on, which a run loop can wait on instead of polling;
    /// nil for a backend without one (it is polled).
    var inputFileDescriptor: Int32? { get }
}

extension TerminalBackend {
    /// A backend without a cursor of its own ignores it.
    public func placeCursor(at point: Point?) {}

    public var inputFileDescriptor: Int32? { nil }
}
