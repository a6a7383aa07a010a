import ServarrCore

/// A Lidarr metadata profile: which album types and release statuses an artist's albums include.
public struct MetadataProfile: Sendable, Hashable, Identifiable {
    public var id: Int
    public var name: String
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

extension MetadataProfile: ServarrRecord {
    package static let blank = MetadataProfile(id: 0, name: "")
    package static let fields: [RecordField<MetadataProfile>] = [.identity(\.id), .field("name", \.name)]
}
