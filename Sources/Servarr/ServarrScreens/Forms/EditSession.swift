import MarqueeHost
import MarqueeNavigation
import ServarrCore

/// What an edit sheet (edit movie, edit series) shares with its pickers: the quality profiles
/// and root folders the sheet loaded and what it has chosen so far. Edit sheets choose them
/// with the same picker modals as the add flow (``ValuePickerScreen``), not with ←→.
///
/// One per module registration; screens are made from routes, so the sheet and its pickers
/// meet here instead of passing closures.
@MainActor
public final class EditSession {
    /// The quality profiles offered (loaded by the edit sheet).
    public var qualityProfiles: [QualityProfile] = []
    /// The profile the edit sheet has chosen so far (the picker highlights it).
    public var qualityProfileID: Int?
    /// The root folders offered (loaded by the edit sheet).
    public var rootFolders: [RootFolder] = []
    /// The root folder the edited item's path is under (the picker highlights it).
    public var rootFolderPath: String?

    /// An empty session.
    public init() {}

    /// The quality-profile picker's choices.
    public var choices: [ValuePickerScreen<Int>.Choice] { ValuePickerScreen<Int>.Choice.qualityProfiles(qualityProfiles) }

    /// The root-folder picker's choices.
    public var rootFolderChoices: [ValuePickerScreen<String>.Choice] { ValuePickerScreen<String>.Choice.rootFolders(rootFolders) }

    /// Presents the profile picker `picker` over the edit sheet with `profiles` offered and
    /// `current` highlighted, and hands the chosen id to `apply` when it finishes (a picker
    /// dismissed without a choice calls nothing).
    public func pickQualityProfile<Route, Modal>(
        _ picker: Modal, profiles: [QualityProfile], current: Int?, router: FeatureRouter<Route, Modal>, tasks: TaskTracker,
        apply: @escaping @MainActor (Int) -> Void
    ) throws(NavigationError) {
        qualityProfiles = profiles
        qualityProfileID = current
        try present(picker, router: router, tasks: tasks, apply: apply)
    }

    /// Presents the root-folder picker `picker` over the edit sheet with `folders` offered and
    /// `current` highlighted, and hands the chosen folder's path to `apply` when it finishes.
    public func pickRootFolder<Route, Modal>(
        _ picker: Modal, folders: [RootFolder], current: String?, router: FeatureRouter<Route, Modal>, tasks: TaskTracker,
        apply: @escaping @MainActor (String) -> Void
    ) throws(NavigationError) {
        rootFolders = folders
        rootFolderPath = current
        try present(picker, router: router, tasks: tasks, apply: apply)
    }

    /// Presents `picker` over the edit sheet and hands its typed result to `apply`.
    private func present<Value: Sendable, Route, Modal>(
        _ picker: Modal, router: FeatureRouter<Route, Modal>, tasks: TaskTracker, apply: @escaping @MainActor (Value) -> Void
    ) throws(NavigationError) {
        let presentation = try router.present(picker)
        PickerResults.apply(Value.self, of: presentation, coordinator: router.coordinator, tasks: tasks, apply)
    }

    /// The root folder of `folders` that `path` lies under (the longest that does), or nil.
    public static func rootFolder(of path: String?, among folders: [RootFolder]) -> String? {
        guard let path else { return nil }
        return folders.map(\.path).filter { folder in
            let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            return path == trimmed || path.hasPrefix(trimmed + "/")
        }.max { $0.count < $1.count }
    }

    /// `path` moved under `folder`: its last component kept ("/movies/Dune (2021)" under
    /// "/films/" is "/films/Dune (2021)").
    public static func path(_ path: String?, movedTo folder: String) -> String {
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let name = path?.split(separator: "/").last else { return root }
        return root + "/" + name
    }
}
