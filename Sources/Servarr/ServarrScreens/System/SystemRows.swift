import Foundation
import MarqueeTerminal
import ServarrCore

/// The rows of the System screens (logs, log files, tasks, events, updates), made from the
/// shared models so that every service shows them the same way.
public enum SystemRows {
    /// The log, page by page, newest first: the message, its level and time; warnings and
    /// errors marked. The summary names the level filter.
    public static func logs(
        level: LogLevel?, pages fetch: @escaping @Sendable (_ page: Int) async throws -> Page<LogEntry>
    ) async throws -> ActivityContent {
        try await ActivityRows.paged(
            fetch: fetch, summary: { "\($0) log entries" + (level.map { " · \($0.rawValue) and above" } ?? "") }, row: logRow)
    }

    /// A log entry as a row: "Unable to communicate with qBittorrent" · "error 04:12:09".
    @Sendable public static func logRow(_ entry: LogEntry) -> ActivityRow {
        let exception = entry.exception.map { " — \($0)" } ?? ""
        return ActivityRow(
            title: entry.message + exception, detail: "\(entry.levelName.lowercased())  \(time(entry.time))", recordID: entry.id,
            isProblem: entry.level?.isProblem ?? false)
    }

    /// The log files, newest first.
    public static func logFiles(_ files: [LogFile]) -> ActivityContent {
        ActivityContent(
            summary: "\(files.count) log file\(files.count == 1 ? "" : "s")",
            rows: files.map { ActivityRow(title: $0.filename, detail: ActivityDates.text(for: $0.lastWriteTime), mediaID: $0.id, recordID: $0.id) })
    }

    /// A log file's last entries, newest first (like the log); an entry's lines (a message and
    /// the exception lines under it) keep their order and its level's mark.
    public static func tail(_ tail: LogFileTail) -> ActivityContent {
        let earlier =
            tail.hasEarlierText ? ", earlier lines not shown" : (tail.omittedLines > 0 ? ", \(tail.omittedLines) earlier not shown" : "")
        func level(of line: String) -> LogLevel? {
            line.split(separator: "|", maxSplits: 2).dropFirst().first.flatMap { LogLevel(serverName: String($0)) }
        }
        // A line without a level goes on with the entry above it.
        var entries: [[String]] = []
        for line in tail.lines {
            if entries.isEmpty || level(of: line) != nil { entries.append([line]) } else { entries[entries.count - 1].append(line) }
        }
        return ActivityContent(
            summary: "\(tail.filename): last \(tail.lines.count) lines, newest first\(earlier)",
            rows: entries.reversed().flatMap { entry in
                let isProblem = level(of: entry[0])?.isProblem ?? false
                return entry.map { ActivityRow(title: $0, isProblem: isProblem) }
            })
    }

    /// The scheduled tasks: name, interval ("—" for one the server runs only when asked), last
    /// and next run; a task whose command runs now (started here or by the server) says so.
    public static func tasks(_ tasks: [ScheduledTask], commands: [CommandStatus], now: Date = Date()) -> ActivityContent {
        let active = Dictionary(commands.filter { !$0.state.isFinished }.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let rows = tasks.map { task in
            let title = active[task.taskName.lowercased()].map { "\(task.name) — \(CommandDuration.stateText($0.state))…" } ?? task.name
            return ActivityRow(
                title: title,
                details: [
                    task.interval > 0 ? DurationText.text(seconds: min(task.interval, Int.max / 60) * 60) : "—",
                    DurationText.relative(task.lastExecution, now: now),
                    DurationText.relative(task.nextExecution, now: now),
                ],
                sortValues: [task.interval > 0 ? .number(Double(task.interval)) : .none, .date(task.lastExecution), .date(task.nextExecution)],
                recordID: task.id)
        }
        let running = tasks.count { active[$0.taskName.lowercased()] != nil }
        return ActivityContent(
            summary: "\(tasks.count) scheduled tasks" + (running > 0 ? " · \(running) running" : ""), rows: rows,
            columns: RowColumns(title: "Task", details: ["Every", "Last run", "Next run"]))
    }

    /// The commands queue: running and queued first, then the finished ones, newest first;
    /// each with its state and how long it ran; failures marked; those started here named so.
    public static func events(_ commands: [CommandStatus], startedHere: Set<Int>, now: Date = Date()) -> ActivityContent {
        let sorted = commands.sorted { left, right in
            if left.state.isFinished != right.state.isFinished { return !left.state.isFinished }
            return (left.queued ?? .distantPast, left.id) > (right.queued ?? .distantPast, right.id)
        }
        let rows = sorted.map { command in
            let took = CommandDuration.text(of: command, now: now) ?? ""
            let seconds = command.started.map { (command.ended ?? now).timeIntervalSince($0) }
            let failed: Bool
            switch command.state {
            case .failed, .aborted: failed = true
            default: failed = false
            }
            let message = failed ? (command.message.map { ": \($0)" } ?? "") : ""
            return ActivityRow(
                title: command.name + (startedHere.contains(command.id) ? " (from Marquee)" : "") + message,
                details: [CommandDuration.stateText(command.state), took, time(command.queued)],
                sortValues: [.text(CommandDuration.stateText(command.state)), seconds.map(SortValue.number) ?? .none, .date(command.queued)],
                recordID: command.id, isProblem: failed)
        }
        let running = commands.count { !$0.state.isFinished }
        return ActivityContent(
            summary: "\(running) running · \(commands.count - running) finished", rows: rows,
            columns: RowColumns(title: "Command", details: ["State", "Took", "Queued"]))
    }

    /// The versions, newest first, each followed by its changelog ("+ new", "✓ fixed").
    public static func updates(_ updates: [AvailableUpdate]) -> ActivityContent {
        let installed = updates.first { $0.isInstalled }
        let newer = installed.map { current in updates.prefix { $0.version != current.version }.count } ?? 0
        let summary =
            installed.map { "Installed \($0.version)" + (newer > 0 ? " · \(newer) newer available" : " · up to date") }
            ?? "No installed version reported"
        var rows: [ActivityRow] = []
        for update in updates {
            let state = update.isInstalled ? "installed" : (update.isLatest ? "latest" : (update.isInstallable ? "available" : ""))
            rows.append(
                ActivityRow(
                    title: "\(update.version)  \(update.branch)", detail: "\(state)  \(ActivityDates.text(for: update.releaseDate))",
                    isHeading: true))
            rows += update.newChanges.map { ActivityRow(title: "  + \($0)", detail: "new") }
            rows += update.fixedChanges.map { ActivityRow(title: "  ✓ \($0)", detail: "fixed") }
            if update.newChanges.isEmpty && update.fixedChanges.isEmpty { rows.append(ActivityRow(title: "  (no changes listed)")) }
        }
        return ActivityContent(summary: summary, rows: rows)
    }

    /// `04:12:09` (UTC), or blanks.
    static func time(_ date: Date?) -> String {
        guard let date else { return "        " }
        let text = ServarrDate.format(date, fractionalDigits: 0)
        return String(text.dropFirst(11).prefix(8))
    }
}
