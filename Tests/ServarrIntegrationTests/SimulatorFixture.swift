import Foundation
import RadarrAPI
import ServarrCore
import ServarrSimulator
import SonarrAPI

/// Starts a simulator with fast commands and downloads, runs `body`, and always shuts it down.
func withSimulator<Result>(
    pathPrefixes: Bool = false,
    faults: [FaultRule] = [],
    timeout: Duration = .seconds(15),
    _ body: (ServarrSimulator, RadarrRepository, SonarrRepository) async throws -> Result
) async throws -> Result {
    let simulator = try await ServarrSimulator.start(
        .init(
            usesPathPrefixes: pathPrefixes, commandStepDuration: .milliseconds(100),
            downloadDuration: .seconds(5), hangLimit: .seconds(10), faults: faults
        ))
    let radarr = RadarrRepository(configuration: simulator.radarrConfiguration(timeout: timeout))
    let sonarr = SonarrRepository(configuration: simulator.sonarrConfiguration(timeout: timeout))
    do {
        let result = try await body(simulator, radarr, sonarr)
        await simulator.shutdown()
        return result
    } catch {
        await simulator.shutdown()
        throw error
    }
}

/// Polls `condition` every 50 ms until it holds or `limit` passes; returns whether it held.
func eventually(within limit: Duration = .seconds(60), _ condition: () async throws -> Bool) async throws -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    while clock.now < deadline {
        if try await condition() { return true }
        try await Task.sleep(for: .milliseconds(50))
    }
    return try await condition()
}

/// Runs `body` and returns the error it throws (nil when it succeeds).
func thrownError(_ body: () async throws -> Void) async -> (any Error)? {
    do {
        try await body()
        return nil
    } catch {
        return error
    }
}
