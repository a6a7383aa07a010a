import Foundation
import ServarrSimulator

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The simulator with generated libraries (`--movies 20000 --series 2000`): how long it takes
/// to start, and to serve the whole library the first time (encoding) and again (the encoded
/// body is kept until the library changes).
func simulatorScaleBenchmark() async throws {
    let clock = ContinuousClock()
    let startBegan = clock.now
    let large = try await ServarrSimulator.start(.init(logLevel: .critical, movies: 20_000, series: 2_000))
    let started = milliseconds(clock.now - startBegan)
    func fetch(_ base: URL, _ path: String) async throws -> (Double, Int) {
        var request = URLRequest(url: base.appendingPathComponent(path))
        request.setValue(large.apiKey, forHTTPHeaderField: "X-Api-Key")
        let began = clock.now
        let (data, _) = try await URLSession.shared.data(for: request)
        return (milliseconds(clock.now - began), data.count)
    }
    let (firstMovies, movieBytes) = try await fetch(large.radarrURL, "api/v3/movie")
    let (againMovies, _) = try await fetch(large.radarrURL, "api/v3/movie")
    let (firstSeries, seriesBytes) = try await fetch(large.sonarrURL, "api/v3/series")
    print(String(format: "Simulator with 20,000 movies and 2,000 series: started in %.0f ms", started))
    print(String(format: "  GET /api/v3/movie (%d KiB): first %.0f ms, again %.0f ms (kept encoded)", movieBytes / 1024, firstMovies, againMovies))
    print(String(format: "  GET /api/v3/series (%d KiB): %.0f ms", seriesBytes / 1024, firstSeries))
    await large.shutdown()
}
