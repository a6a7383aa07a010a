import ServarrScreens
import SonarrAPI

/// Which series the library shows and in what order (the shared ``LibraryQuery``).
public typealias SeriesLibraryQuery = LibraryQuery

extension LibraryQuery {
    /// The series shown, filtered and sorted; a series is downloaded when it has a file for
    /// every episode.
    public func apply(to series: [Series]) -> [Series] {
        apply(to: series, fields: Fields.init(series:))
    }
}

extension LibraryQuery.Fields {
    /// What the library's query reads of a series.
    public init(series item: Series) {
        self.init(id: item.id, title: item.title, sortTitle: item.sortTitle, year: item.year, added: item.added,
                  size: item.sizeOnDisk, isMonitored: item.isMonitored,
                  isDownloaded: item.episodeCount > 0 && item.episodeFileCount >= item.episodeCount)
    }
}
