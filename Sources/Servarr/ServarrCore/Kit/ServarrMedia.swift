/// An item of a service's library as the shared screens and commands see it: a movie, a
/// series (an artist, next). Lookup results are items too, with id 0 until added.
public protocol ServarrMedia: Sendable, Hashable, Identifiable where ID == Int {
    /// The type of ``externalID``: a number for TMDb and TVDB, a text for a MusicBrainz id.
    associatedtype ExternalID: Hashable & Sendable
    /// Library id; 0 for lookup results that are not in the library.
    var id: Int { get }
    var title: String { get }
    /// The title as lists sort it.
    var sortTitle: String { get }
    var year: Int { get }
    var isMonitored: Bool { get set }
    var qualityProfileID: Int { get set }
    /// Where the files are; nil for lookup results.
    var path: String? { get set }
    var tagIDs: [Int] { get set }
    var sizeOnDisk: Int64 { get }
    /// The id in the catalogue the service looks titles up in (TMDb, TVDB, MusicBrainz).
    var externalID: ExternalID { get }
    /// The server's object of a lookup result, sent back when it is added (nil for library
    /// items, whose edits read the server's current object).
    var original: ServerObject? { get }
}

extension ServarrMedia {
    /// Whether this item is already in the library.
    public var isInLibrary: Bool { id > 0 }

    /// The title with the year in parentheses, when known: "The Matrix (1999)".
    public var titleWithYear: String { title + (year > 0 ? " (\(year))" : "") }
}
