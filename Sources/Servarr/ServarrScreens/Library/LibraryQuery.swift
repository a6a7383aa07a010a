import Foundation
import MarqueeTerminal

/// Which items a library (movies, series) shows and in what order: a text filter, a
/// monitored filter, a file filter and a sort. Pure, so the library screens and tests share
/// it. Keys (``handle(_:)``): `f` cycles downloaded/missing, `u` monitored/unmonitored, `o`
/// the sort, `r` reverses it.
public struct LibraryQuery: Hashable, Sendable {
    /// Which items to show by monitored state.
    public enum MonitoredFilter: String, CaseIterable, Sendable {
        case all, monitored, unmonitored
    }

    /// Which items to show by file state (a series is downloaded when every episode is).
    public enum FileFilter: String, CaseIterable, Sendable {
        case all, downloaded, missing
    }

    /// The order of the rows.
    public enum Sort: String, CaseIterable, Sendable {
        case title, year, added, size
    }

    /// What the query reads of an item.
    public struct Fields: Sendable {
        public var id: Int
        public var title: String
        public var originalTitle: String?
        /// The title to sort by ("" to sort by the title).
        public var sortTitle: String
        public var year: Int
        public var added: Date?
        public var size: Int64
        public var isMonitored: Bool
        /// Whether every file is there (a movie's file, a series' episodes).
        public var isDownloaded: Bool

        public init(
            id: Int, title: String, originalTitle: String? = nil, sortTitle: String, year: Int, added: Date?, size: Int64,
            isMonitored: Bool, isDownloaded: Bool
        ) {
            self.id = id
            self.title = title
            self.originalTitle = originalTitle
            self.sortTitle = sortTitle
            self.year = year
            self.added = added
            self.size = size
            self.isMonitored = isMonitored
            self.isDownloaded = isDownloaded
        }
    }

    /// Case- and diacritic-insensitive text matched against the title and the original title.
    public var text = ""
    public var monitored = MonitoredFilter.all
    public var files = FileFilter.all
    public var sort = Sort.title
    public var ascending = true

    public init(
        text: String = "", monitored: MonitoredFilter = .all, files: FileFilter = .all,
        sort: Sort = .title, ascending: Bool = true
    ) {
        self.text = text
        self.monitored = monitored
        self.files = files
        self.sort = sort
        self.ascending = ascending
    }

    /// The items shown, filtered and sorted (ties broken by title, then id).
    public func apply<Item>(to items: [Item], fields: (Item) -> Fields) -> [Item] {
        let needle = text.trimmingCharacters(in: .whitespaces)
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        let shown = items.map { ($0, fields($0)) }.filter { _, item in
            switch monitored {
            case .all: break
            case .monitored: guard item.isMonitored else { return false }
            case .unmonitored: guard !item.isMonitored else { return false }
            }
            switch files {
            case .all: break
            case .downloaded: guard item.isDownloaded else { return false }
            case .missing: guard !item.isDownloaded else { return false }
            }
            guard !needle.isEmpty else { return true }
            return item.title.range(of: needle, options: options) != nil
                || (item.originalTitle?.range(of: needle, options: options) != nil)
        }
        return shown.sorted { lhs, rhs in
            let a = lhs.1, b = rhs.1
            let order: ComparisonResult
            switch sort {
            case .title: order = (a.sortTitle.isEmpty ? a.title : a.sortTitle).localizedStandardCompare(b.sortTitle.isEmpty ? b.title : b.sortTitle)
            case .year: order = Self.compare(a.year, b.year)
            case .added: order = Self.compare(a.added ?? .distantPast, b.added ?? .distantPast)
            case .size: order = Self.compare(a.size, b.size)
            }
            if order != .orderedSame { return ascending ? order == .orderedAscending : order == .orderedDescending }
            let byTitle = a.title.localizedStandardCompare(b.title)
            return byTitle == .orderedSame ? a.id < b.id : byTitle == .orderedAscending
        }.map(\.0)
    }

    /// Applies a key: `f`, `u`, `o` cycle the file filter, the monitored filter and the sort;
    /// `r` reverses the order. Returns whether the key was used.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character("f"): files = Self.next(files)
        case .character("u"): monitored = Self.next(monitored)
        case .character("o"): sort = Self.next(sort)
        case .character("r"): ascending.toggle()
        default: return false
        }
        return true
    }

    /// The active filters for a header (" · missing, monitored"), or "".
    public var filterText: String {
        let filters = [files == .all ? nil : files.rawValue, monitored == .all ? nil : monitored.rawValue].compactMap { $0 }
        return filters.isEmpty ? "" : " · " + filters.joined(separator: ", ")
    }

    private static func next<T: CaseIterable & Equatable>(_ value: T) -> T where T.AllCases: RandomAccessCollection, T.AllCases.Index == Int {
        let all = T.allCases
        let index = all.firstIndex(of: value) ?? 0
        return all[(index + 1) % all.count]
    }

    private static func compare<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
}
