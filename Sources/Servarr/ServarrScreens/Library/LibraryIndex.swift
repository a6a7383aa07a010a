import Foundation
import MarqueeTerminal

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
    /// Bit 0: monitored; bit 1: downloaded. Packed so that a keystroke's pass over every row
    /// reads bytes, not the fields' strings.
    private let flags: [UInt8]
    /// The folded title and original title of every item, one after the other (each item's
    /// title, a newline, its original title); item `i` spans `textStarts[i]..<textStarts[i + 1]`.
    private let text: [UInt8]
    private let textStarts: [Int32]
    /// The items in the order of titles (then ids): the tie-break of every sort but the
    /// title's, which the shared sort (``SortValue/ordered(_:ascending:by:)``) keeps for equal
    /// values.
    private var titleOrder: [Int32] = []
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
        flags = []
        text = []
        textStarts = [0]
    }

    /// Indexes `items`, reading each with `fields`.
    public init(_ items: [Item], fields read: (Item) -> LibraryQuery.Fields) {
        self.items = items
        let fields = items.map(read)
        self.fields = fields
        ids = fields.map(\.id)
        flags = fields.map { ($0.isMonitored ? 1 : 0) | ($0.isDownloaded ? 2 : 0) }
        var text: [UInt8] = []
        var starts: [Int32] = [0]
        starts.reserveCapacity(fields.count + 1)
        for field in fields {
            text += Self.folded(field.title)
            if let original = field.originalTitle, original != field.title {
                text.append(0x0A)
                text += Self.folded(original)
            }
            starts.append(Int32(text.count))
        }
        self.text = text
        textStarts = starts
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
        let (mask, wanted): (UInt8, UInt8) = {
            var mask: UInt8 = 0, wanted: UInt8 = 0
            switch query.monitored {
            case .all: break
            case .monitored:
                mask |= 1
                wanted |= 1
            case .unmonitored: mask |= 1
            }
            switch query.files {
            case .all: break
            case .downloaded:
                mask |= 2
                wanted |= 2
            case .missing: mask |= 2
            }
            return (mask, wanted)
        }()
        var rows: [Int32] = []
        rows.reserveCapacity(candidates.count)
        flags.withUnsafeBufferPointer { flags in
            text.withUnsafeBufferPointer { text in
                textStarts.withUnsafeBufferPointer { starts in
                    needle.withUnsafeBufferPointer { needle in
                        for row in candidates {
                            let item = Int(row)
                            guard flags[item] & mask == wanted else { continue }
                            if needle.count > 0 {
                                let start = Int(starts[item])
                                let haystack = UnsafeBufferPointer(rebasing: text[start..<Int(starts[item + 1])])
                                guard Self.contains(haystack, needle) else { continue }
                            }
                            rows.append(row)
                        }
                    }
                }
            }
        }
        last = (query, needle, rows)
        return LibraryRows(items: items, ids: ids, positions: rows)
    }

    // MARK: Sorting

    private mutating func order(_ sort: LibraryQuery.Sort, ascending: Bool) -> [Int32] {
        let key = OrderKey(sort: sort, ascending: ascending)
        if let order = orders[key] { return order }
        // The title sort breaks its own ties; the other sorts break theirs by title rank.
        if sort != .title, titleOrder.isEmpty, !fields.isEmpty { titleOrder = makeTitleOrder() }
        let order = makeOrder(sort, ascending: ascending)
        orders[key] = order
        return order
    }

    /// The items in the order of the folded titles (ties by id): the one sort that compares
    /// text besides the title sort itself.
    private func makeTitleOrder() -> [Int32] {
        let titles = fields.map { Self.folded($0.title) }
        let ids = self.ids
        return (0..<Int32(fields.count)).sorted { left, right in
            let byTitle = Self.compare(titles[Int(left)], titles[Int(right)])
            return byTitle == 0 ? ids[Int(left)] < ids[Int(right)] : byTitle < 0
        }
    }

    private func makeOrder(_ sort: LibraryQuery.Sort, ascending: Bool) -> [Int32] {
        guard sort == .title else {
            // By value in the query's direction; ties by title (then id), always ascending.
            let fields = self.fields
            return SortValue.ordered(titleOrder, ascending: ascending) { fields[Int($0)].value(of: sort) }
        }
        // One sort: by sort title in the query's direction, ties by title then id, ascending.
        let titles = fields.map { Self.folded($0.title) }, ids = self.ids
        let sortTitles = fields.indices.map { fields[$0].sortTitle.isEmpty ? titles[$0] : Self.folded(fields[$0].sortTitle) }
        return (0..<Int32(fields.count)).sorted { left, right in
            let l = Int(left), r = Int(right)
            let order = Self.compare(sortTitles[l], sortTitles[r])
            if order != 0 { return ascending ? order < 0 : order > 0 }
            let byTitle = Self.compare(titles[l], titles[r])
            return byTitle == 0 ? ids[l] < ids[r] : byTitle < 0
        }
    }

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
        haystack.withUnsafeBufferPointer { text in needle.withUnsafeBufferPointer { contains(text, $0) } }
    }

    /// Whether `text` contains `pattern`: `memchr` finds each candidate first byte, `memcmp`
    /// checks the rest.
    static func contains(_ text: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        guard pattern.count > 0 else { return true }
        guard pattern.count <= text.count, let base = text.baseAddress, let first = pattern.baseAddress else { return false }
        let last = text.count - pattern.count
        var index = 0
        while index <= last {
            guard let found = memchr(base + index, Int32(first.pointee), last - index + 1) else { return false }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + index, first, pattern.count) == 0 { return true }
            index += 1
        }
        return false
    }
}

/// The rows a library shows: positions into its items, in order. A random-access collection
/// of the items, so a screen's list reads it like an array without copying the items.
public struct LibraryRows<Item: Sendable>: RandomAccessCollection, Sendable {
    private let items: [Item]
    private let itemIDs: [Int]
    private let positions: [Int32]

    /// No rows.
    public init() {
        items = []
        itemIDs = []
        positions = []
    }

    init(items: [Item], ids: [Int], positions: [Int32]) {
        self.items = items
        self.itemIDs = ids
        self.positions = positions
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }
    public subscript(position: Int) -> Item { items[Int(positions[position])] }

    /// The ids of the items shown, in order, read without touching the items (marking every
    /// row shown is one pass over integers).
    public var ids: [Int] { positions.map { itemIDs[Int($0)] } }

    /// The row of the item with `id`, found without reading the items; nil when not shown.
    public func firstIndex(id: Int) -> Int? {
        positions.firstIndex { itemIDs[Int($0)] == id }
    }
}
