import Foundation
import MarqueeTerminal
import RadarrAPI
import ServarrCore
import ServarrScreens

/// Loads the rows of the Radarr activity screens from the repository.
enum ActivityLoader {
    static func content(for kind: RadarrRoute.Activity, from repository: RadarrRepository) async throws -> ActivityContent {
        switch kind {
        case .queue:
            return ActivityRows.queue(try await repository.queue(pageSize: 200))
        case .history:
            return ActivityRows.history(try await repository.history(pageSize: 100))
        case .calendar:
            let now = Date()
            let start = now.addingTimeInterval(-7 * 86_400)
            let movies = try await repository.calendar(from: start, to: now.addingTimeInterval(28 * 86_400))
            let rows = movies.compactMap { movie -> (Date?, ActivityRow) in
                let date = [movie.inCinemas, movie.digitalRelease, movie.physicalRelease].compactMap { $0 }.filter { $0 >= start }.min()
                return (date, ActivityRow(title: movie.title, detail: "\(ActivityDates.text(for: date))  \(movie.hasFile ? "✓" : "·")",
                                          mediaID: movie.id, day: date.map(ActivityDates.day(of:))))
            }
            let sorted = rows.sorted { ($0.0 ?? .distantFuture) < ($1.0 ?? .distantFuture) }.map(\.1)
            return ActivityContent(summary: "\(sorted.count) releases in the next four weeks", rows: sorted)
        case .wanted:
            let page = try await repository.missing(pageSize: 200)
            return ActivityContent(summary: "\(page.totalRecords) missing", rows: page.records.map(row(for:)))
        case .cutoffUnmet:
            let page = try await repository.cutoffUnmet(pageSize: 200)
            return ActivityContent(summary: "\(page.totalRecords) below their quality cutoff", rows: page.records.map(row(for:)))
        case .system:
            async let status = repository.systemStatus()
            async let health = repository.health()
            async let disks = repository.diskSpace()
            let (loadedStatus, loadedHealth, loadedDisks) = try await (status, health, disks)
            return ActivityRows.system(status: loadedStatus, health: loadedHealth, disks: loadedDisks)
        }
    }

    private static func row(for movie: Movie) -> ActivityRow {
        ActivityRow(title: movie.title, detail: movie.year > 0 ? String(movie.year) : "", mediaID: movie.id)
    }
}
