/// The state of a dialog: which button has focus and, once decided, the outcome.
///
/// Keys: ←/→, `h`/`l`, Tab/Shift-Tab move focus; Enter chooses the focused button; Esc
/// cancels. A button's first letter chooses it directly when it is unique (`y`/`n`).
public struct DialogState: Hashable, Sendable {
    /// How a dialog ended.
    public enum Outcome: Hashable, Sendable {
        /// A button was chosen (its index).
        case chose(Int)
        /// Esc.
        case cancelled
    }

    /// Title in the top border.
    public var title: String
    /// The message, word-wrapped.
    public var message: String
    /// Button titles, left to right.
    public var buttons: [String]
    /// The focused button.
    public private(set) var focus: Int
    /// Set once the user chose a button or cancelled.
    public private(set) var outcome: Outcome?
    /// Marks the dialog as destructive (the focused "confirm" button uses the error style).
    public var isDestructive: Bool

    /// Creates a dialog with `defaultButton` focused.
    public init(
        title: String, message: String, buttons: [String] = ["OK"], defaultButton: Int = 0,
        isDestructive: Bool = false
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.focus = buttons.isEmpty ? 0 : min(max(0, defaultButton), buttons.count - 1)
        self.isDestructive = isDestructive
    }

    /// Applies a key; returns true if used.
    public mutating func handle(_ key: Key) -> Bool {
        guard !buttons.isEmpty else {
            if key == .escape || key == .enter {
                outcome = .cancelled
                return true
            }
            return false
        }
        switch key {
        case .left, .character("h"), .backTab: focus = (focus + buttons.count - 1) % buttons.count
        case .right, .character("l"), .tab: focus = (focus + 1) % buttons.count
        case .enter: outcome = .chose(focus)
        case .escape: outcome = .cancelled
        case .character(let c):
            let matches = buttons.indices.filter { buttons[$0].lowercased().first == Character(c.lowercased()) }
            guard matches.count == 1 else { return false }
            focus = matches[0]
            outcome = .chose(matches[0])
        default: return false
        }
        return true
    }
}

/// Draws a dialog: a box with the title in its border, the wrapped message, and the
/// buttons centred on the last inner row as `[ OK ]`, the focused one highlighted.
/// Use ``preferredSize(in:)`` and ``Rect/centered(_:)`` to place it.
public struct DialogView: Component {
    /// The dialog.
    public var state: DialogState

    /// Creates a dialog view.
    public init(state: DialogState) {
        self.state = state
    }

    private var buttonRow: String {
        state.buttons.map { "[ \($0) ]" }.joined(separator: "  ")
    }

    /// The size the dialog wants inside `bounds`: wide enough for the buttons and up to
    /// 60 columns of message.
    public func preferredSize(in bounds: Size) -> Size {
        let maxWidth = min(bounds.width, 64)
        let contentWidth = max(buttonRow.displayWidth, min(state.message.displayWidth, maxWidth - 4), state.title.displayWidth + 4)
        let width = min(maxWidth, contentWidth + 4)
        let lines = state.message.wrapped(toWidth: max(1, width - 4)).count
        return Size(width: width, height: min(bounds.height, lines + 5))
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let inner = canvas.drawBox(canvas.bounds, title: state.title, style: theme.border, fill: theme.normal)
        guard inner.width > 2, inner.height > 0 else { return }
        let lines = state.message.wrapped(toWidth: inner.width - 2)
        for (i, line) in lines.prefix(max(0, inner.height - 2)).enumerated() {
            canvas.write(line, at: Point(x: inner.minX + 1, y: inner.minY + 1 + i), width: inner.width - 2, style: theme.normal)
        }
        let row = inner.maxY - 1
        var x = inner.minX + max(0, (inner.width - buttonRow.displayWidth) / 2)
        for (i, title) in state.buttons.enumerated() {
            let focused = i == state.focus
            let style =
                focused
                ? (state.isDestructive && i != 0 ? theme.error.adding(.reverse) : theme.selection)
                : theme.normal
            x += canvas.write("[ \(title) ]", at: Point(x: x, y: row), style: style) + 2
        }
    }
}
