/// The records a screen shows, for scripts: `marquee open <link> --format json` prints them
/// under `data`, as the scripting commands print the same records (docs/cli.md).
public enum ShownRecords: Sendable {
    /// Nothing to print: the screen has no records, or has not loaded them.
    case none
    /// One record (a media item, a part of one…).
    case one(any Sendable)
    /// A list of records, in the screen's order.
    case list([any Sendable])
    /// An activity list: its summary and its rows as shown, day headings left out.
    case activity(summary: String, rows: [ActivityRow])
}

/// A screen whose records scripts can read (`marquee open <link> --format json`). The screen
/// says which records it shows, where it is declared; the command line says how a record
/// prints. A screen that does not adopt it prints `null`.
@MainActor
public protocol RecordShowing {
    /// The records shown now; ``ShownRecords/none`` until they are loaded.
    var shownRecords: ShownRecords { get }
}

extension MediaLibraryScreen: RecordShowing {
    /// The library's items, once loaded.
    public var shownRecords: ShownRecords { isLoaded ? .list(items) : .none }
}

extension ActivityScreen: RecordShowing {
    /// The summary and the rows, once loaded.
    public var shownRecords: ShownRecords {
        isLoaded ? .activity(summary: summary, rows: rows.filter { !$0.isHeading }) : .none
    }
}
