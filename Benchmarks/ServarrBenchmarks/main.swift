// Servarr data-layer benchmarks. Run in release mode:
//
//     swift run -c release servarr-benchmarks
//
// 1. Decoding a 2,000-movie `/api/v3/movie` response (generated types + domain mapping).
// 2. Requests per second the simulator serves on loopback (small GET, concurrent clients).
// 3. The simulator with generated libraries: start time and library requests (SimulatorScale.swift).
import Foundation
import RadarrAPI
import RadarrOpenAPI
import ServarrCore
import ServarrSimulator
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

let simulator = try await ServarrSimulator.start(.init(logLevel: .critical))

// MARK: 1. Decode 2,000 movies

var request = URLRequest(url: simulator.radarrURL.appendingPathComponent("api/v3/movie"))
request.setValue(simulator.apiKey, forHTTPHeaderField: "X-Api-Key")
let (seedData, _) = try await URLSession.shared.data(for: request)
let seedRecords = try JSONSerialization.jsonObject(with: seedData) as! [[String: Any]]
var records: [[String: Any]] = []
for index in 0..<2000 {
    var record = seedRecords[index % seedRecords.count]
    record["id"] = index + 1
    record["added"] = "2024-11-21T10:15:26.6040396Z" // .NET dates, as real Radarr sends
    records.append(record)
}
let library = try JSONSerialization.data(withJSONObject: records)
print("Library response: \(records.count) movies, \(library.count / 1024) KiB")

/// Times `body` `runs` times; returns sorted milliseconds.
func measure(runs: Int = 9, _ body: () async throws -> Void) async rethrows -> [Double] {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
        let start = clock.now
        try await body()
        times.append(milliseconds(clock.now - start))
    }
    return times.sorted()
}

func report(_ label: String, _ times: [Double]) {
    print(String(format: "%@: median %.1f ms, best %.1f ms, worst %.1f ms", label, times[times.count / 2], times[0], times[times.count - 1]))
}

// What RadarrRepository.movies() does with the body: element-wise (lossy, parallel) decoding
// with the generated type, then mapping to domain models.
report("Decode 2,000 movies, repository path (lossy, parallel) + mapping [budget 150 ms]", try await measure {
    let movies = try await LossyJSONArray.decode(Components.Schemas.MovieResource.self, from: library).elements.map(Movie.init)
    precondition(movies.count == 2000 && movies[1999].added != nil)
})
report("Decode 2,000 movies, lossy sequential (1 core) + mapping", try await measure {
    let movies = try await LossyJSONArray.decode(Components.Schemas.MovieResource.self, from: library, parallelism: 1)
        .elements.map(Movie.init)
    precondition(movies.count == 2000)
})
report("Decode 2,000 movies, whole array with JSONDecoder + mapping (for comparison)", try await measure {
    let movies = try JSONDecoder().decode([Components.Schemas.MovieResource].self, from: library).map(Movie.init)
    precondition(movies.count == 2000)
})

let clock = ContinuousClock()
let radarr = RadarrRepository(configuration: simulator.radarrConfiguration())
let endToEndStart = clock.now
let fetched = try await radarr.movies()
print(String(format: "RadarrRepository.movies() over loopback (%d movies): %.1f ms",
             fetched.count, milliseconds(clock.now - endToEndStart)))

// MARK: 2. Simulator throughput

let statusURL = simulator.radarrURL.appendingPathComponent("api/v3/system/status")
// One URLSession serialises its requests through one libcurl thread on Linux: spread the
// clients over several sessions so the client side is not the bottleneck.
let sessionCount = 8
let workersPerSession = 4
let sessions = (0..<sessionCount).map { _ in URLSession(configuration: .ephemeral) }
let apiKey = simulator.apiKey
let throughputStart = clock.now
let deadline = throughputStart.advanced(by: .seconds(3))
let completed = try await withThrowingTaskGroup(of: Int.self) { group in
    for session in sessions {
        for _ in 0..<workersPerSession {
            group.addTask {
                var count = 0
                var request = URLRequest(url: statusURL)
                request.setValue(apiKey, forHTTPHeaderField: "X-Api-Key")
                while ContinuousClock.now < deadline {
                    let (_, response) = try await session.data(for: request)
                    precondition((response as? HTTPURLResponse)?.statusCode == 200)
                    count += 1
                }
                return count
            }
        }
    }
    var total = 0
    for try await count in group { total += count }
    return total
}
let seconds = milliseconds(clock.now - throughputStart) / 1000
print(String(format: "Simulator: %d requests in %.2f s from %d URLSession clients in-process = %.0f requests/s (target 2,000)",
             completed, seconds, sessionCount * workersPerSession, Double(completed) / seconds))
print("(For the server alone, use an external load generator, e.g. `wrk -c32 -H 'X-Api-Key: KEY' URL/api/v3/system/status`.)")
await simulator.shutdown()
try await simulatorScaleBenchmark()
