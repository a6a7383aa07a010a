/// The System screens every Servarr feature has (logs, log files, tasks, events, updates),
/// wrapped by one case of each feature's route enum (`system(_:)`); ``ServarrSystem`` declares
/// their links once for every service. A screen only one service has is a case of that
/// service's own route enum, declared in its module.
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
}

/// The System modals, wrapped by one case of each feature's modal enum (`systemModal(_:)`).
public enum SystemModal: Hashable, Codable, Sendable {
    /// The tail of one log file, full screen (`/radarr/system/logs/files/:name`).
    case logFile(name: String)
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
        }
    }
}
