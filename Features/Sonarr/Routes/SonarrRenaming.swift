import MarqueeHost
import MarqueeNavigation
import ServarrScreens
import SonarrAPI

/// Sonarr's rename previews, full-screen: a series (`/sonarr/series/:id/rename`), one season
/// (`/sonarr/series/:id/season/:number/rename`) and the library's marked series
/// (`/sonarr/library/rename/:ids`: Sonarr takes one series per request, so one request per
/// series); `p` opens them (``FileChangeCommands``), on a season screen for that season.
enum SonarrRenaming {
    /// Renaming the files of `ids` (of season `season`), one `RenameFiles` per series.
    static func kinds(_ ids: [Int], season: Int? = nil) -> [FileChangeKind<SonarrRepository>] {
        [
            .rename(
                eachOf: ids, load: { try await $0.renamePreview(seriesID: $1, seasonNumber: season) },
                command: { SonarrCommand.renameFiles(seriesID: $0, fileIDs: $1) })
        ]
    }

    @MainActor
    static func declare(_ routes: FeatureRoutes<SonarrModal>, screens: ServarrModalScreens<SonarrService>) {
        routes.route(
            "/sonarr/series/:id/rename", "Preview the renames of a series' files", SonarrModal.renameFiles,
            match: { if case .renameFiles(let id) = $0 { id } else { nil } },
            placement: { .present(.fullScreen, over: SonarrRoute.series(id: $0)) }
        ) { id, context in screens.fileChanges(mediaIDs: [id], kinds: kinds([id]), context: context) }
        routes.route(
            "/sonarr/series/:id/season/:number/rename", "Preview the renames of a season's files", SonarrModal.renameSeasonFiles,
            match: { if case .renameSeasonFiles(let id, let number) = $0 { (id, number) } else { nil } },
            placement: { id, number in .present(.fullScreen, over: SonarrRoute.season(seriesID: id, number: number)) }
        ) { id, number, context in screens.fileChanges(mediaIDs: [id], season: number, kinds: kinds([id], season: number), context: context) }
        routes.route(
            "/sonarr/library/rename/:ids", "Preview the renames of the marked series", SonarrModal.renameMarked,
            match: { if case .renameMarked(let ids) = $0 { ids } else { nil } },
            placement: { _ in .present(.fullScreen, over: SonarrRoute.library) }
        ) { ids, context in screens.fileChanges(mediaIDs: ids.ids, kinds: kinds(ids.ids), context: context) }
    }

    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        FileChangeCommands<SonarrService>.register(with: registrar) { item, marked in
            if let marked { return .renameMarked(ids: RecordIDs(marked)) }
            if let season = item as? SeasonDetailScreen { return .renameSeasonFiles(seriesID: season.seriesID, seasonNumber: season.seasonNumber) }
            return item.commandMediaID.map { .renameFiles(seriesID: $0) }
        }
    }
}
