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

    /// What the rows are sorted by: the title, or one of the columns a service's library shows
    /// (``LibraryColumn``): the year, the date added, the size, or a service's own (an artist's
    /// albums), each by its value (``Fields/value(of:)``).
    public struct Sort: Hashable, Sendable, CustomStringConvertible {
        /// The sort's name, unique among a library's sorts.
        public let name: String

        /// A sort named `name`; a service names its own columns' sorts.
        public init(_ name: String) { self.name = name }

        public var description: String { name }

        public static let title = Sort("title")
        public static let year = Sort("year")
        public static let added = Sort("added")
        public static let size = Sort("size")
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
        /// What the service's own columns sort by (an artist's albums), by their sorts.
        public var values: [Sort: SortValue]

        public init(
            id: Int, title: String, originalTitle: String? = nil, sortTitle: String, year: Int, added: Date?, size: Int64,
            isMonitored: Bool, isDownloaded: Bool, values: [Sort: SortValue] = [:]
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
            self.values = values
        }

        /// What `sort` reads of the item: its sort title (else its title), its year (none when
        /// unknown), the date it was added, its size, or the value the service gave.
        public func value(of sort: Sort) -> SortValue {
            switch sort {
            case .title: .text(sortTitle.isEmpty ? title : sortTitle)
            case .year: year > 0 ? .number(Double(year)) : .none
            case .added: .date(added)
            case .size: .number(Double(size))
            default: values[sort] ?? .none
            }
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
        if sort == .title {
            return shown.sorted { lhs, rhs in
                let a = lhs.1, b = rhs.1
                let order = (a.sortTitle.isEmpty ? a.title : a.sortTitle).localizedStandardCompare(b.sortTitle.isEmpty ? b.title : b.sortTitle)
                if order != .orderedSame { return ascending ? order == .orderedAscending : order == .orderedDescending }
                return Self.precedesByTitle(a, b)
            }.map(\.0)
        }
        let byTitle = shown.sorted { Self.precedesByTitle($0.1, $1.1) }
        let sort = self.sort
        return SortValue.ordered(byTitle, ascending: ascending) { $0.1.value(of: sort) }.map(\.0)
    }

    /// The order of equal rows: by title, then id.
    private static func precedesByTitle(_ a: Fields, _ b: Fields) -> Bool {
        let byTitle = a.title.localizedStandardCompare(b.title)
        return byTitle == .orderedSame ? a.id < b.id : byTitle == .orderedAscending
    }

    /// Applies a key: `f`, `u`, `o` cycle the file filter, the monitored filter and the sort
    /// (through `sorts`, the library's columns in order); `r` reverses the order. Returns
    /// whether the key was used.
    public mutating func handle(_ key: Key, sorts: [Sort]) -> Bool {
        switch key {
        case .character("f"): files = Self.next(files)
        case .character("u"): monitored = Self.next(monitored)
        case .character("o"): sort = sorts.isEmpty ? .title : sorts[((sorts.firstIndex(of: sort) ?? -1) + 1) % sorts.count]
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
}
