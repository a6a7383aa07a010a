import Foundation
import HTTPTypes
import MarqueeJSON

/// The System pages every service shares: the log and its files, scheduled tasks, the
/// commands (events) queue and updates. Written once for Radarr, Sonarr and Lidarr.
extension ServarrRepository {
    /// One page of the log, newest first; `level` keeps that level and above.
    public func logs(page: Int = 1, pageSize: Int = 50, level: LogLevel? = nil) async throws -> Page<LogEntry> {
        var query = [("sortKey", "time"), ("sortDirection", "descending")]
        if let level { query.append(("level", level.rawValue)) }
        return try await self.page("log", page: page, pageSize: pageSize, query: query) { LogEntry.read(&$0) }
    }

    /// The log files on the server's disk.
    public func logFiles() async throws -> [LogFile] {
        try await list("log/file") { LogFile.read(&$0) }.elements
    }

    /// The last `lines` lines of the log file `filename` (plain text). However large the file,
    /// only its end is kept while it streams in (``LogTailReader``); the tail then says that
    /// earlier lines were left out.
    public func logFileTail(_ filename: String, lines: Int = 500) async throws -> LogFileTail {
        let connection = connection
        // One path segment: a `/` in a name (from a link) is escaped, not followed.
        var segment = CharacterSet.urlPathAllowed
        segment.remove("/")
        let path = "\(Self.api.root)/log/file/\(filename.addingPercentEncoding(withAllowedCharacters: segment) ?? filename)"
        return try await connection.perform {
            var reader = LogTailReader()
            try await connection.stream(path, accept: "text/plain") { reader.append($0) }
            return reader.tail(of: filename, lines: lines)
        }
    }

    /// The scheduled tasks with their interval, last and next run.
    public func scheduledTasks() async throws -> [ScheduledTask] {
        try await list("system/task") { ScheduledTask.read(&$0) }.elements
    }

    /// Runs a scheduled task now (starts its command) and returns the command's first status.
    public func runNow(_ task: ScheduledTask) async throws -> CommandStatus {
        try await object(.post, "command", json: .object(["name": .string(task.taskName)])) { CommandStatus.read(&$0) }
    }

    /// The installed and available versions, newest first, with their changelogs.
    public func updates() async throws -> [AvailableUpdate] {
        try await list("update") { AvailableUpdate.read(&$0) }.elements
    }
}
