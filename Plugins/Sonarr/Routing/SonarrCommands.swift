import MarqueeHost
import MarqueeNavigation

/// The Sonarr key commands: `a` add and the activity screens (`Q` queue, `H` history,
/// `C` calendar, `W` wanted, `U` cutoff unmet, `Y` system; from one activity screen to another
/// they replace it) on every Sonarr screen; `m` monitor, Ctrl-R refresh, `d` delete and
/// `e` edit on the library, series and season screens; `s` search (the series, or the season)
/// on the series and season screens; `i` the season's releases (interactive search) on a season.
enum SonarrCommands {
    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        let scope = KeyCommand.Scope.route(SonarrRoute.self)
        registrar.keyCommand("a", title: "Add series", scope: scope) { context in
            try router(context).present(.addLookup(term: ""))
        }
        registrar.keyCommand("m", title: "Toggle monitored", on: SonarrRoute.self, where: onSeries) { context in
            switch context.screen {
            case let library as SeriesLibraryScreen: library.toggleMonitored()
            case let series as SeriesDetailScreen: series.toggleSeasonMonitored()
            case let season as SeasonDetailScreen: season.toggleMonitored()
            default: break
            }
        }
        registrar.keyCommand("ctrl-r", title: "Refresh", on: SonarrRoute.self, where: onSeries) { context in
            switch context.screen {
            case let library as SeriesLibraryScreen: library.reload()
            case let series as SeriesDetailScreen: series.reload()
            case let season as SeasonDetailScreen: season.reload()
            default: break
            }
        }
        registrar.keyCommand("d", title: "Delete series", on: SonarrRoute.self, where: onSeries) { context in
            guard let id = seriesID(context) else { return }
            try router(context).present(.deleteSeries(id: id), style: .alert)
        }
        registrar.keyCommand("e", title: "Edit series", on: SonarrRoute.self, where: onSeries) { context in
            guard let id = seriesID(context) else { return }
            try router(context).present(.editSeries(id: id))
        }
        registrar.keyCommand("s", title: "Search", on: SonarrRoute.self, where: onSeriesOrSeason) { context in
            switch context.screen {
            case let series as SeriesDetailScreen: series.search()
            case let season as SeasonDetailScreen: season.search()
            default: break
            }
        }
        registrar.keyCommand("i", title: "Season releases", on: SonarrRoute.self, where: onSeason) { context in
            try (context.screen as? SeasonDetailScreen)?.openInteractiveSearch()
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

    /// Where the commands on "the series" apply: the library, series and season screens.
    private static let onSeries: @Sendable (SonarrRoute) -> Bool = { !$0.isActivity }

    /// Where searching applies: a series or one of its seasons.
    private static let onSeriesOrSeason: @Sendable (SonarrRoute) -> Bool = { route in
        switch route {
        case .series, .season: true
        case .library, .activity: false
        }
    }

    /// Where the season's interactive search applies: a season.
    private static let onSeason: @Sendable (SonarrRoute) -> Bool = { route in
        if case .season = route { true } else { false }
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
