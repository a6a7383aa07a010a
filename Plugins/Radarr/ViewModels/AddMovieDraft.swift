import Foundation
import RadarrAPI
import ServarrScreens

/// What the user entered on the add-options screen. Kept across pickers, the confirmation
/// and a failed add, so nothing typed is lost.
public struct AddMovieDraft: Hashable, Sendable {
    public var qualityProfileID: Int?
    public var rootFolderPath: String?
    public var minimumAvailability: MovieStatus = .released
    public var isMonitored = true
    /// Comma-separated tag labels; unknown labels are created on add.
    public var tags = ""
    public var searchOnAdd = false

    public init() {}

    /// The tag labels typed, trimmed, without empties or duplicates.
    public var tagLabels: [String] { TagLabels.parse(tags) }

    /// Why the draft cannot be added yet, or nil.
    public var problem: String? {
        if qualityProfileID == nil { return "Choose a quality profile" }
        if rootFolderPath?.isEmpty ?? true { return "Choose a root folder" }
        return nil
    }
}
