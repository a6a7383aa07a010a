import Foundation
import MarqueeHost
import MarqueeShell
import ServarrCore

/// Follows the commands Marquee starts on one service (a search, a refresh, a task run now)
/// until they end, and announces each end in a toast wherever the user is by then: the toast
/// goes through the shell's display, not through the screen that started the command. Screens
/// that show commands (tasks, events) ask to be reloaded as a followed command changes state.
///
/// One watch per service lives in the host's services (``ServarrSystem`` provides it); it
/// follows the commands of every instance of the service, each by its server.
@MainActor
public final class CommandWatch<Service: ServarrService> {
    /// A command on one server: command ids are only unique per server.
    public struct Key: Hashable, Sendable {
        /// The server's address.
        public var server: URL
        /// The command's id on that server.
        public var id: Int
    }

    /// The longest wait between two questions about a followed command's status. The first
    /// question comes after a quarter of a second (or this interval when it is shorter), and
    /// each wait doubles up to this one: a quick command is announced quickly, a long one is
    /// not asked about more than once a second.
    public var pollInterval: Duration = .seconds(1)
    /// How long a command is followed at most (then it is left to the events screen).
    public var longestFollow: Duration = .seconds(6 * 3600)
    /// The commands started from Marquee and still followed.
    public private(set) var running: [Key: CommandStatus] = [:]
    /// The commands started from Marquee this session, on every server.
    private var startedHere: Set<Key> = []
    /// The observers, each with its owner: an observer whose owner is gone is dropped.
    private var observers: [(owner: Weak, observe: @MainActor () -> Void)] = []

    private struct Weak {
        weak var object: AnyObject?
    }

    public init() {}

    /// The watch registered in `services`, or a watch of its own when the host has none (a
    /// host without the System screens still announces the end of what it starts).
    public static func registered(in services: ServiceContainer) -> CommandWatch {
        services.resolve(CommandWatch.self) ?? CommandWatch()
    }

    /// The ids of the commands started from Marquee this session on `repository`'s server.
    public func startedHere(on repository: Service.Repository) -> Set<Int> {
        let server = repository.connection.serverURL
        return Set(startedHere.filter { $0.server == server }.map(\.id))
    }

    /// Starts `command` on `repository` in a task of `tasks`, says so in a toast ("✓ Search
    /// started for Dune"), then follows it and announces its end ("✓ Search for Dune completed
    /// in 4 s"). `outcome` gets nil once the server has accepted the command, or the server's
    /// refusal in words (nothing is announced then); `ended` runs when the command ends (a
    /// detail reloads after a refresh).
    public func start(
        _ command: Service.Repository.Command, _ announcement: CommandAnnouncement, on repository: Service.Repository,
        tasks: TaskTracker, display: DisplayInvalidator?, outcome: @escaping @MainActor (_ failure: String?) -> Void,
        ended: (@MainActor (CommandStatus) -> Void)? = nil
    ) {
        start([command], announcement, on: repository, tasks: tasks, display: display, outcome: outcome, ended: ended)
    }

    /// Starts `commands` one after another (a search of several series, one command each), as
    /// ``start(_:_:on:tasks:display:outcome:ended:)`` starts one: one toast once the server has
    /// accepted them all, and one when the last ends. A refusal stops there: `outcome` gets the
    /// server's words (saying how many had started before, when some had).
    public func start(
        _ commands: [Service.Repository.Command], _ announcement: CommandAnnouncement, on repository: Service.Repository,
        tasks: TaskTracker, display: DisplayInvalidator?, outcome: @escaping @MainActor (_ failure: String?) -> Void,
        ended: (@MainActor (CommandStatus) -> Void)? = nil
    ) {
        guard !commands.isEmpty else { return }
        tasks.track { [weak self] in
            var last: CommandStatus?
            var started = 0
            do {
                for command in commands {
                    last = try await repository.run(command)
                    started += 1
                }
                display?.post(Toast("✓ " + announcement.started))
                outcome(nil)
            } catch {
                let message = ServarrError.userMessage(for: error)
                outcome(started == 0 ? message : "\(started) of \(commands.count) started, then: \(message)")
                display?.setNeedsDisplay()
            }
            if let last {
                self?.follow(last, label: announcement.label, repository: repository, tasks: tasks, display: display, ended: ended)
            }
        }
    }

    /// Follows `command` (just started by `repository`) until it ends, then posts its end on
    /// `display`: "✓ RSS Sync completed in 4 s", or the failure with the server's message.
    /// Polling that keeps failing gives up after a few tries, saying so.
    public func follow(
        _ command: CommandStatus, label: String, repository: Service.Repository, tasks: TaskTracker, display: DisplayInvalidator?,
        ended: (@MainActor (CommandStatus) -> Void)? = nil
    ) {
        let key = Key(server: repository.connection.serverURL, id: command.id)
        startedHere.insert(key)
        running[key] = command
        notify()
        let longest = pollInterval, patience = longestFollow
        tasks.track { [weak self] in
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: patience)
            var interval = min(.milliseconds(250), longest)
            var failures = 0
            var last = command
            while clock.now < deadline {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return
                }
                interval = min(interval * 2, longest)
                do {
                    let status = try await repository.commandStatus(id: command.id)
                    failures = 0
                    guard let self else { return }
                    if status.state.isFinished {
                        self.running[key] = nil
                        self.notify()
                        display?.post(Self.toast(for: status, label: label))
                        ended?(status)
                        return
                    }
                    if status.state != last.state {
                        last = status
                        self.running[key] = status
                        self.notify()
                    }
                } catch {
                    failures += 1
                    guard failures >= 3 else { continue }
                    self?.running[key] = nil
                    self?.notify()
                    display?.post(Toast("Lost track of \(label): \(ServarrError.userMessage(for: error))", kind: .failure))
                    return
                }
            }
            self?.running[key] = nil
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
