/// What decoding one response left out or read loosely: rows skipped (they lacked what
/// identifies them) and fields degraded (a wrong type or an unreadable value), each with its
/// field path, the JSON type found and the server's version.
///
/// Lists carry a report so that screens can say, quietly, that rows are missing
/// ("2 of 350 rows could not be read · details in the log"); the repositories log the details.
public struct DecodeReport: Sendable, Hashable {
    /// One field that could not be read as its model expects.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// Where the value is, from the body's root: `records[3].sizeOnDisk`.
        public var path: String
        /// The JSON type that was there ("a string", "null", "missing").
        public var found: String
        /// What the model expected ("an integer").
        public var expected: String

        public init(path: String, found: String, expected: String) {
            self.path = path
            self.found = found
            self.expected = expected
        }

        public var description: String { "\(path): expected \(expected), found \(found)" }
    }

    /// The rows the body held (read or not).
    public var rowCount: Int
    /// How many rows were skipped.
    public var skippedCount: Int
    /// How many fields were degraded (read as unknown, or from another type).
    public var degradedCount: Int
    /// The first skipped rows' problems (at most ``detailLimit``).
    public var skipped: [Problem]
    /// The first degraded fields (at most ``detailLimit``).
    public var degraded: [Problem]
    /// The server's version, when the connection knows it.
    public var serverVersion: String?

    /// How many problems of each kind a report keeps in detail (the counts are exact).
    public static let detailLimit = 20

    public init(
        rowCount: Int = 0, skippedCount: Int = 0, degradedCount: Int = 0, skipped: [Problem] = [],
        degraded: [Problem] = [], serverVersion: String? = nil
    ) {
        self.rowCount = rowCount
        self.skippedCount = skippedCount
        self.degradedCount = degradedCount
        self.skipped = skipped
        self.degraded = degraded
        self.serverVersion = serverVersion
    }

    /// A report of a body that was read completely.
    public static let clean = DecodeReport()

    /// Whether every row and field was read as expected.
    public var isClean: Bool { skippedCount == 0 && degradedCount == 0 }

    /// The quiet notice a list shows when rows were skipped, or nil:
    /// "2 of 350 rows could not be read · details in the log".
    public var notice: String? {
        guard skippedCount > 0 else { return nil }
        return "\(skippedCount) of \(rowCount) row\(rowCount == 1 ? "" : "s") could not be read · details in the log"
    }

    /// Adds `other` (another page of the same list).
    public mutating func merge(_ other: DecodeReport) {
        rowCount += other.rowCount
        skippedCount += other.skippedCount
        degradedCount += other.degradedCount
        skipped += other.skipped.prefix(max(0, Self.detailLimit - skipped.count))
        degraded += other.degraded.prefix(max(0, Self.detailLimit - degraded.count))
        serverVersion = serverVersion ?? other.serverVersion
    }

    /// The report as log lines: a summary, then each problem kept.
    public func logLines(for url: String) -> [String] {
        let version = serverVersion.map { "server version \($0)" } ?? "server version unknown"
        var lines = ["\(url): \(skippedCount) of \(rowCount) rows skipped, \(degradedCount) fields degraded (\(version))"]
        lines += skipped.map { "  skipped row, \($0)" }
        lines += degraded.map { "  degraded field, \($0)" }
        return lines
    }
}
