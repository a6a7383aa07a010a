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
            return try await ActivityRows.queue { try await repository.queue(page: $0, pageSize: ActivityRows.pageSize) }
        case .history:
            return try await ActivityRows.history { try await repository.history(page: $0, pageSize: ActivityRows.pageSize) }
        case .calendar:
            let window = UpcomingCalendar.window(around: Date())
            let movies = try await repository.calendar(from: window.lowerBound, to: window.upperBound)
            let rows = UpcomingCalendar.rows(movies.map { movie in
                // The first of its release dates that falls in the window.
                let date = [movie.inCinemas, movie.digitalRelease, movie.physicalRelease].compactMap { $0 }
                    .filter { window.contains($0) }.min()
                return (date, ActivityRow(title: movie.title, detail: release(of: movie, on: date), mediaID: movie.id))
            }, in: window)
            let count = rows.count { !$0.isHeading }
            return ActivityContent(summary: "\(count) release\(count == 1 ? "" : "s") in the next four weeks", rows: rows)
        case .wanted:
            return try await ActivityRows.missing(pages: { try await repository.missing(page: $0, pageSize: ActivityRows.pageSize) }, row: row(for:))
        case .cutoffUnmet:
            return try await ActivityRows.cutoffUnmet(pages: { try await repository.cutoffUnmet(page: $0, pageSize: ActivityRows.pageSize) }, row: row(for:))
        case .system:
            return try await ActivityRows.system(status: { try await repository.systemStatus() }, health: { try await repository.health() },
                                                 disks: { try await repository.diskSpace() })
        }
    }

    /// "in cinemas ✓": which release falls on `date`, and whether the movie has a file.
    private static func release(of movie: Movie, on date: Date?) -> String {
        let kind = date == movie.inCinemas ? "in cinemas" : (date == movie.digitalRelease ? "digital" : "physical")
        return "\(kind)  \(movie.hasFile ? "✓" : "·")"
    }

    @Sendable private static func row(for movie: Movie) -> ActivityRow {
        ActivityRow(title: movie.title, detail: movie.year > 0 ? String(movie.year) : "", mediaID: movie.id)
    }
}
