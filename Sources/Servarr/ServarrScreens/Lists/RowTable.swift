import MarqueeTerminal

/// The titles of a list screen's columns: what the row is, then one column for each value the
/// server gives of it ("Indexer", then "Protocol", "Priority", "Searches").
public struct RowColumns: Hashable, Sendable {
    /// The first column's title: the row's title.
    public var title: String
    /// The titles of the columns after it, one for each of a row's ``FilterableRow/details``.
    public var details: [String]

    /// Columns titled `title`, then `details`.
    public init(title: String, details: [String]) {
        self.title = title
        self.details = details
    }

    /// Columns titled `title` and `detail`, for rows with one value beside their title.
    public init(title: String, detail: String) {
        self.init(title: title, details: [detail])
    }

    /// "Title" and "Details", for lists that name them no better.
    public static let standard = RowColumns(title: "Title", detail: "Details")

    /// How many columns there are: the title's and the details'.
    public var count: Int { 1 + details.count }
}

/// The table of the list screens that hold their loaded rows (activity, management), drawn with
/// ``TableView``: a header of the column titles with the sorted one marked (▲ ascending, ▼
/// descending), each column as wide as its widest loaded cell, the slack to the widest; short of
/// room the detail columns are cut ("…") before the title, the rightmost first, and on a narrow
/// terminal dropped, the rightmost first (``TableColumn/fitted(_:natural:totalWidth:spacing:)``).
public enum RowTable {
    /// The columns titled as `titles` says.
    public static func columns(_ titles: RowColumns) -> [TableColumn] {
        [TableColumn(titles.title, width: .flex(1, minimum: 12), priority: 1)]
            + titles.details.map { TableColumn($0, width: .flex(1, minimum: detailMinimum)) }
    }

    /// The fewest cells a detail column keeps before it is dropped.
    static let detailMinimum = 8

    /// The widest cell of each of the `titles` columns over `rows`.
    public static func naturalWidths(of rows: some Sequence<some FilterableRow>, _ titles: RowColumns) -> [Int] {
        rows.reduce(into: Array(repeating: 0, count: titles.count)) { widths, row in
            widths[0] = max(widths[0], row.title.displayWidth)
            for (index, detail) in row.details.prefix(titles.details.count).enumerated() {
                widths[index + 1] = max(widths[index + 1], detail.displayWidth)
            }
        }
    }

    /// The wider of `widths` and `other`, column by column (the rows of a page added to the loaded ones).
    public static func widest(_ widths: [Int], _ other: [Int]) -> [Int] {
        widths.count == other.count ? zip(widths, other).map { max($0, $1) } : other
    }

    /// The widths the columns get in a table `width` cells wide (0: dropped).
    public static func widths(_ titles: RowColumns, natural: [Int], width: Int) -> [Int] {
        TableColumn.fitted(columns(titles), natural: natural, totalWidth: width - 2, spacing: spacing)
    }

    /// Cells between the columns.
    static let spacing = 2

    /// Draws `list`'s rows in `canvas`: row `index`'s cells are `title(index)` then its
    /// `details(index)`, in `style(index)` (nil: the theme's normal style).
    public static func render(
        in canvas: inout Canvas, list: ListState, titles: RowColumns, natural: [Int], emptyMessage: String,
        title: @escaping (Int) -> String, details: @escaping (Int) -> [String], style: @escaping (Int) -> Style?
    ) {
        TableView(
            columns: columns(titles), state: list, emptyMessage: emptyMessage, spacing: spacing, natural: natural, rowStyle: style
        ) { row, column in
            guard column > 0 else { return title(row) }
            let details = details(row)
            return details.indices.contains(column - 1) ? details[column - 1] : ""
        }
        .render(in: &canvas)
    }
}
