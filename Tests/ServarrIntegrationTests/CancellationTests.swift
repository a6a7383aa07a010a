import Foundation
import RadarrAPI
import ServarrCore
import Testing

/// Cancelling requests at any moment (queued, connecting, sent, answering, being read) never
/// traps and leaves the instance's connections usable.
@Suite("Cancelling requests")
struct CancellationTests {
    private enum Outcome: Sendable { case answered, cancelled, failed(String) }

    @Test("10,000 requests cancelled at random points: each answers or is cancelled, and the client goes on")
    func cancellationStorm() async throws {
        // A minute per request: requests whose callers went away may still be worked off by the
        // simulator when the whole suite loads the machine, and the last request waits behind them.
        try await withSimulator(timeout: .seconds(60)) { simulator, radarr, _ in
            // In waves of 500, so that the storm does not hold the shared event loops for
            // minutes when the whole suite runs beside it.
            var outcomes: [Outcome] = []
            for wave in 0..<20 {
                outcomes += await withTaskGroup(of: Outcome.self) { group in
                    for index in wave * 500..<(wave + 1) * 500 {
                        let delay = Int.random(in: 0...1_500)
                        let task = Task<Outcome, Never> {
                            do {
                                // Small and large answers: cancelled before, during and after reading.
                                if index % 100 == 0 { _ = try await radarr.movies() } else { _ = try await radarr.systemStatus() }
                                return .answered
                            } catch is CancellationError {
                                return .cancelled
                            } catch {
                                return .failed("\(error)")
                            }
                        }
                        group.addTask {
                            try? await Task.sleep(for: .microseconds(delay))
                            task.cancel()
                            return await task.value
                        }
                    }
                    var outcomes: [Outcome] = []
                    for await outcome in group { outcomes.append(outcome) }
                    return outcomes
                }
            }
            #expect(outcomes.count == 10_000)
            let failures = outcomes.compactMap { if case .failed(let reason) = $0 { reason } else { nil } }
            #expect(failures.isEmpty, "\(failures.count) failed, first: \(failures.first ?? "")")
            #expect(outcomes.contains { if case .cancelled = $0 { true } else { false } })
            // The connections are still good. When they are not, say which side is stuck: a
            // fresh client asks the same simulator.
            do {
                let status = try await radarr.systemStatus()
                #expect(status.appName == "Radarr")
            } catch {
                let fresh = RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(10)))
                let freshFailure = await thrownError { _ = try await fresh.systemStatus() }
                Issue.record(
                    "the storm's client did not answer: \(error); a fresh client \(freshFailure.map { "failed too: \($0)" } ?? "was answered")")
            }
        }
    }
}
