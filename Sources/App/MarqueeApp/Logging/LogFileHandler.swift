import Foundation
import Logging

/// A swift-log handler writing to a ``LogFile`` (never to the terminal):
/// `2026-11-22T06:50:01Z info marquee.shell: Opened /radarr/movie/42 [instance=home]`.
///
/// ```swift
/// let file = LogFile(environment: ProcessInfo.processInfo.environment)!
/// LoggingSystem.bootstrap { label in LogFileHandler(label: label, file: file) }
/// ```
public struct LogFileHandler: LogHandler {
    /// The logger's label.
    public let label: String
    /// The file lines go to.
    public let file: LogFile
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    /// The clock, replaceable in tests.
    public var now: @Sendable () -> Date = { Date() }

    /// Creates a handler.
    public init(label: String, file: LogFile, level: Logger.Level = .info) {
        self.label = label
        self.file = file
        self.logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let extra = event.metadata { merged.merge(extra) { $1 } }
        let metadataText =
            merged.isEmpty
            ? ""
            : " [" + merged.keys.sorted().map { "\($0)=\(merged[$0]!)" }.joined(separator: " ") + "]"
        let stamp = ISO8601DateFormatter().string(from: now())
        let errorText = event.error.map { " error: \($0)" } ?? ""
        file.append("\(stamp) \(event.level) \(label): \(event.message)\(metadataText)\(errorText)")
    }
}
