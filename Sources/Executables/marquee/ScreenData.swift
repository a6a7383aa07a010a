import LidarrFeature
import MarqueeHost
import RadarrFeature
import ServarrScreens
import SonarrFeature

/// What `marquee open --format json` prints: one object with the link, the screen's title, the
/// instance it shows, whether it finished loading, its data as the scripting commands print
/// the same data (`data`: the movies of `marquee radarr list movies`, the movie of
/// `marquee radarr get movie`, …; null for a screen without such data) and the screen's text
/// as drawn (`text`, one string per row, trailing spaces removed).
enum ScreenData {
    /// The JSON object for `screen` opened from `link`.
    @MainActor
    static func json(
        link: String, screen: (any Screen)?, instance: String?, isComplete: Bool, text: [String], timeStyle: TimeStyle
    ) -> String {
        let object: OutputValue = .object([
            OutputField("link", .string(link)),
            OutputField("title", .text(screen?.title)),
            OutputField("instance", .text(instance)),
            OutputField("complete", .bool(isComplete)),
            OutputField("data", data(of: screen)),
            OutputField("text", .strings(text)),
        ])
        return JSONText.render(object, timeStyle: timeStyle)
    }

    /// The records a screen shows, with the scripting commands' keys (docs/cli.md).
    @MainActor
    static func data(of screen: (any Screen)?) -> OutputValue {
        switch screen {
        case let library as MovieLibraryScreen: library.isLoaded ? records(library.items) : .null
        case let detail as MovieDetailScreen: detail.movie.map { .object($0.fields) } ?? .null
        case let library as SeriesLibraryScreen: library.isLoaded ? records(library.items) : .null
        case let detail as SeriesDetailScreen: detail.series.map { .object($0.fields) } ?? .null
        case let season as SeasonDetailScreen: season.isLoaded ? records(season.episodes) : .null
        case let episode as EpisodeDetailScreen: episode.episode.map { .object($0.fields) } ?? .null
        case let library as MediaLibraryScreen<LidarrService>: library.isLoaded ? records(library.items) : .null
        case let artist as ArtistDetailScreen: artist.artist.map { .object($0.fields) } ?? .null
        case let album as AlbumDetailScreen: album.header.isEmpty ? .null : records(album.rows)
        case let activity as ActivityScreen: activity.isLoaded ? activityRows(activity) : .null
        default: .null
        }
    }

    /// An activity screen (queue, history, calendar, wanted, system…): its summary and its rows
    /// as shown (day headings left out), with the library item and record they name.
    @MainActor
    private static func activityRows(_ screen: ActivityScreen) -> OutputValue {
        let rows = screen.rows.filter { !$0.isHeading }.map { row in
            OutputValue.object([
                OutputField("title", .string(row.title)), OutputField("detail", .string(row.detail)),
                OutputField("mediaId", row.mediaID.map { .int($0) } ?? .null),
                OutputField("recordId", row.recordID.map { .int($0) } ?? .null), OutputField("problem", .bool(row.isProblem)),
            ])
        }
        return .object([OutputField("summary", .string(screen.summary)), OutputField("rows", .array(rows))])
    }

    private static func records(_ records: [some OutputRecord]) -> OutputValue {
        .array(records.map { .object($0.fields) })
    }
}
