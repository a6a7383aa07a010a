import MarqueeHost
import MarqueeNavigation
import RadarrAPI
import ServarrScreens

/// Radarr's rename previews: a movie's file (`/radarr/movie/:id/rename`) and the library's
/// marked movies (`/radarr/library/rename/:ids`, one request: Radarr takes `movieId` once per
/// movie), full-screen; `p` opens them (``FileChangeCommands``).
enum RadarrRenaming {
    /// Renaming `ids`' files, one `RenameFiles` per movie.
    static func kinds(_ ids: [Int]) -> [FileChangeKind<RadarrRepository>] {
        [.rename(load: { try await $0.renamePreview(movieIDs: ids) }, command: { RadarrCommand.renameFiles(movieID: $0, fileIDs: $1) })]
    }

    @MainActor
    static func declare(_ routes: FeatureRoutes<RadarrModal>, screens: ServarrModalScreens<RadarrService>) {
        routes.route(
            "/radarr/movie/:id/rename", "Preview the renames of a movie's files", RadarrModal.renameFiles,
            match: { if case .renameFiles(let id) = $0 { id } else { nil } },
            placement: { .present(.fullScreen, over: RadarrRoute.movie(id: $0)) }
        ) { id, context in screens.fileChanges(mediaIDs: [id], kinds: kinds([id]), context: context) }
        routes.route(
            "/radarr/library/rename/:ids", "Preview the renames of the marked movies", RadarrModal.renameMarked,
            match: { if case .renameMarked(let ids) = $0 { ids } else { nil } },
            placement: { _ in .present(.fullScreen, over: RadarrRoute.library) }
        ) { ids, context in screens.fileChanges(mediaIDs: ids.ids, kinds: kinds(ids.ids), context: context) }
    }

    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        FileChangeCommands<RadarrService>.register(with: registrar) { item, marked in
            if let marked { return .renameMarked(ids: RecordIDs(marked)) }
            return item.commandMediaID.map { .renameFiles(movieID: $0) }
        }
    }
}
