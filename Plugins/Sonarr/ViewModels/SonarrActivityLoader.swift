import Foundation
import ServarrCore
import ServarrScreens
import SonarrAPI

/// Loads the rows of the Sonarr activity screens from the repository.
enum SonarrActivityLoader {
    static func content(for kind: SonarrRoute.Activity, from repository: SonarrRepository) async throws -> ActivityContent {
        switch kind {
        case .queue:
            return try await ActivityRows.queue { try await repository.queue(page: $0, pageSize: ActivityRows.pageSize) }
        case .history:
            return try await ActivityRows.history { try await repository.history(page: $0, pageSize: ActivityRows.pageSize) }
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
            return try await ActivityRows.missing(pages: { try await repository.missing(page: $0, pageSize: ActivityRows.pageSize) }, row: row(for:))
        case .cutoffUnmet:
            return try await ActivityRows.cutoffUnmet(pages: { try await repository.cutoffUnmet(page: $0, pageSize: ActivityRows.pageSize) }, row: row(for:))
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

    @Sendable private static func row(for episode: Episode) -> ActivityRow {
        ActivityRow(title: title(of: episode), detail: ActivityDates.text(for: episode.airDate),
                    mediaID: episode.seriesID, recordID: episode.id)
    }
}
