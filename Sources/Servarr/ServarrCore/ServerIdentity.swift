import Synchronization

/// What one connection knows about its server: the version from `system/status`, read once
/// (by the first status call, or when a decode report needs it) and kept for the connection's
/// lifetime.
public final class ServerIdentity: Sendable {
    private let storage = Mutex<String?>(nil)

    public init() {}

    /// The server's version ("5.14.0.9383"), once known.
    public var version: String? { storage.withLock { $0 } }

    /// Records the version `system/status` reported.
    public func record(version: String) {
        storage.withLock { $0 = version }
    }
}
