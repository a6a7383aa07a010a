import ServarrScreens
import SonarrAPI

/// Which series the library shows and in what order (the shared ``LibraryQuery``).
public typealias SeriesLibraryQuery = LibraryQuery

extension LibraryQuery {
    /// The series shown, filtered and sorted (see ``SonarrService/libraryFields(_:)``).
    public func apply(to series: [Series]) -> [Series] { apply(to: series, fields: SonarrService.libraryFields) }
}
