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
