import Foundation
import LidarrAPI
import MarqueeJSON
import RadarrAPI
import ServarrCore
import SonarrAPI
import Testing

/// Reading and writing from one declaration (docs/adr/0021-one-declaration-per-record.md): a
/// write puts the modelled fields over the server's object and keeps everything else.
@Suite("Records are read and written from their declarations")
struct RecordDeclarationTests {
    /// Parses `text` and reads it with `read`; also returns the object as the server sent it.
    private func read<Record: ServarrRecord>(
        _ text: String, as type: Record.Type, requiresIdentity: Bool = true
    ) throws -> (record: Record?, server: JSONValue, report: DecodeReport) {
        let tape = try JSONTape(parsing: Array(text.utf8))
        let log = DecodeLog()
        var json = JSONRecord(tape: tape, object: tape.root, log: log)
        let record = Record.read(&json, requiresIdentity: requiresIdentity)
        return (record, tape.value(at: tape.root), log.report)
    }

    private static let movie = """
        {"id": 7, "title": "Heat", "year": 1995, "tmdbId": 949, "monitored": false, "qualityProfileId": 1,
         "minimumAvailability": "announced", "tags": [1], "path": "/movies/Heat (1995)", "sizeOnDisk": 1000,
         "customFormats": [{"id": 3, "name": "x265"}], "addOptions": {"searchForMovie": false},
         "statistics": {"sizeOnDisk": 1000, "releaseGroups": ["FLUX"]}, "titleSlug": "heat-949"}
        """

    @Test("An edit changes the modelled fields and sends back every other member as it came")
    func editKeepsUnmodelledMembers() throws {
        let (read, server, _) = try read(Self.movie, as: Movie.self)
        var movie = try #require(read)
        movie.isMonitored = true
        movie.minimumAvailability = .released
        movie.tagIDs = [1, 4]
        movie.sizeOnDisk = 5  // read only: the server's value stays
        let written = movie.json(over: server)
        #expect(written["monitored"] == .bool(true))
        #expect(written["minimumAvailability"] == .string("released"))
        #expect(written["tags"] == .array([.number(1), .number(4)]))
        #expect(written["sizeOnDisk"] == .number(1000))
        #expect(written["customFormats"] == server["customFormats"])
        #expect(written["statistics"] == server["statistics"])
        #expect(written["titleSlug"] == .string("heat-949"))
        #expect(written["path"] == .string("/movies/Heat (1995)"))
    }

    @Test("A series' seasons are written over the server's seasons, matched by number")
    func seasonsOverlayByNumber() throws {
        let text = """
            {"id": 3, "title": "Dark", "tvdbId": 334824, "seasons": [
              {"seasonNumber": 0, "monitored": false, "statistics": {"episodeFileCount": 1}},
              {"seasonNumber": 1, "monitored": true, "statistics": {"episodeFileCount": 10}, "images": []}]}
            """
        let (read, server, _) = try read(text, as: Series.self)
        var series = try #require(read)
        series.seasons[0].isMonitored = true
        series.seasons[1].isMonitored = false
        let seasons = series.json(over: server)["seasons"]
        guard case .array(let written) = seasons else {
            Issue.record("no seasons written: \(String(describing: seasons))")
            return
        }
        #expect(written.count == 2)
        #expect(written[0]["seasonNumber"] == .number(0) && written[0]["monitored"] == .bool(true))
        #expect(written[0]["statistics"] == .object(["episodeFileCount": .number(1)]))
        #expect(written[1]["monitored"] == .bool(false) && written[1]["images"] == .array([]))
    }

    @Test("A lookup result keeps the server's object; a library row does not")
    func lookupKeepsTheServerObject() throws {
        let lookup = #"{"title": "Heat", "tmdbId": 949, "images": [{"coverType": "poster", "remoteUrl": "http://p/1.jpg"}], "folder": "Heat (1995)"}"#
        let (result, server, _) = try read(lookup, as: Movie.self, requiresIdentity: false)
        let movie = try #require(result)
        #expect(movie.id == 0)
        #expect(movie.original?.value == server)
        #expect(movie.json(over: server)["folder"] == .string("Heat (1995)"))
        #expect(try read(Self.movie, as: Movie.self).record?.original == nil)
        #expect(try read(Self.movie, as: Movie.self).record?.original?.value == nil)
    }

    @Test("A field of the wrong type degrades that field only; a row without its id is skipped and counted")
    func toleranceIsKept() throws {
        let (read, _, report) = try read(#"{"id": 2, "title": 1984, "year": "1984", "monitored": "yes", "tmdbId": 1}"#, as: Movie.self)
        let movie = try #require(read)
        #expect(movie.title == "1984" && movie.year == 1984 && movie.isMonitored == false)
        #expect(report.degraded.map(\.path) == ["title", "year", "monitored"])
        let (missing, _, missingReport) = try self.read(#"{"title": "No id"}"#, as: Artist.self)
        #expect(missing == nil)
        #expect(missingReport.skipped.map(\.path) == ["id"])
    }

    @Test("A season reads its statistics in any order, and a statistics that is not an object is noted once")
    func nestedMembers() throws {
        let text = """
            {"id": 5, "title": "Dark", "tvdbId": 1, "seasons": [
              {"statistics": {"sizeOnDisk": 300, "percentOfEpisodes": 50, "episodeFileCount": 4, "episodeCount": 8},
               "monitored": true, "seasonNumber": 1},
              {"seasonNumber": 2, "statistics": "pending", "monitored": false},
              {"seasonNumber": 3, "monitored": true}]}
            """
        let (read, _, report) = try read(text, as: Series.self)
        let seasons = try #require(read).seasons
        #expect(seasons.map(\.seasonNumber) == [1, 2, 3])
        #expect(seasons[0].episodeCount == 8 && seasons[0].episodeFileCount == 4 && seasons[0].sizeOnDisk == 300)
        #expect(seasons[0].isMonitored && !seasons[1].isMonitored && seasons[2].isMonitored)
        #expect(seasons[1].episodeCount == 0 && seasons[2].sizeOnDisk == 0)
        #expect(report.degraded.map(\.path) == ["seasons.statistics"])
    }

    @Test("A long list read in parallel chunks keeps the rows in order and counts every skipped row")
    func parallelRows() async throws {
        let rows = (1...5_000).map { index in
            switch index % 997 {
            case 0: #""not a movie""#
            case 1: #"{"title": "No id \#(index)"}"#
            default: #"{"title": "Film \#(index)", "id": \#(index)}"#
            }
        }
        let tape = try JSONTape(parsingRowsOf: Array(("[" + rows.joined(separator: ",") + "]").utf8))
        let (movies, report) = try await JSONRecord.rows(in: tape, array: tape.root, parallelism: 4) { Movie.read(&$0) }
        let expected = (1...5_000).filter { ![0, 1].contains($0 % 997) }
        #expect(movies.map(\.id) == expected)
        #expect(movies.allSatisfy { $0.title == "Film \($0.id)" })
        #expect(report.rowCount == 5_000 && report.skippedCount == 5_000 - expected.count)
        #expect(report.skipped.prefix(3).map(\.path) == ["[0].id", "[996]", "[997].id"])
    }

    @Test("A movie's original language is read from originalLanguage.name and kept by an edit")
    func originalLanguage() throws {
        let text = #"{"id": 1, "title": "Amélie", "tmdbId": 194, "originalLanguage": {"id": 2, "name": "French"}}"#
        let (read, server, report) = try read(text, as: Movie.self)
        let movie = try #require(read)
        #expect(movie.originalLanguage == "French")
        #expect(report.isClean)
        #expect(movie.json(over: server)["originalLanguage"] == .object(["id": .number(2), "name": .string("French")]))
        let (mistyped, _, mistypedReport) = try self.read(#"{"id": 1, "tmdbId": 194, "originalLanguage": "French"}"#, as: Movie.self)
        #expect(mistyped?.originalLanguage == nil)
        #expect(mistypedReport.degraded.map(\.path) == ["originalLanguage"])
    }
}
