import Foundation
import RadarrOpenAPI
import ServarrSimulator
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The simulator's raw responses decode with the generated client types of the filtered spec,
/// including error bodies. (Success bodies of every operation are also decoded by the generated
/// clients in the repository tests.)
@Suite("Simulator responses conform to the filtered spec")
struct SchemaConformanceTests {
    private func get(_ simulator: ServarrSimulator, _ path: String, base: URL? = nil) async throws -> (Int, Data) {
        var request = URLRequest(url: URL(string: (base ?? simulator.radarrURL).absoluteString + path)!)
        request.setValue(simulator.apiKey, forHTTPHeaderField: "X-Api-Key")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }

    @Test("Error bodies decode as the spec's ApiError")
    func errorBodies() async throws {
        try await withSimulator { simulator, _, _ in
            for path in [
                "/api/v3/movie/999999", "/api/v3/command/999", "/api/v3/release?movieId=999999", "/api/v3/collection/999",
                "/api/v3/log/file/nope.txt",
            ] {
                let (status, data) = try await get(simulator, path)
                #expect(status == 404, "\(path)")
                let error = try JSONDecoder().decode(Components.Schemas.ApiError.self, from: data)
                #expect(error.message?.isEmpty == false)
            }
            let (sonarrStatus, sonarrData) = try await get(simulator, "/api/v3/series/424242", base: simulator.sonarrURL)
            #expect(sonarrStatus == 404)
            #expect(try JSONDecoder().decode(Components.Schemas.ApiError.self, from: sonarrData).message != nil)
        }
    }

    @Test("Responses are JSON with every record decodable on its own")
    func recordsDecodeIndividually() async throws {
        try await withSimulator { simulator, _, _ in
            let (status, data) = try await get(simulator, "/api/v3/movie")
            #expect(status == 200)
            let raw = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            #expect(raw.count >= 200)
            for record in raw.prefix(50) {
                let element = try JSONSerialization.data(withJSONObject: record)
                let movie = try JSONDecoder().decode(Components.Schemas.MovieResource.self, from: element)
                #expect(movie.id != nil && movie.title != nil && movie.tmdbId != nil)
            }
        }
    }

    @Test("Requests without the API key are rejected with 401")
    func missingKey() async throws {
        try await withSimulator { simulator, _, _ in
            let (data, response) = try await URLSession.shared.data(from: simulator.sonarrURL.appendingPathComponent("api/v3/series"))
            #expect((response as? HTTPURLResponse)?.statusCode == 401)
            #expect(data.isEmpty)
        }
    }

    @Test("Generated API keys use Radarr's format")
    func apiKeyFormat() {
        let key = ServarrSimulator.makeAPIKey()
        #expect(key.count == 32)
        #expect(key.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(key != ServarrSimulator.makeAPIKey())
    }
}
