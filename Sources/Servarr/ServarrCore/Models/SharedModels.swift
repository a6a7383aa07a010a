import Foundation

/// A root folder media is stored under.
public struct RootFolder: Sendable, Hashable, Identifiable {
    public var id: Int
    public var path: String
    /// Free space in bytes, when the service reports it.
    public var freeSpace: Int64?
    public var isAccessible: Bool
    /// Total space in bytes, when the service reports it (Lidarr).
    public var totalSpace: Int64?
    /// Folders below this one that no library item uses (Radarr, Sonarr).
    public var unmappedFolders: [UnmappedFolder]
    public init(
        id: Int, path: String, freeSpace: Int64?, isAccessible: Bool, totalSpace: Int64? = nil, unmappedFolders: [UnmappedFolder] = []
    ) {
        self.id = id
        self.path = path
        self.freeSpace = freeSpace
        self.isAccessible = isAccessible
        self.totalSpace = totalSpace
        self.unmappedFolders = unmappedFolders
    }
}

/// A folder below a root folder that no library item uses: media the service could import.
public struct UnmappedFolder: Sendable, Hashable {
    /// The folder's name ("Unsorted").
    public var name: String
    /// Its full path.
    public var path: String
    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}

/// A tag that can be attached to movies and series.
public struct Tag: Sendable, Hashable, Identifiable {
    public var id: Int
    public var label: String
    public init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

/// Severity of a health check.
public enum HealthSeverity: Sendable, Hashable {
    case ok, notice, warning, error
    /// A value this client does not know (from a newer server).
    case unknown(String)

    public init(rawValue: String?) {
        switch rawValue?.lowercased() {
        case "ok": self = .ok
        case "notice": self = .notice
        case "warning": self = .warning
        case "error": self = .error
        default: self = .unknown(rawValue ?? "")
        }
    }
}

/// One entry of `System → Status → Health`.
public struct HealthCheck: Sendable, Hashable {
    public var source: String
    public var severity: HealthSeverity
    public var message: String
    public var wikiURL: URL?
    public init(source: String, severity: HealthSeverity, message: String, wikiURL: URL?) {
        self.source = source
        self.severity = severity
        self.message = message
        self.wikiURL = wikiURL
    }
}

/// Free and total space of one disk the service uses.
public struct DiskSpace: Sendable, Hashable {
    public var path: String
    public var label: String
    public var freeSpace: Int64
    public var totalSpace: Int64
    public init(path: String, label: String, freeSpace: Int64, totalSpace: Int64) {
        self.path = path
        self.label = label
        self.freeSpace = freeSpace
        self.totalSpace = totalSpace
    }
}

/// What `System → Status` reports about the service.
public struct SystemStatus: Sendable, Hashable {
    public var appName: String
    public var instanceName: String
    public var version: String
    public var urlBase: String
    public var startTime: Date?
    public var osName: String
    public init(appName: String, instanceName: String, version: String, urlBase: String, startTime: Date?, osName: String) {
        self.appName = appName
        self.instanceName = instanceName
        self.version = version
        self.urlBase = urlBase
        self.startTime = startTime
        self.osName = osName
    }
}

/// One page of a paged list (queue, history, wanted).
///
/// `totalRecords` is the server's total, or (when the body has none) the rows up to and
/// including this page; ``hasMorePages`` then guesses from a full page.
public struct Page<Item: Sendable & Hashable>: Sendable, Hashable {
    public var page: Int
    public var pageSize: Int
    public var totalRecords: Int
    public var records: [Item]
    /// Whether pages after this one hold more records.
    public var hasMorePages: Bool
    /// What could not be read of this page.
    public var report: DecodeReport

    public init(
        page: Int, pageSize: Int, totalRecords: Int, records: [Item], hasMorePages: Bool? = nil,
        report: DecodeReport = .clean
    ) {
        self.page = page
        self.pageSize = pageSize
        self.totalRecords = totalRecords
        self.records = records
        self.hasMorePages = hasMorePages ?? (!records.isEmpty && pageSize > 0 && page * pageSize < totalRecords)
        self.report = report
    }
}

/// Counts shown on the queue badge.
public struct QueueSummary: Sendable, Hashable {
    public var totalCount: Int
    public var hasErrors: Bool
    public var hasWarnings: Bool
    public init(totalCount: Int, hasErrors: Bool, hasWarnings: Bool) {
        self.totalCount = totalCount
        self.hasErrors = hasErrors
        self.hasWarnings = hasWarnings
    }
}

extension Page {
    /// Every record of a paged list, loading page after page with `fetch(page, pageSize)` while
    /// the server says more remain. Stops at an empty page or one that repeats the previous one
    /// (a server that ignores the page number). The result is one page holding every record,
    /// with the pages' reports merged.
    public static func all(
        pageSize: Int = 250, _ fetch: (_ page: Int, _ pageSize: Int) async throws -> Page<Item>
    ) async throws -> Page<Item> {
        var first = try await fetch(1, pageSize)
        var current = first
        var number = 1
        while current.hasMorePages, !current.records.isEmpty {
            number += 1
            let next = try await fetch(number, pageSize)
            guard !next.records.isEmpty, next.records != current.records else { break }
            first.records += next.records
            first.report.merge(next.report)
            first.totalRecords = next.totalRecords
            current = next
        }
        return Page(
            page: 1, pageSize: max(first.records.count, pageSize), totalRecords: max(first.totalRecords, first.records.count),
            records: first.records, hasMorePages: false, report: first.report)
    }
}

extension Tag: ServarrRecord {
    package static let blank = Tag(id: 0, label: "")
    package static let fields: [RecordField<Tag>] = [.identity(\.id), .field("label", \.label, .readWrite)]
}

extension RootFolder: ServarrRecord {
    package static let blank = RootFolder(id: 0, path: "", freeSpace: nil, isAccessible: false)
    package static let fields: [RecordField<RootFolder>] = [
        .identity(\.id),
        .field("path", \.path, .readWrite),
        .field("accessible", \.isAccessible),
        .field("freeSpace", \.freeSpace),
        .field("totalSpace", \.totalSpace),
        .custom(
            "unmappedFolders", .array(.object),
            read: { json, folder in
                // A folder without a path cannot be imported: it is left out.
                folder.unmappedFolders = json.records("unmappedFolders") { UnmappedFolder.importable(&$0) } ?? []
            }),
    ]
}

extension UnmappedFolder: ServarrRecord {
    package static let blank = UnmappedFolder(name: "", path: "")
    package static let fields: [RecordField<UnmappedFolder>] = [.field("name", \.name), .field("path", \.path)]

    package mutating func complete() {
        if name.isEmpty { name = path }
    }
}

extension UnmappedFolder {
    /// Reads an unmapped folder; nil without a path.
    package static func importable(_ json: inout JSONRecord) -> UnmappedFolder? {
        guard let folder = read(&json, requiresIdentity: false), !folder.path.isEmpty else { return nil }
        return folder
    }
}

extension HealthCheck: ServarrRecord {
    package static let blank = HealthCheck(source: "", severity: .unknown(""), message: "", wikiURL: nil)

    package static let fields: [RecordField<HealthCheck>] = [
        .field("source", \.source),
        .custom("type", .string, read: { json, check in check.severity = HealthSeverity(rawValue: json.string("type")) }),
        .field("message", \.message),
        .custom("wikiUrl", .string, read: { json, check in check.wikiURL = json.string("wikiUrl").flatMap(URL.init(string:)) }),
    ]
}

extension DiskSpace: ServarrRecord {
    package static let blank = DiskSpace(path: "", label: "", freeSpace: 0, totalSpace: 0)

    package static let fields: [RecordField<DiskSpace>] = [
        .field("path", \.path), .field("label", \.label), .field("freeSpace", \.freeSpace), .field("totalSpace", \.totalSpace),
    ]
}

extension QueueSummary: ServarrRecord {
    package static let blank = QueueSummary(totalCount: 0, hasErrors: false, hasWarnings: false)

    // Older servers send `count` instead of `totalCount` (read last, so that it wins).
    package static let fields: [RecordField<QueueSummary>] = [
        .field("count", \.totalCount), .field("totalCount", \.totalCount), .field("errors", \.hasErrors),
        .field("warnings", \.hasWarnings),
    ]
}
