import RadarrAPI
import ServarrScreens

/// Which movies the library shows and in what order (the shared ``LibraryQuery``).
public typealias MovieLibraryQuery = LibraryQuery

extension LibraryQuery {
    /// The movies shown, filtered and sorted.
    public func apply(to movies: [Movie]) -> [Movie] {
        apply(to: movies, fields: Fields.init(movie:))
    }
}

extension LibraryQuery.Fields {
    /// What the library's query reads of a movie.
    public init(movie: Movie) {
        self.init(id: movie.id, title: movie.title, originalTitle: movie.originalTitle, sortTitle: movie.sortTitle, year: movie.year,
                  added: movie.added, size: movie.sizeOnDisk, isMonitored: movie.isMonitored, isDownloaded: movie.hasFile)
    }
}
