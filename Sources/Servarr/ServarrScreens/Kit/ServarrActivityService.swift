import Foundation
import ServarrCore

/// What the shared activity screens (queue, history, calendar, wanted, cutoff unmet,
/// system) need to know about a service beyond ``ServarrService``: how its calendar and
/// wanted items read, and how "search all" searches them.
public protocol ServarrActivityService: ServarrService
where Repository.WantedItem: Identifiable, Repository.WantedItem.ID == Int {
    /// The calendar day and the row of an upcoming item (nil date: not in `window`).
    static func calendarEntry(_ item: Repository.WantedItem, in window: Range<Date>) -> (date: Date?, row: ActivityRow)
    /// The calendar's summary for `count` items: "3 releases in the next four weeks".
    static func calendarSummary(count: Int) -> String
    /// The row of a wanted (missing or cutoff unmet) item.
    static func wantedRow(_ item: Repository.WantedItem) -> ActivityRow
    /// What a cutoff-unmet item has and aims at: the quality of its file ("HDTV-720p"; nil when
    /// the server does not say) and the id of the quality profile whose cutoff it is below.
    static func cutoffQualities(of item: Repository.WantedItem) -> (current: String?, profileID: Int?)
    /// How `S` on wanted (`kind` `.wanted`) or cutoff unmet (`.cutoffUnmet`) searches.
    static func searchAll(_ kind: ActivityKind) -> WantedSearch<Repository.Command>
    /// The command `s` runs for the marked (or highlighted) rows of wanted or cutoff unmet, by
    /// their ``ActivityRow/recordID``s, and what one of them is called ("movie", "episode").
    static func searchWanted(ids: [Int]) -> (command: Repository.Command, noun: String)
}

/// How "search all" searches a wanted list.
public enum WantedSearch<Command: Sendable>: Sendable {
    /// Runs one command without listing the items first; `subject` is what it searches for
    /// ("every missing episode").
    case everything(Command, subject: String)
    /// Lists every item, then runs the command `command` makes of their ids and says how many
    /// `noun`s (singular) it searches for.
    case listed(@Sendable ([Int]) -> Command, noun: String)
}
