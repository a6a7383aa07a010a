import LidarrAPI
import LidarrFeature
import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrCore
import ServarrScreens
import ServarrSimulator
import ServarrTesting
import SonarrAPI
import SonarrFeature

/// One service as the kit's tests drive it: its module and description, its repository on the
/// simulator, and the titles and routes the flows use. The tests are written once and run for
/// every case (``KitCases/all``).
@MainActor
protocol KitCase: SendableMetatype {
    associatedtype Service: ServarrLibraryService & ServarrActivityService & ServarrSystemService
    /// The module under test.
    static func module() -> any FeatureModule
    /// The simulated service (for faults).
    static var simulated: SimulatedService { get }
    /// The repository's configuration on `simulator`.
    static func configuration(of simulator: ServarrSimulator) -> ServiceConfiguration
    /// The library route.
    static var library: Service.Route { get }
    /// An activity route.
    static func activity(_ kind: ActivityKind) -> Service.Route
    /// A title of the sample library, and a lookup term that finds it.
    static var libraryTitle: (title: String, term: String) { get }
    /// A catalogue title not in the library, and a lookup term that finds it.
    static var newTitle: (externalID: Service.Repository.Media.ExternalID, term: String) { get }
    /// A catalogue title and what its add confirmation asks.
    static var confirmation: (externalID: Service.Repository.Media.ExternalID, message: String) { get }
    /// Hands an item to the feature through its routing protocol, as another tab does.
    static func show(id: Int, in flow: FlowTest) throws
    /// Starts the add flow with `term` through the feature's routing protocol.
    static func startAdd(term: String, in flow: FlowTest) throws
    /// The add sheet.
    static func addLookup(term: String) -> Service.Modal
    /// The search command a detail or the library starts for one item ("MoviesSearch").
    static var searchCommandName: String { get }
    /// The command "search all" on wanted starts ("MissingMoviesSearch").
    static var missingSearchCommandName: String { get }
    /// The command that refreshes library items ("RefreshMovie").
    static var refreshCommandName: String { get }
    /// Whether one search or refresh command names several library items (Radarr's
    /// `movieIds`); Sonarr's and Lidarr's name one each.
    static var commandTakesSeveralItems: Bool { get }
    /// The id of the item the focused detail screen shows.
    static func shownID(in flow: FlowTest) -> Int?
    /// The link of an item's detail ("/radarr/movie/12").
    static func detailLink(id: Int) -> String
    /// The edit sheet of an item.
    static func editModal(id: Int) -> Service.Modal
    /// A yes/no field the edit sheet saves, and where the sample library's folders are ("/movies").
    static var editedToggle: WritableKeyPath<Service.Repository.Media, Bool> { get }
    static var folder: String { get }
    /// The focused detail screen.
    static func detail(in flow: FlowTest) throws -> any SearchingDetail
}

extension KitCase {
    /// The tab and link prefix: "radarr".
    static var name: String { Service.serviceName.lowercased() }
}

/// A detail screen with an automatic search (`s`).
@MainActor
protocol SearchingDetail: AnyObject {
    func search()
    /// Whether the item has not loaded (the page says why, or "Loading…").
    var awaitsItem: Bool { get }
}

extension MovieDetailScreen: SearchingDetail {}
extension SeriesDetailScreen: SearchingDetail {}
extension ArtistDetailScreen: SearchingDetail {}

/// The services the kit's tests run for.
enum KitCases {
    static let all: [any KitCase.Type] = [RadarrCase.self, SonarrCase.self, LidarrCase.self]
    /// The services whose add links name a title the service can look up again (Lidarr's add
    /// links carry a number made from a MusicBrainz id, which Lidarr cannot look up).
    static let lookingUpAddLinks: [any KitCase.Type] = [RadarrCase.self, SonarrCase.self]
}

enum RadarrCase: KitCase {
    typealias Service = RadarrService
    static func module() -> any FeatureModule { RadarrModule() }
    static let simulated = SimulatedService.radarr
    static func configuration(of simulator: ServarrSimulator) -> ServiceConfiguration { simulator.radarrConfiguration(timeout: .seconds(10)) }
    static let library = RadarrRoute.library
    static func activity(_ kind: ActivityKind) -> RadarrRoute { .activity(kind) }
    static let libraryTitle = (title: "Dune", term: "dune")
    static let newTitle = (externalID: 800005, term: "ponyo")
    static let confirmation = (externalID: 800005, message: "Add Ponyo (2008)?")
    static func show(id: Int, in flow: FlowTest) throws { try flow.host.router(RadarrRouting.self)?.showMovie(id: id) }
    static func startAdd(term: String, in flow: FlowTest) throws { try flow.host.router(RadarrRouting.self)?.startAddMovie(term: term) }
    static func addLookup(term: String) -> RadarrModal { .addLookup(term: term) }
    static let searchCommandName = "MoviesSearch"
    static let missingSearchCommandName = "MissingMoviesSearch"
    static let refreshCommandName = "RefreshMovie"
    static let commandTakesSeveralItems = true
    static func shownID(in flow: FlowTest) -> Int? { (try? flow.requireFocusedScreen(as: MovieDetailScreen.self))?.movie?.id }
    static func detailLink(id: Int) -> String { "/radarr/movie/\(id)" }
    static func editModal(id: Int) -> RadarrModal { .edit(id: id) }
    static let editedToggle: WritableKeyPath<Movie, Bool> = \.isMonitored
    static let folder = "/movies"
    static func detail(in flow: FlowTest) throws -> any SearchingDetail { try flow.requireFocusedScreen(as: MovieDetailScreen.self) }
}

enum SonarrCase: KitCase {
    typealias Service = SonarrService
    static func module() -> any FeatureModule { SonarrModule() }
    static let simulated = SimulatedService.sonarr
    static func configuration(of simulator: ServarrSimulator) -> ServiceConfiguration { simulator.sonarrConfiguration(timeout: .seconds(10)) }
    static let library = SonarrRoute.library
    static func activity(_ kind: ActivityKind) -> SonarrRoute { .activity(kind) }
    static let libraryTitle = (title: "Breaking Bad", term: "breaking")
    static let newTitle = (externalID: 700003, term: "kingdom")
    static let confirmation = (externalID: 700005, message: "Add Borgen (2010), monitoring all episodes?")
    static func show(id: Int, in flow: FlowTest) throws { try flow.host.router(SonarrRouting.self)?.showSeries(id: id) }
    static func startAdd(term: String, in flow: FlowTest) throws { try flow.host.router(SonarrRouting.self)?.startAddSeries(term: term) }
    static func addLookup(term: String) -> SonarrModal { .addLookup(term: term) }
    static let searchCommandName = "SeriesSearch"
    static let missingSearchCommandName = "MissingEpisodeSearch"
    static let refreshCommandName = "RefreshSeries"
    static let commandTakesSeveralItems = false
    static func shownID(in flow: FlowTest) -> Int? { (try? flow.requireFocusedScreen(as: SeriesDetailScreen.self))?.series?.id }
    static func detailLink(id: Int) -> String { "/sonarr/series/\(id)" }
    static func editModal(id: Int) -> SonarrModal { .edit(id: id) }
    static let editedToggle: WritableKeyPath<Series, Bool> = \.usesSeasonFolders
    static let folder = "/tv"
    static func detail(in flow: FlowTest) throws -> any SearchingDetail { try flow.requireFocusedScreen(as: SeriesDetailScreen.self) }
}

enum LidarrCase: KitCase {
    typealias Service = LidarrService
    static func module() -> any FeatureModule { LidarrModule() }
    static let simulated = SimulatedService.lidarr
    static func configuration(of simulator: ServarrSimulator) -> ServiceConfiguration { simulator.lidarrConfiguration(timeout: .seconds(10)) }
    static let library = LidarrRoute.library
    static func activity(_ kind: ActivityKind) -> LidarrRoute { .activity(kind) }
    static let libraryTitle = (title: "Radiohead", term: "radiohead")
    static let portishead = "8f6bd1e4-fbe1-4f50-aa9b-94c450ec0f11"
    static let newTitle = (externalID: portishead, term: "portishead")
    static let confirmation = (externalID: portishead, message: "Add Portishead, monitoring all albums?")
    static func show(id: Int, in flow: FlowTest) throws { try flow.host.router(LidarrRouting.self)?.showArtist(id: id) }
    static func startAdd(term: String, in flow: FlowTest) throws { try flow.host.router(LidarrRouting.self)?.startAddArtist(term: term) }
    static func addLookup(term: String) -> LidarrModal { .addLookup(term: term) }
    static let searchCommandName = "ArtistSearch"
    static let missingSearchCommandName = "MissingAlbumSearch"
    static let refreshCommandName = "RefreshArtist"
    static let commandTakesSeveralItems = false
    static func shownID(in flow: FlowTest) -> Int? { (try? flow.requireFocusedScreen(as: ArtistDetailScreen.self))?.artistID }
    static func detailLink(id: Int) -> String { "/lidarr/artist/\(id)" }
    static func editModal(id: Int) -> LidarrModal { .edit(id: id) }
    static let editedToggle: WritableKeyPath<Artist, Bool> = \.isMonitored
    static let folder = "/music"
    static func detail(in flow: FlowTest) throws -> any SearchingDetail { try flow.requireFocusedScreen(as: ArtistDetailScreen.self) }
}

/// A flow test with `Case`'s module and repository on the simulator (see `withServarrFlow`).
@MainActor
func withFlow<Case: KitCase>(
    _ service: Case.Type, exhaustive: Bool = true, downloadDuration: Duration = .seconds(2),
    alongside otherModules: [any FeatureModule] = [], stuckDownloads: Bool = false,
    _ body: (FlowTest, ServarrSimulator, Case.Service.Repository) async throws -> Void
) async throws {
    try await withServarrFlow(
        Case.module(), exhaustive: exhaustive, downloadDuration: downloadDuration, alongside: otherModules, stuckDownloads: stuckDownloads,
        configuration: Case.configuration(of:), body)
}
