import Foundation
import RadarrAPI
import ServarrCore
import SonarrAPI
import Testing

/// The corpus of real-shaped bodies (Corpus/README.md), served over loopback HTTP and read by
/// the repositories: older and newer server versions decode; a wrong-typed field degrades and
/// never drops a row; a row without its id is counted; bodies that are not what a server sends
/// fail with a message naming the URL and the likely cause.
@Suite("Response corpus over loopback HTTP")
struct CorpusTests {
    private static let radarrStatus = CannedResponse(
        body: #"{"appName": "Radarr", "instanceName": "Radarr", "version": "5.14.0.9383", "urlBase": "", "osName": "ubuntu"}"#)
    private static let sonarrStatus = CannedResponse(body: #"{"appName": "Sonarr", "version": "3.0.10.1567", "urlBase": ""}"#)

    private func withServer(
        _ routes: [String: CannedResponse],
        dynamic: (@Sendable (String, [String: String]) -> CannedResponse?)? = nil,
        _ body: (CorpusServer) async throws -> Void
    ) async throws {
        let server = try await CorpusServer.start(routes, dynamic: dynamic)
        defer { server.stop() }
        try await body(server)
    }

    @Test("Radarr v4 and v5 libraries: odd fields degrade, the row without an id is counted, the version is named")
    func radarrLibraries() async throws {
        try await withServer([
            "/api/v3/movie": try .corpus("radarr-v5-movies-odd.json"), "/api/v3/system/status": Self.radarrStatus,
            "/api/v3/movie/lookup": try .corpus("radarr-v4-movies.json"),
        ]) { server in
            let radarr = RadarrRepository(configuration: server.configuration())
            let listing = try await radarr.mediaListing()
            #expect(listing.elements.map(\.id) == [10, 11, 12, 14])
            #expect(listing.report.skippedCount == 1 && listing.report.rowCount == 5)
            #expect(listing.report.skipped.first == .init(path: "[3].id", found: "missing", expected: "an integer id"))
            #expect(listing.report.notice == "1 of 5 rows could not be read · details in the log")
            #expect(listing.report.serverVersion == "5.14.0.9383")
            let movies = Dictionary(uniqueKeysWithValues: listing.elements.map { ($0.id, $0) })
            #expect(movies[10]?.sizeOnDisk == 12_884_901_888)  // v5: statistics.sizeOnDisk
            #expect(movies[10]?.rating == 7.9 && movies[10]?.posterURL != nil)
            #expect(movies[11]?.title == "1917")  // a numeric title, read as its text
            #expect(movies[12]?.sizeOnDisk == 4_831_838_208)  // a string size, read as a number
            #expect(movies[12]?.imdbID == "tt2543164")  // a numeric imdbId
            #expect(movies[14]?.year == 2023 && movies[14]?.status == .unknown("futureStatusFromV6"))
            #expect(listing.report.degraded.contains { $0.path == "[1].title" && $0.found == "a number" })

            // Lookup results (v4 shape) have ids here, and would be read without one.
            let lookup = try await radarr.lookupMovies(term: "matrix")
            #expect(lookup.count == 3)
            #expect(lookup[0].file?.quality == "Bluray-1080p" && lookup[0].rating == 8.2 && lookup[0].sizeOnDisk == 8_589_934_592)
            #expect(lookup[1].rating == 8.3 && lookup[1].minimumAvailability == .announced)
        }
    }

    @Test("A movie detail with a wrong-typed field degrades that field, not the screen")
    func movieDetail() async throws {
        try await withServer(["/api/v3/movie/12": try .corpus("radarr-movie-detail-odd.json"), "/api/v3/system/status": Self.radarrStatus]) {
            server in
            let movie = try await RadarrRepository(configuration: server.configuration()).movie(id: 12)
            #expect(movie.title == "Arrival" && movie.year == 2016 && movie.rating == 7.6)
            #expect(movie.runtime == 0 && movie.genres.isEmpty)
        }
    }

    @Test("Releases: rejections as strings (v4) or objects (v5), indexerFlags of either type; a release without guid is counted")
    func releases() async throws {
        try await withServer(["/api/v3/release": try .corpus("radarr-v4-releases.json")]) { server in
            let releases = try await RadarrRepository(configuration: server.configuration()).releases(movieID: 1)
            #expect(releases.count == 2)
            #expect(releases[1].rejections == ["Not an upgrade for existing movie file(s)", "Release is blocklisted"] && !releases[1].isApproved)
            #expect(releases[0].isApproved && releases[0].size == 10_737_418_240)
        }
        try await withServer(["/api/v3/release": try .corpus("radarr-v5-releases.json"), "/api/v3/system/status": Self.radarrStatus]) { server in
            let releases = try await RadarrRepository(configuration: server.configuration()).releases(movieID: 10)
            #expect(releases.count == 2)
            #expect(releases[0].rejections == ["Quality profile does not allow upgrades", "Release is older than maximum age"])
            #expect(releases[1].seeders == 17 && releases[1].isApproved)
        }
        try await withServer(["/api/v3/release": try .corpus("sonarr-v4-releases.json")]) { server in
            let releases = try await SonarrRepository(configuration: server.configuration()).releases(seriesID: 5, seasonNumber: 2)
            #expect(releases.map(\.quality) == ["WEBDL-1080p", "HDTV-1080p"])
            #expect(releases[1].rejections == ["Existing file on disk is of equal or higher preference"])
        }
    }

    @Test("Sonarr v3 and v4 series: statistics on seasons and series, a string tvdbId")
    func sonarrSeries() async throws {
        try await withServer(["/api/v3/series": try .corpus("sonarr-v3-series.json"), "/api/v3/system/status": Self.sonarrStatus]) { server in
            let listing = try await SonarrRepository(configuration: server.configuration()).mediaListing()
            #expect(listing.elements.map(\.id) == [1, 2])
            #expect(listing.elements[0].seasons[1].episodeFileCount == 7 && listing.elements[0].sizeOnDisk == 10_737_418_240)
            #expect(listing.elements[1].tvdbID == 73244)
            #expect(listing.report.skippedCount == 0 && listing.report.degradedCount == 1)
            #expect(listing.report.serverVersion == "3.0.10.1567")
        }
        try await withServer(["/api/v3/series": try .corpus("sonarr-v4-series.json")]) { server in
            let series = try await SonarrRepository(configuration: server.configuration()).series()
            #expect(series.count == 1 && series[0].seasons.count == 2 && series[0].episodeFileCount == 11 && series[0].rating == 8.7)
            // As Sonarr's UI counts (aired and monitored, or with a file), not every episode
            // the season will have (totalEpisodeCount 10): the seasons add up to the series' 12.
            #expect(series[0].seasons[1].episodeCount == 3)
            #expect(series[0].seasons.reduce(0) { $0 + $1.episodeCount } == series[0].episodeCount)
        }
    }

    @Test("Queue pages: with the server's total, without one (the rows count), and a bare list read as the only page")
    func queuePages() async throws {
        try await withServer(["/api/v3/queue": try .corpus("radarr-v5-queue-page.json")]) { server in
            let page = try await RadarrRepository(configuration: server.configuration()).queue()
            #expect(page.totalRecords == 2 && page.records.count == 2 && !page.hasMorePages)
            #expect(page.records[1].size == 4_294_967_296 && page.records[1].errorMessage != nil)
        }
        try await withServer(["/api/v3/queue": try .corpus("sonarr-v3-queue-no-total.json")]) { server in
            let page = try await SonarrRepository(configuration: server.configuration()).queue(pageSize: 20)
            // Three rows, no total: the header counts the rows; the third has no id and is counted.
            #expect(page.totalRecords == 3 && page.records.map(\.id) == [9001, 9002] && !page.hasMorePages)
            #expect(page.report.notice == "1 of 3 rows could not be read · details in the log")
        }
        let bare = try CannedResponse.corpus("radarr-v5-queue-page.json").body
        let records = String(bare[bare.range(of: "[\n  {\"movieId\": 3")!.lowerBound...].dropLast(2))
        try await withServer(["/api/v3/queue": CannedResponse(body: records)]) { server in
            let page = try await RadarrRepository(configuration: server.configuration()).queue()
            #expect(page.records.map(\.id) == [501, 502] && page.totalRecords == 2 && !page.hasMorePages)
        }
    }

    @Test("Paging through 350 queue records loads every page, once")
    func everyPage() async throws {
        let dynamic: @Sendable (String, [String: String]) -> CannedResponse? = { path, query in
            guard path == "/api/v3/queue" else { return nil }
            let page = Int(query["page"] ?? "1") ?? 1
            let size = Int(query["pageSize"] ?? "10") ?? 10
            let ids = ((page - 1) * size + 1)...min(350, page * size)
            let records =
                ids.isEmpty
                ? ""
                : ids.map {
                    #"{"id": \#($0), "movieId": \#($0), "title": "Download \#($0)", "size": 100, "sizeleft": 50, "status": "downloading", "protocol": "usenet"}"#
                }
                .joined(separator: ",")
            return CannedResponse(body: #"{"page": \#(page), "pageSize": \#(size), "totalRecords": 350, "records": [\#(records)]}"#)
        }
        try await withServer([:], dynamic: dynamic) { server in
            let radarr = RadarrRepository(configuration: server.configuration())
            let first = try await radarr.queue(page: 1, pageSize: 100)
            #expect(first.records.count == 100 && first.totalRecords == 350 && first.hasMorePages)
            let last = try await radarr.queue(page: 4, pageSize: 100)
            #expect(last.records.count == 50 && !last.hasMorePages)
            let all = try await Page.all(pageSize: 100) { try await radarr.queue(page: $0, pageSize: $1) }
            #expect(all.records.map(\.id) == Array(1...350))
        }
    }

    @Test("HTML, a login page, an empty, truncated or text/plain body name the URL and the likely cause")
    func unreadableAnswers() async throws {
        let cases: [(CannedResponse, ResponseProblem)] = [
            (
                CannedResponse(
                    contentType: "text/html; charset=utf-8",
                    body: "<!doctype html><html><head><title>Radarr</title></head><body><div id=\"root\"></div></body></html>"),
                .html(isLoginPage: false)
            ),
            (
                CannedResponse(
                    contentType: "text/html",
                    body: "<html><body><form method=\"post\"><input name=\"user\"><input type=\"password\" name=\"pass\"></form></body></html>"),
                .html(isLoginPage: true)
            ),
            (CannedResponse(body: ""), .empty),
            (CannedResponse(body: #"[{"id": 1, "title": "The Matrix", "year": 19"#), .truncated),
            (CannedResponse(contentType: "text/plain", body: "Service Unavailable: try later"), .notJSON(contentType: "text/plain")),
            (CannedResponse(body: #"{"message": "this is some other service"}"#), .unexpectedShape(expected: "a JSON list", found: "an object")),
        ]
        for (answer, problem) in cases {
            try await withServer(["/api/v3/movie": answer]) { server in
                let radarr = RadarrRepository(configuration: server.configuration())
                let url = server.url.absoluteString + "/api/v3/movie"
                do {
                    _ = try await radarr.movies()
                    Issue.record("expected \(problem) for \(answer.body)")
                } catch {
                    #expect(error as? ServarrError == .unreadable(url: url, problem: problem))
                    #expect(ServarrError.userMessage(for: error).hasPrefix(url + " answered with "))
                }
            }
        }
    }

    @Test("An HTML page on an object endpoint (the movie detail) says the same")
    func unreadableObject() async throws {
        let html = CannedResponse(contentType: "text/html", body: "<html><body>Sign in<input type=password></body></html>")
        try await withServer(["/api/v3/movie/1": html, "/api/v3/queue": html]) { server in
            let radarr = RadarrRepository(configuration: server.configuration())
            for call in [{ _ = try await radarr.movie(id: 1) }, { _ = try await radarr.queue() }] as [() async throws -> Void] {
                do {
                    try await call()
                    Issue.record("expected a login-page error")
                } catch {
                    guard case .unreadable(let url, .html(isLoginPage: true))? = error as? ServarrError else {
                        Issue.record("expected a login-page error, got \(error)")
                        continue
                    }
                    #expect(url.hasPrefix(server.url.absoluteString + "/api/v3/"))
                }
            }
        }
    }
}
