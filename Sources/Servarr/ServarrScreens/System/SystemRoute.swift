/// The System screens every Servarr feature has (logs, log files, tasks, events, updates) and
/// Radarr's collections, wrapped by one case of each feature's route enum
/// (`RadarrRoute.system(_:)`); ``ServarrSystem`` declares their links once for every service.
public enum SystemRoute: Hashable, Codable, Sendable {
    /// The server's log, paged, with a level filter and search (`/radarr/system/logs`).
    case logs
    /// The log files on the server's disk (`/radarr/system/logs/files`).
    case logFiles
    /// The scheduled tasks (`/radarr/system/tasks`).
    case tasks
    /// The commands queue: running and recent commands (`/radarr/system/events`).
    case events
    /// The installed and available versions (`/radarr/system/updates`).
    case updates
    /// Radarr's collections (`/radarr/collections`); only Radarr declares it.
    case collections
    /// One collection and its movies (`/radarr/collections/:id`); only Radarr declares it.
    case collection(id: Int)
}

/// The System modals, wrapped by one case of each feature's modal enum (`RadarrModal.systemModal(_:)`).
public enum SystemModal: Hashable, Codable, Sendable {
    /// The tail of one log file, full screen (`/radarr/system/logs/files/:name`).
    case logFile(name: String)
    /// "Add the missing movies of this collection?" (`/radarr/collections/:id/add-missing`); Radarr only.
    case addMissingMovies(collectionID: Int)
}

extension SystemRoute {
    /// The screens' titles.
    public var title: String {
        switch self {
        case .logs: "Logs"
        case .logFiles: "Log files"
        case .tasks: "Tasks"
        case .events: "Events"
        case .updates: "Updates"
        case .collections: "Collections"
        case .collection: "Collection"
        }
    }
}
