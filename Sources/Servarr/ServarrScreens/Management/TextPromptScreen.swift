import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// A one-line sheet: a tag's name, a root folder's path. Enter submits the text to `submit`
/// (the server validates it); success posts a toast of what `submit` returns and runs `done`
/// (which dismisses the sheet); a failure shows the server's message and keeps the text.
@MainActor
public final class TextPromptScreen: Screen, TerminalScreen {
    public let title: String
    /// The field's label ("Path").
    public let label: String
    public let placeholder: String
    public private(set) var failure: String?
    public private(set) var isSubmitting = false
    private var field: TextFieldState
    private let initialText: String
    private let submit: @Sendable (String) async throws -> String
    private let done: @MainActor () throws -> Void
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    /// A sheet titled `title` editing `text` (filled in later by `prefill`, when given).
    public init(
        title: String, label: String, text: String = "", placeholder: String = "", tasks: TaskTracker,
        prefill: (@Sendable () async throws -> String)? = nil,
        submit: @escaping @Sendable (String) async throws -> String, done: @escaping @MainActor () throws -> Void
    ) {
        self.title = title
        self.label = label
        self.placeholder = placeholder
        self.field = TextFieldState(text: text)
        self.initialText = text
        self.submit = submit
        self.done = done
        self.tasks = tasks
        guard let prefill else { return }
        tasks.track { [weak self] in
            do {
                let text = try await prefill()
                guard let self, self.field.text == self.initialText else { return }
                self.field = TextFieldState(text: text)
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// The text typed so far.
    public var text: String { field.text }

    /// Types `text` at the cursor (tests and paste).
    public func type(_ text: String) {
        field.insert(text)
        display?.setNeedsDisplay()
    }

    /// Replaces the whole text.
    public func replaceText(with text: String) {
        field = TextFieldState(text: text)
        display?.setNeedsDisplay()
    }

    /// Sends the text to the server.
    public func submitText() {
        let text = field.text.trimmingCharacters(in: .whitespaces)
        guard !isSubmitting else { return }
        guard !text.isEmpty else {
            failure = "\(label) is required"
            display?.setNeedsDisplay()
            return
        }
        isSubmitting = true
        failure = nil
        let submit = self.submit
        tasks.track { [weak self] in
            do {
                let outcome = try await submit(text)
                self?.display?.post(Toast("✓ " + outcome))
                try self?.done()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.isSubmitting = false
            self?.display?.setNeedsDisplay()
        }
    }

    public var hasUnsavedInput: Bool { field.text != initialText }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var textFieldHasFocus: Bool { true }

    public var keyHints: [KeyHint] { [KeyHint("enter", "save"), KeyHint("esc", "cancel")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        let labelWidth = label.displayWidth + 1
        canvas.write(label, at: Point(x: 1, y: 0), width: labelWidth, style: theme.normal)
        canvas.clipped(to: Rect(x: labelWidth + 2, y: 0, width: max(0, width - labelWidth - 3), height: 1)) { line in
            TextFieldView(state: field, isFocused: context.isFocused, placeholder: placeholder).render(in: &line)
        }
        if isSubmitting {
            canvas.write("Saving…", at: Point(x: 1, y: 2), width: width - 2, style: theme.muted)
        } else if let failure {
            for (offset, line) in failure.wrapped(toWidth: max(1, width - 2), maximumLines: 2).enumerated() {
                canvas.write(line, at: Point(x: 1, y: 2 + offset), width: width - 2, style: theme.error)
            }
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .escape: return .notHandled
        case .enter, .control("s"): submitText()
        default:
            guard !isSubmitting, field.handle(key) else { return isSubmitting ? .handled : .notHandled }
            failure = nil
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
