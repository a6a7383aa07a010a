import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// "Delete this indexer?" and the management screens' other destructive questions: the
/// question (named once `describe` has found the record), the destructive answer and Cancel.
/// The answer runs `action` and then `done` (which dismisses the alert) with a toast of what
/// `action` returns; a failure keeps the alert open and shows the server's message. `action`
/// gets the shell's display, for work that announces its own end later (a command followed).
@MainActor
public final class ConfirmActionScreen: Screen, TerminalScreen, DialogAnswering {
    public let answers: [String]
    public let title: String
    /// The question asked.
    public private(set) var message: String
    /// Why the last answer failed (the server's message).
    public var failure: String? { work.failure }
    /// Whether the server is working on the answer.
    public var isWorking: Bool { work.isRunning }
    private let work = AlertWork()
    private var dialog: ToggleDialog
    private let action: @MainActor (_ display: DisplayInvalidator?) async throws -> String
    private let done: @MainActor () throws -> Void
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    /// An alert titled `title` asking `message` (replaced by what `describe` returns, when it
    /// returns something); `answer` names the button that acts, which `Enter` chooses at once
    /// unless the action `isDestructive` (then Cancel has the focus).
    public init(
        title: String, message: String, answer: String, isDestructive: Bool = true, tasks: TaskTracker,
        describe: (@Sendable () async throws -> String?)? = nil,
        action: @escaping @MainActor (_ display: DisplayInvalidator?) async throws -> String, done: @escaping @MainActor () throws -> Void
    ) {
        self.title = title
        self.message = message
        self.answers = [answer, "Cancel"]
        self.tasks = tasks
        self.action = action
        self.done = done
        dialog = ToggleDialog(title: title, answers: answers, isDestructive: isDestructive)
        guard let describe else { return }
        tasks.track { [weak self] in
            if let described = try? await describe() { self?.message = described }
            self?.display?.setNeedsDisplay()
        }
    }

    public func answer(_ answer: String) throws {
        guard answer == answers[0] else { return try done() }
        let action = self.action, done = self.done, display = self.display
        work.run(tasks: tasks, display: display, { Toast("✓ " + (try await action(display))) }, then: done)
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("←→", "choose"), KeyHint("enter", "answer")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        dialog.render(in: &canvas, message: isWorking ? "Working…" : message, toggles: [], failure: failure)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        let result = dialog.handle(key, toggles: [:], isBusy: isWorking) { try? answer($0) }
        if result == .handled { display?.setNeedsDisplay() }
        return result
    }
}
