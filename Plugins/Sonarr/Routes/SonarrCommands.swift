import MarqueeHost
import MarqueeNavigation

/// The Sonarr key commands: `a` add and the activity screens (`Q` queue, `H` history,
/// `C` calendar, `W` wanted, `U` cutoff unmet, `Y` system; from one activity screen to another
/// they replace it) on every Sonarr screen; `m` monitor, Ctrl-R refresh, `d` delete and
/// `e` edit on the library, series and season screens; `s` search (the series, or the season)
/// on the series and season screens; `i` the season's releases (interactive search) on a season;
/// `A` adds the library's highlighted series, or a series, to another Sonarr instance.
enum SonarrCommands {
    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        let scope = KeyCommand.Scope.route(SonarrRoute.self)
        registrar.keyCommand("a", title: "Add series", scope: scope) { context in
            try router(context).present(.addLookup(term: ""))
        }
        registrar.keyCommand("m", title: "Toggle monitored", on: (any SeriesCommandTarget).self) { series, _ in series.toggleMonitored() }
        registrar.keyCommand("ctrl-r", title: "Refresh", on: (any SeriesCommandTarget).self) { series, _ in series.reload() }
        registrar.keyCommand("d", title: "Delete series", on: (any SeriesCommandTarget).self) { series, context in
            guard let id = series.commandSeriesID else { return }
            try router(context).present(.deleteSeries(id: id), style: .alert)
        }
        registrar.keyCommand("e", title: "Edit series", on: (any SeriesCommandTarget).self) { series, context in
            guard let id = series.commandSeriesID else { return }
            try router(context).present(.editSeries(id: id))
        }
        registrar.keyCommand("s", title: "Search", on: SeriesDetailScreen.self) { series, _ in series.search() }
        registrar.keyCommand("s", title: "Search", on: SeasonDetailScreen.self) { season, _ in season.search() }
        registrar.keyCommand("i", title: "Season releases", on: SeasonDetailScreen.self) { season, _ in try season.openInteractiveSearch() }
        registrar.addToAnotherInstance(on: SeriesLibraryScreen.self) { library in
            library.selectedSeries.map { SonarrModal.addLookup(term: SonarrService.lookupTerm(externalID: $0.externalID)) }
        }
        registrar.addToAnotherInstance(on: SeriesDetailScreen.self) { detail in
            detail.series.map { SonarrModal.addLookup(term: SonarrService.lookupTerm(externalID: $0.externalID)) }
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
    @MainActor
    private static func router(_ context: KeyCommandContext) -> FeatureRouter<SonarrRoute, SonarrModal> {
        context.screenContext.router(for: SonarrRoute.self, SonarrModal.self)
    }
}

/// What the commands on "the series" act on: the library's highlighted series, a series, or
/// the series of a season.
@MainActor
protocol SeriesCommandTarget: AnyObject {
    /// The series' id; nil when the library shows none.
    var commandSeriesID: Int? { get }
    /// `m`: the library's series, the detail's highlighted season, or the season.
    func toggleMonitored()
    func reload()
}

extension SeriesLibraryScreen: SeriesCommandTarget {
    var commandSeriesID: Int? { selectedSeries?.id }
}

extension SeriesDetailScreen: SeriesCommandTarget {
    var commandSeriesID: Int? { seriesID }
    func toggleMonitored() { toggleSeasonMonitored() }
}

extension SeasonDetailScreen: SeriesCommandTarget {
    var commandSeriesID: Int? { seriesID }
}
