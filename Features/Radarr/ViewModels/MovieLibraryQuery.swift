import RadarrAPI
import ServarrScreens

/// Which movies the library shows and in what order (the shared ``LibraryQuery``).
public typealias MovieLibraryQuery = LibraryQuery

extension LibraryQuery {
    /// The movies shown, filtered and sorted.
    public func apply(to movies: [Movie]) -> [Movie] { apply(to: movies, fields: RadarrService.libraryFields) }
}
