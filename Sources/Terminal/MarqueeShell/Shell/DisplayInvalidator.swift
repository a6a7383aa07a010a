/// Lets screens and their asynchronous work ask the shell to draw again, and post a
/// ``Toast`` (a short message the shell shows for a few seconds).
@MainActor
public final class DisplayInvalidator {
    /// True between an invalidation and the next render.
    public private(set) var needsDisplay = true
    /// The toast posted last and when it stops showing, until then.
    private var posted: (toast: Toast, until: ContinuousClock.Instant)?
    /// The toasts posted lately, oldest first: at most ``recentToastLimit``.
    public private(set) var recentToasts: [Toast] = []
    /// How many toasts ``recentToasts`` keeps.
    public let recentToastLimit = 20
    /// Called on every invalidation (the run loop wakes up to draw).
    var onInvalidate: (@MainActor () -> Void)?

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

    /// Shows `toast` for its duration from now, replacing any toast still showing.
    public func post(_ toast: Toast) {
        posted = (toast, ContinuousClock.now + toast.duration)
        if recentToasts.count == recentToastLimit { recentToasts.removeFirst() }
        recentToasts.append(toast)
        setNeedsDisplay()
    }

    /// The toast posted last, showing or expired (what the last action said it did).
    public var lastToast: Toast? { posted?.toast }

    /// The toast showing now, or nil once it has expired.
    public var toast: Toast? {
        guard let posted, ContinuousClock.now < posted.until else { return nil }
        return posted.toast
    }

    /// Whether the last frame drew a toast.
    private var drewToast = false

    /// Called by the shell after it has drawn.
    func didDisplay() {
        needsDisplay = false
        drewToast = toast != nil
    }

    /// Whether the last frame drew a toast that has expired since: the screen must be drawn
    /// again, even when nothing else changed (an idle app must not keep an old toast).
    public var drawnToastHasExpired: Bool { drewToast && toast == nil }

    /// When the toast on display goes away (the run loop draws again then).
    var toastExpiry: ContinuousClock.Instant? {
        guard let posted, ContinuousClock.now < posted.until else { return nil }
        return posted.until
    }
}
