import Foundation
import RadarrAPI
import ServarrScreens

/// The Radarr activity screens (see ``ServarrActivity``): Enter opens the movie.
typealias RadarrActivityScreen = ServarrActivity<RadarrService>

extension RadarrService: ServarrActivityService {
    /// A movie on the calendar falls on the first of its release dates in the window.
    public static func calendarEntry(_ movie: Movie, in window: Range<Date>) -> (date: Date?, row: ActivityRow) {
        let date = [movie.inCinemas, movie.digitalRelease, movie.physicalRelease].compactMap { $0 }.filter { window.contains($0) }.min()
        let kind = date == movie.inCinemas ? "in cinemas" : (date == movie.digitalRelease ? "digital" : "physical")
        return (date, ActivityRow(title: movie.title, detail: "\(kind)  \(movie.hasFile ? "✓" : "·")", mediaID: movie.id))
    }

    public static func calendarSummary(count: Int) -> String { "\(count) release\(count == 1 ? "" : "s") in the next four weeks" }

    public static func wantedRow(_ movie: Movie) -> ActivityRow {
        ActivityRow(title: movie.title, detail: movie.year > 0 ? String(movie.year) : "", mediaID: movie.id, recordID: movie.id)
    }

    /// Each movie's file quality and its own quality profile, read from the movies.
    public static func cutoffQualities(of page: [Movie], from repository: RadarrRepository) async throws -> [Int: CutoffQualities] {
        CutoffQualities.byID(page) { CutoffQualities(current: $0.file?.quality, profileID: $0.qualityProfileID) }
    }

    public static func searchWanted(ids: [Int]) -> (command: RadarrCommand, noun: String) { (.searchMovies(ids: ids), "movie") }

    /// Wanted searches every missing movie; cutoff unmet the movies listed.
    public static func searchAll(_ kind: ActivityKind) -> WantedSearch<RadarrCommand> {
        .listed({ kind == .wanted ? .searchMissingMovies : .searchMovies(ids: $0) }, noun: "movie")
    }

}
