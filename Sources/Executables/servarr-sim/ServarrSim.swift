import ArgumentParser
import Foundation
import ServarrSimulator

/// `servarr-sim`: runs the simulated Radarr, Sonarr and Lidarr until interrupted.
@main
struct ServarrSim: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "servarr-sim",
        abstract: "Serve simulated Radarr and Sonarr v3 and Lidarr v1 APIs with sample or generated libraries on loopback."
    )

    @Option(help: "Port for Radarr (0 picks a free port).")
    var radarrPort = 7878

    @Option(help: "Port for Sonarr (0 picks a free port).")
    var sonarrPort = 8989

    @Option(help: "Port for Lidarr (0 picks a free port).")
    var lidarrPort = 8686

    @Option(help: "API key every server accepts (default: a new random key).")
    var apiKey: String?

    @Option(help: "Address to bind.")
    var host = "127.0.0.1"

    @Flag(help: "Serve under /radarr, /sonarr and /lidarr, as behind a reverse proxy.")
    var pathPrefixes = false

    @Option(help: "A fault rule as JSON, e.g. '{\"fault\":{\"latency\":{\"milliseconds\":300}}}' (repeatable).")
    var fault: [String] = []

    @Option(help: "Movies in Radarr's library: the sample movies, then generated ones (default: the 230 sample movies).")
    var movies: Int?

    @Option(help: "Series in Sonarr's library: the sample series, then generated ones (default: the 64 sample series).")
    var series: Int?

    @Option(help: "Artists in Lidarr's library: the sample artists, then generated ones (default: the 5 sample artists).")
    var artists: Int?

    @Option(help: "Seed of the generated movies and series (the same seed gives the same library).")
    var seed = 1

    @Option(help: "Records in each queue at start (long downloads that stay queued).")
    var queueRecords: Int?

    @Option(help: "Records in each history at start.")
    var historyRecords: Int?

    @Option(help: "Seconds a command spends queued and then running (it completes after twice this).")
    var commandStep = 2.0

    @Option(help: "Seconds a grabbed release takes to download and import.")
    var downloadDuration = 30.0

    @Flag(help: "Also queue downloads that went wrong: waiting for a manual import, failed, or held back by a delay profile.")
    var stuckDownloads = false

    @Option(help: "Server versions to impersonate, e.g. radarr=5,sonarr=4 (Radarr 4|5, Sonarr 3|4): their versions and shapes.")
    var serverVersion: String?

    func validate() throws {
        if let apiKey, apiKey.isEmpty { throw ValidationError("--api-key must not be empty") }
        for (name, value) in [
            ("--movies", movies), ("--series", series), ("--artists", artists), ("--queue-records", queueRecords),
            ("--history-records", historyRecords),
        ] {
            if let value, value < 0 { throw ValidationError("\(name) must not be negative") }
        }
        guard commandStep >= 0, commandStep <= 3600, downloadDuration >= 0, downloadDuration <= 86_400 else {
            throw ValidationError("--command-step must be 0…3600 and --download-duration 0…86400 seconds")
        }
        if let serverVersion {
            do { _ = try ServerVersions(parsing: serverVersion) } catch { throw ValidationError(error.description) }
        }
    }

    func run() async throws {
        let rules = try fault.map { try JSONDecoder().decode(FaultRule.self, from: Data($0.utf8)) }
        var configuration = ServarrSimulator.Configuration(
            host: host, radarrPort: radarrPort, sonarrPort: sonarrPort, apiKey: apiKey,
            usesPathPrefixes: pathPrefixes, commandStepDuration: .milliseconds(Int64(commandStep * 1000)),
            downloadDuration: .milliseconds(Int64(downloadDuration * 1000)), faults: rules, movies: movies, series: series, librarySeed: seed,
            queueRecords: queueRecords, historyRecords: historyRecords,
            serverVersions: try serverVersion.map { try ServerVersions(parsing: $0) } ?? .init(),
            lidarrPort: lidarrPort, artists: artists
        )
        configuration.stuckDownloads = stuckDownloads
        let simulator = try await ServarrSimulator.start(configuration)
        let banner = """
            Radarr: \(simulator.radarrURL.absoluteString)
            Sonarr: \(simulator.sonarrURL.absoluteString)
            Lidarr: \(simulator.lidarrURL.absoluteString)
            API key: \(simulator.apiKey)
            Faults: \(simulator.radarrURL.absoluteString)/__admin/faults (same key). Ctrl-C to stop.

            """
        // Unbuffered, so the URLs show up at once even when stdout is a pipe.
        FileHandle.standardOutput.write(Data(banner.utf8))
        await simulator.waitUntilShutdown()
    }
}
