import ServarrCore

/// The largest `--limit` a list takes.
let maximumListLimit = 100_000

/// Some of a paged list's records, how many the server holds, and what could not be read.
struct RecordPages<Item: Sendable & Hashable>: Sendable {
    var records: [Item]
    var totalRecords: Int
    /// The rows of the pages read that were skipped or degraded.
    var report: DecodeReport
    /// The most records asked for (`--limit`).
    var limit: Int

    /// Fetches pages until `limit` records or the last page (as the server's count and page
    /// size tell): at most `limit / pageSize + 1` requests, however many records the server
    /// claims.
    static func collect(limit: Int, fetch: (_ page: Int, _ pageSize: Int) async throws -> Page<Item>) async throws -> RecordPages {
        let pageSize = min(max(limit, 1), 250)
        var result = RecordPages(records: [], totalRecords: 0, report: .clean, limit: limit)
        var number = 1
        while result.records.count < limit {
            let page = try await fetch(number, pageSize)
            result.totalRecords = page.totalRecords
            result.records += page.records.prefix(limit - result.records.count)
            result.report.merge(page.report)
            if !page.hasMorePages || page.records.isEmpty { break }
            number += 1
        }
        result.totalRecords = max(result.totalRecords, result.records.count)
        return result
    }

    /// Says on standard error when the list was cut at `--limit` or rows could not be read (a
    /// script sees that records are missing).
    func noteOmissions(of list: String) {
        if let note = omissionNote { printError(note) }
        DecodeNotice.print(report, for: list)
    }

    /// "showing 250 of 900; use --limit to see more", when records are missing.
    var omissionNote: String? { OmissionNote.text(shown: records.count, total: totalRecords, limit: limit) }
}

/// What standard error says when a list printed only some of its records.
enum OmissionNote {
    /// "showing 250 of 900; use --limit to see more", when `shown` < `total`. `--limit` is
    /// advised only when a larger one would show more: not when the server stopped sending
    /// rows (fewer than `limit` shown), nor at the largest limit.
    static func text(shown: Int, total: Int, limit: Int) -> String? {
        guard shown < total else { return nil }
        let reason =
            if shown < limit {
                "the server sent no more"
            } else if limit < maximumListLimit {
                "use --limit to see more"
            } else {
                "\(maximumListLimit) is the largest --limit"
            }
        return "marquee: showing \(shown) of \(total); \(reason)"
    }
}

/// Rows a list could not read, said on standard error (the records printed are the rest).
enum DecodeNotice {
    /// Prints `report`'s skipped rows and degraded fields, if any.
    static func print(_ report: DecodeReport, for list: String) {
        guard !report.isClean else { return }
        printError("marquee: " + report.logLines(for: list).joined(separator: "\n"))
    }

    /// The elements of `listing`, after saying what could not be read.
    static func elements<Element>(of listing: Listing<Element>, for list: String) -> [Element] {
        print(listing.report, for: list)
        return listing.elements
    }
}

/// The lists every service has, by the noun `list` takes.
enum SharedList: String, Sendable {
    case queue, history, health, tags
    case diskSpace = "disk-space", qualityProfiles = "quality-profiles", rootFolders = "root-folders"
    case customFormats = "custom-formats", delayProfiles = "delay-profiles", releaseProfiles = "release-profiles", naming
}
