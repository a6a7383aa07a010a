import RadarrAPI

/// What the user entered on the add-options screen. Kept across pickers, the confirmation
/// and a failed add, so nothing typed is lost (the tag labels and what is missing come from
/// `AddDraft`).
public struct AddMovieDraft: Hashable, Sendable {
    public var qualityProfileID: Int?
    public var rootFolderPath: String?
    public var minimumAvailability: MovieStatus = .released
    public var isMonitored = true
    /// Comma-separated tag labels; unknown labels are created on add.
    public var tags = ""
    public var searchOnAdd = false

    public init() {}
}
