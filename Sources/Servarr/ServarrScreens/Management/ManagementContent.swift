import MarqueeTerminal
import ServarrCore

/// One row of a management screen.
public struct ManagementRow: Hashable, Sendable {
    /// The record's id (an indexer's, a tag's); nil for rows that only inform (an unmapped
    /// folder under its root folder).
    public var id: Int?
    public var title: String
    /// The row's cells after its title, one for each of the content's ``RowColumns/details``.
    public var details: [String]
    /// What the details sort by, where their texts would sort wrongly (a free space by its
    /// bytes); a detail without one sorts by its text.
    public var sortValues: [SortValue]
    /// Shown as a warning (a disabled client, an inaccessible folder).
    public var isProblem: Bool
    /// More about the row, shown below the list while it is highlighted (why a release was
    /// blocklisted, an unmapped folder's path).
    public var footnote: String?
    /// The folder on the server the row stands for, for rows without an id (an unmapped
    /// folder, which `i` imports by hand).
    public var folder: String?

    public init(
        id: Int?, title: String, details: [String] = [], sortValues: [SortValue] = [], isProblem: Bool = false, footnote: String? = nil,
        folder: String? = nil
    ) {
        self.id = id
        self.title = title
        self.details = details
        self.sortValues = sortValues
        self.isProblem = isProblem
        self.footnote = footnote
        self.folder = folder
    }
}

/// What a management screen shows: a summary line, its rows, what could not be read, and
/// (paged lists) how to load the next page.
public struct ManagementContent: Sendable {
    public var summary: String
    public var rows: [ManagementRow]
    public var report: DecodeReport
    /// Loads the page after these rows; nil on the last page.
    public var next: (@Sendable () async throws -> ManagementContent)?
    /// The titles of the table's columns.
    public var columns: RowColumns
    /// The column the server sorted the rows by (the blocklist's), which the header marks; the
    /// screen then keeps the server's order rather than sorting the loaded rows itself.
    public var serverSort: ListSort?

    public init(
        summary: String, rows: [ManagementRow], report: DecodeReport = .clean,
        next: (@Sendable () async throws -> ManagementContent)? = nil, columns: RowColumns = .standard, serverSort: ListSort? = nil
    ) {
        self.summary = summary
        self.rows = rows
        self.report = report
        self.next = next
        self.columns = columns
        self.serverSort = serverSort
    }
}

/// A key a management screen answers besides the list keys and Ctrl-R.
public struct ManagementAction {
    /// The key, e.g. `x`.
    public var key: Character
    /// The key hint's text, e.g. "remove".
    public var title: String
    /// What the key does, given the screen (for its selection, marks and ``ManagementScreen/run(_:_:)``).
    public var perform: @MainActor (ManagementScreen) -> Void

    public init(key: Character, title: String, perform: @escaping @MainActor (ManagementScreen) -> Void) {
        self.key = key
        self.title = title
        self.perform = perform
    }

    /// An action on the highlighted row: `perform` gets its id; without a row the key does nothing.
    public static func onHighlightedRow(
        key: Character, title: String, perform: @escaping @MainActor (_ id: Int) -> Void
    ) -> ManagementAction {
        ManagementAction(key: key, title: title) { screen in
            if let id = screen.selectedRow?.id { perform(id) }
        }
    }
}
