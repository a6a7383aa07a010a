/// A Lidarr metadata profile: which album types and release statuses an artist's albums include.
public struct MetadataProfile: Sendable, Hashable, Identifiable {
    public var id: Int
    public var name: String
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
