import Foundation
import MarqueeJSON
import ServarrCore
import Testing

/// The rename and retag records against their schemas: a rename preview is one record read from
/// three services' schemas (each names its item and file its own way), so a field must be in at
/// least one of them and agree in type wherever it is.
@Suite("Rename and retag records match the upstream schemas")
struct RenameRecordSchemaTests {
    /// The problems of `Record` against `schemas` (spec → schema name) for a record that declares
    /// the union of their fields: a field missing from every schema, or typed otherwise in one.
    static func unionProblems<Record: ServarrRecord>(of record: Record.Type, schemas: [(spec: String, schema: String)]) throws -> [String] {
        let lists = try schemas.map { try UpstreamSpec($0.spec).problems(of: Record.self, schema: $0.schema) }
        let missing = lists.map { list in Set(list.filter { $0.contains(" is not in ") }.map { String($0.prefix { $0 != ":" }) }) }
        let missingEverywhere = missing.dropFirst().reduce(missing.first ?? []) { $0.intersection($1) }
        let typeProblems = lists.flatMap { $0.filter { !$0.contains(" is not in ") } }
        return missingEverywhere.sorted().map { "\($0) is in none of the schemas" } + typeProblems
    }

    @Test("A rename preview's fields are the services' rename resources'")
    func renamePreview() throws {
        let problems = try Self.unionProblems(
            of: FileRename.self,
            schemas: [("radarr-v3", "RenameMovieResource"), ("sonarr-v3", "RenameEpisodeResource"), ("lidarr-v1", "RenameTrackResource")])
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("A retag preview and its tag changes match Lidarr's")
    func retagPreview() throws {
        let spec = try UpstreamSpec("lidarr-v1")
        let problems = spec.problems(of: FileRetag.self, schema: "RetagTrackResource") + spec.problems(of: TagChange.self, schema: "TagDifference")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    private static func read<Record: ServarrRecord>(_ text: String, as type: Record.Type) throws -> Record? {
        let tape = try JSONTape(parsing: Array(text.utf8))
        var json = JSONRecord(tape: tape, object: tape.root, log: DecodeLog())
        return Record.read(&json)
    }

    @Test("Each service's rename row reads into one record: the item, the file, the season or album, old and new paths")
    func rowsOfEachService() throws {
        let movie = try #require(
            try Self.read(#"{"movieId": 4, "movieFileId": 9, "existingPath": "Heat.mkv", "newPath": "Heat (1995).mkv"}"#, as: FileRename.self))
        #expect(movie == FileRename(mediaID: 4, fileID: 9, existingPath: "Heat.mkv", newPath: "Heat (1995).mkv"))
        let episode = try #require(
            try Self.read(
                #"{"seriesId": 2, "seasonNumber": 1, "episodeNumbers": [3, 4], "episodeFileId": 11, "existingPath": "a", "newPath": "b"}"#,
                as: FileRename.self))
        #expect(episode.mediaID == 2 && episode.seasonNumber == 1 && episode.numbers == [3, 4] && episode.fileID == 11)
        let track = try #require(
            try Self.read(
                #"{"artistId": 5, "albumId": 6, "trackNumbers": [1], "trackFileId": 7, "path": "t.flac", "changes": [{"field": "Year", "oldValue": null, "newValue": "1997"}]}"#,
                as: FileRetag.self))
        #expect(track.mediaID == 5 && track.albumID == 6 && track.fileID == 7)
        #expect(track.changes == [TagChange(field: "Year", oldValue: "", newValue: "1997")])
    }

    /// A declaration with a name no service sends is reported, not hidden by the union.
    private struct Misnamed: ServarrRecord {
        var fileID = 0
        static let blank = Misnamed()
        static let fields: [RecordField<Misnamed>] = [.field("movieFileId", \.fileID), .field("fileIdentifier", \.fileID)]
    }

    @Test("A field in none of the rename schemas is named")
    func unknownFieldIsNamed() throws {
        let problems = try Self.unionProblems(
            of: Misnamed.self, schemas: [("radarr-v3", "RenameMovieResource"), ("sonarr-v3", "RenameEpisodeResource")])
        #expect(problems == ["Misnamed.fileIdentifier is in none of the schemas"])
    }
}
