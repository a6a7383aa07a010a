/// A quality as the servers know it: `Bluray-1080p` (id 7), its source and resolution. The ids
/// are the same on every instance of a service, so a profile's qualities carry over.
public struct Quality: Sendable, Hashable, Identifiable {
    public var id: Int
    public var name: String
    /// `bluray`, `webdl`, `tv`… (Radarr, Sonarr; empty for Lidarr).
    public var source: String
    /// Lines of the picture: 1080, 2160; 0 when unknown (and for audio).
    public var resolution: Int

    public init(id: Int, name: String, source: String = "", resolution: Int = 0) {
        self.id = id
        self.name = name
        self.source = source
        self.resolution = resolution
    }
}

extension Quality: ServarrRecord {
    package static let blank = Quality(id: 0, name: "")
    package static let fields: [RecordField<Quality>] = [
        .field("id", \.id, .readWrite), .field("name", \.name, .readWrite), .field("source", \.source, .readWrite),
        .field("resolution", \.resolution, .readWrite),
    ]
}
