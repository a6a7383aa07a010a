/// A download client the service sends grabs to (`Settings → Download Clients`).
public struct DownloadClient: ServarrProvider {
    public var id: Int
    public var name: String
    public var implementation: String
    public var downloadProtocol: String
    public var priority: Int
    public var isEnabled: Bool
    public var tagIDs: [Int]

    public init(
        id: Int, name: String, implementation: String, downloadProtocol: String, priority: Int, isEnabled: Bool, tagIDs: [Int] = []
    ) {
        self.id = id
        self.name = name
        self.implementation = implementation
        self.downloadProtocol = downloadProtocol
        self.priority = priority
        self.isEnabled = isEnabled
        self.tagIDs = tagIDs
    }
}
