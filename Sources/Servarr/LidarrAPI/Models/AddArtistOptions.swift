/// What to apply when adding an artist from a lookup result.
public struct AddArtistOptions: Sendable, Hashable {
    public var qualityProfileID: Int
    public var metadataProfileID: Int
    public var rootFolderPath: String
    public var isMonitored: Bool
    public var tagIDs: [Int]
    /// Which existing albums to monitor (``monitorChoices``).
    public var monitor: String
    /// Start a search for missing albums right after adding.
    public var searchForMissingAlbums: Bool

    public init(
        qualityProfileID: Int, metadataProfileID: Int, rootFolderPath: String, isMonitored: Bool = true,
        tagIDs: [Int] = [], monitor: String = "all", searchForMissingAlbums: Bool = false
    ) {
        self.qualityProfileID = qualityProfileID
        self.metadataProfileID = metadataProfileID
        self.rootFolderPath = rootFolderPath
        self.isMonitored = isMonitored
        self.tagIDs = tagIDs
        self.monitor = monitor
        self.searchForMissingAlbums = searchForMissingAlbums
    }

    /// The monitor options Lidarr offers when adding an artist (its `MonitorTypes`), with labels.
    public static let monitorChoices: [(value: String, label: String)] = [
        ("all", "All albums"), ("future", "Future albums"), ("missing", "Missing albums"), ("existing", "Existing albums"),
        ("first", "First album"), ("latest", "Latest album"), ("none", "None"),
    ]
}
