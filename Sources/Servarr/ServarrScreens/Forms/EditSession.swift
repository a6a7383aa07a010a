import MarqueeHost
import MarqueeNavigation
import ServarrCore

/// What an edit sheet (edit movie, edit series) shares with its quality-profile picker: the
/// profiles the sheet loaded and the profile chosen so far. Edit sheets choose a profile with
/// the same picker modal as the add flow (``ValuePickerScreen``), not with ←→.
///
/// One per module registration; screens are made from routes, so the sheet and its picker
/// meet here instead of passing closures.
@MainActor
public final class EditSession {
    /// The quality profiles offered (loaded by the edit sheet).
    public var qualityProfiles: [QualityProfile] = []
    /// The profile the edit sheet has chosen so far (the picker highlights it).
    public var qualityProfileID: Int?

    /// An empty session.
    public init() {}

    /// The picker's choices.
    public var choices: [ValuePickerScreen<Int>.Choice] { ValuePickerScreen<Int>.Choice.qualityProfiles(qualityProfiles) }

    /// Presents the profile picker `picker` over the edit sheet with `profiles` offered and
    /// `current` highlighted, and hands the chosen id to `apply` when it finishes (a picker
    /// dismissed without a choice calls nothing).
    public func pickQualityProfile<Route, Modal>(
        _ picker: Modal, profiles: [QualityProfile], current: Int?, router: FeatureRouter<Route, Modal>, tasks: TaskTracker,
        apply: @escaping @MainActor (Int) -> Void
    ) throws(NavigationError) {
        qualityProfiles = profiles
        qualityProfileID = current
        let presentation = try router.present(picker)
        PickerResults.apply(Int.self, of: presentation, coordinator: router.coordinator, tasks: tasks, apply)
    }
}
