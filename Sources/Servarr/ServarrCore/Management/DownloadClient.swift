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

extension DownloadClient: ServarrRecord {
    package static let blank = DownloadClient(id: 0, name: "", implementation: "", downloadProtocol: "", priority: 1, isEnabled: false)
    package static let fields: [RecordField<DownloadClient>] = [
        .identity(\.id),
        .field("enable", \.isEnabled, .readWrite),
        .field("name", \.name, .readWrite),
        .field("implementation", \.implementation),
        .field("implementationName", \.implementation),
        .field("protocol", \.downloadProtocol),
        .field("priority", \.priority, .readWrite),
        .field("tags", \.tagIDs, .readWrite),
    ]
}
