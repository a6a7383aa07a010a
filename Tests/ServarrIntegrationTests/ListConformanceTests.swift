import Foundation
import RadarrOpenAPI
import ServarrCore
import ServarrSimulator
import SonarrOpenAPI
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Lists are decoded leniently by the clients, so a record that does not match the schema
/// would silently disappear. Here every record of every list operation must decode with the
/// generated element type.
@Suite("Every record of every simulator list decodes with the spec's element type")
struct ListConformanceTests {
    private func check<Element: Decodable & Sendable>(
        _ type: Element.Type, _ base: URL, _ path: String, apiKey: String
    ) async throws -> Int {
        var request = URLRequest(url: URL(string: base.absoluteString + path)!)
        request.setValue(apiKey, forHTTPHeaderField: "X-Api-Key")
        let (data, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(path)")
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
        let result = try await LossyJSONArray.decode(type, from: data)
        #expect(result.skipped == 0, "\(path): \(result.skipped) records do not match \(Element.self)")
        return result.elements.count
    }

    @Test("Radarr lists")
    func radarr() async throws {
        try await withSimulator { simulator, _, _ in
            let url = simulator.radarrURL
            let key = simulator.apiKey
            typealias Schemas = RadarrOpenAPI.Components.Schemas
            let movies = try await check(Schemas.MovieResource.self, url, "/api/v3/movie", apiKey: key)
            #expect(movies >= 200)
            #expect(try await check(Schemas.MovieResource.self, url, "/api/v3/movie/lookup?term=the", apiKey: key) > 0)
            #expect(try await check(Schemas.MovieFileResource.self, url, "/api/v3/moviefile?movieId=1", apiKey: key) == 1)
            #expect(try await check(Schemas.CreditResource.self, url, "/api/v3/credit?movieId=1", apiKey: key) == 6)
            #expect(try await check(Schemas.HistoryResource.self, url, "/api/v3/history/movie?movieId=1", apiKey: key) > 0)
            #expect(try await check(Schemas.ReleaseResource.self, url, "/api/v3/release?movieId=1", apiKey: key) == 8)
            #expect(
                try await check(
                    Schemas.MovieResource.self, url,
                    "/api/v3/calendar?start=2000-01-01T00:00:00Z&end=2100-01-01T00:00:00Z", apiKey: key) > 0)
        }
    }

    @Test("Sonarr lists")
    func sonarr() async throws {
        try await withSimulator { simulator, _, _ in
            let url = simulator.sonarrURL
            let key = simulator.apiKey
            typealias Schemas = SonarrOpenAPI.Components.Schemas
            let series = try await check(Schemas.SeriesResource.self, url, "/api/v3/series", apiKey: key)
            #expect(series >= 60)
            #expect(try await check(Schemas.SeriesResource.self, url, "/api/v3/series/lookup?term=a", apiKey: key) > 0)
            #expect(try await check(Schemas.EpisodeResource.self, url, "/api/v3/episode?seriesId=1", apiKey: key) == 62)
            #expect(try await check(Schemas.EpisodeFileResource.self, url, "/api/v3/episodefile?seriesId=1", apiKey: key) > 0)
            #expect(try await check(Schemas.LanguageResource.self, url, "/api/v3/language", apiKey: key) == 6)
            #expect(try await check(Schemas.ReleaseResource.self, url, "/api/v3/release?episodeId=1", apiKey: key) == 6)
            #expect(
                try await check(
                    Schemas.EpisodeResource.self, url,
                    "/api/v3/calendar?start=2000-01-01T00:00:00Z&end=2100-01-01T00:00:00Z&includeSeries=true",
                    apiKey: key) > 1000)
        }
    }
}
