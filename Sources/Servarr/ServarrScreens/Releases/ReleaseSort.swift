import Foundation
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
    /// highest score, largest, newest, most seeders), or worst first when `reversed`.
    public func sorted(_ releases: [Release], reversed: Bool = false) -> [Release] {
        releases.enumerated().sorted { lhs, rhs in
            if lhs.element.isApproved != rhs.element.isApproved { return lhs.element.isApproved }
            let order = compare(lhs.element, rhs.element)
            if order != 0 { return reversed ? order > 0 : order < 0 }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Negative when `lhs` is better than `rhs`, positive when worse, 0 when equal.
    private func compare(_ lhs: Release, _ rhs: Release) -> Int {
        switch self {
        case .quality:
            Self.rank(lhs.quality) != Self.rank(rhs.quality)
                ? Self.rank(lhs.quality).compared(to: Self.rank(rhs.quality)) : rhs.customFormatScore.compared(to: lhs.customFormatScore)
        case .score: rhs.customFormatScore.compared(to: lhs.customFormatScore)
        case .size: rhs.size.compared(to: lhs.size)
        case .age: lhs.ageInDays.compared(to: rhs.ageInDays)
        case .seeders: (rhs.seeders ?? -1).compared(to: lhs.seeders ?? -1)
        case .indexer: Self.compare(lhs.indexer, rhs.indexer)
        case .formats: Self.compare(lhs.customFormats.joined(separator: ", "), rhs.customFormats.joined(separator: ", "))
        case .release: Self.compare(lhs.title, rhs.title)
        }
    }

    /// Text from A to Z, as people read it ("x264" before "x265", "9" before "25").
    private static func compare(_ lhs: String, _ rhs: String) -> Int {
        switch lhs.localizedStandardCompare(rhs) {
        case .orderedAscending: -1
        case .orderedSame: 0
        case .orderedDescending: 1
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

extension Comparable {
    fileprivate func compared(to other: Self) -> Int { self < other ? -1 : (self == other ? 0 : 1) }
}
