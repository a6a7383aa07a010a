import MarqueeTerminal

/// A short message the shell shows at the top right, over the tab bar, for a few seconds
/// ("✓ Grabbed Dune.2021.2160p, it is in the queue"). It never covers a modal (modals are
/// laid out below the tab bar, see ``ModalLayout``) nor the footer's key hints; a newer
/// toast replaces it, and it goes away by itself.
///
/// Screens post one through their ``DisplayInvalidator``:
///
/// ```swift
/// display?.post(Toast("✓ Added Dune (2021)"))
/// ```
public struct Toast: Hashable, Sendable {
    /// How the toast reads: success (accent colour) or failure (error colour).
    public enum Kind: Hashable, Sendable {
        case success, failure
    }

    /// The text.
    public var message: String
    /// Success or failure.
    public var kind: Kind
    /// How long it shows (about three seconds unless told).
    public var duration: Duration

    /// A toast showing `message` for `duration`.
    public init(_ message: String, kind: Kind = .success, duration: Duration = .seconds(3)) {
        self.message = message
        self.kind = kind
        self.duration = duration
    }

    /// Where the toast goes on a terminal of `size`: the top row, right-aligned, as wide as
    /// the message plus a cell each side (over the tab bar's end when it must, so that the
    /// message is cut only when it is wider than the terminal).
    func frame(in size: Size) -> Rect {
        let width = min(size.width, message.displayWidth + 2)
        return Rect(x: size.width - width, y: 0, width: width, height: 1)
    }

    /// Draws the toast in `canvas` (the whole terminal).
    func render(in canvas: inout Canvas) {
        let frame = frame(in: canvas.size)
        guard frame.width > 2 else { return }
        let style = (kind == .success ? canvas.theme.accent : canvas.theme.error).adding(.reverse)
        canvas.fill(frame, style: style)
        canvas.write(message, at: Point(x: frame.minX + 1, y: 0), width: frame.width - 2, style: style)
    }
}
