import LidarrAPI
import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// Lidarr's rename and retag previews, full-screen, with ←→ between the two: an artist
/// (`/lidarr/artist/:id/rename`) and the library's marked artists (`/lidarr/library/rename/:ids`:
/// Lidarr takes one artist per request, so one request per artist); `p` opens them
/// (``FileChangeCommands``).
enum LidarrRenaming {
    /// Renaming and retagging the files of `ids`, one `RenameFiles` or `RetagFiles` per artist.
    static func kinds(_ ids: [Int]) -> [FileChangeKind<LidarrRepository>] {
        [
            .rename(
                eachOf: ids, load: { try await $0.renamePreview(artistID: $1) }, command: { LidarrCommand.renameFiles(artistID: $0, fileIDs: $1) }),
            .retag(eachOf: ids, load: { try await $0.retagPreview(artistID: $1) }, command: { LidarrCommand.retagFiles(artistID: $0, fileIDs: $1) }),
        ]
    }

    @MainActor
    static func declare(_ routes: FeatureRoutes<LidarrModal>, screens: ServarrModalScreens<LidarrService>) {
        routes.route(
            "/lidarr/artist/:id/rename", "Preview the renames and retags of an artist's files", LidarrModal.renameFiles,
            match: { if case .renameFiles(let id) = $0 { id } else { nil } },
            placement: { .present(.fullScreen, over: LidarrRoute.artist(id: $0)) }
        ) { id, context in screens.fileChanges(mediaIDs: [id], kinds: kinds([id]), context: context) }
        routes.route(
            "/lidarr/library/rename/:ids", "Preview the renames and retags of the marked artists", LidarrModal.renameMarked,
            match: { if case .renameMarked(let ids) = $0 { ids } else { nil } },
            placement: { _ in .present(.fullScreen, over: LidarrRoute.library) }
        ) { ids, context in screens.fileChanges(mediaIDs: ids.ids, kinds: kinds(ids.ids), context: context) }
    }

    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        FileChangeCommands<LidarrService>.register(with: registrar, title: "Preview renames and retags") { item, marked in
            if let marked { return .renameMarked(ids: RecordIDs(marked)) }
            return item.commandMediaID.map { .renameFiles(artistID: $0) }
        }
    }
}
