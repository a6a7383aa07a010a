import MarqueeTerminal

/// One row of an activity screen (queue, history, calendar, wanted, system).
public struct ActivityRow: Hashable, Sendable {
    public var title: String
    /// The row's cells after its title, one per column (``RowColumns/details``).
    public var details: [String]
    /// What each detail cell sorts by, where its text would sort wrongly ("50%" by its value,
    /// "1h44m" by its seconds); a detail without one sorts by its text.
    public var sortValues: [SortValue]
    /// The movie (Radarr) or series (Sonarr) the row is about, if any (Enter opens it).
    public var mediaID: Int?
    /// The queue item, episode or other record the row shows, for the screen's actions.
    public var recordID: Int?
    /// The day the row falls on (calendar rows), for the week view.
    public var day: CalendarDay?
    /// Whether the row reports a problem (shown in the warning style).
    public var isProblem: Bool
    /// Whether the row heads a group (a calendar day) rather than showing an item.
    public var isHeading: Bool

    /// A row of one cell beside its title.
    public init(
        title: String, detail: String = "", mediaID: Int? = nil, recordID: Int? = nil, day: CalendarDay? = nil,
        isProblem: Bool = false, isHeading: Bool = false
    ) {
        self.init(title: title, details: [detail], mediaID: mediaID, recordID: recordID, day: day, isProblem: isProblem, isHeading: isHeading)
    }

    /// A row of several cells beside its title, each sorted by its `sortValues` entry when given.
    public init(
        title: String, details: [String], sortValues: [SortValue] = [], mediaID: Int? = nil, recordID: Int? = nil, day: CalendarDay? = nil,
        isProblem: Bool = false, isHeading: Bool = false
    ) {
        self.title = title
        self.details = details
        self.sortValues = sortValues
        self.mediaID = mediaID
        self.recordID = recordID
        self.day = day
        self.isProblem = isProblem
        self.isHeading = isHeading
    }

    /// The first cell after the title.
    public var detail: String {
        get { details.first ?? "" }
        set { details = [newValue] + details.dropFirst() }
    }
}
