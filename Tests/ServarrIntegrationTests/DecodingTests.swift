import Foundation
import MarqueeJSON
import RadarrAPI
import RadarrOpenAPI
import ServarrCore
import Testing

/// Decoding of recorded-shape Radarr JSON with the movie's declaration (and, for the lossy list, the generated types).
@Suite("Decoding recorded Radarr responses")
struct DecodingTests {
    /// The shape of a real Radarr 5 `/api/v3/movie` element (trimmed), with a .NET date.
    static let recordedMovie = #"""
        {
          "title": "Amélie", "originalTitle": "Le Fabuleux Destin d'Amélie Poulain",
          "originalLanguage": {"id": 2, "name": "French"},
          "alternateTitles": [{"sourceType": "tmdb", "movieMetadataId": 1, "title": "Amelie", "id": 1}],
          "secondaryYearSourceId": 0, "sortTitle": "amelie", "sizeOnDisk": 8455120896, "status": "released",
          "overview": "At a tiny Parisian café...",
          "inCinemas": "2001-04-25T00:00:00Z", "physicalRelease": "2002-02-01T00:00:00Z",
          "digitalRelease": "2003-07-16T00:00:00Z", "releaseDate": "2002-02-01T00:00:00Z",
          "images": [{"coverType": "poster", "url": "/MediaCover/1/poster.jpg?lastWrite=638", "remoteUrl": "https://image.tmdb.org/t/p/original/nSxDa3M.jpg"}],
          "website": "", "year": 2001, "youTubeTrailerId": "HUECWi5pX7o", "studio": "UGC",
          "path": "/movies/Amélie (2001)", "qualityProfileId": 4, "hasFile": true, "movieFileId": 12,
          "monitored": true, "minimumAvailability": "released", "isAvailable": true, "folderName": "/movies/Amélie (2001)",
          "runtime": 122, "cleanTitle": "amelie", "imdbId": "tt0211915", "tmdbId": 194, "titleSlug": "194",
          "rootFolderPath": "/movies/", "certification": "R", "genres": ["Comedy", "Romance"], "keywords": [],
          "tags": [], "added": "2024-11-21T10:15:26.6040396Z",
          "ratings": {"imdb": {"votes": 800000, "value": 8.3, "type": "user"}, "tmdb": {"votes": 11000, "value": 7.9, "type": "user"}},
          "movieFile": {"movieId": 1, "relativePath": "Amélie (2001) Bluray-1080p.mkv", "path": "/movies/Amélie (2001)/Amélie (2001) Bluray-1080p.mkv",
            "size": 8455120896, "dateAdded": "2023-02-11T18:01:07Z", "indexerFlags": 0,
            "quality": {"quality": {"id": 7, "name": "Bluray-1080p", "source": "bluray", "resolution": 1080, "modifier": "none"},
              "revision": {"version": 1, "real": 0, "isRepack": false}},
            "mediaInfo": {"audioBitrate": 1509000, "audioChannels": 5.1, "audioCodec": "DTS", "audioLanguages": "fre",
              "audioStreamCount": 1, "videoBitDepth": 8, "videoBitrate": 0, "videoCodec": "x264", "videoFps": 23.976,
              "videoDynamicRange": "", "videoDynamicRangeType": "", "resolution": "1920x1040", "runTime": "2:02:14",
              "scanType": "Progressive", "subtitles": "eng/fre"},
            "qualityCutoffNotMet": false, "languages": [{"id": 2, "name": "French"}], "releaseGroup": "CtrlHD", "edition": "", "id": 12},
          "popularity": 32.5, "lastSearchTime": "2024-11-20T08:00:03.1234567Z",
          "statistics": {"movieFileCount": 1, "sizeOnDisk": 8455120896, "releaseGroups": ["CtrlHD"]},
          "id": 1
        }
        """#

    private func decodeMovies(_ json: String) throws -> [Movie] {
        let tape = try JSONTape(parsing: Array(json.utf8))
        return try JSONRecord.rows(in: tape, array: tape.root, log: DecodeLog()) { Movie.read(&$0) }
    }

    @Test("A recorded Radarr movie decodes with 7-digit and fraction-free dates")
    func recordedMovie() throws {
        let movie = try #require(try decodeMovies("[\(Self.recordedMovie)]").first)
        #expect(movie.title == "Amélie")
        #expect(movie.status == .released)
        #expect(movie.file?.quality == "Bluray-1080p")
        #expect(movie.rating == 7.9)
        let added = try #require(movie.added)
        #expect(ServarrDate.format(added, fractionalDigits: 7) == "2024-11-21T10:15:26.6040396Z")
        #expect(movie.inCinemas == ServarrDate.parse("2001-04-25T00:00:00.000Z"))
        #expect(movie.file?.dateAdded == ServarrDate.parse("2023-02-11T18:01:07Z"))
    }

    @Test("An unknown enum value, nulls and a missing title degrade that record only")
    func oddRecord() throws {
        let odd = #"""
            {"id": 2, "title": null, "originalTitle": "千と千尋の神隠し", "status": "streamingSoon", "minimumAvailability": "preDb",
             "overview": null, "genres": null, "images": null, "ratings": null, "added": "not a date",
             "inCinemas": null, "hasFile": null, "movieFile": null, "tmdbId": 129, "year": 2001,
             "someFieldFromRadarr7": {"nested": true}}
            """#
        let movies = try decodeMovies("[\(Self.recordedMovie), \(odd), {\"id\": 3, \"title\": \"기생충\"}]")
        #expect(movies.count == 3)
        #expect(movies[0].title == "Amélie")
        #expect(movies[1].title == "千と千尋の神隠し")
        #expect(movies[1].status == .unknown("streamingSoon"))
        #expect(movies[1].minimumAvailability == .unknown("preDb"))
        #expect(movies[1].added == nil)
        #expect(movies[1].genres.isEmpty && !movies[1].hasFile)
        #expect(movies[2].title == "기생충")
        #expect(movies[2].tmdbID == 0 && movies[2].year == 0)
    }

    @Test("A lossy list skips a record with a mistyped field and keeps the others")
    func lossyList() async throws {
        let mistyped = #"{"id": 7, "title": "Broken [record], with \"quotes\"", "year": "MMI"}"#
        let json = "[\(Self.recordedMovie), \(mistyped) ,\n {\"id\": 3, \"title\": \"기생충 {}[],\"}]"
        let result = try await LossyJSONArray.decode(Components.Schemas.MovieResource.self, from: Data(json.utf8))
        #expect(result.skipped == 1)
        #expect(result.elements.map(\.id) == [1, 3])
        #expect(result.elements.last?.title == "기생충 {}[],")
        #expect(try await LossyJSONArray.decode(Components.Schemas.MovieResource.self, from: Data("[]".utf8)).elements.isEmpty)
        await #expect(throws: DecodingError.self) {
            _ = try await LossyJSONArray.decode(Components.Schemas.MovieResource.self, from: Data(#"{"message": "x"}"#.utf8))
        }
        // Large lists are decoded in parallel chunks, in order.
        let many = "[" + (1...1000).map { #"{"id": \#($0)}"# }.joined(separator: ",") + "]"
        let decoded = try await LossyJSONArray.decode(Components.Schemas.MovieResource.self, from: Data(many.utf8), parallelism: 4)
        #expect(decoded.elements.compactMap(\.id) == Array(1...1000))
    }

    @Test("ServarrDate parses .NET, ISO and offset forms and rejects garbage")
    func dates() throws {
        let reference = try #require(ServarrDate.parse("2024-11-21T10:15:26Z"))
        #expect(reference.timeIntervalSince1970 == 1_732_184_126)
        let dotNet = try #require(ServarrDate.parse("2024-11-21T10:15:26.6040396Z"))
        #expect(abs(dotNet.timeIntervalSince(reference) - 0.6040396) < 1e-6)
        #expect(ServarrDate.parse("2024-11-21T10:15:26.604Z").map { abs($0.timeIntervalSince(reference) - 0.604) < 1e-6 } == true)
        #expect(ServarrDate.parse("2024-11-21T11:15:26+01:00") == reference)
        #expect(ServarrDate.parse("2024-11-21T10:15:26") == reference)
        #expect(ServarrDate.parse("2024-11-21") == ServarrDate.parse("2024-11-21T00:00:00Z"))
        for garbage in ["", "soon", "2024-13-01T00:00:00Z", "2024-11-21T10:15:26.Z", "2024-11-21T10:15:26Zjunk"] {
            #expect(ServarrDate.parse(garbage) == nil, "\(garbage)")
        }
        #expect(ServarrDate.format(reference) == "2024-11-21T10:15:26Z")
        #expect(ServarrDate.format(dotNet, fractionalDigits: 7) == "2024-11-21T10:15:26.6040396Z")
    }

    @Test("Configuration descriptions never contain the API key")
    func redaction() {
        let key = "0123456789abcdef0123456789abcdef"
        let configuration = ServiceConfiguration(
            baseURL: URL(string: "https://nas/radarr")!, apiKey: key,
            headers: ["X-Proxy-Auth": "secret"])
        #expect(!configuration.description.contains(key))
        #expect(!configuration.description.contains("secret"))
        #expect(!"\(ServarrError.unauthorized)".contains(key))
    }
}
