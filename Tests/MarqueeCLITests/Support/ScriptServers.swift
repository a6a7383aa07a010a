import Foundation
import RadarrAPI
import ServarrCore
import ServarrSimulator
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
        _ = FileManager.default.createFile(atPath: folder + "/out", contents: nil)
        _ = FileManager.default.createFile(atPath: folder + "/err", contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/out"))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/err"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: MarqueeRun.executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try out.close()
        try err.close()
        status = process.terminationStatus
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

/// A simulator on loopback and a configuration file naming it: Radarr and Sonarr instances
/// `main` (the simulator) and `down` (a closed port), in an isolated home.
final class ScriptServers: Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    let simulator: ServarrSimulator
    let base: String
    let environment: [String: String]
    let radarr: RadarrRepository
    let sonarr: SonarrRepository

    private init(simulator: ServarrSimulator, base: String, environment: [String: String]) {
        self.simulator = simulator
        self.base = base
        self.environment = environment
        radarr = RadarrRepository(configuration: simulator.radarrConfiguration())
        sonarr = SonarrRepository(configuration: simulator.sonarrConfiguration())
    }

    /// Starts the simulator (commands finish within a few hundred milliseconds) and writes the
    /// configuration.
    static func start() async throws -> ScriptServers {
        let simulator = try await ServarrSimulator.start(.init(commandStepDuration: .milliseconds(100), downloadDuration: .seconds(600)))
        let (base, isolated) = try isolatedEnvironment(prefix: "marquee-script-")
        let config = base + "/config.yml"
        try """
            radarr:
              - name: main
                url: \(simulator.radarrURL.absoluteString)
                api_key: \(simulator.apiKey)
              - name: down
                url: http://127.0.0.1:9
                api_key: \(simulator.apiKey)
            sonarr:
              - name: main
                url: \(simulator.sonarrURL.absoluteString)
                api_key: \(simulator.apiKey)
              - name: down
                url: http://127.0.0.1:9
                api_key: \(simulator.apiKey)
            """.write(toFile: config, atomically: true, encoding: .utf8)
        var environment = isolated
        environment["MARQUEE_CONFIG"] = config
        environment["COLUMNS"] = "120"
        environment["TZ"] = "UTC"
        return ScriptServers(simulator: simulator, base: base, environment: environment)
    }

    /// Starts the servers, runs `body`, and stops them whether or not it threw.
    static func with(_ body: (ScriptServers) async throws -> Void) async throws {
        let servers = try await start()
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

    /// Stops the simulator and removes the folder.
    func stop() async {
        await simulator.shutdown()
        try? FileManager.default.removeItem(atPath: base)
    }
}
