import MarqueeNavigation
import MarqueeTerminal

/// What a screen knows while it renders.
public struct RenderContext {
    /// The entry the screen shows.
    public var entry: Entry
    /// Whether the screen has focus (it is the top-most modal's top entry, or the top of the
    /// stack with no modal presented).
    public var isFocused: Bool
    /// An animation counter that advances about ten times a second (for ``Spinner``) while a
    /// screen reads it: reading it asks the run loop for the next frame.
    public var tick: Int {
        get {
            animation?.isRequested = true
            return storedTick
        }
        set { storedTick = newValue }
    }
    private var storedTick: Int
    /// Told when a screen reads ``tick`` (the shell's, for the frame being drawn).
    let animation: AnimationRequest?
    /// The filter text typed after `/` for this entry, empty when none.
    public var filter: String

    /// Creates a context.
    public init(entry: Entry, isFocused: Bool, tick: Int = 0, filter: String = "") {
        self.init(entry: entry, isFocused: isFocused, tick: tick, filter: filter, animation: nil)
    }

    init(entry: Entry, isFocused: Bool, tick: Int, filter: String, animation: AnimationRequest?) {
        self.entry = entry
        self.isFocused = isFocused
        storedTick = tick
        self.filter = filter
        self.animation = animation
    }
}

/// Whether a frame showed something animated (a screen read ``RenderContext/tick``), so that
/// the run loop draws the next one a tick later; otherwise it sleeps until a key or a change.
final class AnimationRequest {
    var isRequested = false
}
