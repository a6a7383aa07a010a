import Foundation
import ServarrCore

/// The log files each server keeps (`radarr.txt` and two rolled-over ones), written from the
/// same entries as its log, in the servers' file format
/// (`2026-11-24 04:10:00.1|Info|RssSyncService|RSS Sync Completed…`).
enum LogFiles {
    struct File: Encodable {
        var id: Int
        var filename: String
        var lastWriteTime: String
        var contentsUrl: String
        var downloadUrl: String
    }

    /// Lines per file.
    static let lineCount = 400

    static func files(_ service: SimulatedService, root: String, start: Date) -> [File] {
        (0..<3).map { index in
            let name = index == 0 ? "\(service.rawValue).txt" : "\(service.rawValue).\(index - 1).txt"
            return File(
                id: index + 1, filename: name, lastWriteTime: wireDate(start.addingTimeInterval(-Double(index) * 86_400)),
                contentsUrl: "/\(root)/log/file/\(name)", downloadUrl: "/logfile/\(name)")
        }
    }

    /// The text of `filename`, oldest line first; nil when the server has no such file.
    static func contents(_ service: SimulatedService, filename: String, start: Date) -> String? {
        guard let index = files(service, root: "", start: start).firstIndex(where: { $0.filename == filename.lowercased() }) else {
            return nil
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.S"
        let entries = SystemActivity.entries(service, start: start.addingTimeInterval(-Double(index) * 86_400), count: lineCount)
        return entries.reversed().map { entry in
            let time = ServarrDate.parse(entry.time).map(formatter.string(from:)) ?? entry.time
            let line = "\(time)|\(entry.level.capitalized)|\(entry.logger)|\(entry.message)"
            return entry.exception.map { line + "\n" + $0 } ?? line
        }.joined(separator: "\n") + "\n"
    }
}
