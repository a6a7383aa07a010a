import MarqueeHost
import MarqueeNavigation

/// The Sonarr key commands on the library, series and season screens: `a` add, `m` monitor,
/// Ctrl-R refresh, `d` delete, `e` edit, `s` search (the series, or the season on a season),
/// and the activity screens (`Q` queue,
/// `H` history, `C` calendar, `W` wanted, `U` cutoff unmet, `Y` system; from one activity
/// screen to another they replace it).
enum SonarrCommands {
    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        let scope = KeyCommand.Scope.route(SonarrRoute.self)
        registrar.keyCommand("a", title: "Add series", scope: scope) { context in
            try router(context).present(.addLookup(term: ""))
        }
        registrar.keyCommand("m", title: "Toggle monitored", scope: scope) { context in
            switch context.screen {
            case let library as SeriesLibraryScreen: library.toggleMonitored()
            case let series as SeriesDetailScreen: series.toggleSeasonMonitored()
            case let season as SeasonDetailScreen: season.toggleMonitored()
            default: break
            }
        }
        registrar.keyCommand("ctrl-r", title: "Refresh", scope: scope) { context in
            switch context.screen {
            case let library as SeriesLibraryScreen: library.reload()
            case let series as SeriesDetailScreen: series.reload()
            case let season as SeasonDetailScreen: season.reload()
            default: break
            }
        }
        registrar.keyCommand("d", title: "Delete series", scope: scope) { context in
            guard let id = seriesID(context) else { return }
            try router(context).present(.deleteSeries(id: id), style: .alert)
        }
        registrar.keyCommand("e", title: "Edit series", scope: scope) { context in
            guard let id = seriesID(context) else { return }
            try router(context).present(.editSeries(id: id))
        }
        registrar.keyCommand("s", title: "Search", scope: scope) { context in
            switch context.screen {
            case let series as SeriesDetailScreen: series.search()
            case let season as SeasonDetailScreen: season.search()
            default: break
            }
        }
        for kind in SonarrRoute.Activity.allCases {
            registrar.keyCommand(kind.key, title: kind.title, scope: scope) { context in
                switch context.focusedEntry?.route.as(SonarrRoute.self) {
                case .activity(kind)?: break
                case .activity?: _ = try router(context).replaceTop(with: .activity(kind))
                default: _ = try router(context).push(.activity(kind))
                }
            }
        }
    }

    @MainActor
    private static func router(_ context: KeyCommandContext) -> FeatureRouter<SonarrRoute, SonarrModal> {
        context.screenContext.router(for: SonarrRoute.self, SonarrModal.self)
    }

    @MainActor
    private static func seriesID(_ context: KeyCommandContext) -> Int? {
        switch context.focusedEntry?.route.as(SonarrRoute.self) {
        case .series(let id)?, .season(let id, _)?: id
        default: (context.screen as? SeriesLibraryScreen)?.selectedSeries?.id
        }
    }
}
