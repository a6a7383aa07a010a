/// Why a snapshot could not be written or read.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not a snapshot (bad JSON, wrong shapes); `detail` says where.
    case corrupt(detail: String)
    /// Written by a newer Marquee than this one understands.
    case unsupportedVersion(found: Int, newestSupported: Int)
    /// An older version for which no migration is registered.
    case missingMigration(from: Int)
    /// The decoded state breaks the navigation invariants.
    case invalidState([InvariantViolation])
    /// A list (a stack, the tabs, the modals, a modal's path) is longer than the codec restores.
    case tooDeep(place: String, count: Int, maximum: Int)
    /// The snapshot's data is larger than the codec reads.
    case tooLarge(size: Int, maximum: Int)
    /// Encoding failed (a route that cannot encode).
    case encodingFailed(detail: String)

    public var description: String {
        switch self {
        case .corrupt(let detail): "the snapshot is corrupt: \(detail)"
        case .unsupportedVersion(let found, let newest):
            "the snapshot has schema version \(found); this version of Marquee reads up to \(newest)"
        case .missingMigration(let version): "no migration from snapshot schema version \(version)"
        case .invalidState(let violations): "the snapshot's state is invalid: \(violations.map(\.description).joined(separator: "; "))"
        case .tooDeep(let place, let count, let maximum):
            "the snapshot holds \(count) entries at \(place); at most \(maximum) are restored"
        case .tooLarge(let size, let maximum):
            "the snapshot is \(size) bytes; at most \(maximum) are read"
        case .encodingFailed(let detail): "could not write the snapshot: \(detail)"
        }
    }
}

/// Something restoring a snapshot had to leave out.
public struct SnapshotWarning: Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
