import Foundation

/// The scheduled tasks, log entries and updates both servers show on their System pages,
/// relative to the simulator's start.
enum SystemActivity {
    struct ScheduledTask {
        var id: Int
        var name: String
        var taskName: String
        /// Minutes between runs.
        var interval: Int
        var lastExecution: Date
        var lastDuration: String
        var nextExecution: Date { lastExecution.addingTimeInterval(Double(interval) * 60) }
    }

    struct LogEntry {
        var id: Int
        var time: Date
        var level: String
        var logger: String
        var message: String
        var exception: String?
        var exceptionType: String?
    }

    struct Update {
        var version: String
        var releaseDate: Date
        var installed: Bool
        var latest: Bool
        var new: [String]
        var fixed: [String]
    }

    static func tasks(_ service: SimulatedService, start: Date) -> [ScheduledTask] {
        let library = service == .radarr ? ("Refresh Movie", "RefreshMovie") : ("Refresh Series", "RefreshSeries")
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
            ScheduledTask(id: index + 1, name: row.0, taskName: row.1, interval: row.2,
                          lastExecution: start.addingTimeInterval(-Double(min(row.2, 60) * 60) * Double(index + 1) / 11),
                          lastDuration: row.3)
        }
    }

    /// `count` log entries, newest first, every few minutes back from `start`.
    static func logs(_ service: SimulatedService, start: Date, count: Int = 120) -> [LogEntry] {
        let name = service == .radarr ? "Radarr" : "Sonarr"
        let messages: [(String, String, String, String?)] = [
            ("info", "RssSyncService", "RSS Sync Completed. Reports found: 100, Reports grabbed: 0", nil),
            ("info", "DownloadDecisionMaker", "Processing 100 releases", nil),
            ("warn", "IndexerStatusService", "Indexer NZBgeek is temporarily disabled due to recent failures", nil),
            ("info", "Housekeeper", "Running housecleaning tasks", nil),
            ("error", "DownloadClientStatusService", "Unable to communicate with qBittorrent",
             "System.Net.Http.HttpRequestException: Connection refused (127.0.0.1:8080)"),
            ("info", "ImportListSyncService", "Import List Sync Completed. Items found: 0", nil),
            ("debug", "Api", "[GET] /api/v3/system/status: 200.OK (3 ms)", nil),
        ]
        return (0..<count).map { index in
            let (level, logger, message, exception) = messages[index % messages.count]
            return LogEntry(id: count - index, time: start.addingTimeInterval(-Double(index) * 173), level: level,
                            logger: logger, message: message.replacingOccurrences(of: "Radarr", with: name),
                            exception: exception, exceptionType: exception.map { String($0.prefix { $0 != ":" }) })
        }
    }

    static func updates(installed version: String, start: Date) -> [Update] {
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4 else { return [] }
        func newer(_ build: Int, minorStep: Int) -> String { "\(parts[0]).\(parts[1] + minorStep).\(parts[2]).\(parts[3] + build)" }
        return [
            Update(version: newer(212, minorStep: 1), releaseDate: start.addingTimeInterval(-3 * 86_400), installed: false, latest: true,
                   new: ["Calendar shows release times"], fixed: ["Queue paging past the first page"]),
            Update(version: newer(97, minorStep: 0), releaseDate: start.addingTimeInterval(-20 * 86_400), installed: false, latest: false,
                   new: [], fixed: ["Case-insensitive API routes"]),
            Update(version: version, releaseDate: start.addingTimeInterval(-41 * 86_400), installed: true, latest: false,
                   new: ["Blocklist paging"], fixed: []),
        ]
    }
}

/// The blocklist both servers seed: a few rejected grabs.
enum SimulatedBlocklist {
    static let messages = ["Manually marked as failed", "Download failed: unpacking error", "Release was removed from the indexer"]
}
