import MarqueeShell
import MarqueeTerminal

/// The buttons and key handling of an alert with on/off toggles (delete a movie or a series,
/// remove a download): each toggle has a letter key, the buttons answer, and keys other than
/// the toggles are ignored while the answer's work runs.
public struct ToggleDialog {
    /// The button labels, the first the answer that acts, the last "Cancel".
    public let answers: [String]
    /// Whether the answer destroys something (delete, remove): then Cancel has the focus and
    /// the answer is drawn as a warning; else (monitor, search) `Enter` answers at once.
    public let isDestructive: Bool
    private var dialog: DialogState

    /// A dialog titled `title` with `answers` as buttons: the last focused when `isDestructive`,
    /// else the first.
    public init(title: String, answers: [String], isDestructive: Bool = true) {
        self.answers = answers
        self.isDestructive = isDestructive
        dialog = DialogState(
            title: title, message: "", buttons: answers, defaultButton: isDestructive ? answers.count - 1 : 0, isDestructive: isDestructive)
    }

    /// The dialog's title.
    public var title: String { dialog.title }

    /// Handles `key`: a toggle's letter runs its toggle, a button key chooses an answer (or
    /// "Cancel" on escape) and passes it to `answer`. While `isBusy`, other keys are swallowed.
    @MainActor
    public mutating func handle(
        _ key: Key, toggles: [Character: () -> Void], isBusy: Bool, answer: (String) -> Void
    ) -> KeyResult {
        if case .character(let letter) = key, let toggle = toggles[letter] {
            toggle()
            return .handled
        }
        guard !isBusy, dialog.handle(key) else { return isBusy ? .handled : .notHandled }
        switch dialog.outcome {
        case .chose(let index)?: answer(answers[index])
        case .cancelled?: answer("Cancel")
        case nil: break
        }
        return .handled
    }

    /// Draws the question (wrapped, two lines at most), one line per toggle (`[x] Delete files
    /// (f)`), the failure if any, and the buttons on the last line.
    public func render(in canvas: inout Canvas, message: String, toggles: [(isOn: Bool, label: String)], failure: String?) {
        let theme = canvas.theme
        let width = canvas.size.width
        var y = 0
        // The message takes every line the toggles, the failure, a gap and the buttons leave.
        let room = canvas.size.height - toggles.count - (failure == nil ? 0 : 1) - 2
        for line in message.wrapped(toWidth: max(1, width - 2), maximumLines: max(2, room)) {
            canvas.write(line, at: Point(x: 1, y: y), width: width - 2, style: theme.normal)
            y += 1
        }
        y += 1
        for toggle in toggles {
            canvas.write("\(toggle.isOn ? "[x]" : "[ ]") \(toggle.label)", at: Point(x: 1, y: y), width: width - 2, style: theme.normal)
            y += 1
        }
        if let failure { canvas.write(failure, at: Point(x: 1, y: y), width: width - 2, style: theme.error) }
        renderButtons(in: &canvas)
    }

    /// Draws the buttons on the dialog's last line.
    public func renderButtons(in canvas: inout Canvas) {
        DialogButtons.render(dialog.buttons, focus: dialog.focus, destructive: isDestructive, in: &canvas)
    }
}
