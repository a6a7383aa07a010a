import Foundation

/// What the user entered on an add-options form, kept by an ``AddSession`` across pickers,
/// the confirmation and a failed add.
public protocol AddDraft: Hashable, Sendable {
    /// An empty draft: nothing chosen yet.
    init()
    /// The quality profile chosen, by id.
    var qualityProfileID: Int? { get set }
    /// The root folder chosen, by path.
    var rootFolderPath: String? { get set }
    /// Comma-separated tag labels; unknown labels are created on add.
    var tags: String { get set }
    /// Whether to search for the item as it is added.
    var searchOnAdd: Bool { get set }
}

extension AddDraft {
    /// The tag labels typed, trimmed, without empties or duplicates.
    public var tagLabels: [String] { TagLabels.parse(tags) }

    /// Why the draft cannot be added yet, or nil.
    public var problem: String? {
        if qualityProfileID == nil { return "Choose a quality profile" }
        if rootFolderPath?.isEmpty ?? true { return "Choose a root folder" }
        return nil
    }
}
