import Foundation
import RadarrAPI
import ServarrCore
import ServarrSimulator
import SonarrAPI
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Injected faults map to the right error, without crashing")
struct FaultInjectionTests {
    @Test("A wrong API key is unauthorized")
    func wrongAPIKey() async throws {
        try await withSimulator { simulator, _, _ in
            let radarr = RadarrRepository(
                configuration: ServiceConfiguration(
                    baseURL: simulator.radarrURL, apiKey: String(repeating: "0", count: 32)))
            let error = await thrownError { _ = try await radarr.systemStatus() }
            #expect(error as? ServarrError == .unauthorized)
        }
    }

    @Test("An injected 401 is unauthorized, and only for the faulted route")
    func unauthorized() async throws {
        try await withSimulator(faults: [FaultRule(.unauthorized, operation: "get/api/v3/health")]) { _, radarr, sonarr in
            #expect(await thrownError { _ = try await radarr.health() } as? ServarrError == .unauthorized)
            #expect(await thrownError { _ = try await sonarr.health() } as? ServarrError == .unauthorized)
            let disks = try await radarr.diskSpace()
            #expect(disks.count == 3)
        }
    }

    @Test("A 500 carries the server's message")
    func serverError() async throws {
        try await withSimulator { simulator, radarr, _ in
            await simulator.faults.add(FaultRule(.serverError(message: "database is locked"), service: .radarr, remaining: 1))
            let error = await thrownError { _ = try await radarr.movies() }
            #expect(error as? ServarrError == .serverError(status: 500, message: "database is locked"))
            let movies = try await radarr.movies()  // the rule was used up
            #expect(movies.count >= 200)
        }
    }

    @Test("A rule that skips lets the first matching requests through, then fails the next")
    func skipping() async throws {
        try await withSimulator { simulator, radarr, _ in
            await simulator.faults.add(
                FaultRule(.serverError(message: "database is locked"), service: .radarr, operation: "get/api/v3/health", skipping: 2, remaining: 1))
            _ = try await radarr.health()
            _ = try await radarr.health()
            let error = await thrownError { _ = try await radarr.health() }
            #expect(error as? ServarrError == .serverError(status: 500, message: "database is locked"))
            _ = try await radarr.health()  // used up
            #expect(await simulator.faults.activeRules().isEmpty)
        }
    }

    @Test("A dropped connection is unreachable")
    func connectionDrop() async throws {
        try await withSimulator(faults: [FaultRule(.connectionDrop, pathPrefix: "/api/v3/movie")]) { _, radarr, _ in
            let error = await thrownError { _ = try await radarr.movies() }
            guard case .unreachable = error as? ServarrError else {
                Issue.record("expected unreachable, got \(String(describing: error))")
                return
            }
        }
    }

    @Test("A server that never answers times out within the configured timeout")
    func timeout() async throws {
        try await withSimulator(faults: [FaultRule(.timeout, service: .sonarr)], timeout: .milliseconds(400)) { _, _, sonarr in
            let error = await thrownError { _ = try await sonarr.systemStatus() }
            // The simulator answers normally once its 10 s hang ends: a `.timeout` error (not a
            // status) shows the client gave up on its own 400 ms limit, with no wall-clock assert.
            #expect(error as? ServarrError == .timeout)
        }
    }

    @Test("Added latency delays but does not fail")
    func latency() async throws {
        try await withSimulator(faults: [FaultRule(.latency(milliseconds: 250), operation: "get/api/v3/system/status")]) { _, radarr, _ in
            let clock = ContinuousClock()
            let start = clock.now
            let status = try await radarr.systemStatus()
            #expect(status.appName == "Radarr")
            #expect(clock.now - start >= .milliseconds(250))
        }
    }

    @Test("Broken JSON names the URL and says the answer was garbled")
    func malformedJSON() async throws {
        try await withSimulator(faults: [FaultRule(.malformedJSON, service: .radarr)]) { simulator, radarr, _ in
            // Tags: a small fixed body, cut where the syntax breaks (not only where it ends).
            let error = await thrownError { _ = try await radarr.tags() }
            let url = simulator.radarrURL.absoluteString + "/api/v3/tag"
            guard case .unreadable(url, .malformed)? = error as? ServarrError else {
                Issue.record("expected unreadable(\(url), malformed), got \(String(describing: error))")
                return
            }
            #expect(ServarrError.userMessage(for: error!).hasPrefix(url + " answered with broken JSON"))
        }
    }

    @Test("Unknown enum values, nulls, unknown fields and a mistyped field degrade one record each; every row shows")
    func unknownEnumValues() async throws {
        try await withSimulator { simulator, radarr, sonarr in
            let allMovies = try await radarr.movies()
            let allSeries = try await sonarr.series()
            await simulator.faults.add(FaultRule(.unknownEnumValues))
            let movies = try await radarr.movies()
            // Record 0 degrades (unknown enums, nulls); record 1 has a string `year` ("MMXXV"):
            // that field degrades, the movie stays.
            #expect(movies.count == allMovies.count)
            #expect(movies[0].id == allMovies[0].id)
            #expect(movies[1].id == allMovies[1].id && movies[1].title == allMovies[1].title && movies[1].year == 0)
            #expect(movies[0].status == .unknown("simulatorFutureValue"))
            #expect(movies[0].overview.isEmpty && movies[0].genres.isEmpty && movies[0].rating == nil)
            #expect(movies.dropFirst().allSatisfy { $0.status != .unknown("simulatorFutureValue") })
            let series = try await sonarr.series()
            #expect(series[0].seriesType == .unknown("simulatorFutureValue"))
            #expect(series.count == allSeries.count)
            #expect(series[1].year == 0 && series[1].title == allSeries[1].title)
            let health = try await radarr.health()
            #expect(health[0].severity == .unknown("simulatorFutureValue"))
            let queue = try await radarr.queue()
            #expect(queue.records.count >= 5)
        }
    }

    @Test(".NET dates with seven fractional digits decode to the same instants")
    func dotNetDates() async throws {
        try await withSimulator { simulator, radarr, _ in
            let plain = try await radarr.history(pageSize: 5)
            await simulator.faults.add(FaultRule(.dotNetDates))
            let movies = try await radarr.movies()
            #expect(movies.allSatisfy { $0.added != nil && $0.inCinemas != nil })
            let history = try await radarr.history(pageSize: 5)
            #expect(history.records.count == 5)
            for (dotNet, reference) in zip(history.records, plain.records) {
                let difference = try #require(dotNet.date).timeIntervalSince(try #require(reference.date))
                #expect(abs(difference - 0.6040396) < 0.001)
            }
        }
    }

    @Test("A closed port is unreachable")
    func unreachable() async throws {
        // Port 1 on loopback: nothing listens there (a port freed by a stopped simulator could be
        // taken by another suite's simulator running in parallel).
        let url = URL(string: "http://127.0.0.1:1")!
        let radarr = RadarrRepository(
            configuration: ServiceConfiguration(
                baseURL: url, apiKey: "0123456789abcdef0123456789abcdef", timeout: .seconds(5)))
        let error = await thrownError { _ = try await radarr.systemStatus() }
        guard case .unreachable = error as? ServarrError else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
    }

    @Test("Cancelling the calling task cancels the request")
    func cancellation() async throws {
        try await withSimulator(faults: [FaultRule(.timeout, service: .radarr)], timeout: .seconds(30)) { _, radarr, _ in
            let task = Task { try await radarr.movies() }
            try await Task.sleep(for: .milliseconds(200))
            task.cancel()
            // The simulator answers normally once its 10 s hang ends, so a failure (not movies)
            // shows the request was cancelled, with no wall-clock assert on a loaded machine.
            let result = await task.result
            guard case .failure(let error) = result else {
                Issue.record("the cancelled call succeeded")
                return
            }
            #expect(error is CancellationError)
        }
    }

    @Test("The admin endpoint adds, lists and clears faults at runtime")
    func adminEndpoint() async throws {
        try await withSimulator { simulator, radarr, _ in
            let url = simulator.radarrURL.appendingPathComponent("__admin/faults")
            var request = URLRequest(url: url)
            request.httpMethod = "POST"
            request.setValue(simulator.apiKey, forHTTPHeaderField: "X-Api-Key")
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(#"{"fault": {"serverError": {"message": "from admin"}}, "operation": "get/api/v3/tag"}"#.utf8)
            let (_, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(await simulator.faults.activeRules().count == 1)
            let error = await thrownError { _ = try await radarr.tags() }
            #expect(error as? ServarrError == .serverError(status: 500, message: "from admin"))

            var unauthorized = URLRequest(url: url)
            unauthorized.httpMethod = "DELETE"
            let (_, denied) = try await URLSession.shared.data(for: unauthorized)
            #expect((denied as? HTTPURLResponse)?.statusCode == 401)

            var clear = URLRequest(url: url)
            clear.httpMethod = "DELETE"
            clear.setValue(simulator.apiKey, forHTTPHeaderField: "X-Api-Key")
            _ = try await URLSession.shared.data(for: clear)
            #expect(try await radarr.tags().count == 3)
        }
    }
}
