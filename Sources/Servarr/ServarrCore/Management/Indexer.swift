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

    /// Writes the fields an edit changes into the server's JSON of the indexer.
    package func write(into json: inout [String: Any]) {
        json["name"] = name
        json["priority"] = priority
        json["enableRss"] = enableRss
        json["enableAutomaticSearch"] = enableAutomaticSearch
        json["enableInteractiveSearch"] = enableInteractiveSearch
        json["tags"] = tagIDs
    }
}
