import MarqueeNavigation
import MarqueeTerminal

/// A ready-made screen for alerts (`present(route, style: .alert)`): a message and a row of
/// buttons. ←/→ (h/l, Tab) move between buttons, Enter or a button's first letter chooses,
/// Esc cancels; either way the alert is dismissed and ``onChoice`` runs with the button's index
/// (nil when cancelled).
@MainActor
public final class AlertScreen: TerminalScreen {
    /// The dialog's state (message, buttons, focus).
    public private(set) var dialog: DialogState
    /// Runs after the alert is dismissed, with the chosen button's index or nil.
    public var onChoice: @MainActor (Int?, NavigationCoordinator) -> Void

    /// Creates an alert screen.
    public init(
        title: String, message: String, buttons: [String] = ["OK"], defaultButton: Int = 0,
        isDestructive: Bool = false,
        onChoice: @escaping @MainActor (Int?, NavigationCoordinator) -> Void = { _, _ in }
    ) {
        dialog = DialogState(
            title: title, message: message, buttons: buttons, defaultButton: defaultButton,
            isDestructive: isDestructive)
        self.onChoice = onChoice
    }

    public var title: String { dialog.title }

    public var keyHints: [KeyHint] { [KeyHint("enter", "choose"), KeyHint("esc", "cancel")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        let lines = dialog.message.wrapped(toWidth: max(1, width))
        for (row, line) in lines.prefix(max(0, canvas.size.height - 2)).enumerated() {
            canvas.write(line, at: Point(x: 0, y: row), width: width, style: theme.normal)
        }
        let row = canvas.size.height - 1
        let buttons = dialog.buttons.map { "[ \($0) ]" }
        var x = max(0, (width - buttons.joined(separator: "  ").displayWidth) / 2)
        for (index, button) in buttons.enumerated() {
            let focused = index == dialog.focus
            let style = focused ? (dialog.isDestructive ? theme.error.adding(.reverse) : theme.selection) : theme.normal
            x += canvas.write(button, at: Point(x: x, y: row), style: style) + 2
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        guard dialog.handle(key) else { return .notHandled }
        guard let outcome = dialog.outcome else { return .handled }
        let coordinator = context.coordinator
        if let modal = coordinator.state.modals.last(where: { $0.root.id == context.entry.id }) {
            try? coordinator.dismiss(modal.id)
        }
        switch outcome {
        case .chose(let index): onChoice(index, coordinator)
        case .cancelled: onChoice(nil, coordinator)
        }
        return .handled
    }
}
