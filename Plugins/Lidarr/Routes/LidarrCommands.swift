import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Lidarr key commands: `a` add and the activity screens (`Q` `H` `C` `W` `U` `Y`; from one
/// activity screen to another they replace it) on every Lidarr screen; Ctrl-R refresh, `e` edit
/// and `d` delete on the library and artist screens; `s` search on the artist and album
/// screens; `i` the album's releases (interactive search); `A` adds the library's highlighted
/// artist to another Lidarr instance.
enum LidarrCommands {
    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        let scope = KeyCommand.Scope.route(LidarrRoute.self)
        registrar.keyCommand("a", title: "Add artist", scope: scope) { context in try router(context).present(.addLookup(term: "")) }
        registrar.keyCommand("m", title: "Toggle monitored", on: MediaLibraryScreen<LidarrService>.self) { library, _ in library.toggleMonitored() }
        registrar.keyCommand("ctrl-r", title: "Refresh", on: MediaLibraryScreen<LidarrService>.self) { library, _ in library.reload() }
        registrar.keyCommand("ctrl-r", title: "Refresh", on: ArtistDetailScreen.self) { artist, _ in artist.reload() }
        registrar.keyCommand("ctrl-r", title: "Refresh", on: AlbumDetailScreen.self) { album, _ in album.reload() }
        registrar.keyCommand("d", title: "Delete artist", on: MediaLibraryScreen<LidarrService>.self) { library, context in
            guard let id = library.selectedItem?.id else { return }
            try router(context).present(.deleteArtist(id: id), style: .alert)
        }
        registrar.keyCommand("d", title: "Delete artist", on: ArtistDetailScreen.self) { artist, context in
            try router(context).present(.deleteArtist(id: artist.artistID), style: .alert)
        }
        registrar.keyCommand("e", title: "Edit artist", on: MediaLibraryScreen<LidarrService>.self) { library, context in
            guard let id = library.selectedItem?.id else { return }
            try router(context).present(.editArtist(id: id))
        }
        registrar.keyCommand("e", title: "Edit artist", on: ArtistDetailScreen.self) { artist, context in
            try router(context).present(.editArtist(id: artist.artistID))
        }
        registrar.keyCommand("s", title: "Search", on: ArtistDetailScreen.self) { artist, _ in artist.search() }
        registrar.keyCommand("s", title: "Search", on: AlbumDetailScreen.self) { album, _ in album.search() }
        registrar.keyCommand("i", title: "Album releases", on: AlbumDetailScreen.self) { album, _ in try album.openInteractiveSearch() }
        registrar.addToAnotherInstance(on: MediaLibraryScreen<LidarrService>.self) { library in
            library.selectedItem.map { LidarrModal.addLookup(term: "lidarr:\($0.foreignArtistID)") }
        }
        for kind in ActivityKind.allCases {
            registrar.keyCommand(kind.key, title: kind.title, scope: scope) { context in
                switch context.focusedEntry?.route.as(LidarrRoute.self) {
                case .activity(kind)?: break
                case .activity?: _ = try router(context).replaceTop(with: .activity(kind))
                default: _ = try router(context).push(.activity(kind))
                }
            }
        }
    }

    @MainActor
    private static func router(_ context: KeyCommandContext) -> FeatureRouter<LidarrRoute, LidarrModal> {
        context.screenContext.router(for: LidarrRoute.self, LidarrModal.self)
    }
}
