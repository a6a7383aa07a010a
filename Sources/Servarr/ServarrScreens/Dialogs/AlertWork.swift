import MarqueeHost
import MarqueeShell
import ServarrCore

/// The answer of an alert that asks a server to do something (delete, remove, grab): one
/// request at a time while the alert says it is working; on success a toast and `then` (which
/// dismisses the alert), on failure the server's message on the alert, which stays open, with
/// everything the user chose, for another try.
@MainActor
public final class AlertWork {
    /// Whether the server is working on the answer (the alert ignores keys meanwhile).
    public private(set) var isRunning = false
    /// Why the last answer failed (the server's message), until the next answer.
    public private(set) var failure: String?

    /// Nothing running, no failure.
    public init() {}

    /// Runs `work` in a task of `tasks` unless an answer is already running; posts the toast
    /// it returns on `display`, then runs `then`.
    public func run(
        tasks: TaskTracker, display: DisplayInvalidator?, _ work: @escaping @MainActor () async throws -> Toast,
        then done: @escaping @MainActor () throws -> Void
    ) {
        guard !isRunning else { return }
        isRunning = true
        failure = nil
        display?.setNeedsDisplay()
        tasks.track { [weak self] in
            do {
                let toast = try await work()
                self?.isRunning = false
                display?.post(toast)
                try done()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
                self?.isRunning = false
            }
            display?.setNeedsDisplay()
        }
    }

    /// Says `failure` on the alert (a question that could not be asked).
    public func fail(_ failure: String) { self.failure = failure }
}
