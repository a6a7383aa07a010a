import Foundation
import MarqueeNavigation

/// Saves the navigation state on exit (and periodically) and restores it on start.
///
/// The file is `navigation.json` in the ``StateDirectory``, written atomically (mode 0600). A
/// file that cannot be decoded (corrupt, or from an incompatible version) is moved aside to
/// `navigation.json.corrupt-<timestamp>` and the app starts fresh with a warning.
public struct StateStore: Sendable {
    /// What ``load()`` found.
    public struct Loaded: Sendable {
        /// The restored state, or nil to start fresh.
        public var state: NavigationState?
        /// Things the user should know (entries dropped, a corrupt file moved aside).
        public var warnings: [String]
    }

    /// The snapshot file's path.
    public let path: String
    /// Encodes and decodes snapshots.
    public let codec: NavigationSnapshotCodec
    /// The clock used to name moved-aside files.
    public var now: @Sendable () -> Date = { Date() }

    /// A store for the file at `path`.
    public init(path: String, codec: NavigationSnapshotCodec) {
        self.path = path
        self.codec = codec
    }

    /// A store in the environment's state folder; nil when no folder can be determined.
    public init?(environment: [String: String], codec: NavigationSnapshotCodec) {
        guard let directory = StateDirectory.path(environment: environment) else { return nil }
        self.init(path: directory + "/navigation.json", codec: codec)
    }

    /// Writes `state` atomically.
    public func save(_ state: NavigationState) throws(StateStoreError) {
        let data: Data
        do {
            data = try codec.encode(state)
        } catch {
            throw StateStoreError(path: path, message: "cannot encode the navigation state: \(error)")
        }
        try AtomicFile.write(data, to: path, mode: 0o600) { message in StateStoreError(path: path, message: message) }
    }

    /// Reads the saved state. A missing file gives no state and no warning; an unreadable one is
    /// moved aside and reported.
    public func load() -> Loaded {
        guard let data = FileManager.default.contents(atPath: path) else { return Loaded(state: nil, warnings: []) }
        do {
            let restored = try codec.decode(data)
            return Loaded(state: restored.state, warnings: restored.warnings.map(\.message))
        } catch {
            let aside = path + ".corrupt-" + Self.timestamp(now())
            let moved = rename(path, aside) == 0
            let warning = moved
                ? "The saved navigation state could not be restored (\(error)); it was moved to \(aside) and Marquee started fresh."
                : "The saved navigation state could not be restored (\(error)) nor moved aside; Marquee started fresh."
            return Loaded(state: nil, warnings: [warning])
        }
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }
}
