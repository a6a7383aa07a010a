import MarqueeHost
import MarqueeTerminal
import ServarrScreens
import SonarrAPI

/// Every series of the library (see ``MediaLibraryScreen``): the header counts the episodes
/// with a file; a row shows them and whether the series is monitored.
public typealias SeriesLibraryScreen = MediaLibraryScreen<SonarrService>

extension MediaLibraryScreen where Service == SonarrService {
    /// Every series loaded, unfiltered.
    public var series: [Series] { items }
    /// The highlighted series.
    public var selectedSeries: Series? { selectedItem }
}

extension SonarrService: ServarrLibraryService {
    public static let libraryTitle = "Series"
    public static let pluralNoun = "series"

    /// `42 series · 1234/1500 episodes · 3.2 TB`.
    public static func librarySummary(_ series: [Series]) -> String {
        let files = series.reduce(0) { $0 + $1.episodeFileCount }, episodes = series.reduce(0) { $0 + $1.episodeCount }
        return "\(series.count) series · \(files)/\(episodes) episodes · \(ByteCountText.text(for: series.reduce(0) { $0 + $1.sizeOnDisk }))"
    }

    public static func libraryRow(_ series: Series) -> (title: String, detail: String) {
        (series.title, "\(series.episodeFileCount)/\(series.episodeCount)  \(series.isMonitored ? "●" : "○")")
    }

    public static var libraryStatusTitle: String { "Episodes" }

    /// A series is downloaded when it has a file for every episode.
    public static func libraryFields(_ series: Series) -> LibraryQuery.Fields {
        LibraryQuery.Fields(
            id: series.id, title: series.title, sortTitle: series.sortTitle, year: series.year, added: series.added,
            size: series.sizeOnDisk, isMonitored: series.isMonitored,
            isDownloaded: series.episodeCount > 0 && series.episodeFileCount >= series.episodeCount)
    }

    public static func search(_ series: Series) -> SonarrCommand { .searchSeries(id: series.id) }
    public static func displayName(_ series: Series) -> String { series.title }
}
