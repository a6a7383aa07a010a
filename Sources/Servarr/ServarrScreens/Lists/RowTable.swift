import MarqueeTerminal

/// The titles of a list screen's two columns: what the row is and what the server says of it
/// ("Download" and "Progress" in the queue).
public struct RowColumns: Hashable, Sendable {
    /// The first column's title: the row's title.
    public var title: String
    /// The second column's title: the row's detail.
    public var detail: String

    /// Columns titled `title` and `detail`.
    public init(title: String, detail: String) {
        self.title = title
        self.detail = detail
    }

    /// "Title" and "Details", for lists that name them no better.
    public static let standard = RowColumns(title: "Title", detail: "Details")
}

/// The table of the list screens that hold their loaded rows (activity, management), drawn with
/// ``TableView``: a header of the column titles with the sorted one marked (▲ ascending, ▼
/// descending), the detail column as wide as its widest loaded cell and the title column taking
/// the rest; on a narrow terminal the detail column goes first.
public enum RowTable {
    /// The columns `o` cycles through: the title and the detail.
    public static let sortableColumnCount = 2

    /// The columns titled as `titles` says, the detail `detailWidth` cells wide.
    public static func columns(_ titles: RowColumns, detailWidth: Int) -> [TableColumn] {
        [
            TableColumn(titles.title, width: .flex(1, minimum: 12), priority: 1),
            TableColumn(titles.detail, width: .fixed(max(detailWidth, titles.detail.displayWidth + 2))),
        ]
    }

    /// The widest detail of `rows`.
    public static func detailWidth(of rows: some Sequence<some FilterableRow>) -> Int {
        rows.reduce(0) { max($0, $1.detail.displayWidth) }
    }

    /// The widths the columns get in a table `width` cells wide (0: dropped).
    public static func widths(_ titles: RowColumns, detailWidth: Int, width: Int) -> [Int] {
        TableColumn.fitted(columns(titles, detailWidth: detailWidth), natural: [], totalWidth: width - 2, spacing: spacing)
    }

    /// Cells between the columns.
    static let spacing = 2

    /// Draws `list`'s rows in `canvas`: row `index`'s cells are `title(index)` and
    /// `detail(index)`, in `style(index)` (nil: the theme's normal style).
    public static func render(
        in canvas: inout Canvas, list: ListState, titles: RowColumns, detailWidth: Int, emptyMessage: String,
        title: @escaping (Int) -> String, detail: @escaping (Int) -> String, style: @escaping (Int) -> Style?
    ) {
        TableView(
            columns: columns(titles, detailWidth: detailWidth), state: list, emptyMessage: emptyMessage, spacing: spacing,
            natural: [], rowStyle: style
        ) { row, column in column == 0 ? title(row) : detail(row) }
        .render(in: &canvas)
    }
}
