/// A delay profile (`Settings → Profiles → Delay Profiles`): how long a release waits before it
/// is grabbed, per protocol, for the titles with its tags (none: every title).
public struct DelayProfile: Sendable, Hashable, Identifiable {
    public var id: Int
    public var enableUsenet: Bool
    public var enableTorrent: Bool
    /// `usenet` or `torrent`.
    public var preferredProtocol: String
    /// Minutes a usenet release waits.
    public var usenetDelay: Int
    /// Minutes a torrent release waits.
    public var torrentDelay: Int
    /// Whether a release of the profile's best quality is grabbed at once.
    public var bypassIfHighestQuality: Bool
    /// Whether a release whose score reaches ``minimumCustomFormatScore`` is grabbed at once.
    public var bypassIfAboveCustomFormatScore: Bool
    public var minimumCustomFormatScore: Int
    /// Its place among the delay profiles (the default one is last).
    public var order: Int
    public var tagIDs: [Int]

    public init(
        id: Int, enableUsenet: Bool = true, enableTorrent: Bool = true, preferredProtocol: String = "usenet", usenetDelay: Int = 0,
        torrentDelay: Int = 0, bypassIfHighestQuality: Bool = false, bypassIfAboveCustomFormatScore: Bool = false,
        minimumCustomFormatScore: Int = 0, order: Int = 0, tagIDs: [Int] = []
    ) {
        self.id = id
        self.enableUsenet = enableUsenet
        self.enableTorrent = enableTorrent
        self.preferredProtocol = preferredProtocol
        self.usenetDelay = usenetDelay
        self.torrentDelay = torrentDelay
        self.bypassIfHighestQuality = bypassIfHighestQuality
        self.bypassIfAboveCustomFormatScore = bypassIfAboveCustomFormatScore
        self.minimumCustomFormatScore = minimumCustomFormatScore
        self.order = order
        self.tagIDs = tagIDs
    }

    /// Whether either protocol may be grabbed.
    public var isEnabled: Bool { enableUsenet || enableTorrent }
}

extension DelayProfile: ServarrRecord {
    package static let blank = DelayProfile(id: 0)
    package static let fields: [RecordField<DelayProfile>] = [
        .identity(\.id),
        .field("enableUsenet", \.enableUsenet, .readWrite),
        .field("enableTorrent", \.enableTorrent, .readWrite),
        .field("preferredProtocol", \.preferredProtocol, .readWrite),
        .field("usenetDelay", \.usenetDelay, .readWrite),
        .field("torrentDelay", \.torrentDelay, .readWrite),
        .field("bypassIfHighestQuality", \.bypassIfHighestQuality, .readWrite),
        .field("bypassIfAboveCustomFormatScore", \.bypassIfAboveCustomFormatScore, .readWrite),
        .field("minimumCustomFormatScore", \.minimumCustomFormatScore, .readWrite),
        .field("order", \.order),
        .field("tags", \.tagIDs, .readWrite),
    ]
}
