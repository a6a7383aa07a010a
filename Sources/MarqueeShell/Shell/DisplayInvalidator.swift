/// Lets screens and their asynchronous work ask the shell to draw again.
@MainActor
public final class DisplayInvalidator {
    /// True between an invalidation and the next render.
    public private(set) var needsDisplay = true
    private var onInvalidate: (@MainActor () -> Void)?

    /// Creates an invalidator; `onInvalidate` runs on each invalidation (the shell's run loop
    /// uses it to wake up).
    public init(onInvalidate: (@MainActor () -> Void)? = nil) {
        self.onInvalidate = onInvalidate
    }

    /// Marks the display as needing a redraw.
    public func setNeedsDisplay() {
        needsDisplay = true
        onInvalidate?()
    }

    /// Called by the shell after it has drawn.
    func didDisplay() { needsDisplay = false }
}
