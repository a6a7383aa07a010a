import MarqueeHost
import MarqueeTerminal

/// Shows an external plugin's declarative screen (list, detail or form) on the terminal:
/// its fields with their values, then its actions, which the digit keys run (`1` the first);
/// Enter submits a form. The result or the error of the last action is shown below.
@MainActor
final class PluginTerminalScreen: TerminalScreen {
    /// The host's model of the plugin screen.
    let model: PluginScreen
    private var message: (text: String, isError: Bool)?

    init(model: PluginScreen) {
        self.model = model
    }

    var title: String { model.title }

    var keyHints: [KeyHint] {
        var hints = model.actions.prefix(9).enumerated().map { KeyHint(String($0.offset + 1), $0.element) }
        if model.submitAction != nil { hints.insert(KeyHint("enter", "submit"), at: 0) }
        return hints
    }

    func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = max(0, canvas.size.width - 2)
        guard model.isAvailable else {
            canvas.write("The plugin \(model.plugin) is not installed.", at: Point(x: 1, y: 0), width: width, style: theme.warning)
            return
        }
        var row = 0
        let labelWidth = (model.fields.map(\.label.displayWidth).max() ?? 0) + 2
        for field in model.fields where row < canvas.size.height {
            canvas.write(field.label, at: Point(x: 1, y: row), width: labelWidth, style: theme.muted)
            canvas.write(model.values[field.key] ?? "", at: Point(x: 1 + labelWidth, y: row),
                         width: max(0, width - labelWidth), style: theme.normal)
            row += 1
        }
        if !model.actions.isEmpty, row + 1 < canvas.size.height {
            row += 1
            let actions = model.actions.prefix(9).enumerated().map { "\($0.offset + 1) \($0.element)" }
            canvas.write(actions.joined(separator: "   "), at: Point(x: 1, y: row), width: width, style: theme.accent)
            row += 1
        }
        if let message, row + 1 < canvas.size.height {
            canvas.write(message.text, at: Point(x: 1, y: row + 1), width: width,
                         style: message.isError ? theme.error : theme.success)
        }
    }

    func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .character(let character):
            guard let digit = character.wholeNumberValue, (1...min(9, model.actions.count)).contains(digit) else {
                return .notHandled
            }
            run { try model.perform(model.actions[digit - 1]) }
        case .enter where model.submitAction != nil:
            run { try model.submit() }
        default:
            return .notHandled
        }
        return .handled
    }

    private func run(_ action: () throws -> String?) {
        do {
            message = try action().map { ("→ " + $0, false) }
        } catch {
            message = ("\(error)", true)
        }
    }
}
