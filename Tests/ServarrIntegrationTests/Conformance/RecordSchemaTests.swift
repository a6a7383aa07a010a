import Foundation
import LidarrAPI
import RadarrAPI
import ServarrCore
import SonarrAPI
import Testing

/// Every record's declaration (its fields' names and wire types, read and written) against its
/// schema in the real upstream specs: a field the schema does not have, or whose type it
/// declares otherwise, fails naming the record and the field.
@Suite("Record declarations match the upstream schemas")
struct RecordSchemaTests {
    @Test("Radarr's records match radarr-v3")
    func radarr() throws {
        let spec = try UpstreamSpec("radarr-v3")
        var problems: [String] = []
        problems += spec.problems(of: Movie.self, schema: "MovieResource")
        problems += spec.problems(of: MovieFile.self, schema: "MovieFileResource")
        problems += spec.problems(of: Credit.self, schema: "CreditResource")
        problems += spec.problems(of: MovieCollection.self, schema: "CollectionResource")
        problems += spec.problems(of: CollectionMovie.self, schema: "CollectionMovieResource")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("Sonarr's records match sonarr-v3")
    func sonarr() throws {
        let spec = try UpstreamSpec("sonarr-v3")
        var problems: [String] = []
        problems += spec.problems(of: Series.self, schema: "SeriesResource")
        problems += spec.problems(of: Season.self, schema: "SeasonResource")
        problems += spec.problems(of: Episode.self, schema: "EpisodeResource")
        problems += spec.problems(of: EpisodeFile.self, schema: "EpisodeFileResource")
        problems += spec.problems(of: Language.self, schema: "LanguageResource")
        problems += spec.problems(of: EpisodeMonitoring.self, schema: "EpisodesMonitoredResource")
        problems += spec.problems(of: SeasonPass.self, schema: "SeasonPassResource")
        problems += spec.problems(of: SeasonPass.Entry.self, schema: "SeasonPassSeriesResource")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("Lidarr's records match lidarr-v1")
    func lidarr() throws {
        let spec = try UpstreamSpec("lidarr-v1")
        var problems: [String] = []
        problems += spec.problems(of: Artist.self, schema: "ArtistResource")
        problems += spec.problems(of: Album.self, schema: "AlbumResource")
        problems += spec.problems(of: Track.self, schema: "TrackResource")
        problems += spec.problems(of: TrackFile.self, schema: "TrackFileResource")
        problems += spec.problems(of: MetadataProfile.self, schema: "MetadataProfileResource")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("The records every service shares match the three specs")
    func shared() throws {
        let specs = try ["radarr-v3", "sonarr-v3", "lidarr-v1"].map(UpstreamSpec.init)
        // A shared record declares the union of the services' fields: a field one service lacks
        // (Lidarr's root folders have no unmapped folders) must be in another's schema, and its
        // type must agree wherever it is.
        let problems = specs.map { $0.sharedRecordProblems() }
        var reported: [String] = []
        for (index, list) in problems.enumerated() {
            for problem in list where !reported.contains(problem) {
                let isMissing = problem.contains(" is not in ")
                if !isMissing || problems.allSatisfy({ $0.contains(problem) }) {
                    reported.append(problem + (isMissing ? "" : " (\(["radarr-v3", "sonarr-v3", "lidarr-v1"][index]))"))
                }
            }
        }
        #expect(reported.isEmpty, "\(reported.joined(separator: "\n"))")
    }

    @Test("Manual import files read as the services list them and write as their imports take them")
    func manualImport() throws {
        // A file is read from `ManualImportResource` (the proposal as objects: `movie`, `series`,
        // `artist`) and written as the `ManualImport` command's files, whose members are those of
        // `ManualImportReprocessResource` (`ManualImportUpdateResource` in Lidarr): each field must
        // be in one of the two, and agree in type wherever it is.
        let radarr = try UpstreamSpec("radarr-v3"), sonarr = try UpstreamSpec("sonarr-v3"), lidarr = try UpstreamSpec("lidarr-v1")
        // The file's own members are shared: Lidarr's lacks `relativePath`, `folderName` and
        // `languages`, which are Radarr's and Sonarr's. A Lidarr field counts as missing only when
        // Radarr's schemas lack it too.
        let inRadarr = radarr.problems(of: ImportFile<TrackImportProposal>.self, in: ["ManualImportResource", "ManualImportReprocessResource"])
        let field = { (problem: String) in String(problem.prefix { $0 != ":" }) }
        let lidarrProblems = lidarr.problems(of: ImportFile<TrackImportProposal>.self, in: ["ManualImportResource", "ManualImportUpdateResource"])
            .filter { problem in !problem.contains(" is not in ") || inRadarr.contains { field($0) == field(problem) } }
        let problems =
            radarr.problems(of: ImportFile<MovieImportProposal>.self, in: ["ManualImportResource", "ManualImportReprocessResource"])
            + sonarr.problems(of: ImportFile<EpisodeImportProposal>.self, in: ["ManualImportResource", "ManualImportReprocessResource"])
            + lidarrProblems
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// A record declared with a name the schema lacks, a type it contradicts, a nested member it
    /// lacks and a member its file's quality lacks: each is reported with the record and the field.
    private struct Misdeclared: ServarrRecord {
        var id = 0
        var title = 0
        var runtime = ""
        var size: Int64 = 0
        var file: File?
        static let blank = Misdeclared()
        static let fields: [RecordField<Misdeclared>] = [
            .identity(\.id), .field("titel", \.title), .field("runtime", \.runtime), .field("bytes", in: "statistics", \.size),
            .record("movieFile", \.file),
        ]

        struct File: ServarrRecord {
            var quality: Quality?
            static let blank = File()
            static let fields: [RecordField<File>] = [.record("quality", \.quality)]
        }

        struct Quality: ServarrRecord {
            var revision = 0
            static let blank = Quality()
            static let fields: [RecordField<Quality>] = [.field("revisoin", \.revision)]
        }
    }

    @Test("A misspelled field, a wrong type and a missing nested member are each named, at any depth")
    func mismatchesAreNamed() throws {
        let problems = try UpstreamSpec("radarr-v3").problems(of: Misdeclared.self, schema: "MovieResource")
        #expect(problems.count == 4)
        #expect(problems.contains { $0.contains("Misdeclared.movieFile.quality.revisoin") && $0.contains("not in QualityModel") })
        #expect(problems.contains { $0.contains("Misdeclared.titel") && $0.contains("not in MovieResource") })
        #expect(problems.contains { $0.contains("Misdeclared.runtime") && $0.contains("string") && $0.contains("integer") })
        #expect(problems.contains { $0.contains("Misdeclared.statistics.bytes") })
    }
}

extension UpstreamSpec {
    /// The problems of the records every service shares, against this spec's schemas.
    func sharedRecordProblems() -> [String] {
        problems(of: QualityProfile.self, schema: "QualityProfileResource") + problems(of: Tag.self, schema: "TagResource")
            + problems(of: RootFolder.self, schema: "RootFolderResource") + problems(of: Indexer.self, schema: "IndexerResource")
            + problems(of: DownloadClient.self, schema: "DownloadClientResource")
            + problems(of: QueueItem.self, schema: "QueueResource") + problems(of: HistoryRecord.self, schema: "HistoryResource")
            + problems(of: BlocklistItem.self, schema: "BlocklistResource")
            + problems(of: CommandStatus.self, schema: "CommandResource") + problems(of: HealthCheck.self, schema: "HealthResource")
            + problems(of: DiskSpace.self, schema: "DiskSpaceResource") + problems(of: LogEntry.self, schema: "LogResource")
            + problems(of: LogFile.self, schema: "LogFileResource") + problems(of: ScheduledTask.self, schema: "TaskResource")
            + problems(of: AvailableUpdate.self, schema: "UpdateResource") + problems(of: TagUsage.self, schema: "TagDetailsResource")
            + problems(of: QueueSummary.self, schema: "QueueStatusResource") + problems(of: Release.self, schema: "ReleaseResource")
            + problems(of: QualityProfileItem.self, schema: "QualityProfileQualityItemResource")
            + problems(of: FormatScore.self, schema: "ProfileFormatItemResource") + problems(of: Quality.self, schema: "Quality")
            + problems(of: CustomFormat.self, schema: "CustomFormatResource")
            + problems(of: CustomFormatCondition.self, schema: "CustomFormatSpecificationSchema")
            + problems(of: ProviderField.self, schema: "Field") + problems(of: SelectOption.self, schema: "SelectOption")
            + problems(of: DelayProfile.self, schema: "DelayProfileResource") + problems(of: ReleaseProfile.self, schema: "ReleaseProfileResource")
            + problems(of: QualityDefinition.self, schema: "QualityDefinitionResource")
            + problems(of: SystemStatus.self, schema: "SystemResource")
    }

    /// Where `Record`'s declaration departs from every one of `schemas`: a field missing from one
    /// schema counts only when the others lack it too; a type that disagrees counts anywhere.
    func problems<Record: ServarrRecord>(of record: Record.Type, in schemas: [String]) -> [String] {
        let lists = schemas.map { problems(of: record, schema: $0) }
        let field = { (problem: String) in String(problem.prefix { $0 != ":" }) }
        var reported: [String] = []
        for problem in lists.joined() where !reported.contains(problem) {
            let isMissing = problem.contains(" is not in ")
            if !isMissing || lists.allSatisfy({ list in list.contains { field($0) == field(problem) && $0.contains(" is not in ") } }) {
                reported.append(problem)
            }
        }
        return reported
    }

    /// Where `Record`'s declaration departs from the component schema `schema`: one line per
    /// field, naming the record and the field.
    func problems<Record: ServarrRecord>(of record: Record.Type, schema: String) -> [String] {
        let name = String(describing: Record.self)
        return problems(fields: Record.fields.map(\.shape), in: schema, record: name)
    }

    /// The problems of `fields` against `schemaName`, and of the records they hold against the
    /// schemas their properties name, down to `depth` levels (records may hold their own kind).
    private func problems(fields: [FieldShape], in schemaName: String, record: String, depth: Int = 4) -> [String] {
        guard let schema = component(schemaName) else { return ["\(record): the spec has no schema \(schemaName)"] }
        var problems: [String] = []
        for field in fields {
            let path = field.path.map(\.description)
            let label = "\(record).\(path.joined(separator: "."))"
            var current = schema, currentName = schemaName
            var property: [String: Any]?
            for (level, key) in path.enumerated() {
                guard let found = properties(of: current)[key] else {
                    problems.append("\(label): \(key) is not in \(currentName)")
                    property = nil
                    break
                }
                property = found
                if level < path.count - 1 {
                    currentName = referenceName(found) ?? currentName
                    current = resolved(found)
                }
            }
            guard let property else { continue }
            // A property the schema leaves untyped (a field's `value`, a release profile's terms,
            // which Sonarr v3 sent as a string and later servers as a list) takes any wire type.
            let declared = wireType(of: property)
            if declared != .any, declared != field.wireType {
                problems.append("\(label): declared \(field.wireType), the schema says \(declared.map(\.description) ?? "something else")")
            }
            if let nested = field.nested, depth > 0 {
                let itemsSchema = (resolved(property)["items"] as? [String: Any]) ?? property
                if let nestedName = referenceName(itemsSchema) {
                    problems += self.problems(fields: nested(), in: nestedName, record: label, depth: depth - 1)
                }
            }
        }
        return problems
    }

    private func component(_ name: String) -> [String: Any]? {
        ((document["components"] as? [String: Any])?["schemas"] as? [String: Any])?[name] as? [String: Any]
    }

    private func referenceName(_ schema: [String: Any]) -> String? {
        if let ref = schema["$ref"] as? String { return String(ref.split(separator: "/").last ?? "") }
        if let all = schema["allOf"] as? [[String: Any]], let first = all.first { return referenceName(first) }
        return nil
    }

    private func resolved(_ schema: [String: Any]) -> [String: Any] {
        referenceName(schema).flatMap(component) ?? schema
    }

    private func properties(of schema: [String: Any]) -> [String: [String: Any]] {
        (resolved(schema)["properties"] as? [String: [String: Any]]) ?? [:]
    }

    /// The wire type a property schema declares (a `$ref` to an enumeration is a string).
    private func wireType(of property: [String: Any]) -> WireType? {
        // Sonarr's spec declares URLs (health `wikiUrl`) as an `HttpUri` object; Sonarr sends a
        // string, as Radarr and Lidarr declare (see UpstreamSpec).
        if referenceName(property) == "HttpUri" { return .string }
        let schema = resolved(property)
        switch schema["type"] as? String {
        case "integer": return .integer
        case "number": return .number
        case "boolean": return .boolean
        case "string": return schema["format"] as? String == "date-time" ? .dateTime : .string
        case "array":
            guard let items = schema["items"] as? [String: Any], let element = wireType(of: items) else { return nil }
            return .array(element)
        case "object": return .object
        case nil where schema["properties"] == nil && schema["enum"] == nil && referenceName(property) == nil: return .any
        default: return schema["properties"] != nil || schema["enum"] == nil && referenceName(property) != nil ? .object : nil
        }
    }
}
