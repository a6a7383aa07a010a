import Foundation
import MarqueeTerminal
import ServarrCore
import Testing

@testable import marquee

/// What the CLI prints of what the servers sent: dates as precise as they came, sizes as the
/// screens show them, and paging advice only when it helps.
@Suite("CLI output fidelity")
struct OutputFidelityTests {
    @Test("JSON keeps the server's fractional seconds (to the microsecond a Date holds)")
    func fractionalSeconds() throws {
        let utc = TimeStyle(utc: true)
        let precise = try #require(ServarrDate.parse("2024-11-21T10:15:26.6040396Z"))
        #expect(utc.iso8601(precise) == "2024-11-21T10:15:26.60404Z")
        #expect(utc.iso8601(try #require(ServarrDate.parse("2024-11-21T10:15:26.125Z"))) == "2024-11-21T10:15:26.125Z")
        #expect(utc.iso8601(try #require(ServarrDate.parse("2024-11-21T10:15:26Z"))) == "2024-11-21T10:15:26Z")
        var paris = TimeStyle(utc: false)
        paris.timeZone = try #require(TimeZone(identifier: "Europe/Paris"))
        #expect(paris.iso8601(precise) == "2024-11-21T11:15:26.60404+01:00")
        let json = JSONText.render(.object([OutputField("added", .date(precise))]), timeStyle: utc)
        #expect(json.contains(#""added": "2024-11-21T10:15:26.60404Z""#) || json.contains(#""added":"2024-11-21T10:15:26.60404Z""#))
    }

    @Test("Tables show sizes with the screens' formatter: 0 B, not Zero KB")
    func sizes() {
        let writer = OutputWriter(format: .table, timeStyle: TimeStyle(utc: true), width: 100)
        for bytes: Int64 in [0, 999, 4_831_838_208] {
            #expect(writer.cellText(.bytes(bytes)) == ByteCountText.text(for: bytes))
        }
        #expect(writer.cellText(.bytes(0)) == "0 B")
    }

    @Test("--limit is advised only when a larger one would fetch more")
    func pagingAdvice() async throws {
        func pages(limit: Int, total: Int, served: Int) async throws -> RecordPages<Int> {
            try await RecordPages.collect(limit: limit) { page, size in
                let first = (page - 1) * size
                let rows = first < served ? Array(first..<min(served, first + size)) : []
                return Page(page: page, pageSize: size, totalRecords: total, records: rows)
            }
        }
        // Cut at --limit: a larger one would fetch more.
        #expect(try await pages(limit: 500, total: 900, served: 900).omissionNote == "marquee: showing 500 of 900; use --limit to see more")
        // The server counts 12,000 but stops sending at 4,000: no limit fetches more.
        #expect(
            try await pages(limit: 5000, total: 12_000, served: 4000).omissionNote == "marquee: showing 4000 of 12000; the server sent no more")
        // Everything there is.
        #expect(try await pages(limit: 5000, total: 300, served: 300).omissionNote == nil)
    }
}

/// Warnings about what could not be read, said once, against a server sending real-shaped bodies.
@Suite("CLI warnings")
struct CLIWarningTests {
    /// Two Sonarr v4 `/api/v3/series` rows in the real shape, whose `previousAiring` holds a
    /// time the server formatted without its date (as some servers behind a proxy send it).
    private static let series = (1...2).map { id in
        """
        {"title":"Show \(id)","sortTitle":"show \(id)","status":"continuing","ended":false,"overview":"",
         "previousAiring":"21:00","network":"HBO","seasons":[{"seasonNumber":1,"monitored":true,
         "statistics":{"episodeFileCount":2,"episodeCount":2,"totalEpisodeCount":8,"sizeOnDisk":1000,"percentOfEpisodes":100.0}}],
         "year":2020,"path":"/tv/Show \(id)","qualityProfileId":1,"seasonFolder":true,"monitored":true,"tvdbId":\(7000 + id),
         "seriesType":"standard","titleSlug":"show-\(id)","genres":[],"tags":[],"added":"2024-11-21T10:15:26.6040396Z",
         "statistics":{"seasonCount":1,"episodeFileCount":2,"episodeCount":2,"totalEpisodeCount":8,"sizeOnDisk":1000},"id":\(id)}
        """
    }

    @Test func aDegradedFieldIsReportedOnce() async throws {
        let server = try CannedHTTPServer([
            "/api/v3/series": "[\(Self.series.joined(separator: ","))]",
            "/api/v3/system/status": #"{"appName":"Sonarr","version":"4.0.10.2544"}"#,
        ])
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-warnings-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let config = base + "/config.yml"
        try "sonarr:\n  - name: main\n    url: \(server.url.absoluteString)\n    api_key: key\n".write(
            toFile: config, atomically: true, encoding: .utf8)
        var run = environment
        run["MARQUEE_CONFIG"] = config
        let result = try await ScriptRun(["sonarr", "list", "series", "-o", "json"], environment: run)
        #expect(result.status == 0, "\(result.error)")
        #expect(try result.objects().count == 2)
        #expect(result.error.components(separatedBy: "degraded field, [0].previousAiring").count == 2, "\(result.error)")
        #expect(result.error.components(separatedBy: "2 fields degraded").count == 2, "\(result.error)")
    }
}
