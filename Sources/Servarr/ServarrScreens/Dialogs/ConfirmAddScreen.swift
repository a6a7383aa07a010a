import MarqueeHost
import MarqueeShell
import MarqueeTerminal

/// "Add this movie/series?" in an alert over an add sheet. Add runs `add` (which sends the
/// request and then either dismisses every modal, shows the new item and returns the toast
/// to post ("✓ Added Dune"), or closes the alert and returns nil so that the options screen
/// shows the server's message with every field kept); Cancel runs
/// `cancel`. While `isAdding` is true the alert says "Adding…" and ignores keys.
@MainActor
public final class ConfirmAddScreen: Screen, TerminalScreen, DialogAnswering {
    public let answers = ["Add", "Cancel"]
    private var dialog: DialogState
    private let question: @MainActor () -> String
    private let isAdding: @MainActor () -> Bool
    private let add: @MainActor () async -> String?
    private let cancel: @MainActor () throws -> Void
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    /// An alert titled `title` asking `message` (read each time it is shown, so that it can
    /// name an item still loading).
    public init(
        title: String, message: @escaping @MainActor () -> String, tasks: TaskTracker, isAdding: @escaping @MainActor () -> Bool,
        add: @escaping @MainActor () async -> String?, cancel: @escaping @MainActor () throws -> Void
    ) {
        self.question = message
        self.isAdding = isAdding
        self.add = add
        self.cancel = cancel
        self.tasks = tasks
        dialog = DialogState(title: title, message: "", buttons: ["Add", "Cancel"])
    }

    public var title: String { dialog.title }
    /// The question asked.
    public var message: String { question() }

    public func answer(_ answer: String) throws {
        guard answer == "Add" else { return try cancel() }
        guard !isAdding() else { return }
        let add = self.add
        let display = self.display
        tasks.track {
            display?.setNeedsDisplay()
            // Posted through the shell's invalidator: a successful add releases this alert.
            if let added = await add() { display?.post(Toast(added)) }
        }
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("enter", "choose")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        let lines = (isAdding() ? "Adding…" : message).wrapped(toWidth: max(1, width - 2))
        for (row, line) in lines.prefix(max(0, canvas.size.height - 2)).enumerated() {
            canvas.write(line, at: Point(x: 1, y: row), width: width - 2, style: theme.normal)
        }
        DialogButtons.render(dialog.buttons, focus: dialog.focus, destructive: false, in: &canvas)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        guard !isAdding() else { return .handled }
        guard dialog.handle(key) else { return .notHandled }
        guard let outcome = dialog.outcome else {
            display?.setNeedsDisplay()
            return .handled
        }
        switch outcome {
        case .chose(let index): try? answer(answers[index])
        case .cancelled: try? answer("Cancel")
        }
        return .handled
    }
}
