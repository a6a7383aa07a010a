import Foundation

/// How severe a log entry is, in the servers' order (trace lowest, fatal highest).
public enum LogLevel: String, CaseIterable, Sendable, Hashable, Comparable {
    case trace, debug, info, warn, error, fatal

    /// Reads a server's level name ("Info", "warn"); nil for a name this client does not know.
    public init?(serverName: String?) {
        guard let name = serverName?.lowercased() else { return nil }
        self.init(rawValue: name == "warning" ? "warn" : name)
    }

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Whether the entry reports a problem (warn and above).
    public var isProblem: Bool { self >= .warn }
}

/// One entry of a server's log (`GET /log`).
public struct LogEntry: Sendable, Hashable, Identifiable {
    public var id: Int
    public var time: Date?
    /// The level as the server named it (kept when this client does not know it).
    public var levelName: String
    /// The level, when this client knows its name.
    public var level: LogLevel? { LogLevel(serverName: levelName) }
    /// The component that wrote the entry ("RssSyncService").
    public var logger: String
    public var message: String
    /// The exception's text, for errors.
    public var exception: String?

    public init(id: Int, time: Date?, levelName: String, logger: String, message: String, exception: String? = nil) {
        self.id = id
        self.time = time
        self.levelName = levelName
        self.logger = logger
        self.message = message
        self.exception = exception
    }
}

/// A log file the server keeps on disk (`GET /log/file`).
public struct LogFile: Sendable, Hashable, Identifiable {
    public var id: Int
    /// The file's name ("radarr.txt"), which `GET /log/file/{filename}` reads.
    public var filename: String
    public var lastWriteTime: Date?

    public init(id: Int, filename: String, lastWriteTime: Date?) {
        self.id = id
        self.filename = filename
        self.lastWriteTime = lastWriteTime
    }
}

/// The last lines of a log file, and whether earlier lines were left out.
public struct LogFileTail: Sendable, Hashable {
    public var filename: String
    public var lines: [String]
    /// How many lines before ``lines`` were left out (of the text read).
    public var omittedLines: Int
    /// Whether the file had more text before what was read (a very large file).
    public var hasEarlierText = false

    public init(filename: String, lines: [String], omittedLines: Int) {
        self.filename = filename
        self.lines = lines
        self.omittedLines = omittedLines
    }

    /// The last `count` lines of `text` (lines end with LF or CRLF).
    public init(filename: String, text: String, count: Int) {
        // `\r\n` is one Character in Swift: split on any newline character (Windows servers write CRLF).
        var all = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if all.last == "" { all.removeLast() }
        let kept = max(0, count)
        self.init(filename: filename, lines: Array(all.suffix(kept)), omittedLines: max(0, all.count - kept))
    }
}

/// Keeps the end of a log file as its bytes stream in: at most ``limit`` bytes (4 MiB by
/// default) are kept, so a file of any size is read in bounded memory.
public struct LogTailReader: Sendable {
    /// The most bytes kept.
    public let limit: Int
    private var kept = Data()
    private var dropped = false

    public init(limit: Int = 4 * 1024 * 1024) {
        self.limit = max(1, limit)
    }

    /// Adds the next bytes of the file.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        kept.append(contentsOf: bytes)
        if kept.count > 2 * limit { trim() }
    }

    private mutating func trim() {
        guard kept.count > limit else { return }
        kept = Data(kept.suffix(limit))
        dropped = true
    }

    /// The last `lines` lines read; when bytes were dropped, the first (cut) line is left out too.
    public func tail(of filename: String, lines: Int) -> LogFileTail {
        var reader = self
        reader.trim()
        var text = reader.kept
        if reader.dropped, let newline = text.firstIndex(of: 0x0A) { text = Data(text[text.index(after: newline)...]) }
        var tail = LogFileTail(filename: filename, text: String(decoding: text, as: UTF8.self), count: lines)
        tail.hasEarlierText = reader.dropped
        return tail
    }
}

extension LogEntry: ServarrRecord {
    package static let blank = LogEntry(id: 0, time: nil, levelName: "", logger: "", message: "")

    package static let fields: [RecordField<LogEntry>] = [
        .identity(\.id), .field("time", \.time), .field("level", \.levelName), .field("logger", \.logger),
        .field("message", \.message), .field("exception", \.exception),
    ]
}

extension LogFile: ServarrRecord {
    package static let blank = LogFile(id: 0, filename: "", lastWriteTime: nil)

    package static let fields: [RecordField<LogFile>] = [
        .identity(\.id), .key("filename", \.filename), .field("lastWriteTime", \.lastWriteTime),
    ]
}
