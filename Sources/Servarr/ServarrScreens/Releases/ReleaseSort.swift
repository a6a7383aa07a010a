import Foundation
import MarqueeTerminal
import ServarrCore

/// How the interactive search table orders releases. Approved releases always come first;
/// within each group, the sort key's best value first (`reversed` flips that; text from A to Z).
/// The cases are in the order of the table's columns: every column sorts.
public enum ReleaseSort: String, CaseIterable, Hashable, Sendable {
    /// The quality, then its custom-format score.
    case quality
    /// The custom-format score under the title's quality profile.
    case score
    case size, age, seeders
    /// The indexer's name.
    case indexer
    /// The custom formats the release meets, as the table lists them.
    case formats
    /// The release's title.
    case release

    /// The column title.
    public var title: String { rawValue.capitalized }

    /// The next key (`o` cycles through them).
    public var next: ReleaseSort {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// `releases` ordered by this key: approved first, then best first (highest quality,
    /// highest score, largest, newest, most seeders), or worst first when `reversed`; equal
    /// releases keep their order. Each group goes through the tables' one sort by value
    /// (``MarqueeTerminal/SortValue/ordered(_:ascending:by:)``), with values that grow from best
    /// to worst; a quality's ties go by score, sorted first.
    public func sorted(_ releases: [Release], reversed: Bool = false) -> [Release] {
        let bestFirst = !reversed
        let order = { (group: [Release]) -> [Release] in
            guard self == .quality else { return SortValue.ordered(group, ascending: bestFirst, by: value(of:)) }
            let byScore = SortValue.ordered(group, ascending: bestFirst, by: ReleaseSort.score.value(of:))
            return SortValue.ordered(byScore, ascending: bestFirst) { .number(Double(Self.rank($0.quality))) }
        }
        return order(releases.filter(\.isApproved)) + order(releases.filter { !$0.isApproved })
    }

    /// What this key reads of `release`, smaller being better (text from A to Z, "x264"
    /// before "x265", "9" before "25").
    private func value(of release: Release) -> SortValue {
        switch self {
        case .quality: .number(Double(Self.rank(release.quality)))
        case .score: .number(-Double(release.customFormatScore))
        case .size: .number(-Double(release.size))
        case .age: .number(Double(release.ageInDays))
        case .seeders: .number(-Double(release.seeders ?? -1))
        case .indexer: .text(release.indexer)
        case .formats: .text(release.customFormats.joined(separator: ", "))
        case .release: .text(release.title)
        }
    }

    /// Better qualities rank lower: resolution first, then source (Remux, Bluray, WEB, HDTV,
    /// DVD, SDTV), from the quality's name as the servers report it.
    static func rank(_ quality: String) -> Int {
        let name = quality.lowercased()
        let resolutions = ["2160p", "1080p", "720p", "576p", "480p"]
        let sources = ["remux", "bluray", "web", "hdtv", "dvd", "sdtv"]
        let resolution = resolutions.firstIndex { name.contains($0) } ?? resolutions.count
        let source = sources.firstIndex { name.contains($0) } ?? sources.count
        return resolution * 10 + source
    }
}
