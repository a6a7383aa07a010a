import Foundation

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
            return Data(JSONText.bytes(of: try SnapshotJSON.document(for: state)))
        } catch {
            throw .encodingFailed(detail: "\(error)")
        }
    }

    /// Decodes a snapshot, migrating it first if it is older.
    public func decode(_ data: Data) throws(SnapshotError) -> Restored {
        let parsed: Result<JSONValue, JSONText.SyntaxError> = data.withUnsafeBytes { raw in
            Result { () throws(JSONText.SyntaxError) in try JSONText.parse(raw.bindMemory(to: UInt8.self)) }
        }
        var document: JSONValue
        switch parsed {
        case .success(let value): document = value
        case .failure(let error): throw .corrupt(detail: error.description)
        }
        guard case .object = document else { throw .corrupt(detail: "expected an object at the top level, found \(document.kind)") }
        guard let versionValue = document["schemaVersion"] else { throw .corrupt(detail: "missing 'schemaVersion' at the top level") }
        guard case .number(let number) = versionValue, let version = Int(exactly: number) else {
            throw .corrupt(detail: "expected Int at schemaVersion")
        }
        if version != Self.currentSchemaVersion {
            document = try migrate(document, from: version)
        }
        var warnings: [SnapshotWarning] = []
        let state = try SnapshotJSON.state(from: document, registry: registry, warnings: &warnings)
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
            document["modals"] = .array(modals.map { modal in
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

// MARK: - Wire format

/// Collects warnings while decoding (shared through the decoder's userInfo).
final class WarningCollector: @unchecked Sendable {
    static let userInfoKey = CodingUserInfoKey(rawValue: "marquee.snapshotWarnings")!
    var warnings: [SnapshotWarning] = []
}

private struct SnapshotDocument: Codable {
    var state: NavigationState

    init(state: NavigationState) { self.state = state }

    private enum CodingKeys: String, CodingKey { case schemaVersion, selectedTab, tabs, modals, nextID }

    private struct Tab: Codable {
        var id: TabID
        var stack: [LossyEntry]
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .schemaVersion)
        guard version == NavigationSnapshotCodec.currentSchemaVersion else {
            throw SnapshotError.unsupportedVersion(found: version, newestSupported: NavigationSnapshotCodec.currentSchemaVersion)
        }
        let tabs = try container.decode([Tab].self, forKey: .tabs)
        guard !tabs.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .tabs, in: container, debugDescription: "a snapshot needs at least one tab")
        }
        let selected = try container.decode(TabID.self, forKey: .selectedTab)
        var state = NavigationState(tabs: tabs.map(\.id))
        var parked: [TabID: PersistentStack<Entry>] = [:]
        for tab in tabs {
            let stack = PersistentStack(tab.stack.compactMap(\.entry))
            if tab.id == selected { state.stack = stack } else { parked[tab.id] = stack }
        }
        state.tabTable = TabTable(order: tabs.map(\.id), selected: selected, parked: parked)
        state.modals = PersistentStack(try container.decode([LossyModal].self, forKey: .modals).compactMap(\.modal))
        let largest = state.allEntries.map(\.id.rawValue).max() ?? 0
        let largestModal = state.modals.map(\.id.rawValue).max() ?? 0
        state.nextID = Swift.max(try container.decodeIfPresent(UInt64.self, forKey: .nextID) ?? 1, largest + 1, largestModal + 1)
        self.state = state
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(NavigationSnapshotCodec.currentSchemaVersion, forKey: .schemaVersion)
        try container.encode(state.selectedTab, forKey: .selectedTab)
        try container.encode(state.tabs.map { Tab(id: $0, stack: (state.stack(for: $0) ?? []).map(LossyEntry.init)) }, forKey: .tabs)
        try container.encode(state.modals.map(LossyModal.init), forKey: .modals)
        try container.encode(state.nextID, forKey: .nextID)
    }
}

/// An entry that decodes to nil (with a warning) when its feature is not installed.
private struct LossyEntry: Codable {
    var entry: Entry?

    init(_ entry: Entry) { self.entry = entry }

    init(from decoder: any Decoder) throws {
        do {
            entry = try Entry(from: decoder)
        } catch let unknown as UnknownRouteType {
            guard let collector = decoder.userInfo[WarningCollector.userInfoKey] as? WarningCollector else { throw unknown }
            entry = nil
            let place = decoder.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            collector.warnings.append(SnapshotWarning(message: "dropped entry at \(place): \(unknown)"))
        }
    }

    func encode(to encoder: any Encoder) throws { try entry.encode(to: encoder) }
}

/// A modal that decodes to nil (with a warning) when its root's feature is not installed.
private struct LossyModal: Codable {
    var modal: Modal?

    private enum CodingKeys: String, CodingKey { case id, style, root, path, options }

    init(_ modal: Modal) { self.modal = modal }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(ModalID.self, forKey: .id)
        let style = try container.decode(ModalStyle.self, forKey: .style)
        let options = try container.decodeIfPresent(ModalOptions.self, forKey: .options) ?? ModalOptions()
        let rootEntry: Entry
        do {
            rootEntry = try container.decode(Entry.self, forKey: .root)
        } catch let unknown as UnknownRouteType {
            guard let collector = decoder.userInfo[WarningCollector.userInfoKey] as? WarningCollector else { throw unknown }
            collector.warnings.append(SnapshotWarning(message: "dropped \(id) (\(style)) with its path: \(unknown)"))
            modal = nil
            return
        }
        let path = try container.decode([LossyEntry].self, forKey: .path).compactMap(\.entry)
        modal = Modal(id: id, style: style, root: rootEntry, path: PersistentStack(path), options: options)
    }

    func encode(to encoder: any Encoder) throws {
        guard let modal else { return }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(modal.id, forKey: .id)
        try container.encode(modal.style, forKey: .style)
        try container.encode(modal.root, forKey: .root)
        try container.encode(Array(modal.path), forKey: .path)
        try container.encode(modal.options, forKey: .options)
    }
}

extension NavigationState: Codable {
    /// Decodes a state written by ``encode(to:)`` (the snapshot format, strict: unknown features
    /// fail). Prefer ``NavigationSnapshotCodec`` for files.
    public init(from decoder: any Decoder) throws {
        self = try SnapshotDocument(from: decoder).state
    }

    public func encode(to encoder: any Encoder) throws {
        try SnapshotDocument(state: self).encode(to: encoder)
    }
}
