import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// How loading an item's screen (a movie, a series, a season, an episode, an artist, an album)
/// went: the words its page shows when the first load failed or the item is gone, nothing
/// while it loads or shows the item.
///
/// A first load that fails names the instance and its address in the page ("Radarr at
/// 127.0.0.1:1 is unreachable: connection refused") and the screen offers only back and retry
/// (``MarqueeShell/TerminalScreen/failedToLoad``). A reload that fails while the screen shows its
/// item keeps the item and is a toast naming the instance. An item the server no longer has
/// says so ("Movie 65 is gone from Radarr at 127.0.0.1:7878", ``GoneItem``), whenever it
/// happens.
public struct ItemLoadState: Sendable, Hashable {
    /// What the page says instead of the item: why the first load failed, or that the item is gone.
    public private(set) var failure: String?
    /// What the page says when the server no longer has the item; nil while it does.
    public private(set) var goneNotice: String?

    /// Nothing to say: loading, or loaded.
    public init() {}

    /// Whether the first load failed for a reason other than the item being gone: the page
    /// says why, and only back and retry work.
    public var failedToLoad: Bool { failure != nil && goneNotice == nil }

    /// The item loaded: nothing to say.
    public mutating func loaded() {
        (failure, goneNotice) = (nil, nil)
    }

    /// The screen cannot load at all (the service is not configured).
    public mutating func cannotLoad(_ reason: String) {
        failure = reason
    }

    /// Records that loading `item` from `repository` failed with `error`. Returns the toast to
    /// post when the screen shows its item already (`showsItem`: a reload failed, the item stays),
    /// nil when the page says it (a first load, or the item is gone).
    public mutating func failed(
        _ error: any Error, item: String, showsItem: Bool, on repository: some ServarrRepository
    ) -> Toast? {
        goneNotice = GoneItem.notice(for: error, item: item, on: repository)
        if goneNotice == nil, showsItem {
            failure = nil
            return .failure("Reloading \(item)", on: repository.instanceLabel, error)
        }
        failure = goneNotice ?? Self.notice(for: error, on: repository)
        return nil
    }

    /// The keys a screen offers while its item has not loaded: retry (Ctrl-R) once the load
    /// failed, none while it loads.
    public var keyHints: [KeyHint] { failedToLoad ? [KeyHint("ctrl-r", "retry")] : [] }

    /// Handles `key` on a screen whose item has not loaded: Ctrl-R runs `reload` (retry); no
    /// other key of the screen works, so that back and the shell's keys take them.
    public func handle(_ key: Key, retrying reload: () -> Void) -> KeyResult {
        guard key == .control("r") else { return .notHandled }
        reload()
        return .handled
    }

    /// The page's words for `error`, naming `repository`'s instance and address.
    public static func notice(for error: any Error, on repository: some ServarrRepository) -> String {
        notice(for: error, instance: repository.instanceLabel)
    }

    /// The page's words for `error`, naming `instance` ("Radarr at 127.0.0.1:7878 is
    /// unreachable: connection refused"); the error alone when `instance` is empty.
    public static func notice(for error: any Error, instance: String) -> String {
        guard !instance.isEmpty else { return ServarrError.userMessage(for: error) }
        switch error as? ServarrError {
        case .unreachable(let reason): return "\(instance) is unreachable: \(reason)"
        case .timeout: return "\(instance) did not answer in time"
        default: return "\(instance): \(ServarrError.userMessage(for: error))"
        }
    }
}
