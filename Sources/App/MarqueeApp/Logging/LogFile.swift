import Foundation
import Logging
import MarqueeNavigation
import Synchronization

/// A rolling log file: appends lines to `marquee.log`, and when it passes ``maximumSize``
/// renames it to `marquee.log.1` (shifting older ones up to ``keptFiles``) and starts afresh.
///
/// Thread-safe; shared by every ``LogFileHandler``. The file is created with mode 0600.
public final class LogFile: Sendable {
    /// The log's path.
    public let path: String
    /// The size in bytes past which the file rolls.
    public let maximumSize: Int
    /// How many rolled files are kept (`marquee.log.1` … `marquee.log.N`).
    public let keptFiles: Int
    private let handle = Mutex<FileHandle?>(nil)

    /// A log file at `path`.
    public init(path: String, maximumSize: Int = 1 << 20, keptFiles: Int = 3) {
        self.path = path
        self.maximumSize = maximumSize
        self.keptFiles = max(0, keptFiles)
    }

    /// The log in the environment's state folder (`marquee.log`); nil when there is none.
    public convenience init?(environment: [String: String], maximumSize: Int = 1 << 20, keptFiles: Int = 3) {
        guard let directory = StateDirectory.path(environment: environment) else { return nil }
        self.init(path: directory + "/marquee.log", maximumSize: maximumSize, keptFiles: keptFiles)
    }

    /// The longest line written, in characters; a longer one is cut with a note of the rest.
    public static let maximumLineLength = 16_384

    /// Appends one line (a newline is added), redacting API-key-like text and escaping control
    /// characters (a newline or an escape sequence in a message, say from a plugin's
    /// `host->log`, can neither forge a line nor drive a terminal showing the log; see
    /// `EchoedInput`). Errors are swallowed:
    /// logging must never take the app down or write to the terminal.
    public func append(_ line: String) {
        let data = Data((Redaction.redact(EchoedInput.escaped(line, maximumLength: Self.maximumLineLength)) + "\n").utf8)
        handle.withLock { handle in
            if handle == nil { handle = open() }
            guard let file = handle else { return }
            let size = (try? file.seekToEnd()) ?? 0
            if size > 0, Int(size) + data.count > maximumSize {
                try? file.close()
                roll()
                handle = open()
            }
            try? handle?.write(contentsOf: data)
        }
    }

    private func open() -> FileHandle? {
        let manager = FileManager.default
        let directory = (path as NSString).deletingLastPathComponent
        try? manager.createDirectory(
            atPath: directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        if !manager.fileExists(atPath: path) {
            _ = manager.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        guard let file = FileHandle(forWritingAtPath: path) else { return nil }
        _ = try? file.seekToEnd()
        return file
    }

    private func roll() {
        let manager = FileManager.default
        guard keptFiles > 0 else {
            try? manager.removeItem(atPath: path)
            return
        }
        try? manager.removeItem(atPath: "\(path).\(keptFiles)")
        for index in stride(from: keptFiles - 1, through: 1, by: -1) {
            try? manager.moveItem(atPath: "\(path).\(index)", toPath: "\(path).\(index + 1)")
        }
        try? manager.moveItem(atPath: path, toPath: "\(path).1")
    }
}
