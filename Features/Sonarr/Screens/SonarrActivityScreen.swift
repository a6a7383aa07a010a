import Foundation
import ServarrScreens
import SonarrAPI

/// The Sonarr activity screens (see ``ServarrActivity``): Enter opens the episode's series.
typealias SonarrActivityScreen = ServarrActivity<SonarrService>

extension SonarrService: ServarrActivityService {
    public static func calendarEntry(_ episode: Episode, in window: Range<Date>) -> (date: Date?, row: ActivityRow) {
        (
            episode.airDate,
            ActivityRow(title: title(of: episode), detail: episode.hasFile ? "✓" : "·", mediaID: episode.seriesID, recordID: episode.id)
        )
    }

    public static func calendarSummary(count: Int) -> String { "\(count) episode\(count == 1 ? "" : "s") airing in the next four weeks" }

    public static func wantedRow(_ episode: Episode) -> ActivityRow {
        ActivityRow(title: title(of: episode), detail: ActivityDates.text(for: episode.airDate), mediaID: episode.seriesID, recordID: episode.id)
    }

    /// Each episode's file quality and its series' quality profile (both included by the
    /// request), read from the episodes.
    public static func cutoffQualities(of page: [Episode], from repository: SonarrRepository) async throws -> [Int: CutoffQualities] {
        CutoffQualities.byID(page) { CutoffQualities(current: $0.fileQuality, profileID: $0.seriesQualityProfileID) }
    }

    public static func searchWanted(ids: [Int]) -> (command: SonarrCommand, noun: String) { (.searchEpisodes(ids: ids), "episode") }

    /// Wanted runs Sonarr's own "search every missing episode"; cutoff unmet searches the episodes listed.
    public static func searchAll(_ kind: ActivityKind) -> WantedSearch<SonarrCommand> {
        kind == .wanted
            ? .everything(.searchMissingEpisodes, subject: "every missing episode")
            : .listed({ .searchEpisodes(ids: $0) }, noun: "episode")
    }

    /// `Breaking Bad S01E01 Pilot` (the series title when the server sent it).
    static func title(of episode: Episode) -> String {
        [episode.seriesTitle, SonarrText.code(season: episode.seasonNumber, episode: episode.episodeNumber), episode.title]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
