import Foundation
import LidarrAPI
import RadarrAPI
import ServarrCore
import ServarrSimulator
import SonarrAPI
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Starts a simulator (commands step every 100 ms), runs `body` with a repository for each
/// service, and always shuts it down.
private func withServices(
    faults: [FaultRule] = [], pathPrefixes: Bool = false,
    _ body: (ServarrSimulator, RadarrRepository, SonarrRepository, LidarrRepository) async throws -> Void
) async throws {
    let simulator = try await ServarrSimulator.start(
        .init(usesPathPrefixes: pathPrefixes, commandStepDuration: .milliseconds(100), hangLimit: .seconds(10), faults: faults))
    do {
        try await body(
            simulator, RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(15))),
            SonarrRepository(configuration: simulator.sonarrConfiguration(timeout: .seconds(15))),
            LidarrRepository(configuration: simulator.lidarrConfiguration(timeout: .seconds(15))))
        await simulator.shutdown()
    } catch {
        await simulator.shutdown()
        throw error
    }
}

@Suite("System endpoints (logs, log files, tasks, commands, updates) of every service")
struct SystemEndpointTests {
    @Test("Logs page newest first and filter by level; log files list and tail; for every service")
    func logsAndLogFiles() async throws {
        try await withServices { _, radarr, sonarr, lidarr in
            try await checkLogs(radarr, name: "radarr")
            try await checkLogs(sonarr, name: "sonarr")
            try await checkLogs(lidarr, name: "lidarr")
        }
    }

    private func checkLogs(_ repository: some ServarrRepository, name: String) async throws {
        let first = try await repository.logs(page: 1, pageSize: 20)
        #expect(first.records.count == 20, "\(name)")
        #expect(first.totalRecords == 120, "\(name)")
        #expect(first.hasMorePages)
        let times = first.records.compactMap(\.time)
        #expect(times.count == 20 && times == times.sorted(by: >), "\(name): newest first")
        let second = try await repository.logs(page: 2, pageSize: 20)
        #expect(Set(second.records.map(\.id)).isDisjoint(with: first.records.map(\.id)))
        let problems = try await repository.logs(page: 1, pageSize: 200, level: .warn)
        #expect(!problems.records.isEmpty)
        #expect(problems.records.allSatisfy { $0.level.map { $0 >= .warn } == true }, "\(name)")
        #expect(problems.totalRecords < first.totalRecords)
        #expect(problems.records.contains { $0.exception?.contains("Connection refused") == true })

        let files = try await repository.logFiles()
        #expect(files.map(\.filename) == ["\(name).txt", "\(name).0.txt", "\(name).1.txt"])
        let tail = try await repository.logFileTail("\(name).txt", lines: 50)
        #expect(tail.lines.count == 50, "\(name)")
        #expect(tail.omittedLines > 300)
        // The newest entry comes last, as time|level|logger|message (an exception follows its entry on lines of its own).
        #expect(tail.lines.last.map { Array($0.split(separator: "|").dropFirst().prefix(2)) } == ["Info", "RssSyncService"])
        #expect(tail.lines.contains { $0.contains("|Warn|IndexerStatusService|") }, "\(tail.lines.prefix(3))")
        let missing = await thrownError { _ = try await repository.logFileTail("nope.txt") }
        #expect(missing as? ServarrError == .notFound(message: "Log file nope.txt does not exist"))
    }

    @Test("Tasks list their interval, last and next run; running one starts its command, which completes; for every service")
    func tasksAndCommands() async throws {
        try await withServices { _, radarr, sonarr, lidarr in
            try await checkTasks(radarr, refresh: "RefreshMovie")
            try await checkTasks(sonarr, refresh: "RefreshSeries")
            try await checkTasks(lidarr, refresh: "RefreshArtist")
        }
    }

    private func checkTasks(_ repository: some ServarrRepository, refresh: String) async throws {
        let tasks = try await repository.scheduledTasks()
        #expect(tasks.count == 10)
        #expect(tasks.contains { $0.taskName == refresh })
        let rss = try #require(tasks.first { $0.taskName == "RssSync" })
        #expect(rss.name == "RSS Sync" && rss.interval == 15)
        let last = try #require(rss.lastExecution)
        let next = try #require(rss.nextExecution)
        #expect(next.timeIntervalSince(last) == 15 * 60)
        #expect(rss.lastDuration == "00:00:04.9810000")

        let started = try await repository.runNow(rss)
        #expect(started.name == "RssSync")
        #expect(!started.state.isFinished)
        #expect(try await repository.commands().contains { $0.id == started.id })
        let completed = try await eventually(within: .seconds(10)) {
            try await repository.commandStatus(id: started.id).state == .completed
        }
        #expect(completed)
        let done = try await repository.commandStatus(id: started.id)
        #expect(done.started != nil && done.ended != nil)
        // The task's last run is the one just made, as the servers show it after "run now".
        let rerun = try #require(try await repository.scheduledTasks().first { $0.taskName == "RssSync" })
        let ended = try #require(done.ended)
        let lastRun = try #require(rerun.lastExecution)
        #expect(abs(lastRun.timeIntervalSince(ended)) < 1, "\(lastRun) vs \(ended)")
        #expect(lastRun > last)
        #expect(rerun.nextExecution.map { abs($0.timeIntervalSince(lastRun) - 15 * 60) < 0.01 } == true)
        #expect(rerun.lastDuration?.hasPrefix("00:00:00.") == true, "\(rerun.lastDuration ?? "nil")")
        #expect(rerun.lastDuration != rss.lastDuration)
        let other = try #require(try await repository.scheduledTasks().first { $0.taskName == "Backup" })
        #expect(other.lastExecution == tasks.first { $0.taskName == "Backup" }?.lastExecution, "other tasks keep their last run")
    }

    @Test("The scheduler keeps running: a task whose next run has come shows that run as its last")
    func scheduledRunsMoveOn() async throws {
        try await withServices { _, radarr, _, _ in
            // Refresh Monitored Downloads runs every minute (its first run after the start comes
            // within seconds, at most a minute on a slow machine).
            let first = try #require(try await radarr.scheduledTasks().first { $0.taskName == "RefreshMonitoredDownloads" })
            let next = try #require(first.nextExecution)
            var last: Date?
            let ran = try await eventually(within: .seconds(75)) {
                last = try await radarr.scheduledTasks().first { $0.taskName == "RefreshMonitoredDownloads" }?.lastExecution
                return last.map { $0 >= next } == true
            }
            #expect(ran && last.map { abs($0.timeIntervalSince(next)) < 0.01 } == true, "the run due at \(next) became the last run")
            let now = Date().addingTimeInterval(1)
            for task in try await radarr.scheduledTasks() {
                #expect(task.lastExecution.map { $0 <= now } == true, "\(task.name)")
                #expect(task.nextExecution.map { $0 > now.addingTimeInterval(-1) } == true, "\(task.name): its next run is not in the past")
            }
        }
    }

    @Test("Updates list the installed version (the one system status names) and newer ones with changelogs; for every service")
    func updates() async throws {
        try await withServices { _, radarr, sonarr, lidarr in
            for repository in [radarr, sonarr, lidarr] as [any ServarrRepository] {
                try await checkUpdates(repository)
            }
        }
    }

    private func checkUpdates(_ repository: some ServarrRepository) async throws {
        let updates = try await repository.updates()
        let version = try await repository.systemStatus().version
        #expect(updates.count == 3)
        #expect(updates.first?.isLatest == true)
        let installed = try #require(updates.first { $0.isInstalled })
        #expect(installed.version == version)
        #expect(installed.installedOn != nil)
        #expect(updates.filter { !$0.isInstalled }.allSatisfy { $0.isInstallable })
        #expect(updates[0].newChanges == ["Calendar shows release times"])
        #expect(updates[0].fixedChanges == ["Queue paging past the first page"])
    }

    @Test("Faults reach the plain-route endpoints like the generated ones, behind a path prefix too")
    func faults() async throws {
        try await withServices(
            faults: [
                FaultRule(.serverError(message: "Log folder is locked"), service: .sonarr, operation: "get/api/v3/log/file", remaining: 1),
                FaultRule(.unauthorized, service: .lidarr, operation: "get/api/v1/system/task", remaining: 1),
                FaultRule(.malformedJSON, service: .radarr, operation: "get/api/v3/collection", remaining: 1),
            ], pathPrefixes: true
        ) { _, radarr, sonarr, lidarr in
            let locked = await thrownError { _ = try await sonarr.logFiles() }
            #expect(locked as? ServarrError == .serverError(status: 500, message: "Log folder is locked"))
            let files = try await sonarr.logFiles()
            #expect(files.count == 3)
            let refused = await thrownError { _ = try await lidarr.scheduledTasks() }
            #expect(refused as? ServarrError == .unauthorized)
            let tasks = try await lidarr.scheduledTasks()
            #expect(tasks.count == 10)
            let garbled = await thrownError { _ = try await radarr.collections() }
            guard case .unreadable? = garbled as? ServarrError else {
                Issue.record("expected an unreadable body, got \(String(describing: garbled))")
                return
            }
            let collections = try await radarr.collections()
            #expect(collections.elements.count == 4)
        }
    }
}

@Suite("Radarr collections against the simulator")
struct CollectionEndpointTests {
    @Test("Collections list their movies in the library or not; monitoring is saved; missing movies are added")
    func collections() async throws {
        try await withServices { _, radarr, _, _ in
            let collections = try await radarr.collections()
            #expect(collections.report.isClean)
            let dune = try #require(collections.elements.first { $0.title == "Dune Collection" })
            #expect(dune.movies.map(\.title) == ["Dune", "Dune: Part Two", "Dune: Part Three"])
            #expect(dune.movies.map(\.isInLibrary) == [true, true, false])
            #expect(dune.missingMovies.map(\.tmdbID) == [1_170_608])
            #expect(!dune.isMonitored)

            let monitored = try await radarr.setMonitored(true, collectionID: dune.id)
            #expect(monitored.isMonitored)
            #expect(try await radarr.collection(id: dune.id).isMonitored)
            #expect(try await radarr.collection(id: dune.id).rootFolderPath == "/movies")

            let matrix = try await radarr.collection(id: 2)
            #expect(matrix.missingMovies.count == 3)
            let added = try await radarr.addMissingMovies(
                of: matrix, options: AddMovieOptions(qualityProfileID: 1, rootFolderPath: "/movies"))
            #expect(added.map(\.title) == ["The Matrix Reloaded", "The Matrix Revolutions", "The Matrix Resurrections"])
            #expect(try await radarr.collection(id: 2).missingMovies.isEmpty)
            let library = try await radarr.mediaListing().elements
            #expect(library.contains { $0.tmdbID == 604 && $0.rootFolderPath == "/movies" })
        }
    }

    @Test("A refused add names the server's reason; an unknown collection is not found")
    func failures() async throws {
        try await withServices { simulator, radarr, _, _ in
            let mad = try await radarr.collection(id: 4)
            let refused = await thrownError {
                _ = try await radarr.addMissingMovies(of: mad, options: AddMovieOptions(qualityProfileID: 0, rootFolderPath: "/movies"))
            }
            #expect(ServarrError.userMessage(for: refused!).contains("'Quality Profile Id' must be greater than '0'."))
            #expect(try await radarr.collection(id: 4).missingMovies.count == 4)
            // A PUT the server refuses answers FluentValidation's list, which the client reads.
            var request = URLRequest(url: simulator.radarrURL.appendingPathComponent("api/v3/collection/4"))
            request.httpMethod = "PUT"
            request.setValue(simulator.apiKey, forHTTPHeaderField: "X-Api-Key")
            request.httpBody = Data(#"{"id": 4, "qualityProfileId": 0}"#.utf8)
            let (data, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 400)
            let failures = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            #expect(failures.first?["propertyName"] as? String == "QualityProfileId")
            #expect(failures.first?["errorMessage"] as? String == "'Quality Profile Id' must be greater than '0'.")
            let unknown = await thrownError { _ = try await radarr.collection(id: 99) }
            #expect(unknown as? ServarrError == .notFound(message: "Collection with ID 99 does not exist"))
            let unknownMonitor = await thrownError { _ = try await radarr.setMonitored(true, collectionID: 99) }
            #expect(unknownMonitor as? ServarrError == .notFound(message: "Collection with ID 99 does not exist"))
        }
    }
}

@Suite("A log file's name is one path segment")
struct LogFileNameTests {
    @Test("A name with slashes (from a link) is escaped and not found, instead of reaching another endpoint")
    func slashesAreEscaped() async throws {
        try await withServices { _, radarr, _, _ in
            let error = await thrownError { _ = try await radarr.logFileTail("../../system/status") }
            guard case .notFound? = error as? ServarrError else {
                Issue.record("expected not found, got \(String(describing: error))")
                return
            }
        }
    }
}
