import MarqueeTerminal
import ServarrCore

/// What a library screen (movies, series) has loaded: the items, the report of the rows the
/// server sent that could not be read, and the index that filters and sorts them at typing
/// speed. Both library screens keep one, so they load, filter and say what is missing alike.
public struct LibraryContent<Item: Sendable>: Sendable {
    /// Every item loaded, in the server's order.
    public var items: [Item] { index.items }
    /// What could not be read of the last load.
    public private(set) var report = DecodeReport.clean
    private var index = LibraryIndex<Item>()
    private let fields: @Sendable (Item) -> LibraryQuery.Fields

    /// Empty content whose items are read for filtering and sorting with `fields`.
    public init(fields: @escaping @Sendable (Item) -> LibraryQuery.Fields) {
        self.fields = fields
    }

    /// Takes a load's items and report.
    public mutating func load(_ listing: Listing<Item>) {
        report = listing.report
        index = LibraryIndex(listing.elements, fields: fields)
    }

    /// This content with a load's items and report, indexed and ordered for `query` off the
    /// caller's actor: a refresh of a large library never holds up the keys a screen handles
    /// meanwhile.
    @concurrent public func loading(_ listing: Listing<Item>, for query: LibraryQuery) async -> LibraryContent {
        var content = self
        content.load(listing)
        _ = content.rows(for: query)
        return content
    }

    /// Takes `newer` (a load prepared by ``loading(_:for:)``) and lets go of the old items on a
    /// background thread: freeing a library of 20,000 items takes milliseconds the main actor
    /// must not spend. `rows`, the rows shown from the old items, is emptied likewise (the
    /// caller shows the new ones).
    public mutating func replace(with newer: LibraryContent, rows: inout LibraryRows<Item>) {
        let old = (self, rows)
        self = newer
        rows = LibraryRows()
        Task.detached(priority: .background) {
            // Hold the old items until the caller has surely let go of its references, so that
            // the last one, and the freeing, is here.
            try? await Task.sleep(for: .milliseconds(200))
            withExtendedLifetime(old) {}
        }
    }

    /// Replaces the items (one changed on the server), keeping the report.
    public mutating func replaceItems(_ items: [Item]) {
        index = LibraryIndex(items, fields: fields)
    }

    /// The items `query` shows, in its order.
    public mutating func rows(for query: LibraryQuery) -> LibraryRows<Item> { index.rows(for: query) }

    /// The quiet notice when rows could not be read: "2 of 350 rows could not be read ·
    /// details in the log"; nil when every row was read.
    public var notice: String? { report.notice }

    /// Draws the line under the header at `y`: the failure of the last load in the error
    /// style, else a rule carrying the notice of rows that could not be read.
    public func renderStatusLine(failure: String?, y: Int, in canvas: inout Canvas) {
        let theme = canvas.theme
        let width = canvas.size.width
        if let failure {
            canvas.write(failure, at: Point(x: 1, y: y), width: width - 1, style: theme.error)
            return
        }
        canvas.horizontalLine(y: y, style: theme.border)
        if let notice {
            let text = " \(notice) "
            canvas.write(text, at: Point(x: 1, y: y), width: max(0, min(text.displayWidth, width - 2)), style: theme.muted)
        }
    }
}
