import MarqueeJSON

/// A command a service can run (search, refresh, RSS sync): its name and the fields of its
/// request body (`movieIds`, `seriesId`…).
public protocol ServarrCommand: Sendable, Hashable {
    /// The server's name for the command ("MoviesSearch").
    var name: String { get }
    /// The body's other fields: numbers or lists of numbers.
    var fields: [String: CommandField] { get }
    /// Fetch the indexers' RSS feeds.
    static var rssSync: Self { get }
    /// The automatic search of library items `ids`: one command for all of them where the
    /// server's command takes several ids (Radarr's `MoviesSearch`), one per item where it
    /// takes one (Sonarr's `SeriesSearch`, Lidarr's `ArtistSearch`).
    static func searches(ofLibraryItems ids: [Int]) -> [Self]
    /// The refresh (metadata and a rescan of the files) of library items `ids`, sent as
    /// ``searches(ofLibraryItems:)`` is; none for no ids (an empty list would refresh every item).
    static func refreshes(ofLibraryItems ids: [Int]) -> [Self]
}

/// The value of one field of a command's body.
public enum CommandField: Sendable, Hashable {
    /// One number (`seriesId`).
    case number(Int)
    /// A list of numbers (`movieIds`).
    case numbers([Int])

    var jsonValue: JSONValue {
        switch self {
        case .number(let value): value.jsonValue
        case .numbers(let values): values.jsonValue
        }
    }
}
