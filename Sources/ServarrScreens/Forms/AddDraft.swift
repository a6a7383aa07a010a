import Foundation

/// What the user entered on an add-options form, kept by an ``AddSession`` across pickers,
/// the confirmation and a failed add.
public protocol AddDraft: Sendable {
    /// An empty draft: nothing chosen yet.
    init()
    /// The quality profile chosen, by id.
    var qualityProfileID: Int? { get set }
    /// The root folder chosen, by path.
    var rootFolderPath: String? { get set }
    /// The tag labels typed, trimmed, without empties or duplicates.
    var tagLabels: [String] { get }
    /// Why the draft cannot be added yet, or nil.
    var problem: String? { get }
}
