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

/// A spinner and message centred in the available space: the body of a loading screen.
public struct LoadingView: Component {
    /// The animation step.
    public var tick: Int
    /// The message.
    public var message: String

    /// Creates a loading view.
    public init(tick: Int, message: String = "Loading…") {
        self.tick = tick
        self.message = message
    }

    public func render(in canvas: inout Canvas) {
        let width = min(canvas.size.width, message.displayWidth + 2)
        let rect = canvas.bounds.centered(Size(width: width, height: 1))
        canvas.draw(Spinner(tick: tick, message: message), in: rect)
    }
}

/// An error state: a title, the wrapped message and a retry hint, centred.
///
///     ✖ Could not load movies
///     Radarr answered 500 Internal Server Error
///     Press r to retry
public struct ErrorView: Component {
    /// The headline.
    public var title: String
    /// Details (wrapped).
    public var message: String
    /// The hint line ("" for none).
    public var retryHint: String

    /// Creates an error view.
    public init(title: String, message: String = "", retryHint: String = "Press r to retry") {
        self.title = title
        self.message = message
        self.retryHint = retryHint
    }

    /// Whether `key` asks for a retry (`r` or Ctrl-R).
    public static func isRetry(_ key: Key) -> Bool {
        key == .character("r") || key == .control("r")
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let width = canvas.size.width
        let maxWidth = max(1, min(width - 2, 72))
        var lines: [(String, Style)] = [("✖ " + title, theme.error)]
        for line in message.wrapped(toWidth: maxWidth) where !message.isEmpty { lines.append((line, theme.normal)) }
        if !retryHint.isEmpty { lines.append(("", theme.normal)); lines.append((retryHint, theme.muted)) }
        let top = max(0, (canvas.size.height - lines.count) / 2)
        for (i, (text, style)) in lines.enumerated() {
            let shown = text.truncated(toWidth: maxWidth)
            let x = max(0, (width - shown.displayWidth) / 2)
            canvas.write(shown, at: Point(x: x, y: top + i), style: style)
        }
    }
}

/// The three states of data loaded asynchronously; screens switch on it to draw a
/// ``LoadingView``, their content or an ``ErrorView``.
public enum Loadable<Value> {
    /// Not there yet.
    case loading
    /// Ready.
    case loaded(Value)
    /// Failed with a message fit for users.
    case failed(String)
}

extension Loadable: Sendable where Value: Sendable {}
extension Loadable: Equatable where Value: Equatable {}
