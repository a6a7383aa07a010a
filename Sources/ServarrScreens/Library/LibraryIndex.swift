import Foundation

/// A library's items prepared once for filtering and sorting at typing speed.
///
/// ``LibraryQuery/apply(to:fields:)`` compares titles with Foundation on every call, which over
/// 20,000 items takes far longer than a keystroke may. The index folds every title once (case
/// and diacritics, as the query matches), keeps one order per sort as it is first asked for,
/// and answers a query by walking that order: a keystroke is one pass of byte comparisons, and
/// typing on (a filter that extends the last one) only looks at the rows the last one showed.
/// Rows come back as ``LibraryRows``, positions into the items, so nothing is copied.
public struct LibraryIndex<Item: Sendable>: Sendable {
    /// Every item, in the order the server sent them.
    public let items: [Item]
    private let fields: [LibraryQuery.Fields]
    /// Each item's id, for finding a row without reading the items.
    private let ids: [Int]
    /// The folded title and original title of each item, separated by a newline.
    private let searchText: [[UInt8]]
    private var orders: [OrderKey: [Int32]] = [:]
    private var last: (query: LibraryQuery, needle: [UInt8], rows: [Int32])?

    private struct OrderKey: Hashable {
        var sort: LibraryQuery.Sort
        var ascending: Bool
    }

    /// An empty index.
    public init() {
        items = []
        fields = []
        ids = []
        searchText = []
    }

    /// Indexes `items`, reading each with `fields`.
    public init(_ items: [Item], fields read: (Item) -> LibraryQuery.Fields) {
        self.items = items
        let fields = items.map(read)
        self.fields = fields
        ids = fields.map(\.id)
        searchText = fields.map { field in
            var text = Self.folded(field.title)
            if let original = field.originalTitle, original != field.title {
                text.append(0x0A)
                text += Self.folded(original)
            }
            return text
        }
    }

    /// The items `query` shows, in its order (the same rows as ``LibraryQuery/apply(to:fields:)``).
    public mutating func rows(for query: LibraryQuery) -> LibraryRows<Item> {
        let needle = Self.folded(query.text.trimmingCharacters(in: .whitespaces))
        var sameFilters = query
        if let last {
            sameFilters.text = last.query.text
        }
        let candidates: [Int32]
        if let last, sameFilters == last.query, Self.contains(needle, last.needle) {
            // Typing on: only the rows the shorter filter showed can match the longer one.
            candidates = last.rows
        } else {
            candidates = order(query.sort, ascending: query.ascending)
        }
        var rows: [Int32] = []
        rows.reserveCapacity(candidates.count)
        for row in candidates {
            let item = fields[Int(row)]
            switch query.monitored {
            case .all: break
            case .monitored: guard item.isMonitored else { continue }
            case .unmonitored: guard !item.isMonitored else { continue }
            }
            switch query.files {
            case .all: break
            case .downloaded: guard item.isDownloaded else { continue }
            case .missing: guard !item.isDownloaded else { continue }
            }
            if !needle.isEmpty, !Self.contains(searchText[Int(row)], needle) { continue }
            rows.append(row)
        }
        last = (query, needle, rows)
        return LibraryRows(items: items, ids: ids, positions: rows)
    }

    // MARK: Sorting

    private mutating func order(_ sort: LibraryQuery.Sort, ascending: Bool) -> [Int32] {
        let key = OrderKey(sort: sort, ascending: ascending)
        if let order = orders[key] { return order }
        let order = makeOrder(sort, ascending: ascending)
        orders[key] = order
        return order
    }

    private func makeOrder(_ sort: LibraryQuery.Sort, ascending: Bool) -> [Int32] {
        let fields = self.fields
        let titles = fields.map { Self.folded($0.title) }
        let sortTitles = sort == .title ? fields.map { Self.folded($0.sortTitle.isEmpty ? $0.title : $0.sortTitle) } : []
        let added = sort == .added ? fields.map { ($0.added ?? .distantPast).timeIntervalSinceReferenceDate } : []
        return (0..<Int32(fields.count)).sorted { left, right in
            let l = Int(left), r = Int(right)
            let order: Int
            switch sort {
            case .title: order = Self.compare(sortTitles[l], sortTitles[r])
            case .year: order = Self.compare(fields[l].year, fields[r].year)
            case .added: order = Self.compare(added[l], added[r])
            case .size: order = Self.compare(fields[l].size, fields[r].size)
            }
            if order != 0 { return ascending ? order < 0 : order > 0 }
            let byTitle = Self.compare(titles[l], titles[r])
            return byTitle == 0 ? fields[l].id < fields[r].id : byTitle < 0
        }
    }

    private static func compare<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : a > b ? 1 : 0 }

    /// Compares folded texts as `localizedStandardCompare` does for titles: runs of digits by
    /// their value ("Part 2" before "Part 10"), everything else byte by byte.
    static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var i = 0, j = 0
        while i < a.count, j < b.count {
            let x = a[i], y = b[j]
            if isDigit(x), isDigit(y) {
                var endA = i, endB = j
                while endA < a.count, a[endA] == UInt8(ascii: "0") { endA += 1 }
                while endB < b.count, b[endB] == UInt8(ascii: "0") { endB += 1 }
                let startA = endA, startB = endB
                while endA < a.count, isDigit(a[endA]) { endA += 1 }
                while endB < b.count, isDigit(b[endB]) { endB += 1 }
                if endA - startA != endB - startB { return endA - startA < endB - startB ? -1 : 1 }
                for offset in 0..<(endA - startA) where a[startA + offset] != b[startB + offset] {
                    return a[startA + offset] < b[startB + offset] ? -1 : 1
                }
                i = endA
                j = endB
                continue
            }
            if x != y { return x < y ? -1 : 1 }
            i += 1
            j += 1
        }
        return i < a.count ? 1 : j < b.count ? -1 : 0
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    // MARK: Folding and matching

    /// `text` without case and diacritics, as UTF-8: ASCII is lowered byte by byte, anything
    /// else goes through Foundation's folding.
    static func folded(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            for index in bytes.indices where bytes[index] &- UInt8(ascii: "A") < 26 { bytes[index] |= 0x20 }
            return bytes
        }
        return Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased().utf8)
    }

    /// Whether `haystack` contains `needle` (both folded).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { pattern in
                let first = pattern[0]
                let last = text.count - pattern.count
                var index = 0
                while index <= last {
                    guard let found = memchr(text.baseAddress! + index, Int32(first), last - index + 1) else { return false }
                    index = text.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(text.baseAddress! + index, pattern.baseAddress!, pattern.count) == 0 { return true }
                    index += 1
                }
                return false
            }
        }
    }
}

/// The rows a library shows: positions into its items, in order. A random-access collection
/// of the items, so a screen's list reads it like an array without copying the items.
public struct LibraryRows<Item: Sendable>: RandomAccessCollection, Sendable {
    private let items: [Item]
    private let ids: [Int]
    private let positions: [Int32]

    /// No rows.
    public init() {
        items = []
        ids = []
        positions = []
    }

    init(items: [Item], ids: [Int], positions: [Int32]) {
        self.items = items
        self.ids = ids
        self.positions = positions
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }
    public subscript(position: Int) -> Item { items[Int(positions[position])] }

    /// The row of the item with `id`, found without reading the items; nil when not shown.
    public func firstIndex(id: Int) -> Int? {
        positions.firstIndex { ids[Int($0)] == id }
    }
}
