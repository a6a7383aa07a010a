import Foundation
import LidarrAPI
import RadarrAPI
import ServarrCore
import SonarrAPI

/// The built `marquee` run once as a script would run it: standard input not a terminal
/// (/dev/null), standard output and error captured through files (no pipe can fill up).
struct ScriptRun {
    var status: Int32
    var output: String
    var error: String

    /// Runs `marquee` and waits for it without blocking a thread (the simulator answering it
    /// may run in this process).
    init(_ arguments: [String], environment: [String: String]) async throws {
        let folder = NSTemporaryDirectory() + "marquee-script-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let processID = try ChildProcess.spawn(
            MarqueeRun.executable, arguments: arguments, environment: environment, standardOutput: folder + "/out",
            standardError: folder + "/err")
        status = await ChildProcess.ending(of: processID)
        output = try String(contentsOfFile: folder + "/out", encoding: .utf8)
        error = try String(contentsOfFile: folder + "/err", encoding: .utf8)
    }

    /// Standard output parsed as JSON.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(output.utf8), options: [.fragmentsAllowed])
    }

    /// Standard output as a JSON array of objects.
    func objects() throws -> [[String: Any]] {
        guard let array = try json() as? [[String: Any]] else { throw ScriptServers.Failure("not an array of objects: \(output)") }
        return array
    }

    /// Standard output as one JSON object.
    func object() throws -> [String: Any] {
        guard let object = try json() as? [String: Any] else { throw ScriptServers.Failure("not an object: \(output)") }
        return object
    }
}

/// The `servarr-sim` executable on loopback (its own process, so a busy test process never
/// slows its answers) and a configuration file naming it: Radarr, Sonarr and Lidarr instances `main`
/// (the simulator) and `down` (a closed port), in an isolated home.
final class ScriptServers: Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The simulator's process id.
    let process: pid_t
    let radarrURL: URL
    let sonarrURL: URL
    let lidarrURL: URL
    let apiKey: String
    let base: String
    let environment: [String: String]
    let radarr: RadarrRepository
    let sonarr: SonarrRepository
    let lidarr: LidarrRepository

    private init(
        process: pid_t, radarrURL: URL, sonarrURL: URL, lidarrURL: URL, apiKey: String, base: String, environment: [String: String]
    ) {
        self.process = process
        self.radarrURL = radarrURL
        self.sonarrURL = sonarrURL
        self.lidarrURL = lidarrURL
        self.apiKey = apiKey
        self.base = base
        self.environment = environment
        radarr = RadarrRepository(configuration: ServiceConfiguration(baseURL: radarrURL, apiKey: apiKey))
        sonarr = SonarrRepository(configuration: ServiceConfiguration(baseURL: sonarrURL, apiKey: apiKey))
        lidarr = LidarrRepository(configuration: ServiceConfiguration(baseURL: lidarrURL, apiKey: apiKey))
    }

    /// Starts `servarr-sim` on free ports (commands finish within a few hundred milliseconds,
    /// downloads stay in the queue) with `arguments` added (`--queue-records 350`) and writes
    /// the configuration.
    static func start(arguments: [String] = []) async throws -> ScriptServers {
        let executable = URL(fileURLWithPath: MarqueeRun.executable).deletingLastPathComponent().appendingPathComponent("servarr-sim")
        let banner = NSTemporaryDirectory() + "marquee-sim-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: banner) }
        let process = try ChildProcess.spawn(
            executable.path,
            arguments: ["--radarr-port", "0", "--sonarr-port", "0", "--lidarr-port", "0", "--command-step", "0.1", "--download-duration", "600"]
                + arguments,
            environment: ProcessInfo.processInfo.environment, standardOutput: banner, standardError: "/dev/null")
        let text = await Self.readBanner(banner)
        func value(_ label: String) -> String? {
            text.split(separator: "\n").first { $0.hasPrefix(label) }.map { String($0.dropFirst(label.count)).trimmingCharacters(in: .whitespaces) }
        }
        guard let radarrURL = value("Radarr:").flatMap(URL.init(string:)), let sonarrURL = value("Sonarr:").flatMap(URL.init(string:)),
            let lidarrURL = value("Lidarr:").flatMap(URL.init(string:)), let apiKey = value("API key:")
        else {
            kill(process, SIGTERM)
            _ = await ChildProcess.ending(of: process)
            throw Failure("servarr-sim did not start: \(text)")
        }
        let (base, isolated) = try isolatedEnvironment(prefix: "marquee-script-")
        let config = base + "/config.yml"
        try """
        radarr:
          - name: main
            url: \(radarrURL.absoluteString)
            api_key: \(apiKey)
          - name: down
            url: http://127.0.0.1:9
            api_key: \(apiKey)
        sonarr:
          - name: main
            url: \(sonarrURL.absoluteString)
            api_key: \(apiKey)
          - name: down
            url: http://127.0.0.1:9
            api_key: \(apiKey)
        lidarr:
          - name: main
            url: \(lidarrURL.absoluteString)
            api_key: \(apiKey)
          - name: down
            url: http://127.0.0.1:9
            api_key: \(apiKey)
        """.write(toFile: config, atomically: true, encoding: .utf8)
        var environment = isolated
        environment["MARQUEE_CONFIG"] = config
        environment["COLUMNS"] = "120"
        environment["TZ"] = "UTC"
        return ScriptServers(
            process: process, radarrURL: radarrURL, sonarrURL: sonarrURL, lidarrURL: lidarrURL, apiKey: apiKey, base: base,
            environment: environment)
    }

    /// The simulator's start-up banner (up to its API key line), read off the test's threads;
    /// at most 64 KiB.
    /// The simulator's banner as written to `path`, once it is whole (at most 60 s).
    private static func readBanner(_ path: String) async -> String {
        let deadline = ContinuousClock.now + .seconds(60)
        var text = ""
        while ContinuousClock.now < deadline {
            text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
            if text.contains("Ctrl-C to stop") { break }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return text
    }

    /// Starts the servers, runs `body`, and stops them whether or not it threw.
    static func with(arguments: [String] = [], _ body: (ScriptServers) async throws -> Void) async throws {
        let servers = try await start(arguments: arguments)
        do {
            try await body(servers)
        } catch {
            await servers.stop()
            throw error
        }
        await servers.stop()
    }

    /// Runs `marquee` with `arguments` against this configuration.
    func run(_ arguments: String..., environment extra: [String: String] = [:]) async throws -> ScriptRun {
        try await ScriptRun(arguments, environment: environment.merging(extra) { $1 })
    }

    /// Stops the simulator (the process this started) and removes the folder.
    func stop() async {
        kill(process, SIGTERM)
        _ = await ChildProcess.ending(of: process)
        try? FileManager.default.removeItem(atPath: base)
    }
}
