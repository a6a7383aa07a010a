import MarqueeTerminal
import ServarrCore

/// The rows of the activity screens both services share the models of: queue, history and
/// system, and the wanted lists' summaries. Calendar and wanted rows are the features' own
/// (movies, episodes).
public enum ActivityRows {
    /// The width of the progress and disk bars.
    public static let barWidth = 10

    /// How many records the activity screens ask for per page.
    public static let pageSize = 100

    /// A paged list: loads page `number` with `fetch` and makes its rows with `row`; the
    /// content's ``ActivityContent/next`` loads the page after it while the server's total
    /// says there is one. `summary` turns the total into the header.
    public static func paged<Record: Sendable & Hashable>(
        page number: Int = 1,
        fetch: @escaping @Sendable (_ page: Int) async throws -> Page<Record>,
        summary: @escaping @Sendable (Int) -> String,
        columns: RowColumns = .standard,
        row: @escaping @Sendable (Record) -> ActivityRow
    ) async throws -> ActivityContent {
        let page = try await fetch(number)
        // The page number asked for, not the one echoed: a server that ignores `page` cannot
        // make the screen ask for the same page forever (the screen also stops on a page
        // without new rows).
        let next =
            page.hasMorePages && !page.records.isEmpty
            ? ActivityNextPage(number: number + 1) {
                try await paged(page: number + 1, fetch: fetch, summary: summary, columns: columns, row: row)
            }
            : nil
        return ActivityContent(
            summary: summary(page.totalRecords), rows: page.records.map(row), report: page.report, next: next, columns: columns)
    }

    /// The queue, page by page: one row per download with its progress and its status (the
    /// time left while it downloads); problems marked.
    public static func queue(pages fetch: @escaping @Sendable (_ page: Int) async throws -> Page<QueueItem>) async throws -> ActivityContent {
        try await paged(
            fetch: fetch, summary: { "\($0) in the queue" }, columns: RowColumns(title: "Download", details: ["Progress", "Status"]),
            row: queueRow)
    }

    /// A download as a row: its title, a progress bar with the percent done, and its status:
    /// the time left while it downloads ("1h44m left"), else its state (`importPending`: `i`
    /// imports it by hand); one that waits for an import or failed is marked as a problem.
    /// Progress sorts by the percent, the status by the time left, then the states.
    @Sendable public static func queueRow(_ item: QueueItem) -> ActivityRow {
        let percent = Int((item.progress * 100).rounded(.down))
        let isDownloading = item.status.lowercased() == "downloading"
        let seconds = isDownloading ? item.timeLeft.flatMap(secondsLeft) : nil
        let status: String, statusValue: SortValue
        if item.awaitsImport || !isDownloading {
            status = item.awaitsImport ? (item.trackedDownloadState ?? item.status) : item.status
            statusValue = .text(status)  // after every time left
        } else if let seconds {
            status = DurationText.text(seconds: seconds) + " left"
            statusValue = .number(Double(seconds))
        } else {
            (status, statusValue) = ("", .none)
        }
        return ActivityRow(
            title: item.title, details: [ProgressBar.bar(fraction: item.progress, width: barWidth) + " \(percent)%", status],
            sortValues: [.number(item.progress), statusValue],
            mediaID: item.mediaID, recordID: item.id, isProblem: item.errorMessage?.isEmpty == false || item.awaitsImport)
    }

    /// The seconds of the server's time left (`hh:mm:ss`, `d.hh:mm:ss`); nil when it does not
    /// read.
    public static func secondsLeft(_ text: String) -> Int? {
        let dayParts = text.split(separator: ".", maxSplits: 1)
        let clock = (dayParts.count == 2 ? dayParts[1] : dayParts[0]).split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, let days = dayParts.count == 2 ? Int(dayParts[0]) : 0, days >= 0, days < 100_000,
            clock.allSatisfy({ (0..<100_000).contains($0) })
        else { return nil }
        return days * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]
    }

    /// The history, page by page: one row per event with its type and day; failures marked.
    public static func history(pages fetch: @escaping @Sendable (_ page: Int) async throws -> Page<HistoryRecord>) async throws -> ActivityContent {
        try await paged(
            fetch: fetch, summary: { "\($0) events" }, columns: RowColumns(title: "Release", detail: "Event  Date"), row: historyRow)
    }

    /// A history event as a row.
    @Sendable public static func historyRow(_ record: HistoryRecord) -> ActivityRow {
        ActivityRow(
            title: record.sourceTitle, detail: "\(event(record.eventType))  \(ActivityDates.text(for: record.date))",
            mediaID: record.mediaID, recordID: record.id, isProblem: record.eventType.lowercased().contains("fail"))
    }

    /// A history event type as a short word: `downloadFolderImported` reads "imported".
    public static func event(_ type: String) -> String {
        switch type {
        case "grabbed": "grabbed"
        case "downloadFolderImported", "seriesFolderImported", "movieFolderImported", "artistFolderImported", "trackFileImported",
            "downloadImported":
            "imported"
        case "albumImportIncomplete": "incomplete"
        case "downloadFailed": "failed"
        case "movieFileDeleted", "episodeFileDeleted", "trackFileDeleted": "deleted"
        case "movieFileRenamed", "episodeFileRenamed", "trackFileRenamed": "renamed"
        case "trackFileRetagged": "retagged"
        case "downloadIgnored": "ignored"
        default: type
        }
    }

    /// The wanted list, page by page: how many are missing over one row per record (made by `row`).
    public static func missing<Record: Sendable & Hashable>(
        pages fetch: @escaping @Sendable (_ page: Int) async throws -> Page<Record>, row: @escaping @Sendable (Record) -> ActivityRow
    ) async throws -> ActivityContent {
        try await paged(fetch: fetch, summary: { "\($0) missing" }, columns: RowColumns(title: "Title", detail: "Released"), row: row)
    }

    /// The cutoff-unmet list, page by page: how many are below their quality cutoff over one
    /// row per record (made by `row` from the record and its qualities; its detail reads
    /// ``qualityBelowCutoff(_:cutoff:)``). `qualities` runs once per page, for all its records.
    public static func cutoffUnmet<Record: Sendable & Hashable & Identifiable>(
        pages fetch: @escaping @Sendable (_ page: Int) async throws -> Page<Record>,
        qualities: @escaping @Sendable ([Record]) async throws -> [Int: CutoffQualities],
        row: @escaping @Sendable (Record, CutoffQualities?) -> ActivityRow
    ) async throws -> ActivityContent where Record.ID == Int {
        try await paged(
            fetch: { number in
                let page = try await fetch(number)
                let known = page.records.isEmpty ? [:] : try await qualities(page.records)
                return Page(
                    page: page.page, pageSize: page.pageSize, totalRecords: page.totalRecords,
                    records: page.records.map { QualifiedRecord(record: $0, qualities: known[$0.id]) }, hasMorePages: page.hasMorePages,
                    report: page.report)
            }, summary: { "\($0) below their quality cutoff" }, columns: RowColumns(title: "Title", detail: "Quality → cutoff"),
            row: { row($0.record, $0.qualities) })
    }

    /// A record of cutoff unmet with what its row says of its qualities.
    private struct QualifiedRecord<Record: Sendable & Hashable>: Sendable, Hashable {
        var record: Record
        var qualities: CutoffQualities?
    }

    /// The quality a file has against the cutoff of its profile: "HDTV-720p → Bluray-1080p";
    /// "?" for what the server does not say.
    public static func qualityBelowCutoff(_ current: String?, cutoff: String?) -> String {
        "\(current ?? "?") → \(cutoff ?? "?")"
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
            return ActivityRow(
                title: "\(name) · \(ByteCountText.text(for: disk.totalSpace))",
                detail: ProgressBar.bar(fraction: used, width: barWidth) + " \(ByteCountText.text(for: disk.freeSpace)) free")
        }
        let summary = health.isEmpty ? "Healthy" : "\(health.count) health issue\(health.count == 1 ? "" : "s")"
        return ActivityContent(summary: summary, rows: rows)
    }
}
