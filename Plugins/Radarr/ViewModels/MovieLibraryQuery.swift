import Foundation
import RadarrAPI

/// Which movies the library shows and in what order: a text filter, a monitored filter, a
/// file filter and a sort. Pure, so the library screen and tests share it.
public struct MovieLibraryQuery: Hashable, Sendable {
    /// Which movies to show by monitored state.
    public enum MonitoredFilter: String, CaseIterable, Sendable {
        case all, monitored, unmonitored
    }

    /// Which movies to show by file state.
    public enum FileFilter: String, CaseIterable, Sendable {
        case all, downloaded, missing
    }

    /// The order of the rows.
    public enum Sort: String, CaseIterable, Sendable {
        case title, year, added, size
    }

    /// Case- and diacritic-insensitive text matched against the title and the original title.
    public var text = ""
    public var monitored = MonitoredFilter.all
    public var files = FileFilter.all
    public var sort = Sort.title
    public var ascending = true

    public init(text: String = "", monitored: MonitoredFilter = .all, files: FileFilter = .all,
                sort: Sort = .title, ascending: Bool = true) {
        self.text = text
        self.monitored = monitored
        self.files = files
        self.sort = sort
        self.ascending = ascending
    }

    /// The movies shown, filtered and sorted (ties broken by title, then id).
    public func apply(to movies: [Movie]) -> [Movie] {
        let needle = text.trimmingCharacters(in: .whitespaces)
        let shown = movies.filter { movie in
            switch monitored {
            case .all: break
            case .monitored: guard movie.isMonitored else { return false }
            case .unmonitored: guard !movie.isMonitored else { return false }
            }
            switch files {
            case .all: break
            case .downloaded: guard movie.hasFile else { return false }
            case .missing: guard !movie.hasFile else { return false }
            }
            guard !needle.isEmpty else { return true }
            let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
            return movie.title.range(of: needle, options: options) != nil
                || (movie.originalTitle?.range(of: needle, options: options) != nil)
        }
        return shown.sorted { a, b in
            let order: ComparisonResult
            switch sort {
            case .title: order = Self.compare(a.sortTitle.isEmpty ? a.title : a.sortTitle, b.sortTitle.isEmpty ? b.title : b.sortTitle)
            case .year: order = Self.compare(a.year, b.year)
            case .added: order = Self.compare(a.added ?? .distantPast, b.added ?? .distantPast)
            case .size: order = Self.compare(a.sizeOnDisk, b.sizeOnDisk)
            }
            if order != .orderedSame { return ascending ? order == .orderedAscending : order == .orderedDescending }
            let byTitle = a.title.localizedStandardCompare(b.title)
            return byTitle == .orderedSame ? a.id < b.id : byTitle == .orderedAscending
        }
    }

    private static func compare(_ a: String, _ b: String) -> ComparisonResult { a.localizedStandardCompare(b) }

    private static func compare<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
}
