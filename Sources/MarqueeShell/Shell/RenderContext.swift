import MarqueeNavigation
import MarqueeTerminal

/// What a screen knows while it renders.
public struct RenderContext {
    /// The entry the screen shows.
    public var entry: Entry
    /// Whether the screen has focus (it is the top-most modal's top entry, or the top of the
    /// stack with no modal presented).
    public var isFocused: Bool
    /// An animation counter that advances about ten times a second (for ``Spinner``).
    public var tick: Int
    /// The filter text typed after `/` for this entry, empty when none.
    public var filter: String

    /// Creates a context.
    public init(entry: Entry, isFocused: Bool, tick: Int = 0, filter: String = "") {
        self.entry = entry
        self.isFocused = isFocused
        self.tick = tick
        self.filter = filter
    }
}
