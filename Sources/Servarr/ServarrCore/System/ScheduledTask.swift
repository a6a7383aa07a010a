import Foundation

/// One of the server's scheduled tasks (`GET /system/task`): RSS sync, backups, housekeeping.
public struct ScheduledTask: Sendable, Hashable, Identifiable {
    public var id: Int
    /// The name users see ("RSS Sync").
    public var name: String
    /// The command that runs the task ("RssSync"), which "run now" starts.
    public var taskName: String
    /// Minutes between runs.
    public var interval: Int
    public var lastExecution: Date?
    public var nextExecution: Date?
    /// How long the last run took, as the server writes it ("00:00:04.9810000").
    public var lastDuration: String?

    public init(
        id: Int, name: String, taskName: String, interval: Int, lastExecution: Date?, nextExecution: Date?, lastDuration: String?
    ) {
        self.id = id
        self.name = name
        self.taskName = taskName
        self.interval = interval
        self.lastExecution = lastExecution
        self.nextExecution = nextExecution
        self.lastDuration = lastDuration
    }
}

/// A version of the server, installed or available (`GET /update`), with its changelog.
public struct AvailableUpdate: Sendable, Hashable, Identifiable {
    public var id: String { version }
    public var version: String
    public var branch: String
    public var releaseDate: Date?
    public var isInstalled: Bool
    public var installedOn: Date?
    public var isInstallable: Bool
    public var isLatest: Bool
    /// What the version adds.
    public var newChanges: [String]
    /// What the version fixes.
    public var fixedChanges: [String]

    public init(
        version: String, branch: String, releaseDate: Date?, isInstalled: Bool, installedOn: Date?, isInstallable: Bool,
        isLatest: Bool, newChanges: [String], fixedChanges: [String]
    ) {
        self.version = version
        self.branch = branch
        self.releaseDate = releaseDate
        self.isInstalled = isInstalled
        self.installedOn = installedOn
        self.isInstallable = isInstallable
        self.isLatest = isLatest
        self.newChanges = newChanges
        self.fixedChanges = fixedChanges
    }
}

extension ScheduledTask: ServarrRecord {
    package static let blank = ScheduledTask(
        id: 0, name: "", taskName: "", interval: 0, lastExecution: nil, nextExecution: nil, lastDuration: nil)

    // A server that leaves out `taskName` runs the task by its name without spaces.
    package static let fields: [RecordField<ScheduledTask>] = [
        .identity(\.id),
        .field("name", \.name),
        .custom(
            "taskName", .string,
            read: { json, task in
                task.taskName = json.string("taskName") ?? task.name.replacingOccurrences(of: " ", with: "")
            }),
        .field("interval", \.interval),
        .field("lastExecution", \.lastExecution),
        .field("nextExecution", \.nextExecution),
        .field("lastDuration", \.lastDuration),
    ]
}

extension AvailableUpdate: ServarrRecord {
    package static let blank = AvailableUpdate(
        version: "", branch: "", releaseDate: nil, isInstalled: false, installedOn: nil, isInstallable: false, isLatest: false,
        newChanges: [], fixedChanges: [])

    package static let fields: [RecordField<AvailableUpdate>] = [
        .key("version", \.version),
        .field("branch", \.branch),
        .field("releaseDate", \.releaseDate),
        .field("installed", \.isInstalled),
        .field("installedOn", \.installedOn),
        .field("installable", \.isInstallable),
        .field("latest", \.isLatest),
        .field("new", in: "changes", \.newChanges),
        .field("fixed", in: "changes", \.fixedChanges),
    ]
}
