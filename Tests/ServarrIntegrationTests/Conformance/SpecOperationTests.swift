import Foundation
import ServarrSimulator
import Testing

/// Every operation of the three upstream specs, called over loopback against the simulator with
/// valid inputs (built by ``OperationRequests`` from what the simulator itself lists); each answer's
/// status is checked, and its body against the operation's 200 response schema. The test prints
/// `covered / total` per spec and fails when an operation is not served (a 404 without the
/// servers' error body, or a 405) or answers outside its spec.
@Suite("Every operation of the upstream specs is served and conforms")
struct SpecOperationTests {
    /// Operations known not to be served yet, per service: the list may only shrink (an entry
    /// that is served fails the test too, so it is removed when the operation lands).
    static let knownMissing: [SimulatedService: Set<String>] = [.radarr: [], .sonarr: [], .lidarr: []]

    @Test("Every operation is served, with a status and body its spec allows", arguments: SimulatedService.allCases)
    func everyOperation(_ service: SimulatedService) async throws {
        let spec = try UpstreamSpec(service.specName)
        try await withSimulator(.init(commandStepDuration: .milliseconds(20), downloadDuration: .seconds(3600))) { simulator in
            let client = RawClient(simulator, service)
            var requests = OperationRequests(client: client, spec: spec, service: service)
            #expect(try await client.send("POST", "\(client.root)/command", body: ["name": "RssSync"]).status < 300)
            var missing: Set<String> = []
            var departures: [String] = []
            let operations = spec.operations.enumerated().sorted { (Self.rank($0.element), $0.offset) < (Self.rank($1.element), $1.offset) }
                .map(\.element)
            for operation in operations {
                let request = try await requests.request(for: operation)
                let response = try await client.send(operation.method, request.path, body: request.body)
                if Self.isMissing(response) {
                    missing.insert(operation.description)
                    continue
                }
                guard (200..<300).contains(response.status) || Self.refusals(operation).contains(response.status) else {
                    departures.append("\(operation) → \(response.status) \(String(decoding: response.data.prefix(300), as: UTF8.self))")
                    continue
                }
                guard (200..<300).contains(response.status), response.contentType?.contains("json") == true,
                    let schema = try spec.responseSchema(operation.method, operation.template)
                else { continue }
                guard let json = response.json else {
                    departures.append("\(operation): not JSON")
                    continue
                }
                // The servers answer `PUT …/bulk` with the list of records saved; their specs declare one record.
                let answers = operation.method == "PUT" && operation.template.hasSuffix("/bulk") ? (json as? [Any] ?? [json]) : [json]
                let issues = answers.flatMap { spec.violations(of: $0, against: schema) }
                if !issues.isEmpty { departures.append("\(operation): \(issues.prefix(3))") }
            }
            let total = operations.count
            print("servarr-sim \(service.specName): \(total - missing.count) / \(total) operations served")
            #expect(missing == Self.knownMissing[service] ?? [], "not served: \(missing.sorted())")
            #expect(departures.isEmpty, "\(departures.count) departures: \(departures.prefix(12).joined(separator: "\n"))")
        }
    }

    /// GETs first, then creations, edits, and deletions last: one record, then the library's own
    /// items, then bulk deletions (which would take the records the others delete).
    private static func rank(_ operation: UpstreamSpec.Operation) -> Int {
        let template = operation.template
        switch operation.method {
        case "GET": return 0
        case "POST": return template.hasSuffix("/restart") || template.hasSuffix("/shutdown") ? 6 : 1
        case "PUT": return 2
        default:
            if template.hasSuffix("/bulk") || template.hasSuffix("/editor") { return 5 }
            return ["/movie/", "/series/", "/artist/"].contains { template.contains($0) } ? 4 : 3
        }
    }

    /// A route nobody serves: 404 without the servers' `{"message"}` body, or 405.
    private static func isMissing(_ response: RawClient.Response) -> Bool {
        response.status == 405 || (response.status == 404 && response.object?["message"] == nil)
    }

    /// Refusals the servers answer to a valid request: a provider's test (its outside service is
    /// unreachable) and testall; deleting a tag still in use (409); a copy of the default delay
    /// profile (a second profile needs tags) and deleting the default one (it stays).
    private static func refusals(_ operation: UpstreamSpec.Operation) -> Set<Int> {
        if operation.template.hasSuffix("/test") || operation.template.hasSuffix("/testall") { return [400] }
        if operation.template.hasSuffix("/delayprofile") || operation.template.hasSuffix("/delayprofile/{id}"),
            operation.method == "POST" || operation.method == "DELETE"
        {
            return [400]
        }
        return operation.method == "DELETE" && operation.template.hasSuffix("/tag/{id}") ? [409] : []
    }
}

extension SimulatedService {
    /// The file name of the service's spec in Specs/.
    var specName: String {
        switch self {
        case .radarr: "radarr-v3"
        case .sonarr: "sonarr-v3"
        case .lidarr: "lidarr-v1"
        }
    }
}

/// Valid requests for any operation of a spec, built from what the simulator answers: path ids
/// from the nearest list above them, query parameters a client sends, and bodies read back (a
/// `PUT` sends what `GET` answered; a `POST` sends a record of the list, or a provider's schema).
struct OperationRequests {
    let client: RawClient
    let spec: UpstreamSpec
    let service: SimulatedService
    private var answers: [String: Any] = [:]
    private lazy var templates: Set<String> = Set(spec.operations.filter { $0.method == "GET" }.map(\.template))

    init(client: RawClient, spec: UpstreamSpec, service: SimulatedService) {
        self.client = client
        self.spec = spec
        self.service = service
    }

    struct Request {
        var path: String
        var body: Any?
    }

    mutating func request(for operation: UpstreamSpec.Operation) async throws -> Request {
        var path = try await fill(operation.template)
        var query: [String] = []
        for (name, isRequired) in spec.queryParameters(operation) {
            let isLookup = operation.template.contains("/lookup")
            guard let value = try await queryValue(name, isRequired: isRequired || isLookup) else { continue }
            query.append("\(name)=\(value)")
        }
        if operation.method != "GET",
            ["notification", "importlist", "indexer", "downloadclient"].contains(where: { operation.template.hasSuffix("/\($0)") })
        {
            query.append("forceSave=true")
        }
        if !query.isEmpty { path += "?" + query.joined(separator: "&") }
        let body = spec.takesBody(operation) ? try await body(for: operation) : nil
        return Request(path: path, body: body)
    }

    // MARK: Path and query

    /// The template with its parameters replaced by ids the simulator has.
    private mutating func fill(_ template: String) async throws -> String {
        var result = ""
        var parent = ""
        for segment in template.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            var value = String(segment)
            switch segment {
            case "{id}": value = String(try await firstID(above: parent))
            case "{name}": value = "getOptions"
            case "{path}": value = "index.html"
            case "{movieId}": value = String(try await firstID(above: "\(client.root)/movie"))
            case "{seriesId}": value = String(try await firstID(above: "\(client.root)/series"))
            case "{artistId}": value = String(try await firstID(above: "\(client.root)/artist"))
            case "{albumId}": value = String(try await firstID(above: "\(client.root)/album"))
            case "{filename}":
                let files = try await get(parent) as? [[String: Any]]
                let name = files?.first?["filename"] as? String ?? ""
                value = name.isEmpty ? "poster.jpg" : name
            default: break
            }
            result += "/" + value
            parent += "/" + String(segment)
        }
        return result.isEmpty ? "/" : result
    }

    private mutating func queryValue(_ name: String, isRequired: Bool) async throws -> String? {
        switch name {
        case "movieId": return String(try await movieWithFile())
        case "movieIds": return isRequired ? String(try await movieWithFile()) : nil
        case "seriesId": return String(try await firstID(above: "\(client.root)/series"))
        case "artistId": return String(try await firstID(above: "\(client.root)/artist"))
        case "albumId": return String(try await firstID(above: "\(client.root)/album"))
        case "episodeId": return String(try await firstID(above: "\(client.root)/episode"))
        case "term": return "the"
        case "tmdbId": return isRequired ? "800001" : nil
        case "imdbId": return isRequired ? "tt8800002" : nil
        case "tvdbId": return isRequired ? "700001" : nil
        case "title": return "Dune.2021.1080p.BluRay-SIM"
        case "path", "folder": return isRequired ? "/" : nil
        case "date": return "2020-01-01"
        default: return isRequired ? "1" : nil
        }
    }

    /// The name the files' editor gives its list of ids.
    private var fileIDsKey: String {
        ["radarr": "movieFileIds", "sonarr": "episodeFileIds", "lidarr": "trackFileIds"][service.rawValue] ?? "movieFileIds"
    }

    /// A file the library has now, asked afresh: the suite deletes files and their owners as it goes.
    private func existingFileID() async throws -> Int {
        let root = client.root
        if service == .radarr {
            let movies = try await client.send("\(root)/movie").array ?? []
            return movies.first { $0["hasFile"] as? Bool == true }?["movieFileId"] as? Int ?? 1
        }
        let (owners, count, files, key) =
            service == .sonarr
            ? ("series", "episodeFileCount", "episodefile", "seriesId") : ("artist", "trackFileCount", "trackfile", "artistId")
        let list = try await client.send("\(root)/\(owners)").array ?? []
        let owner = list.first { ($0["statistics"] as? [String: Any])?[count] as? Int ?? 0 > 0 }?["id"] as? Int ?? 1
        return try await client.send("\(root)/\(files)?\(key)=\(owner)").array?.first?["id"] as? Int ?? 1
    }

    /// A movie with a file (its files, credits and history are not empty), asked afresh: the
    /// suite deletes files.
    private mutating func movieWithFile() async throws -> Int {
        let movies = try await client.send("\(client.root)/movie").array ?? []
        return movies.first { $0["hasFile"] as? Bool == true }?["id"] as? Int ?? 1
    }

    /// The id of the first record the nearest list at or above `path` holds (1 when none).
    private mutating func firstID(above path: String) async throws -> Int {
        var candidate = path
        while !candidate.isEmpty {
            if templates.contains(candidate), !candidate.contains("{") {
                var query = ""
                if candidate.hasSuffix("/episode") || candidate.hasSuffix("/episodefile") {
                    query = "?seriesId=\(try await firstID(above: "\(client.root)/series"))"
                }
                if candidate.hasSuffix("/moviefile") || candidate.hasSuffix("/credit") { query = "?movieId=\(try await movieWithFile())" }
                if candidate.hasSuffix("/track") || candidate.hasSuffix("/trackfile") {
                    query = "?albumId=\(try await firstID(above: "\(client.root)/album"))"
                }
                // Asked afresh: the queue and the commands change while the suite runs.
                if let id = Self.id(in: try await client.send(candidate + query).json) { return id }
            }
            candidate = String(candidate[..<(candidate.lastIndex(of: "/") ?? candidate.startIndex)])
        }
        return 1
    }

    private static func id(in answer: Any?) -> Int? {
        if let list = answer as? [[String: Any]] { return list.first?["id"] as? Int }
        if let object = answer as? [String: Any] {
            if let records = object["records"] as? [[String: Any]] { return records.first?["id"] as? Int }
            return object["id"] as? Int
        }
        return nil
    }

    private mutating func get(_ path: String) async throws -> Any? {
        if let answer = answers[path] { return answer }
        let answer = try await client.send(path).json
        answers[path] = answer
        return answer
    }

    // MARK: Bodies

    private mutating func body(for operation: UpstreamSpec.Operation) async throws -> Any? {
        let template = operation.template
        let root = client.root
        let last = template.split(separator: "/").last.map(String.init) ?? ""
        let media = ["radarr": "movie", "sonarr": "series", "lidarr": "artist"][service.rawValue] ?? "movie"
        switch (operation.method, last) {
        case ("PUT", "editor") where template.hasSuffix("/\(media)/editor"), ("DELETE", "editor") where template.hasSuffix("/\(media)/editor"):
            return ["\(media == "series" ? "series" : media)Ids": [try await firstID(above: "\(root)/\(media)")], "monitored": true]
        case (_, "editor"):
            return [fileIDsKey: [try await existingFileID()]]
        case (_, "bulk"):
            let parent = String(template.dropLast("/bulk".count))
            if operation.method == "POST" { return [try await record(in: parent)] }
            guard parent.hasSuffix("file") else { return ["ids": [try await firstID(above: parent)]] }
            // The files' bulk operations take the files' records (`PUT`) or their ids by the editor's name.
            let id = try await existingFileID()
            return operation.method == "PUT" ? [try await client.send("\(parent)/\(id)").json ?? [:]] : [fileIDsKey: [id]]
        case ("PUT", "monitor"):
            let episodes = template.contains("/episode/")
            return [episodes ? "episodeIds" : "albumIds": [try await firstID(above: "\(root)/\(episodes ? "episode" : "album")")], "monitored": true]
        case ("POST", "command"):
            return ["name": "RssSync"]
        case ("POST", "tag"):
            return ["label": "conformance"]
        case ("POST", "rootfolder"):
            let path = ["radarr": "/data/movies", "sonarr": "/data/tv", "lidarr": "/data/music"][service.rawValue] ?? "/data"
            return ["path": path, "name": "Data", "defaultQualityProfileId": 1, "defaultMetadataProfileId": 1]
        case ("POST", "release") where template == "\(root)/release":
            let parameter =
                [
                    "radarr": "movieId=\(try await movieWithFile())", "sonarr": "episodeId=\(try await firstID(above: "\(root)/episode"))",
                    "lidarr": "albumId=\(try await firstID(above: "\(root)/album"))",
                ][service.rawValue] ?? ""
            return (try await client.send("\(root)/release?\(parameter)").array)?.first ?? [:]
        case ("POST", "push"):
            return [
                "title": "Dune.2021.1080p.BluRay-SIM", "downloadUrl": "https://example.invalid/dune.nzb", "protocol": "usenet",
                "publishDate": "2026-11-20T00:00:00Z",
            ]
        case ("POST", media):
            return try await addition(candidate: 5)
        case ("POST", "import"):
            return [try await addition(candidate: 6)]
        case ("POST", "seasonpass"):
            return ["series": [["id": try await firstID(above: "\(root)/series"), "monitored": true]], "monitoringOptions": ["monitor": "all"]]
        case ("POST", "albumstudio"):
            return ["artist": [["id": try await firstID(above: "\(root)/artist"), "monitored": true]], "monitoringOptions": ["monitor": "all"]]
        case ("POST", "test"), ("POST", "{name}"):
            let parent = template.hasSuffix("/{name}") ? String(template.dropLast("/action/{name}".count)) : String(template.dropLast("/test".count))
            return try await record(in: parent)
        case ("PUT", _) where template.hasSuffix("/{id}") && !template.contains("/reorder/"):
            let path = try await fill(template)
            return try await client.send(path).json ?? [:]
        case ("PUT", "update"):
            return try await get(String(template.dropLast("/update".count))) ?? []
        case ("PUT", "collection"):
            return ["collectionIds": [1], "monitored": true]
        case ("POST", _) where templates.contains(template):
            var record = try await record(in: template)
            record["id"] = nil
            for key in ["name", "label"] where record[key] is String { record[key] = "Conformance \(operation.method)" }
            return record
        case ("POST", "manualimport"):
            return [Any]()
        default:
            return [String: Any]()
        }
    }

    /// A record of the list at `path`: its schema's first implementation for a provider, else its first row.
    private mutating func record(in path: String) async throws -> [String: Any] {
        if templates.contains(path + "/schema"), let first = (try await get(path + "/schema") as? [[String: Any]])?.first { return first }
        return (try await get(path) as? [[String: Any]])?.first ?? [:]
    }

    /// What a client adds: a catalogue title not in the library (the `candidate`th), with a
    /// profile and a root folder.
    private mutating func addition(candidate: Int) async throws -> [String: Any] {
        let root = client.root
        let (lookup, folder) =
            switch service {
            case .radarr: ("\(root)/movie/lookup?term=tmdb:\(800_000 + candidate)", "/movies")
            case .sonarr: ("\(root)/series/lookup?term=tvdb:\(700_000 + candidate)", "/tv")
            case .lidarr: ("\(root)/artist/lookup?term=a", "/music")
            }
        var record = (try await client.send(lookup).array)?.first { ($0["id"] as? Int ?? 0) == 0 } ?? [:]
        record["qualityProfileId"] = 1
        record["metadataProfileId"] = 1
        record["rootFolderPath"] = folder
        record["monitored"] = true
        return record
    }
}
