/// What to apply when adding a movie from a lookup result.
public struct AddMovieOptions: Sendable, Hashable {
    public var qualityProfileID: Int
    public var rootFolderPath: String
    public var isMonitored: Bool
    public var minimumAvailability: MovieStatus
    public var tagIDs: [Int]
    /// Start a search for the movie right after adding it.
    public var searchForMovie: Bool
    public init(
        qualityProfileID: Int, rootFolderPath: String, isMonitored: Bool = true,
        minimumAvailability: MovieStatus = .released, tagIDs: [Int] = [], searchForMovie: Bool = false
    ) {
        self.qualityProfileID = qualityProfileID
        self.rootFolderPath = rootFolderPath
        self.isMonitored = isMonitored
        self.minimumAvailability = minimumAvailability
        self.tagIDs = tagIDs
        self.searchForMovie = searchForMovie
    }
}
