import Foundation
import MarqueeNavigation

/// Saves the navigation state on exit (and periodically) and restores it on start.
///
/// The file is `navigation.json` in the ``StateDirectory`` (`navigation-demo.json` for
/// `--demo`, so the demo never touches the real one), written atomically (mode 0600). A
/// file that cannot be decoded (corrupt, from an incompatible version, larger than the
/// codec's ``NavigationSnapshotCodec/maximumSize`` or deeper than its
/// ``NavigationSnapshotCodec/maximumDepth``) is moved aside to
/// `navigation.json.corrupt-<timestamp>` and the app starts fresh with a warning.
///
/// A state that crashes the app while it is being shown is moved aside on the next start:
/// ``restoreOnStart()`` writes a marker file next to the state before handing it out, and
/// ``confirmStart()`` removes it once the restored screens are up. A marker found at start
/// means the previous start died on the way: the state goes to
/// `navigation.json.crashed-<timestamp>`.
public struct StateStore: Sendable {
    /// What ``load()`` found.
    public struct Loaded: Sendable {
        /// The restored state, or nil to start fresh.
        public var state: NavigationState?
        /// Things the user should know (entries dropped, a corrupt file moved aside).
        public var warnings: [String]
        /// Where the saved file was moved when it could not be used (corrupt, too large, or it
        /// crashed the previous start); nil when it was used or there was none.
        public var setAsidePath: String? = nil
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
    ///
    /// - Parameter isDemo: Use the demo's own file (`navigation-demo.json`).
    public init?(environment: [String: String], codec: NavigationSnapshotCodec, isDemo: Bool = false) {
        guard let path = Self.path(environment: environment, isDemo: isDemo) else { return nil }
        self.init(path: path, codec: codec)
    }

    /// The state file's path in the environment's state folder: `navigation.json`, or
    /// `navigation-demo.json` for the demo; nil when no folder can be determined.
    public static func path(environment: [String: String], isDemo: Bool = false) -> String? {
        StateDirectory.path(environment: environment).map { $0 + (isDemo ? "/navigation-demo.json" : "/navigation.json") }
    }

    /// The marker that says a restored state is being shown (see ``restoreOnStart()``).
    public var restoreMarkerPath: String { path + ".restoring" }

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
    ///
    /// A file larger than the codec's ``NavigationSnapshotCodec/maximumSize`` is not read at
    /// all: it is moved aside with a message giving its size.
    public func load() -> Loaded {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return Loaded(state: nil, warnings: []) }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let result: Result<NavigationSnapshotCodec.Restored, SnapshotError>
        if size > codec.maximumSize {
            result = .failure(.tooLarge(size: size, maximum: codec.maximumSize))
        } else if let data = try? RegularFile.read(path, atMost: codec.maximumSize, error: { StateStoreError(path: path, message: $0) }) {
            do throws(SnapshotError) { result = .success(try codec.decode(data)) } catch { result = .failure(error) }
        } else {
            return Loaded(state: nil, warnings: ["The saved navigation state at \(path) cannot be read; Marquee started fresh."])
        }
        switch result {
        case .success(let restored):
            return Loaded(state: restored.state, warnings: restored.warnings.map(\.message))
        case .failure(let error):
            return moveAside(suffix: "corrupt", because: "could not be restored (\(error))")
        }
    }

    /// Loads the state for the app's start, guarding against a state that crashes the app.
    ///
    /// When the marker of the previous start is still there (that start died before
    /// ``confirmStart()``), the state file is moved aside instead of loaded, with a warning
    /// naming where it went. Otherwise the state is loaded (see ``load()``) and, when there is
    /// one, the marker is written: call ``confirmStart()`` once it is safely up.
    public func restoreOnStart() -> Loaded {
        if FileManager.default.fileExists(atPath: restoreMarkerPath) {
            confirmStart()
            guard FileManager.default.fileExists(atPath: path) else { return Loaded(state: nil, warnings: []) }
            return moveAside(
                suffix: "crashed", because: "was being restored when Marquee stopped unexpectedly at the previous start")
        }
        let loaded = load()
        if loaded.state != nil {
            _ = try? AtomicFile.write(Data(Self.timestamp(now()).utf8), to: restoreMarkerPath, mode: 0o600) { message in
                StateStoreError(path: restoreMarkerPath, message: message)
            }
        }
        return loaded
    }

    /// Says the restored state is up (its first screen drawn and loaded): removes the marker
    /// ``restoreOnStart()`` wrote. Safe to call when there is none.
    public func confirmStart() {
        unlink(restoreMarkerPath)
    }

    /// Moves the state file to `<path>.<suffix>-<timestamp>` (`-2`, `-3`, … after it when that
    /// name is taken: a file set aside is never overwritten): no state, with the warning to show.
    private func moveAside(suffix: String, because reason: String) -> Loaded {
        let base = path + "." + suffix + "-" + Self.timestamp(now())
        // link(2) never replaces an existing name, unlike rename(2); the original goes once linked.
        for attempt in 1...Self.maximumSetAsideAttempts {
            let aside = attempt == 1 ? base : base + "-\(attempt)"
            if link(path, aside) == 0 {
                unlink(path)
                return Loaded(
                    state: nil, warnings: ["The saved navigation state \(reason); it was moved to \(aside) and Marquee started fresh."],
                    setAsidePath: aside)
            }
            guard errno == EEXIST else { break }
        }
        return Loaded(state: nil, warnings: ["The saved navigation state \(reason) and could not be moved aside; Marquee started fresh."])
    }

    /// How many names `moveAside` tries in one second before giving up.
    static let maximumSetAsideAttempts = 100

    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }
}
