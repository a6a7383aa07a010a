import ServarrCore

/// What an activity screen shows: a summary line and its rows, the rows that could not be read,
/// and for paged lists how to load the rows after these.
public struct ActivityContent: Hashable, Sendable {
    /// The screen's title once loaded ("Dune Collection", for the breadcrumb), or nil to keep
    /// the one it was made with.
    public var title: String?
    /// The line above the rows ("350 in the queue", "Healthy").
    public var summary: String
    public var rows: [ActivityRow]
    /// What could not be read of the rows loaded so far (shown as a quiet notice).
    public var report: DecodeReport
    /// Loads the next page of rows; nil when every row is loaded.
    public var next: ActivityNextPage?
    /// The titles of the table's columns.
    public var columns: RowColumns

    public init(
        title: String? = nil, summary: String, rows: [ActivityRow], report: DecodeReport = .clean, next: ActivityNextPage? = nil,
        columns: RowColumns = .standard
    ) {
        self.title = title
        self.summary = summary
        self.rows = rows
        self.report = report
        self.next = next
        self.columns = columns
    }
}

/// How an activity screen loads the page after the rows it has: page `number` of the list.
public struct ActivityNextPage: Hashable, Sendable {
    /// The page this loads (1-based).
    public let number: Int
    private let load: @Sendable () async throws -> ActivityContent

    public init(number: Int, load: @escaping @Sendable () async throws -> ActivityContent) {
        self.number = number
        self.load = load
    }

    /// Loads the page: its rows, summary (the server's current total) and the page after it.
    public func callAsFunction() async throws -> ActivityContent { try await load() }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.number == rhs.number }
    public func hash(into hasher: inout Hasher) { hasher.combine(number) }
}
