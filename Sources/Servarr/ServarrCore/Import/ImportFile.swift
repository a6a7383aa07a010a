import Foundation
import MarqueeJSON

/// What a service proposes a file of a manual import is: a movie (Radarr); a series, a season
/// and episodes (Sonarr); an artist, an album and tracks (Lidarr). Each service declares its
/// proposal as a record whose members sit beside the file's in `manualimport`'s answer (the
/// `movie` object, `seasonNumber`, the `tracks` array) and whose written members are the ids the
/// `ManualImport` command's files take (`movieId`, `episodeIds`, `trackIds`).
public protocol ImportProposal: Sendable, Hashable {
    /// The proposal's declaration: its blank value and its fields (ADR 0021).
    static var declaration: ProposalDeclaration<Self> { get }
    /// The library item the file would be imported into (a movie, a series, an artist), or nil.
    var mediaID: Int? { get }
    /// The proposal as one line: "Dune (2021)", "Severance S01E02-E03", "Radiohead — OK Computer: 3 tracks".
    var summary: String { get }
    /// Whether the proposal names everything an import needs (the movie; the series and at least
    /// one episode; the artist, the album and at least one track).
    var isComplete: Bool { get }
}

/// A proposal's declaration: what it is when the server proposes nothing, and its fields, read
/// from and written to the file's object (see ``ServarrRecord``).
public struct ProposalDeclaration<Proposal: Sendable>: Sendable {
    package let blank: Proposal
    package let fields: [RecordField<Proposal>]

    package init(blank: Proposal, fields: [RecordField<Proposal>]) {
        self.blank = blank
        self.fields = fields
    }
}

extension ImportProposal where Self: ServarrRecord {
    /// The declaration of a proposal declared as a record.
    package static var recordDeclaration: ProposalDeclaration<Self> { ProposalDeclaration(blank: blank, fields: fields) }
}

/// A quality a file is (or is said to be): its id and name, with the revision the server sent.
public struct QualityChoice: Sendable, Hashable, Identifiable {
    public var id: Int
    public var name: String
    /// The server's revision object (`{"version": 1, "real": 0, …}`), sent back as it came.
    package var revision: JSONValue?

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    package init(id: Int, name: String, revision: JSONValue?) {
        self.init(id: id, name: name)
        self.revision = revision
    }

    /// `{"quality": {"id", "name"}, "revision": …}`, as files, downloads and imports carry it.
    package var jsonValue: JSONValue {
        .object([
            "quality": .object(["id": id.jsonValue, "name": .string(name)]),
            "revision": revision ?? .object(["version": .number(1), "real": .number(0), "isRepack": .bool(false)]),
        ])
    }

    /// Reads a quality model (`{"quality": {"id", "name"}, "revision"}`) at member `key`.
    package static func read(_ key: StaticString, from json: inout JSONRecord) -> QualityChoice? {
        guard var model = json.record(key), var quality = model.record("quality"), let id = quality.int("id") else { return nil }
        let revision = model.value("revision").map { model.tape.value(at: $0) }
        return QualityChoice(id: id, name: quality.string("name") ?? "Unknown", revision: revision)
    }
}

/// A language (`language`, a file's or a download's `languages`): `{"id": 1, "name": "English"}`.
/// Ids can be 0 ("Unknown") or negative ("Original").
public struct Language: Sendable, Hashable, Identifiable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

extension Language: ServarrRecord {
    package static let blank = Language(id: 0, name: "")
    package static let fields: [RecordField<Language>] = [.numbering("id", \.id), .field("name", \.name)]
}

/// One file a manual import offers (`GET manualimport`): where it is, how big, the service's
/// proposal of what it is, its quality, languages and release group, and why the service would
/// not import it on its own (`rejections`: "Not an upgrade for existing movie file(s)",
/// "Sample", "Unknown Movie"). Changing the proposal, the quality, the languages or the release
/// group and importing sends the file back with the changes (``commandFile``).
public struct ImportFile<Proposal: ImportProposal>: Sendable, Hashable, Identifiable {
    /// The file's path on the server: what identifies it in an import.
    public var id: String { path }
    /// The server's number for the row (a hash of the path; not stable between listings).
    public var serverID: Int
    public var path: String
    /// The path below the folder listed ("Dune.2021/dune.mkv").
    public var relativePath: String?
    /// The download's folder the file is in.
    public var folderName: String?
    public var name: String
    public var size: Int64
    /// What the service proposes the file is, or what the user chose instead.
    public var proposal: Proposal
    public var quality: QualityChoice?
    public var languages: [Language]
    public var releaseGroup: String?
    /// The download the file came from, when the listing was of a download.
    public var downloadID: String?
    public var indexerFlags: Int
    /// Why the service would not import the file on its own; empty when it would.
    public var rejections: [String]

    public init(path: String, name: String, size: Int64, proposal: Proposal) {
        serverID = 0
        self.path = path
        self.name = name
        self.size = size
        self.proposal = proposal
        languages = []
        indexerFlags = 0
        rejections = []
    }

    /// The file as the `ManualImport` command's `files` take it: the path, the proposal's ids,
    /// the quality, languages, release group, download and indexer flags.
    public var commandFile: JSONValue { json(over: .object([:])) }
}

extension ImportFile: ServarrRecord {
    package static var blank: ImportFile { ImportFile(path: "", name: "", size: 0, proposal: Proposal.declaration.blank) }

    package static var fields: [RecordField<ImportFile>] {
        [
            .field("id", \.serverID),
            .key("path", \.path),
            .custom("path", .string, read: { _, _ in }, write: { .string($0.path) }),
            .field("relativePath", \.relativePath),
            .field("folderName", \.folderName),
            .field("name", \.name),
            .field("size", \.size),
        ] + Proposal.declaration.fields.map { $0.lifted(into: \ImportFile.proposal) } + [
            .field("releaseGroup", \.releaseGroup, .readWrite),
            .custom(
                "quality", .object, read: { json, file in file.quality = QualityChoice.read("quality", from: &json) },
                write: { $0.quality?.jsonValue }),
            .custom(
                "languages", .array(.object),
                read: { json, file in file.languages = json.records("languages") { Language.read(&$0) } ?? [] },
                write: { file in
                    file.languages.isEmpty ? nil : .array(file.languages.map { .object(["id": $0.id.jsonValue, "name": .string($0.name)]) })
                }),
            .field("downloadId", \.downloadID, .readWrite),
            .field("indexerFlags", \.indexerFlags, .readWrite),
            .custom("rejections", .array(.object), read: { json, file in file.rejections = json.texts("rejections", objectMember: "reason") ?? [] }),
        ]
    }
}

/// How a manual import puts the files in the library: moved out of the download's folder
/// (the torrent stops seeding) or copied (hardlinked where the disk allows).
public enum ImportMode: String, Sendable, Hashable, CaseIterable {
    case move
    case copy

    /// "Move", "Copy".
    public var title: String { rawValue.capitalized }
}

/// Where a manual import's files are listed from: a download in the queue, or a folder on the
/// server (a root folder, the download client's folder).
public enum ImportSource: Sendable, Hashable {
    /// The download the queue names by `downloadId`.
    case download(id: String)
    /// A folder on the server.
    case folder(path: String)

    /// The query `manualimport` takes for it.
    package var query: [(String, String)] {
        switch self {
        case .download(let id): [("downloadId", id)]
        case .folder(let path): [("folder", path)]
        }
    }
}
