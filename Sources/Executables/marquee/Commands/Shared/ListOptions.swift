import ArgumentParser
import Foundation

/// The options of `list` every service has: how many records, the calendar's days, and which
/// wanted list.
struct ListOptions<Group: ServiceCommandGroup>: ParsableArguments {
    @Option(
        help: "At most this many records (the rest is counted on standard error); default: every record, at most 1000 of queue, history and wanted."
    )
    var limit: Int?

    /// The most records a list the server pages (queue, history, wanted) fetches: `--limit`, else 1000.
    var pagedLimit: Int { limit ?? 1000 }

    @Option(help: "calendar: the first day, YYYY-MM-DD (default: today).")
    var start: CalendarDay?

    @Option(help: "calendar: how many days from the start.")
    var days = 7

    @Flag(help: "wanted: \(Group.wantedNoun) below their profile's cutoff instead of missing ones.")
    var cutoffUnmet = false

    func validate() throws {
        guard (1...maximumListLimit).contains(pagedLimit) else { throw ValidationError(ListArguments.refusal(of: "--limit", upTo: maximumListLimit)) }
        guard (1...366).contains(days) else { throw ValidationError(ListArguments.refusal(of: "--days", upTo: 366)) }
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
            let listing = try await service.cutoffUnmet(limit: pagedLimit)
            try writer.write(listing.records)
            listing.noteOmissions(of: "cutoff unmet")
        case "wanted":
            let listing = try await service.missing(limit: pagedLimit)
            try writer.write(listing.records)
            listing.noteOmissions(of: "wanted")
        default:
            guard let list = SharedList(rawValue: noun) else { return false }
            try await service.write(list, limit: pagedLimit, to: writer)
        }
        return true
    }
}

/// How `list`'s numeric options read what follows them.
enum ListArguments {
    /// The options of ``ListOptions`` that take a number.
    static let numericOptions: Set = ["--limit", "--days"]

    /// The process's arguments as the parser reads them (``joiningNegativeValues(_:)``).
    static var commandLine: [String] { joiningNegativeValues(Array(CommandLine.arguments.dropFirst())) }

    /// `arguments` with a negative number after a numeric option joined to it (`--limit=-1`):
    /// the option then reads it as its value and refuses it as it refuses 0, where the parser
    /// would otherwise take `-1` for an option and miss the option's value.
    static func joiningNegativeValues(_ arguments: [String]) -> [String] {
        var joined: [String] = []
        joined.reserveCapacity(arguments.count)
        for argument in arguments {
            if let option = joined.last, numericOptions.contains(option), argument.hasPrefix("-"), Int(argument) != nil {
                joined[joined.count - 1] = option + "=" + argument
            } else {
                joined.append(argument)
            }
        }
        return joined
    }

    /// The one message refusing a value of `option` outside 1…`maximum` (0, -1, too large).
    static func refusal(of option: String, upTo maximum: Int) -> String {
        "\(option) must be a whole number from 1 to \(maximum)"
    }
}
