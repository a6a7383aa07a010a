import Foundation
import MarqueeJSON

/// Writes and reads versioned snapshots of a ``NavigationState``.
///
/// The current format is ``currentSchemaVersion``. Older snapshots are upgraded by
/// ``migrations`` (one step per version, on the JSON document) before decoding; version 1
/// (a single stack, no tabs) is upgraded by a built-in migration. Decoding goes through a
/// ``RouteRegistry``: entries of a feature that is not installed are dropped with a
/// ``SnapshotWarning`` and the rest restores (a modal whose root is dropped goes with it).
/// Corrupt input throws a ``SnapshotError`` that says where, never traps.
public struct NavigationSnapshotCodec: Sendable {
    /// The schema version this codec writes.
    public static let currentSchemaVersion = 2

    /// Upgrades a snapshot document from one version to the next.
    public typealias Migration = @Sendable (JSONValue) throws -> JSONValue

    public var registry: RouteRegistry
    /// Migrations by the version they upgrade from.
    public var migrations: [Int: Migration]
    /// The largest snapshot ``decode(_:)`` reads, in bytes (default ``defaultMaximumSize``).
    public var maximumSize = Self.defaultMaximumSize
    /// The longest list (tabs, a stack, the modals, a modal's path) ``decode(_:)`` restores
    /// (default ``defaultMaximumDepth``).
    public var maximumDepth = Self.defaultMaximumDepth

    /// 8 MiB: about 50,000 entries, far more than anyone navigates.
    public static let defaultMaximumSize = 8 << 20
    /// 1,000 entries per list.
    public static let defaultMaximumDepth = 1_000
    /// The largest entry or modal id a snapshot may hold (2^53): ids count up from it, and a
    /// JSON number holds it exactly.
    public static let maximumIdentifier: UInt64 = 1 << 53

    public init(registry: RouteRegistry, migrations: [Int: Migration] = [:]) {
        self.registry = registry
        self.migrations = [1: Self.migrateVersion1].merging(migrations) { _, custom in custom }
    }

    /// The result of reading a snapshot.
    public struct Restored: Sendable {
        public let state: NavigationState
        /// What had to be left out.
        public let warnings: [SnapshotWarning]
    }

    /// Encodes `state` as JSON (object keys sorted).
    public func encode(_ state: NavigationState) throws(SnapshotError) -> Data {
        do {
            return Data(try SnapshotJSON.text(for: state, registry: registry))
        } catch {
            throw .encodingFailed(detail: "\(error)")
        }
    }

    /// Decodes a snapshot, migrating it first if it is older.
    ///
    /// Bounded: data over ``maximumSize`` bytes throws ``SnapshotError/tooLarge(size:maximum:)``
    /// and a list over ``maximumDepth`` entries ``SnapshotError/tooDeep(place:count:maximum:)``
    /// before any of it is read.
    public func decode(_ data: Data) throws(SnapshotError) -> Restored {
        guard data.count <= maximumSize else { throw .tooLarge(size: data.count, maximum: maximumSize) }
        let document: JSONTape
        do {
            document = try JSONTape(parsing: [UInt8](data), strings: .strict)
        } catch {
            throw .corrupt(detail: "not valid JSON: \(error)")
        }
        return try restore(document)
    }

    /// Restores a parsed document, migrating it first if it is older.
    func restore(_ parsed: JSONTape) throws(SnapshotError) -> Restored {
        var document = parsed
        let root = document.root
        guard document.kind(at: root) == .object else {
            throw .corrupt(detail: "expected an object at the top level, found \(document.kind(at: root).phrase)")
        }
        guard let versionValue = document.member("schemaVersion", in: root) else {
            throw .corrupt(detail: "missing 'schemaVersion' at the top level")
        }
        guard document.kind(at: versionValue) == .number, let version = document.double(at: versionValue).flatMap({ Int(exactly: $0) }) else {
            throw .corrupt(detail: "expected Int at schemaVersion")
        }
        if version != Self.currentSchemaVersion {
            let migrated = try migrate(document.value(at: root), from: version)
            do {
                document = try JSONTape(parsing: migrated.text, strings: .strict)
            } catch {
                throw .corrupt(detail: "the migrated document is not valid JSON: \(error)")
            }
        }
        var warnings: [SnapshotWarning] = []
        let state = try SnapshotJSON.state(from: document, registry: registry, maximumDepth: maximumDepth, warnings: &warnings)
        let violations = NavigationInvariants.violations(in: state)
        guard violations.isEmpty else { throw .invalidState(violations) }
        return Restored(state: state, warnings: warnings)
    }

    private func migrate(_ document: JSONValue, from version: Int) throws(SnapshotError) -> JSONValue {
        guard version <= Self.currentSchemaVersion else {
            throw .unsupportedVersion(found: version, newestSupported: Self.currentSchemaVersion)
        }
        var document = document
        for step in version..<Self.currentSchemaVersion {
            guard let migration = migrations[step] else { throw .missingMigration(from: step) }
            do {
                document = try migration(document)
            } catch {
                throw Self.describe(error)
            }
            document["schemaVersion"] = .number(Double(step + 1))
        }
        return document
    }

    /// Version 1 had one stack and modal styles as plain strings.
    @Sendable static func migrateVersion1(_ document: JSONValue) throws -> JSONValue {
        var document = document
        let stack = document["stack"] ?? .array([])
        document["stack"] = nil
        document["tabs"] = .array([.object(["id": .string(TabID.main.rawValue), "stack": stack])])
        document["selectedTab"] = .string(TabID.main.rawValue)
        if case .array(let modals)? = document["modals"] {
            document["modals"] = .array(
                modals.map { modal in
                    var modal = modal
                    switch modal["style"] {
                    case .string("sheet")?: modal["style"] = .object(["sheet": .object(["detents": .array([.string("large")])])])
                    case .string("fullScreen")?: modal["style"] = .object(["fullScreen": .object([:])])
                    case .string("alert")?: modal["style"] = .object(["alert": .object([:])])
                    default: break
                    }
                    if modal["options"] == nil { modal["options"] = .object(["isDismissalDisabled": .bool(false)]) }
                    if modal["path"] == nil { modal["path"] = .array([]) }
                    return modal
                })
        }
        return document
    }

    static func describe(_ error: any Error) -> SnapshotError {
        if let error = error as? SnapshotError { return error }
        guard let error = error as? DecodingError else { return .corrupt(detail: "\(error)") }
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "at the top level" : "at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
        }
        switch error {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return .corrupt(detail: "\(context.debugDescription)\(underlying.map { " (\($0))" } ?? "") \(path(context))")
        case .keyNotFound(let key, let context):
            return .corrupt(detail: "missing '\(key.stringValue)' \(path(context))")
        case .typeMismatch(let type, let context):
            return .corrupt(detail: "expected \(type) \(path(context))")
        case .valueNotFound(let type, let context):
            return .corrupt(detail: "expected \(type) but found null \(path(context))")
        @unknown default:
            return .corrupt(detail: "\(error)")
        }
    }
}

// MARK: - Codable

extension NavigationState: Codable {
    /// Decodes a state in the snapshot format. Strict: an entry whose feature is not in the
    /// decoder's ``RouteRegistry`` (``RouteRegistry/userInfoKey``) fails the decode. Prefer
    /// ``NavigationSnapshotCodec`` for files: it migrates, and drops unknown features with
    /// warnings instead.
    public init(from decoder: any Decoder) throws {
        guard let registry = decoder.userInfo[RouteRegistry.userInfoKey] as? RouteRegistry else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "decoding a navigation state needs a RouteRegistry in the decoder's userInfo"))
        }
        var warnings: [SnapshotWarning] = []
        let document = try JSONTape(parsing: JSONValue(from: decoder).text, strings: .strict)
        let state = try SnapshotJSON.state(from: document, registry: registry, warnings: &warnings)
        guard warnings.isEmpty else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: warnings.map(\.description).joined(separator: "; ")))
        }
        self = state
    }

    public func encode(to encoder: any Encoder) throws {
        let registry = encoder.userInfo[RouteRegistry.userInfoKey] as? RouteRegistry
        let document = try JSONTape(parsing: SnapshotJSON.text(for: self, registry: registry), strings: .strict)
        try document.value(at: document.root).encode(to: encoder)
    }
}
