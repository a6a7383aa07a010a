/// A simulated server's blocklist: records numbered as they are added, pages sorted by date,
/// source title or indexer as the servers sort them, removal one by one (an unknown id is a
/// 404) or in bulk (unknown ids are ignored, as the servers do).
struct BlocklistRecords: Sendable {
    typealias Record = ActivityRecords.BlocklistItem

    private(set) var records: [Record] = []
    private var nextID = 1

    static let orders = SortOrders<Record>(
        defaultKey: "date", defaultDirection: "descending",
        orders: [
            "date": { ($0.date, $0.id) < ($1.date, $1.id) },
            "sourceTitle": { $0.sourceTitle < $1.sourceTitle },
            "indexer": { $0.indexer < $1.indexer },
        ])

    /// Adds `record` with the next id.
    mutating func add(_ record: Record) {
        var record = record
        record.id = nextID
        records.append(record)
        nextID += 1
    }

    /// One page of the records of the library items `mediaIDs` (all when nil).
    func page(_ request: PageRequest, mediaIDs: [Int]?) -> SortedPage<Record> {
        Self.orders.page(records.filter { mediaIDs == nil || mediaIDs!.contains($0.mediaID ?? 0) }, request)
    }

    mutating func remove(id: Int) throws(SimulatorFailure) {
        guard records.contains(where: { $0.id == id }) else { throw .notFound("Blocklist with ID \(id) does not exist") }
        records.removeAll { $0.id == id }
    }

    mutating func remove(ids: [Int]) {
        records.removeAll { ids.contains($0.id) }
    }
}
