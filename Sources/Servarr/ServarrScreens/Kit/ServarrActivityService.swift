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
    /// What each item of one page of cutoff unmet has and aims at, by the item's id. Called
    /// once per page: a service whose items carry their file's quality answers from them without
    /// a request; one whose items do not asks the server once for the whole page.
    static func cutoffQualities(of page: [Repository.WantedItem], from repository: Repository) async throws -> [Int: CutoffQualities]
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

/// What a cutoff-unmet item has and aims at: the quality of its file ("HDTV-720p"; nil when the
/// server does not say) and the id of the quality profile whose cutoff it is below.
public struct CutoffQualities: Sendable, Hashable {
    /// The quality the item's file has ("HDTV-720p"); nil when the server does not say.
    public var current: String?
    /// The id of the quality profile whose cutoff the item is below.
    public var profileID: Int?

    public init(current: String?, profileID: Int?) {
        self.current = current
        self.profileID = profileID
    }

    /// The name of each quality profile's cutoff, by the profile's id (profiles without one are
    /// left out): what ``cutoff(in:)`` reads.
    public static func cutoffNames(of profiles: [QualityProfile]) -> [Int: String] {
        Dictionary(profiles.compactMap { profile in profile.cutoffName.map { (profile.id, $0) } }) { first, _ in first }
    }

    /// The name of the cutoff the item aims at, from ``cutoffNames(of:)``; nil when the server
    /// does not say.
    public func cutoff(in names: [Int: String]) -> String? { profileID.flatMap { names[$0] } }

    /// The qualities of every item of `page`, read from the item itself by `qualities`.
    public static func byID<Item: Identifiable>(
        _ page: [Item], _ qualities: (Item) -> CutoffQualities
    ) -> [Int: CutoffQualities] where Item.ID == Int {
        Dictionary(page.map { ($0.id, qualities($0)) }) { first, _ in first }
    }
}
