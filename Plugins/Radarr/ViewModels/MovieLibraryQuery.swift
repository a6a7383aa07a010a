import RadarrAPI
import ServarrScreens

/// Which movies the library shows and in what order (the shared ``LibraryQuery``).
public typealias MovieLibraryQuery = LibraryQuery

extension LibraryQuery {
    /// The movies shown, filtered and sorted.
    public func apply(to movies: [Movie]) -> [Movie] {
        apply(to: movies) { movie in
            Fields(id: movie.id, title: movie.title, originalTitle: movie.originalTitle, sortTitle: movie.sortTitle, year: movie.year,
                   added: movie.added, size: movie.sizeOnDisk, isMonitored: movie.isMonitored, isDownloaded: movie.hasFile)
        }
    }
}
