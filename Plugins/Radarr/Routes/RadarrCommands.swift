import MarqueeHost
import MarqueeNavigation

/// The Radarr key commands: `a` add and the activity screens (`Q` queue, `H` history,
/// `C` calendar, `W` wanted, `U` cutoff unmet, `Y` system; from one activity screen to another
/// they replace it) on every Radarr screen; `m` monitor, Ctrl-R refresh, `d` delete, `e` edit,
/// `s` search and `i` interactive search on the library and the movie detail only (they act
/// on "the movie": the detail's, or the library's highlighted row); `A` adds the movie to
/// another Radarr instance.
enum RadarrCommands {
    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        let scope = KeyCommand.Scope.route(RadarrRoute.self)
        registrar.keyCommand("a", title: "Add movie", scope: scope) { context in
            try router(context).present(.addLookup(term: ""))
        }
        registrar.keyCommand("m", title: "Toggle monitored", on: (any MovieCommandTarget).self) { movie, _ in movie.toggleMonitored() }
        registrar.keyCommand("ctrl-r", title: "Refresh", on: (any MovieCommandTarget).self) { movie, _ in movie.refreshMovie() }
        registrar.keyCommand("d", title: "Delete movie", on: (any MovieCommandTarget).self) { movie, context in
            guard let id = movie.commandMovieID else { return }
            try router(context).present(.deleteMovie(id: id), style: .alert)
        }
        registrar.keyCommand("e", title: "Edit movie", on: (any MovieCommandTarget).self) { movie, context in
            guard let id = movie.commandMovieID else { return }
            try router(context).present(.editMovie(id: id))
        }
        registerInteractiveSearch(with: registrar)
        for kind in RadarrRoute.Activity.allCases {
            registrar.keyCommand(kind.key, title: kind.title, scope: scope) { context in
                switch context.focusedEntry?.route.as(RadarrRoute.self) {
                case .activity(kind)?: break
                case .activity?: _ = try router(context).replaceTop(with: .activity(kind))
                default: _ = try router(context).push(.activity(kind))
                }
            }
        }
        registrar.keyCommand("s", title: "Automatic search", on: (any MovieCommandTarget).self) { movie, _ in movie.search() }
        registrar.addToAnotherInstance(on: (any MovieCommandTarget).self) { movie in
            movie.commandTMDBID.map { RadarrModal.addLookup(term: RadarrService.lookupTerm(externalID: $0)) }
        }
    }

    @MainActor
    static func registerInteractiveSearch(with registrar: ModuleRegistrar) {
        registrar.keyCommand("i", title: "Interactive search", on: (any MovieCommandTarget).self) { movie, context in
            guard let id = movie.commandMovieID else { return }
            try router(context).present(.interactiveSearch(movieID: id), style: .fullScreen)
        }
    }

    @MainActor
    private static func router(_ context: KeyCommandContext) -> FeatureRouter<RadarrRoute, RadarrModal> {
        context.screenContext.router(for: RadarrRoute.self, RadarrModal.self)
    }
}

/// What the commands on "the movie" act on: the detail's movie, or the library's highlighted one.
@MainActor
protocol MovieCommandTarget: AnyObject {
    /// The movie's id; nil when the library shows none.
    var commandMovieID: Int? { get }
    /// The movie's TMDb id (for "Add to another instance"); nil when not known yet.
    var commandTMDBID: Int? { get }
    func toggleMonitored()
    /// Ctrl-R: the detail refreshes and rescans its movie; the library reloads.
    func refreshMovie()
    func search()
}

extension MovieDetailScreen: MovieCommandTarget {
    var commandMovieID: Int? { movieID }
    var commandTMDBID: Int? { movie?.externalID }
    func refreshMovie() { refreshAndScan() }
}

extension MovieLibraryScreen: MovieCommandTarget {
    var commandMovieID: Int? { selectedMovie?.id }
    var commandTMDBID: Int? { selectedMovie?.externalID }
    func refreshMovie() { reload() }
}
