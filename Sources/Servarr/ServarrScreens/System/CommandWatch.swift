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

    /// Whether a command started from Marquee on `repository`'s server is still followed.
    public func isFollowing(on repository: Service.Repository) -> Bool {
        let server = repository.connection.serverURL
        return running.keys.contains { $0.server == server }
    }

    /// Starts `command` on `repository` in a task of `tasks`, says so in a toast ("✓ Search
    /// started for Dune"), then follows it and announces its end ("✓ Search for Dune completed
    /// in 4 s"). A refusal is a toast naming the command, the instance and the server's answer
    /// ("✗ Search for Dune on Radarr at 127.0.0.1:7878: Database is locked"), unless `outcome`
    /// is given: it then gets nil once the server has accepted the command, or the server's
    /// refusal in words (nothing is announced then). `ended` runs when the command ends (a
    /// detail reloads after a refresh).
    public func start(
        _ command: Service.Repository.Command, _ announcement: CommandAnnouncement, on repository: Service.Repository,
        tasks: TaskTracker, display: DisplayInvalidator?, outcome: (@MainActor (_ failure: String?) -> Void)? = nil,
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
        tasks: TaskTracker, display: DisplayInvalidator?, outcome: (@MainActor (_ failure: String?) -> Void)? = nil,
        ended: (@MainActor (CommandStatus) -> Void)? = nil
    ) {
        guard !commands.isEmpty else { return }
        tasks.track { [weak self] in
            guard let self else { return }
            do {
                let started = try await self.run(commands, announcement, on: repository, tasks: tasks, display: display, ended: ended)
                display?.post(Toast("✓ " + started))
                outcome?(nil)
            } catch {
                if let outcome {
                    outcome(ServarrError.userMessage(for: error))
                } else {
                    display?.post(.failure(announcement.label, on: repository.instanceLabel, error))
                }
                display?.setNeedsDisplay()
            }
        }
    }

    /// Sends `commands` one after another and follows them (``follow(_:label:repository:tasks:display:ended:)``)
    /// without waiting for their end; returns what the toast says once the server has accepted
    /// them all ("Search started for 3 series"). A refusal throws the server's words, saying how
    /// many had started before when some had (those are still followed).
    public func run(
        _ commands: [Service.Repository.Command], _ announcement: CommandAnnouncement, on repository: Service.Repository,
        tasks: TaskTracker, display: DisplayInvalidator?, ended: (@MainActor (CommandStatus) -> Void)? = nil
    ) async throws -> String {
        var started: [CommandStatus] = []
        defer { follow(started, label: announcement.label, repository: repository, tasks: tasks, display: display, ended: ended) }
        do {
            for command in commands { started.append(try await repository.run(command)) }
        } catch  where !started.isEmpty {
            throw PartlyStarted(started: started.count, of: commands.count, message: ServarrError.userMessage(for: error))
        }
        return announcement.started
    }

    /// The server refused one of several commands after it had accepted the first ones.
    struct PartlyStarted: Error, CustomStringConvertible {
        var started: Int
        var of: Int
        var message: String
        var description: String { "\(started) of \(of) started, then: \(message)" }
    }

    /// Follows `command` (just started by `repository`) until it ends, then posts its end on
    /// `display`: "✓ RSS Sync completed in 4 s", or the failure with the server's message.
    /// Polling that keeps failing gives up after a few tries, saying so.
    public func follow(
        _ command: CommandStatus, label: String, repository: Service.Repository, tasks: TaskTracker, display: DisplayInvalidator?,
        ended: (@MainActor (CommandStatus) -> Void)? = nil
    ) {
        follow([command], label: label, repository: repository, tasks: tasks, display: display, ended: ended)
    }

    /// Follows `commands` (started together by `repository`: a search of several series) until
    /// the last ends, then posts one toast for them all: "✓ Search for 3 series completed in
    /// 12 s" (from the first start to the last end), or how many failed and the first failure's
    /// message. `ended` gets the last command to end.
    public func follow(
        _ commands: [CommandStatus], label: String, repository: Service.Repository, tasks: TaskTracker, display: DisplayInvalidator?,
        ended: (@MainActor (CommandStatus) -> Void)? = nil
    ) {
        guard !commands.isEmpty else { return }
        let server = repository.connection.serverURL
        for command in commands {
            let key = Key(server: server, id: command.id)
            startedHere.insert(key)
            running[key] = command
        }
        notify()
        let longest = pollInterval, patience = longestFollow
        tasks.track { [weak self] in
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: patience)
            var interval = min(.milliseconds(250), longest)
            var failedRounds = 0
            var waiting = commands
            var finished: [CommandStatus] = []
            while clock.now < deadline {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return
                }
                interval = min(interval * 2, longest)
                var stillWaiting: [CommandStatus] = []
                var failure: (any Error)?
                for last in waiting {
                    do {
                        let status = try await repository.commandStatus(id: last.id)
                        guard let self else { return }
                        let key = Key(server: server, id: last.id)
                        if status.state.isFinished {
                            self.running[key] = nil
                            finished.append(status)
                            self.notify()
                            continue
                        }
                        if status.state != last.state {
                            self.running[key] = status
                            self.notify()
                        }
                        stillWaiting.append(status)
                    } catch {
                        failure = error
                        stillWaiting.append(last)
                    }
                }
                waiting = stillWaiting
                if waiting.isEmpty, let last = finished.last {
                    display?.post(Self.toast(for: finished, label: label))
                    ended?(last)
                    return
                }
                // Give up when asking has failed three rounds running.
                guard let failure else {
                    failedRounds = 0
                    continue
                }
                failedRounds += 1
                guard failedRounds >= 3 else { continue }
                for command in waiting { self?.running[Key(server: server, id: command.id)] = nil }
                self?.notify()
                display?.post(Toast("Lost track of \(label): \(ServarrError.userMessage(for: failure))", kind: .failure))
                return
            }
            for command in waiting { self?.running[Key(server: server, id: command.id)] = nil }
            self?.notify()
        }
    }

    /// What the toast says when the commands followed together have all ended: as
    /// ``toast(for:label:)-(CommandStatus,_)`` says for one; for several, "✓ Search for 3 series completed in 12 s" (from
    /// the first start to the last end), or "✗ Search for 3 series: 1 of 3 failed: …" with the
    /// first failure's message.
    public static func toast(for statuses: [CommandStatus], label: String) -> Toast {
        guard statuses.count > 1 else { return statuses.first.map { toast(for: $0, label: label) } ?? Toast("✓ \(label) completed") }
        let unsuccessful = statuses.filter { $0.state != .completed }
        guard let first = unsuccessful.first else {
            let starts = statuses.compactMap(\.started), ends = statuses.compactMap(\.ended)
            let took = starts.min().flatMap { start in ends.max().map { CommandDuration.text(seconds: max(0, $0.timeIntervalSince(start))) } }
            return Toast("✓ \(label) completed" + (took.map { " in \($0)" } ?? ""))
        }
        let reason = first.message.map { ": \($0)" } ?? ""
        return Toast(
            "✗ \(label): \(unsuccessful.count) of \(statuses.count) \(CommandDuration.stateText(first.state))\(reason)", kind: .failure,
            duration: .seconds(5))
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
