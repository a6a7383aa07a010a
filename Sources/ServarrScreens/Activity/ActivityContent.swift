/// What an activity screen shows: a summary line and its rows.
public struct ActivityContent: Hashable, Sendable {
    /// The line above the rows ("3 in the queue", "Healthy").
    public var summary: String
    public var rows: [ActivityRow]

    public init(summary: String, rows: [ActivityRow]) {
        self.summary = summary
        self.rows = rows
    }
}
