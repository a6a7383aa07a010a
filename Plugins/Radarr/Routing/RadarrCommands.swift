import MarqueeHost
import MarqueeNavigation

/// The Radarr key commands: `a` add and the activity screens (`Q` queue, `H` history,
/// `C` calendar, `W` wanted, `U` cutoff unmet, `Y` system; from one activity screen to another
/// they replace it) on every Radarr screen; `m` monitor, Ctrl-R refresh, `d` delete, `e` edit,
/// `s` search and `i` interactive search on the library and the movie detail only (they act
/// on "the movie": the detail's, or the library's highlighted row).
enum RadarrCommands {
    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        let scope = KeyCommand.Scope.route(RadarrRoute.self)
        registrar.keyCommand("a", title: "Add movie", scope: scope) { context in
            try router(context).present(.addLookup(term: ""))
        }
        registrar.keyCommand("m", title: "Toggle monitored", on: RadarrRoute.self, where: onMovies) { context in
            if let detail = context.screen as? MovieDetailScreen { detail.toggleMonitored() }
            else if let library = context.screen as? MovieLibraryScreen { library.toggleMonitored() }
        }
        registrar.keyCommand("ctrl-r", title: "Refresh", on: RadarrRoute.self, where: onMovies) { context in
            if let detail = context.screen as? MovieDetailScreen { detail.refreshAndScan() }
            else if let library = context.screen as? MovieLibraryScreen { library.reload() }
        }
        registrar.keyCommand("d", title: "Delete movie", on: RadarrRoute.self, where: onMovies) { context in
            guard let id = movieID(context) else { return }
            try router(context).present(.deleteMovie(id: id), style: .alert)
        }
        registrar.keyCommand("e", title: "Edit movie", on: RadarrRoute.self, where: onMovies) { context in
            guard let id = movieID(context) else { return }
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
        registrar.keyCommand("s", title: "Automatic search", on: RadarrRoute.self, where: onMovies) { context in
            if let detail = context.screen as? MovieDetailScreen { detail.search() }
            else if let library = context.screen as? MovieLibraryScreen { library.search() }
        }
    }

    @MainActor
    static func registerInteractiveSearch(with registrar: ModuleRegistrar) {
        registrar.keyCommand("i", title: "Interactive search", on: RadarrRoute.self, where: onMovies) { context in
            guard let id = movieID(context) else { return }
            try router(context).present(.interactiveSearch(movieID: id), style: .fullScreen)
        }
    }

    /// Where the commands on "the movie" apply: the library and the movie detail.
    private static let onMovies: @Sendable (RadarrRoute) -> Bool = { !$0.isActivity }

    @MainActor
    private static func router(_ context: KeyCommandContext) -> FeatureRouter<RadarrRoute, RadarrModal> {
        context.screenContext.router(for: RadarrRoute.self, RadarrModal.self)
    }

    /// The movie a command acts on: the detail's, or the library's highlighted one.
    @MainActor
    private static func movieID(_ context: KeyCommandContext) -> Int? {
        if case .movie(let id)? = context.focusedEntry?.route.as(RadarrRoute.self) { return id }
        return (context.screen as? MovieLibraryScreen)?.selectedMovie?.id
    }
}
