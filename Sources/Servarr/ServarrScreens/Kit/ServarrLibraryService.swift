import ServarrCore

/// What the shared library screen (``MediaLibraryScreen``) needs to know about a service
/// beyond ``ServarrService``: its header, its rows, and how its items are filtered and searched.
public protocol ServarrLibraryService: ServarrService {
    /// The library screen's title: "Movies", "Series".
    static var libraryTitle: String { get }
    /// What many library items are called: "movies", "series".
    static var pluralNoun: String { get }
    /// The header's numbers over the whole library: "230 movies · 41 missing · 1.2 TB".
    static func librarySummary(_ items: [Repository.Media]) -> String
    /// A row of the table: its title and its status column (the service's own numbers and
    /// marks; the values of ``libraryColumns`` have their own columns).
    static func libraryRow(_ item: Repository.Media) -> (title: String, detail: String)
    /// The status column's title ("Status", "Episodes").
    static var libraryStatusTitle: String { get }
    /// What the status marks mean, shown above the table: "● monitored  ○ unmonitored".
    static var libraryLegend: String { get }
    /// The columns between the title and the status, in the order `o` sorts by them: the
    /// values the service's records have (year, date added, size by default).
    static var libraryColumns: [LibraryColumn<Repository.Media>] { get }
    /// What the filters and sorts read of an item.
    static func libraryFields(_ item: Repository.Media) -> LibraryQuery.Fields
    /// The automatic search of one item (`s`).
    static func search(_ item: Repository.Media) -> Repository.Command
    /// How toasts name an item: "Dune (2021)".
    static func displayName(_ item: Repository.Media) -> String
}

extension ServarrLibraryService {
    public static func displayName(_ item: Repository.Media) -> String { item.titleWithYear }
    public static var libraryStatusTitle: String { "Status" }
    public static var libraryLegend: String { "● monitored  ○ unmonitored" }
    public static var libraryColumns: [LibraryColumn<Repository.Media>] {
        [.year(libraryFields), .added(libraryFields), .size(libraryFields)]
    }
}
