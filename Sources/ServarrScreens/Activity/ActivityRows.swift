import MarqueeTerminal
import ServarrCore

/// The rows of the activity screens both services share the models of: queue, history and
/// system, and the wanted lists' summaries. Calendar and wanted rows are the features' own
/// (movies, episodes).
public enum ActivityRows {
    /// The width of the progress and disk bars.
    public static let barWidth = 10

    /// The queue: one row per download with a progress bar, its status when it is not
    /// downloading, and problems marked.
    public static func queue(_ page: Page<QueueItem>) -> ActivityContent {
        let rows = page.records.map { item in
            let percent = Int((item.progress * 100).rounded(.down))
            let status = item.status.lowercased() == "downloading" ? "" : "  \(item.status)"
            return ActivityRow(title: item.title,
                               detail: ProgressBar.bar(fraction: item.progress, width: barWidth) + " \(percent)%" + status,
                               mediaID: item.mediaID, recordID: item.id, isProblem: item.errorMessage?.isEmpty == false)
        }
        return ActivityContent(summary: "\(page.totalRecords) in the queue", rows: rows)
    }

    /// The history: one row per event with its type and day; failures marked.
    public static func history(_ page: Page<HistoryRecord>) -> ActivityContent {
        let rows = page.records.map { record in
            ActivityRow(title: record.sourceTitle, detail: "\(event(record.eventType))  \(ActivityDates.text(for: record.date))",
                        mediaID: record.mediaID, recordID: record.id, isProblem: record.eventType.lowercased().contains("fail"))
        }
        return ActivityContent(summary: "\(page.totalRecords) events", rows: rows)
    }

    /// A history event type as a short word: `downloadFolderImported` reads "imported".
    public static func event(_ type: String) -> String {
        switch type {
        case "grabbed": "grabbed"
        case "downloadFolderImported", "seriesFolderImported", "movieFolderImported": "imported"
        case "downloadFailed": "failed"
        case "movieFileDeleted", "episodeFileDeleted": "deleted"
        case "movieFileRenamed", "episodeFileRenamed": "renamed"
        case "downloadIgnored": "ignored"
        default: type
        }
    }

    /// The wanted list: how many are missing over one row per record (made by `row`).
    public static func missing<Record>(_ page: Page<Record>, row: (Record) -> ActivityRow) -> ActivityContent {
        ActivityContent(summary: "\(page.totalRecords) missing", rows: page.records.map(row))
    }

    /// The cutoff-unmet list: how many are below their quality cutoff over one row per record
    /// (made by `row`).
    public static func cutoffUnmet<Record>(_ page: Page<Record>, row: (Record) -> ActivityRow) -> ActivityContent {
        ActivityContent(summary: "\(page.totalRecords) below their quality cutoff", rows: page.records.map(row))
    }

    /// The system screen, loading the status, the health checks and the disks at once.
    public static func system(
        status: @escaping @Sendable () async throws -> SystemStatus,
        health: @escaping @Sendable () async throws -> [HealthCheck],
        disks: @escaping @Sendable () async throws -> [DiskSpace]
    ) async throws -> ActivityContent {
        async let loadingStatus = status()
        async let loadingHealth = health()
        async let loadingDisks = disks()
        let (loadedStatus, loadedHealth, loadedDisks) = try await (loadingStatus, loadingHealth, loadingDisks)
        return system(status: loadedStatus, health: loadedHealth, disks: loadedDisks)
    }

    /// The system screen: the version, each health message (marked), and each disk with a bar
    /// of the space used and the space free.
    public static func system(status: SystemStatus, health: [HealthCheck], disks: [DiskSpace]) -> ActivityContent {
        var rows = [ActivityRow(title: "\(status.appName) \(status.version)", detail: status.osName)]
        rows += health.map { ActivityRow(title: $0.message, detail: $0.source, isProblem: true) }
        rows += disks.map { disk in
            let used = disk.totalSpace > 0 ? Double(disk.totalSpace - disk.freeSpace) / Double(disk.totalSpace) : 0
            let name = disk.label.isEmpty ? disk.path : "\(disk.path) (\(disk.label))"
            return ActivityRow(title: "\(name) · \(ByteCountText.text(for: disk.totalSpace))",
                               detail: ProgressBar.bar(fraction: used, width: barWidth) + " \(ByteCountText.text(for: disk.freeSpace)) free")
        }
        let summary = health.isEmpty ? "Healthy" : "\(health.count) health issue\(health.count == 1 ? "" : "s")"
        return ActivityContent(summary: summary, rows: rows)
    }
}
