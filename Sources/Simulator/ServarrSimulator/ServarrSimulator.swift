import Foundation
import Hummingbird
import Logging
import OpenAPIHummingbird
import OpenAPIRuntime
import ServarrCore
import ServiceLifecycle

/// Radarr-, Sonarr- and Lidarr-compatible HTTP servers on loopback with sample data, for the demo
/// mode, tests and benchmarks.
///
/// ```swift
/// let simulator = try await ServarrSimulator.start()
/// let radarr = RadarrRepository(configuration: simulator.radarrConfiguration)
/// // ...
/// await simulator.shutdown()
/// ```
///
/// The servers implement the filtered v3 (Lidarr: v1) specs through the generated server stubs,
/// and serve what the three services share (queue, history, calendar, wanted, blocklist, System
/// pages, management) once, as plain routes (``ActivityRoutes``, ``SystemRoutes``); all check
/// `X-Api-Key` or the `apikey` query parameter (401 otherwise) and share one ``FaultInjector``.
/// Like the real servers they match paths and query parameter names case-insensitively,
/// read date-only query dates, apply the servers' defaults to omitted parameters, and answer
/// errors as `{"message", "description"}` (404, 400) or, for validation, a JSON list of
/// `{propertyName, errorMessage, attemptedValue, severity}` (400). ``Configuration`` sizes the
/// libraries (``Configuration/movies``, ``Configuration/series``), seeds queue and history
/// records, and picks the server versions to impersonate (``ServerVersions``). Each also serves an admin
/// endpoint for fault injection (it requires the API key too and is never faulted):
///
/// - `GET /__admin/faults` lists the rules: `{"rules": [...]}`;
/// - `POST /__admin/faults` adds one rule, e.g. `{"fault": {"serverError": {"message": "boom"}},
///   "operation": "get/api/v3/movie", "remaining": 1}` (`"skipping": 2` lets the first two
///   matching requests through);
/// - `PUT /__admin/faults` replaces all rules with `{"rules": [...]}`;
/// - `DELETE /__admin/faults` removes all rules.
public final class ServarrSimulator: Sendable {
    /// How to start the simulator.
    public struct Configuration: Sendable {
        /// Address to bind; loopback by default.
        public var host: String
        /// Port for Radarr; 0 picks a free port.
        public var radarrPort: Int
        /// Port for Sonarr; 0 picks a free port.
        public var sonarrPort: Int
        /// Port for Lidarr; 0 picks a free port.
        public var lidarrPort: Int
        /// API key both servers accept; a new random key (Radarr's format) when nil.
        public var apiKey: String?
        /// Serve under `/radarr`, `/sonarr` and `/lidarr`, as behind a reverse proxy.
        public var usesPathPrefixes: Bool
        /// Time a command spends queued and then running (so it completes after twice this).
        public var commandStepDuration: Duration
        /// Time a grabbed release takes to download and import.
        public var downloadDuration: Duration
        /// Longest time a `timeout` fault holds a request.
        public var hangLimit: Duration
        /// Fault rules active from the start.
        public var faults: [FaultRule]
        /// Log level of the HTTP servers.
        public var logLevel: Logger.Level
        /// Number of movies in Radarr's library: the sample library first, then generated
        /// movies; nil serves the sample library (230 movies).
        public var movies: Int?
        /// Number of series in Sonarr's library, as ``movies``; nil serves the sample library (64 series).
        public var series: Int?
        /// Number of artists in Lidarr's library, as ``movies``; nil serves the sample library (5 artists).
        public var artists: Int?
        /// Seed of the generated movies and series: the same seed gives the same library.
        public var librarySeed: Int
        /// Number of records each queue holds at start (long downloads that stay queued);
        /// nil seeds a few downloads.
        public var queueRecords: Int?
        /// Number of history records each server holds at start; nil records the sample
        /// library's grabs and imports.
        public var historyRecords: Int?
        /// The server versions to impersonate (their `system/status` versions and shapes).
        public var serverVersions: ServerVersions
        /// Whether each queue also holds downloads that went wrong: finished but waiting for a
        /// manual import (not an upgrade, a sample, an unknown title, missing episodes or
        /// tracks), failed, or held back by a delay profile.
        public var stuckDownloads = false

        /// Creates a configuration; defaults suit the interactive demo.
        public init(
            host: String = "127.0.0.1", radarrPort: Int = 0, sonarrPort: Int = 0, apiKey: String? = nil,
            usesPathPrefixes: Bool = false, commandStepDuration: Duration = .seconds(2),
            downloadDuration: Duration = .seconds(30), hangLimit: Duration = .seconds(60),
            faults: [FaultRule] = [], logLevel: Logger.Level = .error, movies: Int? = nil, series: Int? = nil,
            librarySeed: Int = 1, queueRecords: Int? = nil, historyRecords: Int? = nil,
            serverVersions: ServerVersions = .init(), lidarrPort: Int = 0, artists: Int? = nil
        ) {
            self.host = host
            self.radarrPort = radarrPort
            self.sonarrPort = sonarrPort
            self.apiKey = apiKey
            self.usesPathPrefixes = usesPathPrefixes
            self.commandStepDuration = commandStepDuration
            self.downloadDuration = downloadDuration
            self.hangLimit = hangLimit
            self.faults = faults
            self.logLevel = logLevel
            self.movies = movies
            self.series = series
            self.librarySeed = librarySeed
            self.queueRecords = queueRecords
            self.historyRecords = historyRecords
            self.serverVersions = serverVersions
            self.lidarrPort = lidarrPort
            self.artists = artists
        }
    }

    /// Base URL of the simulated Radarr (with `/radarr` when path prefixes are on).
    public let radarrURL: URL
    /// Base URL of the simulated Sonarr (with `/sonarr` when path prefixes are on).
    public let sonarrURL: URL
    /// Base URL of the simulated Lidarr (with `/lidarr` when path prefixes are on).
    public let lidarrURL: URL
    /// The API key both servers accept.
    public let apiKey: String
    /// The fault rules; change them at any time.
    public let faults: FaultInjector
    private let group: ServiceGroup
    private let servers: Task<Void, Never>

    private init(
        radarrURL: URL, sonarrURL: URL, lidarrURL: URL, apiKey: String, faults: FaultInjector, group: ServiceGroup,
        servers: Task<Void, Never>
    ) {
        self.radarrURL = radarrURL
        self.sonarrURL = sonarrURL
        self.lidarrURL = lidarrURL
        self.apiKey = apiKey
        self.faults = faults
        self.group = group
        self.servers = servers
    }

    /// A client configuration for the simulated Radarr.
    public func radarrConfiguration(timeout: Duration = .seconds(30)) -> ServiceConfiguration {
        ServiceConfiguration(baseURL: radarrURL, apiKey: apiKey, timeout: timeout)
    }

    /// A client configuration for the simulated Sonarr.
    public func sonarrConfiguration(timeout: Duration = .seconds(30)) -> ServiceConfiguration {
        ServiceConfiguration(baseURL: sonarrURL, apiKey: apiKey, timeout: timeout)
    }

    /// A client configuration for the simulated Lidarr.
    public func lidarrConfiguration(timeout: Duration = .seconds(30)) -> ServiceConfiguration {
        ServiceConfiguration(baseURL: lidarrURL, apiKey: apiKey, timeout: timeout)
    }

    /// A new API key in Radarr's format: 32 lowercase hexadecimal characters.
    public static func makeAPIKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(UInt8.random(in: 0..<16, using: &generator), radix: 16) }.joined()
    }

    /// Starts the servers and returns once all accept connections.
    public static func start(_ configuration: Configuration = .init()) async throws -> ServarrSimulator {
        let apiKey = configuration.apiKey ?? makeAPIKey()
        let faults = FaultInjector(rules: configuration.faults)
        let radarrPrefix = configuration.usesPathPrefixes ? "/radarr" : ""
        let sonarrPrefix = configuration.usesPathPrefixes ? "/sonarr" : ""
        let lidarrPrefix = configuration.usesPathPrefixes ? "/lidarr" : ""
        let options = LibraryOptions(configuration)
        let radarr = try await RadarrLibrary(options, urlBase: radarrPrefix)
        let sonarr = try await SonarrLibrary(options, urlBase: sonarrPrefix)
        let lidarr = await LidarrLibrary(options, urlBase: lidarrPrefix)
        let radarrManagement = ManagementStore(ManagementSeed.profile(.radarr, options.versions)) { await radarr.taggedMedia() }
        let sonarrManagement = ManagementStore(ManagementSeed.profile(.sonarr, options.versions)) { await sonarr.taggedMedia() }
        let lidarrManagement = ManagementStore(ManagementSeed.profile(.lidarr, options.versions)) { await lidarr.taggedMedia() }

        var logger = Logger(label: "servarr-simulator")
        logger.logLevel = configuration.logLevel
        let (events, continuation) = AsyncStream<Result<(SimulatedService, Int), any Error>>.makeStream()

        func application(
            _ service: SimulatedService, port: Int, prefix: String, management: ManagementStore, resources: ResourceStore,
            root: String = "api/v3", library: any ActivityLibrary & EditableLibrary & RenamableLibrary, media: String,
            system: SystemRoutes,
            register: (URL, [any ServerMiddleware], PlainRoutes) throws -> Void
        ) throws -> some ApplicationProtocol {
            let router = Router()
            let middleware = SimulatorMiddleware(service: service, apiKey: apiKey, faults: faults, hangLimit: configuration.hangLimit)
            let routes = PlainRoutes(router: router, middleware: middleware, prefix: prefix, registered: RegisteredRoutes())
            try register(URL(string: prefix.isEmpty ? "/" : prefix)!, [middleware], routes)
            ManagementRoutes(store: management, root: root).register(on: routes)
            system.register(on: routes, library: library)
            ActivityRoutes(root: root, library: library, profiles: resources).register(on: routes)
            RenameRoutes(root: root, library: library).register(on: routes)
            EditorRoutes(path: "\(root)/\(media)/editor", library: library, validates: service != .radarr, resources: resources)
                .register(on: routes)
            // Last: every operation of the spec that nothing above serves.
            try ResourceRoutes(store: resources).register(on: routes)
            AdminRoutes(apiKey: apiKey, faults: faults).register(on: router, prefix: prefix)
            return Application(
                responder: RequestBinding(next: router.buildResponder()),
                configuration: .init(address: .hostname(configuration.host, port: port), serverName: service.rawValue),
                onServerRunning: { channel in continuation.yield(.success((service, channel.localAddress?.port ?? port))) },
                logger: logger
            )
        }
        let collections = SimulatedCollections()
        let radarrResources = ResourceStore(service: .radarr, root: "api/v3")
        let sonarrResources = ResourceStore(service: .sonarr, root: "api/v3")
        let lidarrResources = ResourceStore(service: .lidarr, root: "api/v1")
        let radarrSystem = SystemRoutes(
            service: .radarr, root: "api/v3", start: radarr.startTime, installedVersion: options.versions.radarrVersion,
            collections: (collections, { await radarr.tmdbIDs() }))
        let sonarrSystem = SystemRoutes(
            service: .sonarr, root: "api/v3", start: sonarr.startTime, installedVersion: options.versions.sonarrVersion, collections: nil)
        let lidarrSystem = SystemRoutes(
            service: .lidarr, root: "api/v1", start: lidarr.startTime, installedVersion: LidarrLibrary.version, collections: nil)
        let radarrApp = try application(
            .radarr, port: configuration.radarrPort, prefix: radarrPrefix, management: radarrManagement, resources: radarrResources,
            library: radarr, media: "movie",
            system: radarrSystem
        ) { url, middlewares, routes in
            let handler = RadarrHandler(library: radarr, resources: radarrResources)
            try handler.registerHandlers(
                on: StubTransport(routes: routes, servedElsewhere: RadarrHandler.servedElsewhere), serverURL: url,
                configuration: .init(dateTranscoder: LenientDateTranscoder()), middlewares: middlewares)
            handler.registerPlainRoutes(on: routes)
        }
        let sonarrApp = try application(
            .sonarr, port: configuration.sonarrPort, prefix: sonarrPrefix, management: sonarrManagement, resources: sonarrResources,
            library: sonarr, media: "series",
            system: sonarrSystem
        ) { url, middlewares, routes in
            let handler = SonarrHandler(library: sonarr, resources: sonarrResources)
            try handler.registerHandlers(
                on: StubTransport(routes: routes, servedElsewhere: SonarrHandler.servedElsewhere), serverURL: url,
                configuration: .init(dateTranscoder: LenientDateTranscoder()), middlewares: middlewares)
            handler.registerPlainRoutes(on: routes)
        }
        let lidarrApp = try application(
            .lidarr, port: configuration.lidarrPort, prefix: lidarrPrefix, management: lidarrManagement, resources: lidarrResources,
            root: "api/v1", library: lidarr,
            media: "artist",
            system: lidarrSystem
        ) { url, middlewares, routes in
            let handler = LidarrHandler(library: lidarr, resources: lidarrResources)
            try handler.registerHandlers(
                on: StubTransport(routes: routes, servedElsewhere: LidarrHandler.servedElsewhere), serverURL: url,
                configuration: .init(dateTranscoder: LenientDateTranscoder()), middlewares: middlewares)
            handler.registerPlainRoutes(on: routes)
        }
        let group = ServiceGroup(configuration: .init(services: [radarrApp, sonarrApp, lidarrApp], gracefulShutdownSignals: [], logger: logger))
        let servers = Task {
            do {
                try await group.run()
            } catch {
                continuation.yield(.failure(error))
            }
            continuation.finish()
        }

        var ports: [SimulatedService: Int] = [:]
        for await event in events {
            switch event {
            case .success(let (service, port)): ports[service] = port
            case .failure(let error):
                servers.cancel()
                throw error
            }
            if ports.count == SimulatedService.allCases.count { break }
        }
        guard let radarrPort = ports[.radarr], let sonarrPort = ports[.sonarr], let lidarrPort = ports[.lidarr] else {
            servers.cancel()
            throw CancellationError()
        }
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return ServarrSimulator(
            radarrURL: URL(string: "http://\(host):\(radarrPort)\(radarrPrefix)")!,
            sonarrURL: URL(string: "http://\(host):\(sonarrPort)\(sonarrPrefix)")!,
            lidarrURL: URL(string: "http://\(host):\(lidarrPort)\(lidarrPrefix)")!,
            apiKey: apiKey, faults: faults, group: group, servers: servers
        )
    }

    /// Stops the servers gracefully; requests held by a `timeout` fault are released.
    public func shutdown() async {
        await faults.beginShutdown()
        await group.triggerGracefulShutdown()
        await servers.value
    }

    /// Waits until the servers stop (for the `servarr-sim` executable).
    public func waitUntilShutdown() async {
        await servers.value
    }
}

extension Duration {
    var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

/// What both libraries are built from.
struct LibraryOptions: Sendable {
    var today: Date
    var commandStep: TimeInterval
    var downloadDuration: TimeInterval
    var movies: Int?
    var series: Int?
    var artists: Int?
    var seed: Int
    var queueRecords: Int?
    var historyRecords: Int?
    var versions: ServerVersions
    var stuckDownloads: Bool

    init(_ configuration: ServarrSimulator.Configuration, today: Date = Date()) {
        self.today = today
        commandStep = configuration.commandStepDuration.timeInterval
        downloadDuration = configuration.downloadDuration.timeInterval
        movies = configuration.movies.map { max(0, $0) }
        series = configuration.series.map { max(0, $0) }
        artists = configuration.artists.map { max(0, $0) }
        seed = configuration.librarySeed
        queueRecords = configuration.queueRecords.map { max(0, $0) }
        historyRecords = configuration.historyRecords.map { max(0, $0) }
        versions = configuration.serverVersions
        stuckDownloads = configuration.stuckDownloads
    }
}
