import MarqueeTerminal

/// A column of a library table between the title and the status: its header, what it sorts by
/// and what an item's cell says. A service's library shows the columns its records have
/// (``ServarrLibraryService/libraryColumns``); `o` cycles through the title and them, in order.
public struct LibraryColumn<Item> {
    /// The column's header, width and priority on a narrow terminal.
    public var header: TableColumn
    /// What the column sorts by (its value in ``LibraryQuery/Fields/value(of:)``).
    public var sort: LibraryQuery.Sort
    /// An item's cell.
    public var text: (Item) -> String

    /// A column titled by `header` that sorts by `sort` and shows `text` of an item.
    public init(_ header: TableColumn, sort: LibraryQuery.Sort, text: @escaping (Item) -> String) {
        self.header = header
        self.sort = sort
        self.text = text
    }

    /// The year (blank when unknown), read through `fields`; dropped second on a narrow terminal.
    public static func year(_ fields: @escaping (Item) -> LibraryQuery.Fields) -> LibraryColumn {
        LibraryColumn(TableColumn("Year", width: .fixed(6), alignment: .trailing, priority: 1), sort: .year) {
            let year = fields($0).year
            return year > 0 ? String(year) : ""
        }
    }

    /// The day the item was added (`2026-11-22`); dropped first on a narrow terminal.
    public static func added(_ fields: @escaping (Item) -> LibraryQuery.Fields) -> LibraryColumn {
        LibraryColumn(TableColumn("Added", width: .fixed(10), priority: 0), sort: .added) {
            fields($0).added.map { ActivityDates.text(for: $0) } ?? ""
        }
    }

    /// The size on disk (`4.2 GB`).
    public static func size(_ fields: @escaping (Item) -> LibraryQuery.Fields) -> LibraryColumn {
        LibraryColumn(TableColumn("Size", width: .fixed(8), alignment: .trailing, priority: 2), sort: .size) {
            ByteCountText.text(for: fields($0).size)
        }
    }
}
