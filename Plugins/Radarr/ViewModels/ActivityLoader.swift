import MarqueeTerminal
import Foundation
import RadarrAPI
import ServarrCore

/// Loads the rows of the activity screens from the repository.
enum ActivityLoader {
    static func rows(for kind: RadarrRoute.Activity, from repository: RadarrRepository) async throws -> (summary: String, rows: [ActivityRow]) {
        switch kind {
        case .queue:
            let page = try await repository.queue(pageSize: 200)
            let rows = page.records.map { item in
                ActivityRow(title: item.title,
                            detail: "\(item.quality)  \(Int((item.progress * 100).rounded()))%" + (item.status == "downloading" ? "" : "  \(item.status)"),
                            movieID: item.mediaID, isProblem: item.errorMessage?.isEmpty == false)
            }
            return ("\(page.totalRecords) in the queue", rows)
        case .history:
            let page = try await repository.history(pageSize: 100)
            let rows = page.records.map { record in
                ActivityRow(title: record.sourceTitle, detail: "\(record.eventType)  \(day(record.date))", movieID: record.mediaID,
                            isProblem: record.eventType.lowercased().contains("fail"))
            }
            return ("\(page.totalRecords) events", rows)
        case .calendar:
            let now = Date()
            let movies = try await repository.calendar(from: now.addingTimeInterval(-7 * 86_400), to: now.addingTimeInterval(28 * 86_400))
            let rows = movies.map { movie in
                let date = [movie.inCinemas, movie.digitalRelease, movie.physicalRelease].compactMap { $0 }.filter { $0 >= now.addingTimeInterval(-7 * 86_400) }.min()
                return ActivityRow(title: movie.title, detail: "\(day(date))  \(movie.hasFile ? "✓" : "·")", movieID: movie.id)
            }
            return ("\(rows.count) releases in the next four weeks", rows)
        case .wanted:
            let page = try await repository.missing(pageSize: 200)
            let rows = page.records.map { ActivityRow(title: $0.title, detail: $0.year > 0 ? String($0.year) : "", movieID: $0.id) }
            return ("\(page.totalRecords) missing", rows)
        case .system:
            async let status = repository.systemStatus()
            async let health = repository.health()
            async let disks = repository.diskSpace()
            let (loadedStatus, loadedHealth, loadedDisks) = try await (status, health, disks)
            var rows = [ActivityRow(title: "\(loadedStatus.appName) \(loadedStatus.version)", detail: loadedStatus.osName)]
            rows += loadedHealth.map { ActivityRow(title: $0.message, detail: $0.source, isProblem: true) }
            rows += loadedDisks.map { disk in
                ActivityRow(title: disk.label.isEmpty ? disk.path : "\(disk.path) (\(disk.label))",
                            detail: "\(ByteCountText.text(for: disk.freeSpace)) free of \(ByteCountText.text(for: disk.totalSpace))")
            }
            return (loadedHealth.isEmpty ? "Healthy" : "\(loadedHealth.count) health issue\(loadedHealth.count == 1 ? "" : "s")", rows)
        }
    }

    private static func day(_ date: Date?) -> String {
        date.map { String(ServarrDate.format($0).prefix(10)) } ?? "          "
    }
}
