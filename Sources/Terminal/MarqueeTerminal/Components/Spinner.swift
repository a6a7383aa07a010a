/// A spinner frame with a message, for loading states: `⠋ Loading movies…`.
/// Advance ``tick`` on a timer (e.g. every 80 ms) to animate.
public struct Spinner: Component {
    /// The animation step.
    public var tick: Int
    /// Text after the spinner.
    public var message: String

    /// Creates a spinner.
    public init(tick: Int, message: String = "Loading…") {
        self.tick = tick
        self.message = message
    }

    /// The animation frames.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The frame for `tick`.
    public static func frame(_ tick: Int) -> Character {
        frames[((tick % frames.count) + frames.count) % frames.count]
    }

    public func render(in canvas: inout Canvas) {
        let x = canvas.write(String(Spinner.frame(tick)), at: .zero, style: canvas.theme.accent)
        canvas.write(message, at: Point(x: x + 1, y: 0), width: canvas.size.width - x - 1, style: canvas.theme.muted)
    }
}
