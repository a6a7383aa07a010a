/// An indexer the service searches and reads RSS feeds from (`Settings → Indexers`).
public struct Indexer: ServarrProvider {
    public var id: Int
    public var name: String
    public var implementation: String
    public var downloadProtocol: String
    /// 1 (preferred) to 50.
    public var priority: Int
    public var enableRss: Bool
    public var enableAutomaticSearch: Bool
    public var enableInteractiveSearch: Bool
    /// Whether the indexer can do RSS and search at all.
    public var supportsRss: Bool
    public var supportsSearch: Bool
    public var tagIDs: [Int]

    public init(
        id: Int, name: String, implementation: String, downloadProtocol: String, priority: Int, enableRss: Bool,
        enableAutomaticSearch: Bool, enableInteractiveSearch: Bool, supportsRss: Bool = true, supportsSearch: Bool = true,
        tagIDs: [Int] = []
    ) {
        self.id = id
        self.name = name
        self.implementation = implementation
        self.downloadProtocol = downloadProtocol
        self.priority = priority
        self.enableRss = enableRss
        self.enableAutomaticSearch = enableAutomaticSearch
        self.enableInteractiveSearch = enableInteractiveSearch
        self.supportsRss = supportsRss
        self.supportsSearch = supportsSearch
        self.tagIDs = tagIDs
    }

    /// Whether RSS or a search uses it.
    public var isEnabled: Bool { enableRss || enableAutomaticSearch || enableInteractiveSearch }

}

extension Indexer: ServarrRecord {
    package static let blank = Indexer(
        id: 0, name: "", implementation: "", downloadProtocol: "", priority: 25, enableRss: false, enableAutomaticSearch: false,
        enableInteractiveSearch: false)
    package static let fields: [RecordField<Indexer>] = [
        .identity(\.id),
        .field("name", \.name, .readWrite),
        .field("implementation", \.implementation),
        .field("implementationName", \.implementation),
        .field("protocol", \.downloadProtocol),
        .field("priority", \.priority, .readWrite),
        .field("enableRss", \.enableRss, .readWrite),
        .field("enableAutomaticSearch", \.enableAutomaticSearch, .readWrite),
        .field("enableInteractiveSearch", \.enableInteractiveSearch, .readWrite),
        .field("supportsRss", \.supportsRss),
        .field("supportsSearch", \.supportsSearch),
        .field("tags", \.tagIDs, .readWrite),
    ]
}
