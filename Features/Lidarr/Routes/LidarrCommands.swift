import LidarrAPI
import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Lidarr key commands: the shared ones (``ServarrCommands``: `a` add, `m` monitor,
/// Ctrl-R refresh, `s` search, `e` edit, `d` delete, the activity keys) on the library and
/// artist screens, and on an album `m` monitor, Ctrl-R refresh, `s` search and `i` its releases
/// (interactive search).
enum LidarrCommands {
    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        // The album's own commands first: the footer lists commands in the order they are registered.
        registrar.keyCommand("i", title: "Interactive search", on: AlbumDetailScreen.self) { album, _ in try album.openInteractiveSearch() }
        registrar.keyCommand("m", title: "Monitor", on: AlbumDetailScreen.self) { album, _ in album.toggleMonitored() }
        registrar.keyCommand("s", title: "Search", on: AlbumDetailScreen.self) { album, _ in album.search() }
        registrar.keyCommand("ctrl-r", title: "Refresh", on: AlbumDetailScreen.self) { album, _ in album.reload() }
        ServarrCommands<LidarrService>.register(with: registrar)
        ServarrManagement<LidarrService>.registerKeys(with: registrar)
        LidarrRenaming.register(with: registrar)
        ServarrProfiles<LidarrService>.registerKeys(with: registrar)
    }
}

extension ArtistDetailScreen: MediaCommandTarget {
    public typealias Service = LidarrService
    public var commandMediaID: Int? { artistID }
    public var commandMedia: Artist? { artist }
    public func refreshMedia() { reload() }
}
