import MarqueeTerminal

/// One row of an activity screen (queue, history, calendar, wanted, system).
public struct ActivityRow: Hashable, Sendable {
    public var title: String
    public var detail: String
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

    public init(
        title: String, detail: String = "", mediaID: Int? = nil, recordID: Int? = nil, day: CalendarDay? = nil,
        isProblem: Bool = false, isHeading: Bool = false
    ) {
        self.title = title
        self.detail = detail
        self.mediaID = mediaID
        self.recordID = recordID
        self.day = day
        self.isProblem = isProblem
        self.isHeading = isHeading
    }
}
