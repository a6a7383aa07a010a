import Foundation
import RadarrAPI
import ServarrCore
import ServarrSimulator

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// URLSession (what the app used before ADR 0014) against the app's client (AsyncHTTPClient,
// through RadarrRepository) on what matters: a 20,000-movie library load from the simulator
// (wall and CPU time), and cancelling requests at random points (in a child process each,
// since URLSession on Linux can trap).

/// User plus system CPU time of this process so far, in milliseconds.
func processorMilliseconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    func value(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
    return value(usage.ru_utime) + value(usage.ru_stime)
}

func httpClientComparison() async throws {
    let clock = ContinuousClock()
    let large = try await ServarrSimulator.start(.init(logLevel: .critical, movies: 20_000))
    var request = URLRequest(url: large.radarrURL.appendingPathComponent("api/v3/movie"))
    request.setValue(large.apiKey, forHTTPHeaderField: "X-Api-Key")
    _ = try await URLSession.shared.data(for: request)  // the server encodes the library once
    let session = URLSession(configuration: .ephemeral)
    func run(_ label: String, _ body: () async throws -> Int) async throws {
        var times: [Double] = [], processor: [Double] = []
        var bytes = 0
        for _ in 0..<7 {
            let began = clock.now, cpu = processorMilliseconds()
            bytes = try await body()
            times.append(milliseconds(clock.now - began))
            processor.append(processorMilliseconds() - cpu)
        }
        times.sort()
        processor.sort()
        print(String(format: "  %@: median %.0f ms (best %.0f), CPU median %.0f ms (%d)", label, times[3], times[0], processor[3], bytes))
    }
    print("HTTP clients, GET /api/v3/movie with 20,000 movies from the simulator (7 runs):")
    try await run("URLSession, body only (bytes)") { try await session.data(for: request).0.count }
    let connection = ServarrConnection(configuration: large.radarrConfiguration())
    try await run("AsyncHTTPClient (ServarrHTTPClient), body only (bytes)") {
        try await connection.send(.get, "api/v3/movie").count
    }
    let radarr = RadarrRepository(configuration: large.radarrConfiguration())
    try await run("AsyncHTTPClient + decode, RadarrRepository.movies() (movies)") { try await radarr.movies().count }
    await large.shutdown()

    // Cancellation storms, each in a child process: how many runs trapped.
    for client in ["urlsession", "asynchttpclient"] {
        var trapped = 0
        let runs = 5
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["cancellation-storm", client]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal || process.terminationStatus != 0 { trapped += 1 }
        }
        print("  cancelling 3,000 requests at random points with \(client): \(trapped) of \(runs) runs trapped")
    }
}

/// `servarr-benchmarks cancellation-storm urlsession|asynchttpclient`: 3,000 requests for the
/// simulator's library and status, each cancelled after a random 0–3 ms; exits 0 if it survives.
func cancellationStorm(client: String) async throws {
    let simulator = try await ServarrSimulator.start(.init(logLevel: .critical))
    let session = URLSession(configuration: .ephemeral)
    let radarr = RadarrRepository(configuration: simulator.radarrConfiguration())
    var library = URLRequest(url: simulator.radarrURL.appendingPathComponent("api/v3/movie"))
    library.setValue(simulator.apiKey, forHTTPHeaderField: "X-Api-Key")
    var status = URLRequest(url: simulator.radarrURL.appendingPathComponent("api/v3/system/status"))
    status.setValue(simulator.apiKey, forHTTPHeaderField: "X-Api-Key")
    let requests = [library, status]
    await withTaskGroup(of: Void.self) { group in
        for index in 0..<3_000 {
            let delay = Int.random(in: 0...3_000)
            let task = Task {
                if client == "urlsession" {
                    _ = try? await session.data(for: requests[index % 2])
                } else if index % 2 == 0 {
                    _ = try? await radarr.movies()
                } else {
                    _ = try? await radarr.systemStatus()
                }
            }
            group.addTask {
                try? await Task.sleep(for: .microseconds(delay))
                task.cancel()
                await task.value
            }
        }
    }
    await simulator.shutdown()
}
