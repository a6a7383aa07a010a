/// A simulated server's blocklist, whatever its record type (Radarr's and Sonarr's differ only
/// in their generated types and the library id a record names): records numbered as they are
/// added, pages sorted by date, source title or indexer as the servers sort them, removal one by
/// one (an unknown id is a 404) or in bulk (unknown ids are ignored, as the servers do).
struct BlocklistRecords<Record: Sendable>: Sendable {
    /// What the record type offers the blocklist.
    struct Fields: Sendable {
        var id: @Sendable (Record) -> Int?
        var mediaID: @Sendable (Record) -> Int?
        var date: @Sendable (Record) -> String?
        var sourceTitle: @Sendable (Record) -> String?
        var indexer: @Sendable (Record) -> String?
    }

    private(set) var records: [Record] = []
    private var nextID = 1
    private let fields: Fields
    private let orders: SortOrders<Record>

    init(_ fields: Fields) {
        self.fields = fields
        orders = SortOrders(
            defaultKey: "date", defaultDirection: "descending",
            orders: [
                "date": { (fields.date($0) ?? "", fields.id($0) ?? 0) < (fields.date($1) ?? "", fields.id($1) ?? 0) },
                "sourceTitle": { (fields.sourceTitle($0) ?? "") < (fields.sourceTitle($1) ?? "") },
                "indexer": { (fields.indexer($0) ?? "") < (fields.indexer($1) ?? "") },
            ])
    }

    /// Adds the record `make` builds with the next id.
    mutating func add(_ make: (Int) -> Record) {
        records.append(make(nextID))
        nextID += 1
    }

    /// One page of the records of the library items `mediaIDs` (all when nil).
    func page(_ request: PageRequest, mediaIDs: [Int]?) -> SortedPage<Record> {
        orders.page(records.filter { mediaIDs == nil || mediaIDs!.contains(fields.mediaID($0) ?? 0) }, request)
    }

    mutating func remove(id: Int) throws(SimulatorFailure) {
        guard records.contains(where: { fields.id($0) == id }) else { throw .notFound("Blocklist with ID \(id) does not exist") }
        records.removeAll { fields.id($0) == id }
    }

    mutating func remove(ids: [Int]) {
        records.removeAll { ids.contains(fields.id($0) ?? 0) }
    }
}
