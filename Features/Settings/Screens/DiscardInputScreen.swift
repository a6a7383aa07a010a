import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// "Discard changes?" in an alert over a form the user is leaving with Esc while it holds input
/// that is not saved (the add and edit sheets, the onboarding form).
///
/// Discard dismisses the alert and goes back from the form in one step (the sheet closes, or the
/// onboarding flow returns to its welcome screen) and nothing is written. Keep editing (or Esc)
/// dismisses the alert only: the form is as the user left it.
@MainActor
public final class DiscardInputScreen: Screen, TerminalScreen, DialogAnswering {
    public let answers = ["Discard", "Keep editing"]
    private var dialog: DialogState
    private let router: FeatureRouter<SettingsRoute, SettingsModal>
    private var display: DisplayInvalidator?

    init(context: ScreenContext) {
        router = context.router(for: SettingsRoute.self, SettingsModal.self)
        dialog = DialogState(title: "Discard changes?", message: "", buttons: answers, defaultButton: 1, isDestructive: true)
    }

    public var title: String { dialog.title }

    /// The question shown.
    public var message: String { "The form has input that is not saved. Discard it and leave the form?" }

    public func answer(_ answer: String) throws {
        guard answer == "Discard" else { return try router.dismiss() }
        try router.transaction { transaction throws(NavigationError) in
            try transaction.dismissTop()
            _ = transaction.back()
        }
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("←→", "choose"), KeyHint("enter", "confirm"), KeyHint("esc", "keep editing")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        ConfirmationBody(message: message, dialog: dialog).render(in: &canvas)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        guard dialog.handle(key) else { return .notHandled }
        switch dialog.outcome {
        case .chose(let index)?: try? answer(answers[index])
        case .cancelled?: try? answer("Keep editing")
        case nil: break
        }
        dialog = DialogState(title: dialog.title, message: "", buttons: answers, defaultButton: dialog.focus, isDestructive: true)
        display?.setNeedsDisplay()
        return .handled
    }
}
