import Foundation
import HTTPTypes
import Hummingbird
import OpenAPIRuntime
import ServarrCore

/// Reads requests the way the servers' ASP.NET routing does before they reach the generated
/// stubs: paths match case-insensitively (`/api/v3/qualityProfile`) and query parameter names
/// too (`pagesize=`), so both are folded to the spelling of the specs.
struct RequestNormalizer<Next: HTTPResponder>: HTTPResponder where Next.Context == BasicRequestContext {
    let next: Next

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        guard let target = request.head.path else { return try await next.respond(to: request, context: context) }
        let normalized = RequestTarget.normalize(target)
        guard normalized != target else { return try await next.respond(to: request, context: context) }
        var head = request.head
        head.path = normalized
        return try await next.respond(to: Request(head: head, body: request.body), context: context)
    }
}

/// The path and query of a request, as the servers match them.
enum RequestTarget {
    /// Lowercases the path and spells known query parameter names as the specs do.
    static func normalize(_ target: String) -> String {
        guard let mark = target.firstIndex(of: "?") else { return target.lowercased() }
        let path = target[..<mark].lowercased()
        let pairs = target[target.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let name = pair.prefix { $0 != "=" }
            guard let canonical = queryNames[name.lowercased()] else { return String(pair) }
            return canonical + pair.dropFirst(name.count)
        }
        return path + "?" + pairs.joined(separator: "&")
    }

    /// Query parameter names of the Radarr and Sonarr v3 specs, by lowercased name.
    static let queryNames: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "page", "pageSize", "sortKey", "sortDirection", "start", "end", "unmonitored", "includeSeries",
            "includeEpisodeFile", "includeEpisodeImages", "includeImages", "movieId", "movieIds", "movieFileIds",
            "seriesId", "seriesIds", "episodeId", "episodeIds", "episodeFileIds", "seasonNumber", "tmdbId", "tvdbId",
            "imdbId", "term", "eventType", "downloadId", "protocols", "level", "includeMovie", "includeEpisode",
            "deleteFiles", "addImportExclusion", "addImportListExclusion", "removeFromClient", "blocklist",
            "skipRedownload", "changeCategory", "monitored", "date", "languageId", "quality", "status", "tags",
            "apikey",
        ].map { ($0.lowercased(), $0) })
}

/// Reads query dates the way the servers do: date-time with or without fractions (seven
/// digits), with or without a zone, and date only (`2026-11-20`, midnight UTC).
struct LenientDateTranscoder: DateTranscoder {
    func encode(_ date: Date) throws -> String { ServarrDate.format(date) }

    func decode(_ text: String) throws -> Date {
        guard let date = ServarrDate.parse(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "'\(text)' is not a valid date"))
        }
        return date
    }
}
