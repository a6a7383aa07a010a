import Foundation
import ServarrCore
import ServarrScreens
import SonarrAPI

/// Loads the rows of the Sonarr activity screens from the repository.
enum SonarrActivityLoader {
    static func content(for kind: SonarrRoute.Activity, from repository: SonarrRepository) async throws -> ActivityContent {
        switch kind {
        case .queue:
            return ActivityRows.queue(try await repository.queue(pageSize: 200))
        case .history:
            return ActivityRows.history(try await repository.history(pageSize: 100))
        case .calendar:
            let window = UpcomingCalendar.window(around: Date())
            let episodes = try await repository.calendar(from: window.lowerBound, to: window.upperBound)
            let rows = UpcomingCalendar.rows(episodes.map { episode in
                (episode.airDate, ActivityRow(title: title(of: episode), detail: episode.hasFile ? "✓" : "·",
                                              mediaID: episode.seriesID, recordID: episode.id))
            }, in: window)
            let count = rows.count { !$0.isHeading }
            return ActivityContent(summary: "\(count) episode\(count == 1 ? "" : "s") airing in the next four weeks", rows: rows)
        case .wanted:
            return ActivityRows.missing(try await repository.missing(pageSize: 200), row: row(for:))
        case .cutoffUnmet:
            return ActivityRows.cutoffUnmet(try await repository.cutoffUnmet(pageSize: 200), row: row(for:))
        case .system:
            return try await ActivityRows.system(status: { try await repository.systemStatus() }, health: { try await repository.health() },
                                                 disks: { try await repository.diskSpace() })
        }
    }

    /// `Breaking Bad S01E01 Pilot` (the series title when the server sent it).
    static func title(of episode: Episode) -> String {
        [episode.seriesTitle, SonarrText.code(season: episode.seasonNumber, episode: episode.episodeNumber), episode.title]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func row(for episode: Episode) -> ActivityRow {
        ActivityRow(title: title(of: episode), detail: ActivityDates.text(for: episode.airDate),
                    mediaID: episode.seriesID, recordID: episode.id)
    }
}
