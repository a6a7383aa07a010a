import MarqueeHost
import MarqueeShell
import MarqueeTerminal

/// Shows an external plugin's declarative screen (list, detail or form) on the terminal:
/// its fields with their values, then its actions, each run by a letter key (its first free
/// letter: `r` roll, `s` stats; see ``actionKeys(for:)``), so that the digits stay the tabs'
/// keys; Enter submits a form. Actions run without blocking the UI: "Running …" shows until the
/// result or the error of the last action replaces it; an unresponsive plugin says why.
///
/// The screen ``PluginHosting`` makes for a ``PluginRoute`` entry.
@MainActor
public final class PluginTerminalScreen: TerminalScreen {
    /// The model of the plugin screen: its fields, data and actions.
    public let model: PluginScreen

    /// The key of each action, in order.
    private let keys: [Character]

    init(model: PluginScreen) {
        self.model = model
        keys = Self.actionKeys(for: model.actions)
    }

    /// Letter keys for actions, in order: each action gets the first letter of its name that
    /// no earlier action took, else the first free letter of the alphabet. `q` (quit) is never
    /// given; actions beyond the 25 other letters get no key.
    static func actionKeys(for actions: [String]) -> [Character] {
        var taken: Set<Character> = ["q"]
        let alphabet = "abcdefghijklmnoprstuvwxyz"
        return actions.prefix(alphabet.count).map { action in
            let key =
                action.lowercased().first { $0.isASCII && $0.isLetter && !taken.contains($0) }
                ?? alphabet.first { !taken.contains($0) } ?? "?"
            taken.insert(key)
            return key
        }
    }

    public func attach(_ display: DisplayInvalidator) {
        model.onChange = { [weak display] in display?.setNeedsDisplay() }
    }

    /// The line under the actions: the running action, or the last one's result or error.
    private var message: (text: String, isError: Bool)? {
        switch model.actionStatus {
        case .idle, .succeeded(nil): nil
        case .running(let action): ("Running \(action)…", false)
        case .succeeded(let text?): ("→ " + text, false)
        case .failed(let text): (text, true)
        }
    }

    public var title: String { model.title }

    public var keyHints: [KeyHint] {
        var hints = zip(keys, model.actions).map { KeyHint(String($0), $1) }
        if model.submitAction != nil { hints.insert(KeyHint("enter", "submit"), at: 0) }
        return hints
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = max(0, canvas.size.width - 2)
        guard model.isAvailable else {
            canvas.write("The plugin \(model.plugin) is not installed.", at: Point(x: 1, y: 0), width: width, style: theme.warning)
            return
        }
        var row = 0
        if let reason = model.unresponsiveReason {
            for line in "The plugin \(model.plugin) is unresponsive: \(reason)".wrapped(toWidth: max(1, width), maximumLines: 3) {
                canvas.write(line, at: Point(x: 1, y: row), width: width, style: theme.error)
                row += 1
            }
            row += 1
        }
        let labelWidth = (model.fields.map(\.label.displayWidth).max() ?? 0) + 2
        for field in model.fields where row < canvas.size.height {
            canvas.write(field.label, at: Point(x: 1, y: row), width: labelWidth, style: theme.muted)
            canvas.write(
                model.values[field.key] ?? "", at: Point(x: 1 + labelWidth, y: row),
                width: max(0, width - labelWidth), style: theme.normal)
            row += 1
        }
        if !model.actions.isEmpty, row + 1 < canvas.size.height {
            row += 1
            let actions = zip(keys, model.actions).map { "\($0) \($1)" }
            canvas.write(actions.joined(separator: "   "), at: Point(x: 1, y: row), width: width, style: theme.accent)
            row += 1
        }
        if let message, row + 1 < canvas.size.height {
            canvas.write(
                message.text, at: Point(x: 1, y: row + 1), width: width,
                style: message.isError ? theme.error : theme.success)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .character(let character):
            guard let index = keys.firstIndex(of: character) else { return .notHandled }
            model.start(model.actions[index])
        case .enter where model.submitAction != nil:
            model.startSubmit()
        default:
            return .notHandled
        }
        return .handled
    }
}
