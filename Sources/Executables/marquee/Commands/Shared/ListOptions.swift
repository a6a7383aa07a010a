import ArgumentParser
import Foundation

/// The options of `list` every service has: how many records, the calendar's days, and which
/// wanted list.
struct ListOptions<Group: ServiceCommandGroup>: ParsableArguments {
    @Option(help: "queue, history, wanted: at most this many records (the rest is counted on standard error).")
    var limit = 1000

    @Option(help: "calendar: the first day, YYYY-MM-DD (default: today).")
    var start: CalendarDay?

    @Option(help: "calendar: how many days from the start.")
    var days = 7

    @Flag(help: "wanted: \(Group.wantedNoun) below their profile's cutoff instead of missing ones.")
    var cutoffUnmet = false

    func validate() throws {
        guard (1...maximumListLimit).contains(limit) else { throw ValidationError("--limit must be 1…\(maximumListLimit)") }
        guard (1...366).contains(days) else { throw ValidationError("--days must be 1…366") }
    }

    /// Prints the calendar, wanted or one of the lists every service has (``SharedList``) when
    /// `noun` names one; says whether it did.
    func writeCommonList(_ noun: String, of service: ServiceClient<Group>, to writer: OutputWriter) async throws -> Bool
    where Group.Repository.WantedItem: OutputRecord {
        switch noun {
        case "calendar":
            let range = (start ?? CalendarDay.today).range(days: days)
            try writer.write(try await service.calendar(from: range.lowerBound, to: range.upperBound))
        case "wanted" where cutoffUnmet:
            let listing = try await service.cutoffUnmet(limit: limit)
            try writer.write(listing.records)
            listing.noteOmissions(of: "cutoff unmet")
        case "wanted":
            let listing = try await service.missing(limit: limit)
            try writer.write(listing.records)
            listing.noteOmissions(of: "wanted")
        default:
            guard let list = SharedList(rawValue: noun) else { return false }
            try await service.write(list, limit: limit, to: writer)
        }
        return true
    }
}
