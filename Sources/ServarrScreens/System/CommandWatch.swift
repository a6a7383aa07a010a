import Foundation
import MarqueeHost
import MarqueeShell
import ServarrCore

/// Follows the commands Marquee starts on one service (a task run now) until they end, and
/// announces each end in a toast wherever the user is by then: the toast goes through the
/// shell's display, not through the screen that started the command. Screens that show
/// commands (tasks, events) ask to be reloaded as a followed command changes state.
///
/// One watch per service lives in the host's services (``ServarrSystem`` provides it).
@MainActor
public final class CommandWatch<Service: ServarrService> {
    /// How often a followed command's status is asked for.
    public var pollInterval: Duration = .seconds(1)
    /// How long a command is followed at most (then it is left to the events screen).
    public var longestFollow: Duration = .seconds(6 * 3600)
    /// The commands started from Marquee and still followed, by id.
    public private(set) var running: [Int: CommandStatus] = [:]
    /// The ids of every command started from Marquee this session.
    public private(set) var startedHere: Set<Int> = []
    /// The observers, each with its owner: an observer whose owner is gone is dropped.
    private var observers: [(owner: Weak, observe: @MainActor () -> Void)] = []

    private struct Weak {
        weak var object: AnyObject?
    }

    public init() {}

    /// Follows `command` (just started by `repository`) until it ends, then posts its end on
    /// `display`: "✓ RSS Sync completed in 4 s", or the failure with the server's message.
    /// Polling that keeps failing gives up after a few tries, saying so.
    public func follow(
        _ command: CommandStatus, label: String, repository: Service.Repository, tasks: TaskTracker, display: DisplayInvalidator?
    ) {
        startedHere.insert(command.id)
        running[command.id] = command
        notify()
        let interval = pollInterval, longest = longestFollow
        tasks.track { [weak self] in
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: longest)
            var failures = 0
            var last = command
            while clock.now < deadline {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return
                }
                do {
                    let status = try await repository.commandStatus(id: command.id)
                    failures = 0
                    guard let self else { return }
                    if status.state.isFinished {
                        self.running[command.id] = nil
                        self.notify()
                        display?.post(Self.toast(for: status, label: label))
                        return
                    }
                    if status.state != last.state {
                        last = status
                        self.running[command.id] = status
                        self.notify()
                    }
                } catch {
                    failures += 1
                    guard failures >= 3 else { continue }
                    self?.running[command.id] = nil
                    self?.notify()
                    display?.post(Toast("Lost track of \(label): \(ServarrError.userMessage(for: error))", kind: .failure))
                    return
                }
            }
            self?.running[command.id] = nil
            self?.notify()
        }
    }

    /// What the toast says when a command ends.
    public static func toast(for status: CommandStatus, label: String) -> Toast {
        let took = CommandDuration.text(of: status).map { " in \($0)" } ?? ""
        switch status.state {
        case .completed:
            return Toast("✓ \(label) completed\(took)")
        default:
            let reason = status.message.map { ": \($0)" } ?? ""
            return Toast("✗ \(label) \(CommandDuration.stateText(status.state))\(reason)", kind: .failure, duration: .seconds(5))
        }
    }

    /// Runs `observer` each time a followed command changes state, while `owner` exists.
    /// The observer lives as long as `owner` (a screen).
    public func observe(_ owner: AnyObject, _ observer: @escaping @MainActor () -> Void) {
        observers.removeAll { $0.owner.object == nil || $0.owner.object === owner }
        observers.append((Weak(object: owner), observer))
    }

    private func notify() {
        observers.removeAll { $0.owner.object == nil }
        for observer in observers { observer.observe() }
    }
}

/// How long a command ran, and its state, in words.
public enum CommandDuration {
    /// "4 s", "2 min 5 s", "1 h 3 min": from start to end, or to `now` while it runs; nil
    /// before it starts.
    public static func text(of status: CommandStatus, now: Date = Date()) -> String? {
        guard let started = status.started else { return nil }
        let end = status.ended ?? (status.state.isFinished ? started : now)
        return text(seconds: max(0, end.timeIntervalSince(started)))
    }

    /// A duration in words.
    public static func text(seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if seconds < 10 { return String(format: "%.1f s", seconds) }
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
        return "\(whole / 3600) h \(whole % 3600 / 60) min"
    }

    /// "queued", "running", "completed", "failed"…
    public static func stateText(_ state: CommandState) -> String {
        switch state {
        case .queued: "queued"
        case .started: "running"
        case .completed: "completed"
        case .failed: "failed"
        case .aborted: "aborted"
        case .cancelled: "cancelled"
        case .unknown(let text): text.isEmpty ? "unknown" : text
        }
    }
}
