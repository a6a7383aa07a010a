import MarqueeHost
import MarqueeNavigation
import ServarrScreens
import SonarrAPI

/// The Sonarr key commands: the shared ones (``ServarrCommands``: `a` add, `m` monitor,
/// Ctrl-R refresh, `s` search, `e` edit, `d` delete, the activity keys) on the library, series
/// and season screens (`m` and `s` act on the screen's item: the series, or the season), and
/// `i` the season's releases (interactive search) on a season.
enum SonarrCommands {
    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        // The season's own command first: the footer lists commands in the order they are registered.
        registrar.keyCommand("i", title: "Interactive search", on: SeasonDetailScreen.self) { season, _ in try season.openInteractiveSearch() }
        ServarrCommands<SonarrService>.register(with: registrar)
        ServarrManagement<SonarrService>.registerKeys(with: registrar)
        SonarrRenaming.register(with: registrar)
        ServarrProfiles<SonarrService>.registerKeys(with: registrar)
    }
}

extension SeriesDetailScreen: MediaCommandTarget {
    public typealias Service = SonarrService
    public var commandMediaID: Int? { seriesID }
    public var commandMedia: Series? { series }
    public func refreshMedia() { reload() }
}

extension SeasonDetailScreen: MediaCommandTarget {
    public typealias Service = SonarrService
    public var commandMediaID: Int? { seriesID }
    public func refreshMedia() { reload() }
}
