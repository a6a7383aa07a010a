import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrFeature
import ServarrCore
import ServarrScreens
import ServarrSimulator
import Testing

/// The System screens of every service (logs, log files, tasks, events, updates): reachable by
/// their links and keys, loaded from the simulator over loopback, with their actions (level
/// filter, search, run now) and the server's errors.
@MainActor
@Suite(.serialized) struct SystemScreensTests {
    static let screens: [(path: String, route: SystemRoute)] = [
        ("system/logs", .logs), ("system/logs/files", .logFiles), ("system/tasks", .tasks), ("system/events", .events),
        ("system/updates", .updates),
    ]

    @Test(arguments: KitCases.all)
    func everySystemScreenLoadsFromItsLinkAndIsTidyAt80x24(_ service: any KitCase.Type) async throws {
        try await systemScreensLoad(service)
    }

    private func systemScreensLoad<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, _ in
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            for (path, route) in Self.screens {
                flow.open("/\(Case.name)/\(path)") {
                    if route == .logFiles {
                        $0.setStack(Case.library, Case.Service.system(.logs), Case.Service.system(route))
                    } else {
                        $0.setStack(Case.library, Case.Service.system(route))
                    }
                }
                await flow.settle()
                let screen = try flow.requireFocusedScreen(as: ActivityScreen.self)
                #expect(screen.isLoaded && screen.failure == nil, "\(path): \(screen.failure ?? "")")
                #expect(screen.title == route.title)
                #expect(!screen.rows.isEmpty || route == .events, "\(path)")
                #expect(flow.host.deepLinks.link(for: Case.Service.system(route)) == "marquee://\(Case.name)/\(path)")
                shell.render()
                #expect(terminal.row(containing: screen.summary) != nil, "\(path): \(terminal.screenString)")
                // The hints offer what the screen does: Enter only where it opens something.
                let hint = [SystemRoute.logs: "f level", .logFiles: "Enter open", .tasks: "x run now", .events: "refresh", .updates: "refresh"]
                #expect(terminal.screenText[23].contains(hint[route] ?? "?"), "\(path): \(terminal.screenText[23])")
                #expect(terminal.screenText[23].contains("Enter open") == (route == .logFiles), "\(path): \(terminal.screenText[23])")
                for line in terminal.screenText { #expect(line.displayWidth <= 80) }
            }
            await flow.settle()
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func systemKeysOpenAndSwitchTheScreensAndAreInTheHelp(_ service: any KitCase.Type) async throws {
        try await systemKeys(service)
    }

    /// `L` `K` `E` `P` open the System screens from the library; from one the next replaces it;
    /// back returns to the library. Each key is offered (help overlay and palette list the
    /// focused entry's key commands).
    private func systemKeys<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, _ in
            flow.open("/\(Case.name)/library") { $0.setStack(Case.library) }
            await flow.settle()
            let offered = flow.host.keyCommands(for: flow.state.focusedEntry).map { "\($0.key) \($0.title)" }
            for (key, route) in SystemKey.screens {
                #expect(offered.contains("\(key) \(route.title)"), "\(key): \(offered)")
            }
            // The help overlay lists the keys; the command palette offers the links.
            let terminal = InMemoryTerminal(size: Size(width: 100, height: 40))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            _ = shell.handle(.character("?"))
            shell.render()
            for (key, route) in SystemKey.screens {
                #expect(terminal.row(matching: "\(key) +\(route.title)"), "\(key): \(terminal.screenString)")
            }
            _ = shell.handle(.escape)
            _ = shell.handle(.character(":"))
            for character in "/\(Case.name)/system/" { _ = shell.handle(.character(character)) }
            shell.render()
            for path in ["logs", "tasks", "events", "updates"] {
                #expect(terminal.row(containing: "/\(Case.name)/system/\(path)") != nil, "\(path): \(terminal.screenString)")
            }
            _ = shell.handle(.escape)
            for (index, (key, route)) in SystemKey.screens.enumerated() {
                flow.press(key) {
                    if index > 0 { $0.pop() }
                    $0.push(Case.Service.system(route))
                }
                await flow.settle()
                let screen = try flow.requireFocusedScreen(as: ActivityScreen.self)
                #expect(screen.title == route.title)
            }
            flow.back { $0.pop() }
            await flow.settle()
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func logsFilterByLevelSearchAndOpenAFilesTail(_ service: any KitCase.Type) async throws {
        try await logs(service)
    }

    private func logs<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            flow.open("/\(Case.name)/system/logs") { $0.setStack(Case.library, Case.Service.system(.logs)) }
            await flow.settle()
            let logs = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(logs.summary == "120 log entries")
            #expect(logs.rows.count == ActivityRows.pageSize)
            logs.perform("f")  // info and above
            await flow.settle()
            #expect(logs.summary.hasSuffix("info and above"))
            #expect(logs.rows.allSatisfy { !$0.detail.hasPrefix("debug") })
            logs.perform("f")  // warn and above
            await flow.settle()
            #expect(logs.summary.hasSuffix("warn and above"))
            #expect(!logs.rows.isEmpty && logs.rows.allSatisfy(\.isProblem))
            logs.filter(by: "qbittorrent")
            #expect(!logs.rows.isEmpty && logs.rows.allSatisfy { $0.title.contains("qBittorrent") })
            logs.filter(by: "")
            #expect(logs.rows.contains { $0.title.contains("NZBgeek") })

            logs.perform("F")
            flow.expect { $0.push(Case.Service.system(.logFiles)) }
            await flow.settle()
            let files = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(files.rows.map(\.title) == ["\(Case.name).txt", "\(Case.name).0.txt", "\(Case.name).1.txt"])
            flow.selectRow(0) { $0.present(Case.Service.systemModal(.logFile(name: "\(Case.name).txt")), style: .fullScreen) }
            await flow.settle()
            let tail = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(tail.title == "\(Case.name).txt")
            let lines = try await repository.logFileTail("\(Case.name).txt", lines: 500).lines
            #expect(tail.rows.count == lines.count && lines.count > 400)
            #expect(tail.rows.first?.title == lines.last)  // newest first
            #expect(tail.summary == "\(Case.name).txt: last \(lines.count) lines, newest first")
            #expect(tail.rows.contains { $0.isProblem && $0.title.contains("|Error|") })
            flow.back { $0.dismiss() }
            await flow.settle()

            // A file the server cannot read: its message, on the tail screen.
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Log file is locked"), service: Case.simulated,
                    operation: "get/\(Case.Service.Repository.api.root)/log/file/{filename}", remaining: 1))
            flow.open("/\(Case.name)/system/logs/files/\(Case.name).0.txt") {
                $0.present(Case.Service.systemModal(.logFile(name: "\(Case.name).0.txt")), style: .fullScreen)
            }
            await flow.settle()
            let locked = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(locked.failure?.contains("Log file is locked") == true)
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func runningATaskShowsItsProgressAndAnnouncesItsEndAnywhere(_ service: any KitCase.Type) async throws {
        try await runTask(service)
    }

    /// `r` on a task starts it; the task's row says it runs; its end is announced in a toast
    /// even after leaving the tasks screen; the events screen lists it as started here. A
    /// refused start shows the server's message and announces nothing.
    private func runTask<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            let watch = try #require(flow.host.services.resolve(CommandWatch<Case.Service>.self))
            watch.pollInterval = .milliseconds(20)
            flow.open("/\(Case.name)/system/tasks") { $0.setStack(Case.library, Case.Service.system(.tasks)) }
            await flow.settle()
            let tasks = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let rss = try #require(tasks.rows.firstIndex { $0.title == "RSS Sync" })
            #expect(tasks.rows[rss].details.first == "15m" && tasks.rows[rss].details.count == 3)
            shell.render()

            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Scheduler is stopped"), service: Case.simulated,
                    operation: "post/\(Case.Service.Repository.api.root)/command", remaining: 1))
            flow.selectRow(rss)
            tasks.perform("x")
            await flow.settle()
            #expect(shell.display.lastToast?.kind == .failure)
            #expect(shell.display.lastToast?.message.hasSuffix(": Scheduler is stopped") == true, "\(shell.display.recentToasts)")
            #expect(watch.startedHere(on: repository).isEmpty)

            var states: [String] = []
            let observer = NSObject()
            watch.observe(observer) { states.append(watch.running.values.map { CommandDuration.stateText($0.state) }.joined()) }
            tasks.perform("x")
            flow.back { $0.pop() }  // leave the tasks screen while the task runs
            await flow.settle()
            let message = try #require(shell.display.lastToast?.message)
            #expect(message.hasPrefix("✓ RSS Sync completed in "), "\(message)")
            #expect(states.first == "queued" && states.last == "", "\(states)")  // followed from queued to its end
            #expect(watch.running.isEmpty)
            let id = try #require(watch.startedHere(on: repository).first)

            flow.open("/\(Case.name)/system/events") { $0.setStack(Case.library, Case.Service.system(.events)) }
            await flow.settle()
            let events = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let row = try #require(events.rows.first { $0.recordID == id })
            #expect(row.title == "RssSync (from Marquee)")
            #expect(row.details.first == "completed")
            #expect(events.summary.hasSuffix("finished"))
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func updatesListTheInstalledVersionAndTheChangelogs(_ service: any KitCase.Type) async throws {
        try await updates(service)
    }

    private func updates<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let version = try await repository.systemStatus().version
            flow.open("/\(Case.name)/system/updates") { $0.setStack(Case.library, Case.Service.system(.updates)) }
            await flow.settle()
            let updates = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(updates.summary == "Installed \(version) · 2 newer available")
            #expect(updates.rows.filter(\.isHeading).count == 3)
            #expect(updates.rows.first?.detail.hasPrefix("latest") == true)
            #expect(updates.rows.contains { $0.title == "  + Calendar shows release times" && $0.detail == "new" })
            #expect(updates.rows.contains { $0.isHeading && $0.title.hasPrefix(version) && $0.detail.hasPrefix("installed") })
            flow.finish()
        }
    }

    @Test func aRunningTaskSaysSoAndEventsListRunningFirstWithTheirDuration() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let task = ScheduledTask(
            id: 3, name: "RSS Sync", taskName: "RssSync", interval: 15, lastExecution: now.addingTimeInterval(-300),
            nextExecution: now.addingTimeInterval(600), lastDuration: nil)
        let running = CommandStatus(
            id: 9, name: "RssSync", state: .started, message: nil, queued: now.addingTimeInterval(-20), started: now.addingTimeInterval(-12),
            ended: nil)
        let failed = CommandStatus(
            id: 8, name: "Backup", state: .failed, message: "Disk full", queued: now.addingTimeInterval(-90),
            started: now.addingTimeInterval(-90), ended: now.addingTimeInterval(-15))
        let content = SystemRows.tasks([task], commands: [running, failed], now: now)
        #expect(content.rows.map(\.title) == ["RSS Sync — running…"])
        #expect(content.rows.first?.details == ["15m", "5m ago", "in 10m"])
        var byNextRun = ListState()
        byNextRun.sortableColumnCount = 4
        byNextRun.sort = ListSort(column: 3, ascending: true)
        let later = ScheduledTask(
            id: 4, name: "Backup", taskName: "Backup", interval: 10_080, lastExecution: now.addingTimeInterval(-86_400),
            nextExecution: now.addingTimeInterval(6 * 86_400), lastDuration: nil)
        let both = SystemRows.tasks([later, task], commands: [], now: now)
        #expect(LoadedRowFilter.rows(both.rows, shownBy: byNextRun).map(\.title) == ["RSS Sync", "Backup"], "in 10 min before in 6 d")
        var manual = later
        manual.interval = 0  // a task the server runs only when asked: no interval, not "<1m"
        #expect(SystemRows.tasks([manual], commands: [], now: now).rows.first?.details.first == "—")
        #expect(content.summary == "1 scheduled tasks · 1 running")
        let events = SystemRows.events([failed, running], startedHere: [9], now: now)
        #expect(events.rows.map(\.title) == ["RssSync (from Marquee)", "Backup: Disk full"])
        #expect(events.rows.map(\.detail.first) == ["r", "f"])
        #expect(events.rows[0].details.prefix(2) == ["running", "12 s"])
        #expect(events.rows[1].isProblem && events.rows[1].details.prefix(2) == ["failed", "1 min 15 s"])
        let toast = CommandWatch<RadarrService>.toast(for: failed, label: "Backup")
        #expect(toast.message == "✗ Backup failed: Disk full" && toast.kind == .failure)
        #expect(CommandWatch<RadarrService>.toast(for: running, label: "RSS Sync").kind == .failure)  // not finished: not "completed"
    }

    @Test func commandsFollowedTogetherEndInOneToast() {
        let now = Date()
        func status(_ id: Int, _ state: CommandState, message: String? = nil, started: Double, ended: Double) -> CommandStatus {
            CommandStatus(
                id: id, name: "SeriesSearch", state: state, message: message, queued: now.addingTimeInterval(started),
                started: now.addingTimeInterval(started), ended: now.addingTimeInterval(ended))
        }
        let done = [status(1, .completed, started: -30, ended: -25), status(2, .completed, started: -28, ended: -18)]
        #expect(CommandWatch<RadarrService>.toast(for: done, label: "Search for 2 series").message == "✓ Search for 2 series completed in 12 s")
        let oneFailed = done + [status(3, .failed, message: "No indexers available", started: -20, ended: -19)]
        let toast = CommandWatch<RadarrService>.toast(for: oneFailed, label: "Search for 3 series")
        #expect(toast.message == "✗ Search for 3 series: 1 of 3 failed: No indexers available" && toast.kind == .failure)
    }
}

extension InMemoryTerminal {
    /// Whether a row matches the regular expression `pattern`.
    fileprivate func row(matching pattern: String) -> Bool {
        screenText.contains { $0.range(of: pattern, options: .regularExpression) != nil }
    }
}

/// A log file's tail is read in bounded memory: only its end is kept, and the tail says so.
@Suite struct LogTailReaderTests {
    @Test func keepsTheLastLinesOfAFileLargerThanItsLimitAndSaysEarlierLinesAreMissing() {
        var reader = LogTailReader(limit: 64)
        for number in 1...100 { reader.append(Array("line \(number)\n".utf8)) }
        let tail = reader.tail(of: "radarr.txt", lines: 3)
        #expect(tail.lines == ["line 98", "line 99", "line 100"])
        #expect(tail.hasEarlierText)
        #expect(SystemRows.tail(tail).summary == "radarr.txt: last 3 lines, newest first, earlier lines not shown")
        let whole = reader.tail(of: "radarr.txt", lines: 1_000)
        #expect(whole.lines.count < 10)
        #expect(whole.lines.allSatisfy { $0.hasPrefix("line ") })  // no line cut in the middle

        var small = LogTailReader(limit: 64)
        small.append(Array("a\nb\r\nc\n".utf8))
        let short = small.tail(of: "sonarr.txt", lines: 2)
        #expect(short.lines == ["b", "c"] && short.omittedLines == 1 && !short.hasEarlierText)
        #expect(SystemRows.tail(short).summary == "sonarr.txt: last 2 lines, newest first, 1 earlier not shown")
    }
}
