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
        if !retryHint.isEmpty {
            lines.append(("", theme.normal))
            lines.append((retryHint, theme.muted))
        }
        let top = max(0, (canvas.size.height - lines.count) / 2)
        for (i, (text, style)) in lines.enumerated() {
            let shown = text.truncated(toWidth: maxWidth)
            let x = max(0, (width - shown.displayWidth) / 2)
            canvas.write(shown, at: Point(x: x, y: top + i), style: style)
        }
    }
}
