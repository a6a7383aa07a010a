import Foundation
import ServarrSimulator

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Raw HTTP over loopback, as a generic Radarr/Sonarr/Lidarr client sends it: no generated client,
/// the API key in `X-Api-Key` (or in the query, or not at all).
struct RawClient {
    enum Key { case header, query, none }

    let baseURL: URL
    let apiKey: String
    /// The API root the service answers under: "/api/v3", Lidarr's "/api/v1".
    let root: String

    init(_ simulator: ServarrSimulator, _ service: SimulatedService) {
        let baseURL =
            switch service {
            case .radarr: simulator.radarrURL
            case .sonarr: simulator.sonarrURL
            case .lidarr: simulator.lidarrURL
            }
        self.init(baseURL: baseURL, apiKey: simulator.apiKey, root: service == .lidarr ? "/api/v1" : "/api/v3")
    }

    init(baseURL: URL, apiKey: String, root: String = "/api/v3") {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.root = root
    }

    struct Response {
        var status: Int
        var data: Data
        var contentType: String?
        /// The body parsed with JSONSerialization (nil when it is not JSON).
        var json: Any? { try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) }
        var object: [String: Any]? { json as? [String: Any] }
        var array: [[String: Any]]? { json as? [[String: Any]] }
    }

    func send(_ pathAndQuery: String, key: Key = .header) async throws -> Response {
        try await send("GET", pathAndQuery, key: key)
    }

    func send(_ method: String, _ pathAndQuery: String, key: Key = .header, body: Any? = nil) async throws -> Response {
        var text = baseURL.absoluteString + pathAndQuery
        if key == .query { text += (pathAndQuery.contains("?") ? "&" : "?") + "apikey=\(apiKey)" }
        var request = URLRequest(url: URL(string: text)!)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if key == .header { request.setValue(apiKey, forHTTPHeaderField: "X-Api-Key") }
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as? HTTPURLResponse
        return Response(status: http?.statusCode ?? 0, data: data, contentType: http?.value(forHTTPHeaderField: "Content-Type"))
    }
}

/// Starts a simulator with `configuration`, runs `body`, and always shuts it down.
func withSimulator<Result>(
    _ configuration: ServarrSimulator.Configuration,
    _ body: (ServarrSimulator) async throws -> Result
) async throws -> Result {
    let simulator = try await ServarrSimulator.start(configuration)
    do {
        let result = try await body(simulator)
        await simulator.shutdown()
        return result
    } catch {
        await simulator.shutdown()
        throw error
    }
}
