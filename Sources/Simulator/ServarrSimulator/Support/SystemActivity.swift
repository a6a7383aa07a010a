import Foundation

/// The scheduled tasks, log entries and updates every server shows on its System page,
/// relative to the simulator's start, in the servers' wire shapes.
enum SystemActivity {
    struct ScheduledTask: Encodable {
        var id: Int
        var name: String
        var taskName: String
        /// Minutes between runs.
        var interval: Int
        var lastExecution: String
        var lastStartTime: String
        var nextExecution: String
        var lastDuration: String
    }

    struct LogEntry: Encodable {
        var id: Int
        var time: String
        var exception: String?
        var exceptionType: String?
        var level: String
        var logger: String
        var message: String
    }

    struct Update: Encodable {
        struct Changes: Encodable {
            var new: [String]
            var fixed: [String]
        }
        var id: Int
        var version: String
        var branch: String
        var releaseDate: String
        var fileName: String
        var url: String
        var installed: Bool
        var installedOn: String?
        var installable: Bool
        var latest: Bool
        var changes: Changes
        var hash: String
    }

    /// The scheduled tasks; `commands` (the server's commands, brought up to `now`) update the
    /// last run of the tasks they ran.
    static func tasks(_ service: SimulatedService, start: Date, commands: [SimulatedCommand] = [], now: Date = Date()) -> [ScheduledTask] {
        let library =
            switch service {
            case .radarr: ("Refresh Movie", "RefreshMovie")
            case .sonarr: ("Refresh Series", "RefreshSeries")
            case .lidarr: ("Refresh Artist", "RefreshArtist")
            }
        let rows: [(String, String, Int, String)] = [
            ("Application Update Check", "ApplicationUpdateCheck", 360, "00:00:01.2340000"),
            ("Backup", "Backup", 10_080, "00:00:03.8120000"),
            ("Check Health", "CheckHealth", 360, "00:00:00.4110000"),
            ("Clean Up Recycle Bin", "CleanUpRecycleBin", 1_440, "00:00:00.0320000"),
            ("Housekeeping", "Housekeeping", 1_440, "00:00:02.5060000"),
            ("Import List Sync", "ImportListSync", 5, "00:00:00.2170000"),
            ("Messaging Cleanup", "MessagingCleanup", 5, "00:00:00.0090000"),
            (library.0, library.1, 720, "00:01:12.4400000"),
            ("Refresh Monitored Downloads", "RefreshMonitoredDownloads", 1, "00:00:00.0610000"),
            ("RSS Sync", "RssSync", 15, "00:00:04.9810000"),
        ]
        return rows.enumerated().map { index, row in
            let interval = Double(row.2) * 60
            // The last scheduled run before `time`, counting runs every interval from `last`.
            func scheduled(after last: Date, before time: Date) -> Date {
                let runs = (time.timeIntervalSince(last) / interval).rounded(.down)
                return runs >= 1 ? last.addingTimeInterval(runs * interval) : last
            }
            var last = start.addingTimeInterval(-Double(min(row.2, 60) * 60) * Double(index + 1) / 11)
            var lastStart = last, duration = row.3
            // The scheduler runs every interval from the last run; a run started by a command (run
            // now) shows as the servers show it: its start at once, its end and duration once it
            // has completed, and the schedule counts from it.
            let runs = commands.filter { $0.name == row.1 && $0.state(at: now) != "queued" }
            for run in runs where run.state(at: now) == "completed" {
                (last, lastStart, duration) = (run.ended, run.started, timeSpan(run.ended.timeIntervalSince(run.started)))
            }
            let due = scheduled(after: last, before: now)
            if due > last { (last, lastStart, duration) = (due, due, row.3) }
            if let running = runs.last, running.state(at: now) == "started" { lastStart = running.started }
            return ScheduledTask(
                id: index + 1, name: row.0, taskName: row.1, interval: row.2, lastExecution: wireDate(last),
                lastStartTime: wireDate(lastStart), nextExecution: wireDate(last.addingTimeInterval(interval)),
                lastDuration: duration)
        }
    }

    /// A duration as .NET writes a `TimeSpan`: "00:01:12.4400000".
    static func timeSpan(_ seconds: TimeInterval) -> String {
        let ticks = Int((max(0, seconds) * 10_000_000).rounded())
        let whole = ticks / 10_000_000
        return String(format: "%02d:%02d:%02d.%07d", whole / 3600, whole % 3600 / 60, whole % 60, ticks % 10_000_000)
    }

    static func task(
        _ service: SimulatedService, start: Date, commands: [SimulatedCommand] = [], now: Date = Date(), id: Int
    ) throws(SimulatorFailure) -> ScheduledTask {
        guard let task = tasks(service, start: start, commands: commands, now: now).first(where: { $0.id == id }) else {
            throw .notFound("ScheduledTask with ID \(id) does not exist")
        }
        return task
    }

    static let logOrders = SortOrders<LogEntry>(
        defaultKey: "time", defaultDirection: "descending",
        orders: [
            "time": { ($0.time, $0.id) < ($1.time, $1.id) },
            "level": { $0.level < $1.level },
            "id": { $0.id < $1.id },
        ])

    /// The log's entries (newest first, every few minutes back from `start`).
    static func entries(_ service: SimulatedService, start: Date, count: Int = 120) -> [LogEntry] {
        let name = service.rawValue.capitalized
        let messages: [(String, String, String, String?)] = [
            ("info", "RssSyncService", "RSS Sync Completed. Reports found: 100, Reports grabbed: 0", nil),
            ("info", "DownloadDecisionMaker", "Processing 100 releases", nil),
            ("warn", "IndexerStatusService", "Indexer NZBgeek is temporarily disabled due to recent failures", nil),
            ("info", "Housekeeper", "Running housecleaning tasks", nil),
            (
                "error", "DownloadClientStatusService", "Unable to communicate with qBittorrent",
                "System.Net.Http.HttpRequestException: Connection refused (127.0.0.1:8080)"
            ),
            ("info", "ImportListSyncService", "Import List Sync Completed. Items found: 0", nil),
            ("debug", "Api", "[GET] /api/v3/system/status: 200.OK (3 ms)", nil),
        ]
        return (0..<count).map { index in
            let (level, logger, message, exception) = messages[index % messages.count]
            return LogEntry(
                id: count - index, time: wireDate(start.addingTimeInterval(-Double(index) * 173)),
                exception: exception, exceptionType: exception.map { String($0.prefix { $0 != ":" }) },
                level: level, logger: logger, message: message.replacingOccurrences(of: "Radarr", with: name))
        }
    }

    /// A page of the log (120 entries, newest first, every few minutes back from `start`),
    /// of `level` and above when given.
    static func logs(_ service: SimulatedService, start: Date, _ request: PageRequest, level: String?) -> ActivityRecords.Page<LogEntry> {
        let levels = ["trace", "debug", "info", "warn", "error", "fatal"]
        let minimum = level.flatMap { levels.firstIndex(of: $0.lowercased()) } ?? 0
        let entries = entries(service, start: start).filter { (levels.firstIndex(of: $0.level) ?? 0) >= minimum }
        return ActivityRecords.Page(logOrders.page(entries, request), request)
    }

    /// The installed version and two newer ones, the latest first.
    static func updates(_ service: SimulatedService, installed version: String, start: Date) -> [Update] {
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4 else { return [] }
        func newer(_ build: Int, minorStep: Int) -> String { "\(parts[0]).\(parts[1] + minorStep).\(parts[2]).\(parts[3] + build)" }
        let rows: [(String, Double, Bool, [String], [String])] = [
            (newer(212, minorStep: 1), 3, false, ["Calendar shows release times"], ["Queue paging past the first page"]),
            (newer(97, minorStep: 0), 20, false, [], ["Case-insensitive API routes"]),
            (version, 41, true, ["Blocklist paging"], []),
        ]
        return rows.enumerated().map { index, row in
            let (number, daysAgo, installed, new, fixed) = row
            let branch = service == .sonarr ? "main" : "master"
            let file = "\(service.rawValue.capitalized).\(branch).\(number).\(service == .sonarr ? "linux-x64" : "linux-core-x64").tar.gz"
            let url =
                service == .sonarr
                ? "https://services.sonarr.tv/v1/update/main/download?version=\(number)"
                : "https://\(service.rawValue).servarr.com/v1/update/master/updatefile?version=\(number)"
            return Update(
                id: index + 1, version: number, branch: branch,
                releaseDate: wireDate(start.addingTimeInterval(-daysAgo * 86_400)), fileName: file, url: url,
                installed: installed, installedOn: installed ? wireDate(start) : nil, installable: !installed,
                latest: index == 0, changes: .init(new: new, fixed: fixed),
                hash: String(repeating: "0", count: 56) + String(format: "%08x", index))
        }
    }
}

/// The blocklist every server seeds: a few rejected grabs.
enum SimulatedBlocklist {
    static let messages = ["Manually marked as failed", "Download failed: unpacking error", "Release was removed from the indexer"]

    /// The `index`th seeded record, a rejected grab of `title` (HDTV-720p unless `quality` says
    /// otherwise); `naming` sets the library ids it names.
    static func item(
        index: Int, title: String, today: Date, quality: ActivityRecords.Quality = .init(id: 4, name: "HDTV-720p"),
        naming: (inout ActivityRecords.BlocklistItem) -> Void
    ) -> ActivityRecords.BlocklistItem {
        var item = ActivityRecords.BlocklistItem(
            sourceTitle: title, languages: ActivityRecords.english, quality: quality,
            date: wireDate(today.addingTimeInterval(-Double(index + 1) * 86_400 / 3)), protocol: index % 2 == 0 ? "usenet" : "torrent",
            indexer: SimulatedIndexers.names[index % SimulatedIndexers.names.count], message: messages[index % messages.count])
        naming(&item)
        return item
    }
}
