import MarqueeHost
import MarqueeTerminal
import RadarrAPI
import ServarrScreens

/// All movies of the library (see ``MediaLibraryScreen``): the header counts the movies
/// missing a file; a row shows the year, the size on disk, monitored and downloaded.
public typealias MovieLibraryScreen = MediaLibraryScreen<RadarrService>

extension MediaLibraryScreen where Service == RadarrService {
    /// Every movie loaded, unfiltered.
    public var movies: [Movie] { items }
    /// The highlighted movie.
    public var selectedMovie: Movie? { selectedItem }
    /// The stats header's numbers, over the whole library.
    public var statistics: LibraryStatistics { LibraryStatistics(movies: movies) }
}

extension RadarrService: ServarrLibraryService {
    public static let libraryTitle = "Movies"
    public static let pluralNoun = "movies"
    public static func librarySummary(_ movies: [Movie]) -> String { LibraryStatistics(movies: movies).summary }

    public static func libraryRow(_ movie: Movie) -> (title: String, detail: String) {
        (movie.title, (movie.isMonitored ? "●" : "○") + " " + (movie.hasFile ? "✓" : "·"))
    }

    public static var libraryLegend: String { "● monitored  ○ unmonitored  ✓ downloaded  · missing" }

    public static func libraryFields(_ movie: Movie) -> LibraryQuery.Fields {
        LibraryQuery.Fields(
            id: movie.id, title: movie.title, originalTitle: movie.originalTitle, sortTitle: movie.sortTitle, year: movie.year,
            added: movie.added, size: movie.sizeOnDisk, isMonitored: movie.isMonitored, isDownloaded: movie.hasFile)
    }

    public static func search(_ movie: Movie) -> RadarrCommand { .searchMovies(ids: [movie.id]) }
}

extension CaseIterable where Self: Equatable, AllCases: BidirectionalCollection, AllCases.Index == Int {
    /// The next case, wrapping around.
    var next: Self {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }
}

extension String {
    /// Pads with spaces on the left to `width` display columns (for right-aligned columns).
    func padded(toWidth width: Int) -> String {
        let gap = width - displayWidth
        return gap > 0 ? String(repeating: " ", count: gap) + self : self
    }
}
