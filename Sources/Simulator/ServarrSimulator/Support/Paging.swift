/// The paging parameters of a paged endpoint, with the servers' defaults
/// (`page=1`, `pageSize=10`, the endpoint's own sort key and direction).
struct PageRequest: Sendable {
    var page: Int
    var pageSize: Int
    var sortKey: String?
    var sortDirection: String?

    init(page: Int? = nil, pageSize: Int? = nil, sortKey: String? = nil, sortDirection: String? = nil) {
        self.page = max(1, page ?? 1)
        self.pageSize = max(1, pageSize ?? 10)
        self.sortKey = sortKey
        self.sortDirection = sortDirection
    }
}

/// One page of sorted records, with the sort actually applied (echoed in the response).
struct SortedPage<Record> {
    var records: [Record]
    var totalRecords: Int
    var sortKey: String
    var sortDirection: String
}

/// Sort orders a paged endpoint honours, by sort key (matched case-insensitively, as the
/// servers do); an unknown key falls back to the endpoint's default.
struct SortOrders<Record>: Sendable {
    var defaultKey: String
    var defaultDirection: String
    var orders: [String: @Sendable (Record, Record) -> Bool]

    /// Sorts `items` as `request` asks and returns its page.
    func page(_ items: [Record], _ request: PageRequest) -> SortedPage<Record> {
        let requested = request.sortKey.flatMap { key in orders.keys.first { $0.lowercased() == key.lowercased() } }
        let key = requested ?? defaultKey
        let direction: String
        switch request.sortDirection?.lowercased() {
        case "ascending", "asc": direction = "ascending"
        case "descending", "desc": direction = "descending"
        default: direction = requested == nil ? defaultDirection : "ascending"
        }
        var sorted = items
        if let order = orders[key] {
            // Stable: ties keep the library's order.
            sorted = items.enumerated().sorted { left, right in
                if order(left.element, right.element) { return direction == "ascending" }
                if order(right.element, left.element) { return direction != "ascending" }
                return left.offset < right.offset
            }.map(\.element)
        }
        return SortedPage(
            records: paged(sorted, page: request.page, pageSize: request.pageSize),
            totalRecords: items.count, sortKey: key, sortDirection: direction)
    }
}

/// Returns one page (1-based) of `items`.
func paged<T>(_ items: [T], page: Int, pageSize: Int) -> [T] {
    let size = max(1, pageSize)
    let start = max(0, (max(1, page) - 1) * size)
    guard start < items.count else { return [] }
    return Array(items[start..<min(items.count, start + size)])
}
