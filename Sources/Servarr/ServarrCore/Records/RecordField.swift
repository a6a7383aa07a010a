import Foundation
import MarqueeJSON

/// The JSON type a record's field has on the wire, as the services' OpenAPI schemas declare it
/// (`integer`, `string` with `format: date-time`, an array of …). The schema tests compare each
/// field's type with its schema's.
@usableFromInline package indirect enum WireType: Sendable, Hashable, CustomStringConvertible {
    case string
    case integer
    case number
    case boolean
    /// A string in ISO 8601 (`format: date-time`).
    case dateTime
    case array(WireType)
    case object
    /// Any JSON value: the schema gives the member no type (a provider field's `value`).
    case any

    @usableFromInline package var description: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .dateTime: "date-time string"
        case .array(let element): "array of \(element)"
        case .object: "object"
        case .any: "any JSON value"
        }
    }
}

/// A value a record's field holds, read leniently from a ``JSONRecord`` and written as a
/// ``JSONValue`` (see ``RecordField``).
@usableFromInline package protocol RecordValue: Sendable {
    /// The value's type on the wire.
    static var wireType: WireType { get }
    /// Reads member `key`; nil when it is absent, null or unreadable (noted by the record).
    static func read(_ key: StaticString, from record: inout JSONRecord) -> Self?
    /// The value as the server reads it.
    var jsonValue: JSONValue { get }
}

extension String: RecordValue {
    @usableFromInline package static var wireType: WireType { .string }
    @usableFromInline package static func read(_ key: StaticString, from record: inout JSONRecord) -> String? { record.string(key) }
    @usableFromInline package var jsonValue: JSONValue { .string(self) }
}

extension Int: RecordValue {
    @usableFromInline package static var wireType: WireType { .integer }
    @usableFromInline package static func read(_ key: StaticString, from record: inout JSONRecord) -> Int? { record.int(key) }
    @usableFromInline package var jsonValue: JSONValue { .number(Double(self)) }
}

extension Int64: RecordValue {
    @usableFromInline package static var wireType: WireType { .integer }
    @usableFromInline package static func read(_ key: StaticString, from record: inout JSONRecord) -> Int64? { record.int64(key) }
    @usableFromInline package var jsonValue: JSONValue { .number(Double(self)) }
}

extension Double: RecordValue {
    @usableFromInline package static var wireType: WireType { .number }
    @usableFromInline package static func read(_ key: StaticString, from record: inout JSONRecord) -> Double? { record.double(key) }
    @usableFromInline package var jsonValue: JSONValue { .number(self) }
}

extension Bool: RecordValue {
    @usableFromInline package static var wireType: WireType { .boolean }
    @usableFromInline package static func read(_ key: StaticString, from record: inout JSONRecord) -> Bool? { record.bool(key) }
    @usableFromInline package var jsonValue: JSONValue { .bool(self) }
}

extension Date: RecordValue {
    @usableFromInline package static var wireType: WireType { .dateTime }
    @usableFromInline package static func read(_ key: StaticString, from record: inout JSONRecord) -> Date? { record.date(key) }
    @usableFromInline package var jsonValue: JSONValue { .string(ServarrDate.format(self, fractionalDigits: 3)) }
}

/// A value a record's list holds: tag ids, genres.
@usableFromInline package protocol RecordListElement: RecordValue {
    /// Reads the list `key`; nil when it is absent, null or not a list (noted by the record).
    static func readList(_ key: StaticString, from record: inout JSONRecord) -> [Self]?
}

extension Int: RecordListElement {
    @usableFromInline package static func readList(_ key: StaticString, from record: inout JSONRecord) -> [Int]? { record.ints(key) }
}

extension String: RecordListElement {
    @usableFromInline package static func readList(_ key: StaticString, from record: inout JSONRecord) -> [String]? { record.texts(key) }
}

extension Array: RecordValue where Element: RecordListElement {
    @usableFromInline package static var wireType: WireType { .array(Element.wireType) }
    @usableFromInline package static func read(_ key: StaticString, from record: inout JSONRecord) -> [Element]? {
        Element.readList(key, from: &record)
    }
    @usableFromInline package var jsonValue: JSONValue { .array(map(\.jsonValue)) }
}

/// One field of a record, declared once: its name in the server's JSON (or an object's name and
/// its member's: `statistics.sizeOnDisk`), its type on the wire, where it lives in the model, and
/// whether an edit or an add sends it. The reader over ``JSONRecord``, the writer into the
/// server's ``JSONValue`` and the schema tests all come from this one declaration (see
/// ``ServarrRecord`` and docs/adr/0021-one-declaration-per-record.md).
///
/// The type is public (its members are not) so that its `@inlinable` factories reach the modules
/// that declare records: the compiler does not serialize the inlinable bodies of a `package`
/// type, and a record declared in another module would then be read through unspecialized
/// generic closures, half as fast (ADR 0021, "Speed").
public struct RecordField<Record>: Sendable {
    /// Whether the client sends a field back.
    public enum Access: Sendable, Hashable {
        /// The server computes it (statistics, dates, file state): read, never written.
        case readOnly
        /// Read, and written by edits and adds over the server's object.
        case readWrite
    }

    /// The member's path in the server's JSON object: one name, or an object's and its member's.
    @usableFromInline package let path: [StaticString]
    /// The member's type on the wire.
    @usableFromInline package let wireType: WireType
    /// Whether edits and adds send it.
    @usableFromInline package let access: Access
    /// The nested record's fields, for a field that holds records (a series' seasons).
    @usableFromInline package let nestedFields: (@Sendable () -> [FieldShape])?
    /// Reads the member into the record; false when it is the record's identity and it is
    /// missing (the row is then skipped and counted).
    @usableFromInline let reader: Reader
    /// Writes the member over the server's object (nil: nothing to write, the server's is kept).
    @usableFromInline let write: @Sendable (Record, JSONValue?) -> JSONValue?

    @usableFromInline
    init(
        path: [StaticString], wireType: WireType, access: Access,
        nestedFields: (@Sendable () -> [FieldShape])? = nil,
        read: @escaping @Sendable (inout JSONRecord, inout Record, _ requiresIdentity: Bool) -> Bool,
        write: @escaping @Sendable (Record, JSONValue?) -> JSONValue?
    ) {
        self.path = path
        self.wireType = wireType
        self.access = access
        self.nestedFields = nestedFields
        self.reader = Reader(read)
        self.write = write
    }

    /// A field's reader, in a box of its own: ``ServarrRecord/read(_:requiresIdentity:)`` calls
    /// it through an unretained reference, where a closure stored in the field itself would be
    /// retained and released around every call, for every field of every row (ADR 0021, "Speed").
    @usableFromInline final class Reader: Sendable {
        @usableFromInline let read: @Sendable (inout JSONRecord, inout Record, _ requiresIdentity: Bool) -> Bool

        @usableFromInline init(_ read: @escaping @Sendable (inout JSONRecord, inout Record, _ requiresIdentity: Bool) -> Bool) {
            self.read = read
        }
    }

    /// Reads the member into the record (see ``reader``).
    @usableFromInline var read: @Sendable (inout JSONRecord, inout Record, _ requiresIdentity: Bool) -> Bool { reader.read }

    /// The field's name as reports show it: `statistics.sizeOnDisk`.
    package var name: String { path.map(\.description).joined(separator: ".") }

    /// The field's name, type and nested fields, as the schema tests compare them.
    package var shape: FieldShape { FieldShape(path: path, wireType: wireType, nested: nestedFields) }
}

/// A field's path and wire type, and the fields of the record it holds (a series' seasons,
/// whose own fields may hold records again): what the schema tests compare with the specs.
@usableFromInline package struct FieldShape: Sendable {
    package let path: [StaticString]
    package let wireType: WireType
    /// The nested record's fields, on demand: a record may hold its own kind (a quality group's
    /// items are quality profile items).
    package let nested: (@Sendable () -> [FieldShape])?
}

// MARK: Declaring fields

extension RecordField {
    /// The record's identity (`id`): a row without it is skipped and counted, unless the read
    /// does not require it (lookup results, not yet in the library, read 0).
    @inlinable
    package static func identity(_ keyPath: WritableKeyPath<Record, Int> & Sendable, named name: StaticString = "id") -> Self {
        Self(
            path: [name], wireType: .integer, access: .readWrite,
            read: { json, record, requiresIdentity in
                guard let id = requiresIdentity ? json.id(name) : (json.int(name) ?? 0) else { return false }
                record[keyPath: keyPath] = id
                return true
            },
            write: { record, _ in record[keyPath: keyPath] > 0 ? .number(Double(record[keyPath: keyPath])) : nil })
    }

    /// A record's identity that is a number in a sequence, 0 included (a season's
    /// `seasonNumber`): a row without it is skipped and counted; it is always written.
    @inlinable
    package static func numbering(_ name: StaticString, _ keyPath: WritableKeyPath<Record, Int> & Sendable) -> Self {
        Self(
            path: [name], wireType: .integer, access: .readWrite,
            read: { json, record, _ in
                guard let number = json.id(name) else { return false }
                record[keyPath: keyPath] = number
                return true
            },
            write: { record, _ in record[keyPath: keyPath].jsonValue })
    }

    /// A record's identity that is a non-empty string (a release's `guid`, an update's
    /// `version`): a row without it is skipped and counted; read only.
    @inlinable
    package static func key(_ name: StaticString, _ keyPath: WritableKeyPath<Record, String> & Sendable) -> Self {
        Self(
            path: [name], wireType: .string, access: .readOnly,
            read: { json, record, _ in
                guard let text = json.requiredString(name) else { return false }
                record[keyPath: keyPath] = text
                return true
            },
            write: { _, _ in nil })
    }

    /// Member `name` of the record, or of its object `parent`.
    @inlinable
    static func read<Value: RecordValue>(_ type: Value.Type, _ name: StaticString, in parent: StaticString?, from json: inout JSONRecord) -> Value? {
        guard let parent else { return Value.read(name, from: &json) }
        var value: Value?
        json.member(parent) { value = Value.read(name, from: &$0) }
        return value
    }

    /// A member `name` (or `parent.name`) read into `keyPath`; when it is absent the record keeps
    /// its blank value.
    @inlinable
    package static func field<Value: RecordValue>(
        _ name: StaticString, in parent: StaticString? = nil, _ keyPath: WritableKeyPath<Record, Value> & Sendable,
        _ access: Access = .readOnly
    ) -> Self {
        Self(
            path: parent.map { [$0, name] } ?? [name], wireType: Value.wireType, access: access,
            read: { json, record, _ in
                if let value = read(Value.self, name, in: parent, from: &json) { record[keyPath: keyPath] = value }
                return true
            },
            write: { record, _ in record[keyPath: keyPath].jsonValue })
    }

    /// An optional member: nil when absent; an edit sends it only when it has a value.
    @inlinable
    package static func field<Value: RecordValue>(
        _ name: StaticString, in parent: StaticString? = nil, _ keyPath: WritableKeyPath<Record, Value?> & Sendable,
        _ access: Access = .readOnly
    ) -> Self {
        Self(
            path: parent.map { [$0, name] } ?? [name], wireType: Value.wireType, access: access,
            read: { json, record, _ in
                if let value = read(Value.self, name, in: parent, from: &json) { record[keyPath: keyPath] = value }
                return true
            },
            write: { record, _ in record[keyPath: keyPath]?.jsonValue })
    }

    /// A server enumeration (a string on the wire); a value this client does not know is kept
    /// as `.unknown` and written back as the server sent it.
    @inlinable
    package static func enumeration<Value: WireEnumeration>(
        _ name: StaticString, _ keyPath: WritableKeyPath<Record, Value> & Sendable, _ access: Access = .readOnly
    ) -> Self {
        Self(
            path: [name], wireType: .string, access: access,
            read: { json, record, _ in
                if let text = json.string(name) { record[keyPath: keyPath] = Value(rawValue: text) }
                return true
            },
            write: { record, _ in
                let text = record[keyPath: keyPath].rawValue
                return text.isEmpty ? nil : .string(text)
            })
    }

    /// A nested object read as a record of its own (a movie's file); read only.
    package static func record<Value: ServarrRecord>(_ name: StaticString, _ keyPath: WritableKeyPath<Record, Value?> & Sendable) -> Self {
        Self(
            path: [name], wireType: .object, access: .readOnly,
            nestedFields: { Value.fields.map(\.shape) },
            read: { json, record, _ in
                if var nested = json.record(name) { record[keyPath: keyPath] = Value.read(&nested) }
                return true
            },
            write: { _, _ in nil })
    }

    /// An array of nested records (a series' seasons). Written over the server's array: each
    /// element is matched with the server's element whose `matchedBy` member is the same, and
    /// keeps what this client does not model.
    package static func records<Value: ServarrRecord>(
        _ name: StaticString, _ keyPath: WritableKeyPath<Record, [Value]> & Sendable, matchedBy key: String, _ access: Access = .readOnly
    ) -> Self {
        records(name, keyPath, matching: { $0[key] }, access)
    }

    /// An array of nested records written over the server's array: each element is matched
    /// with the server's element for which `identity` gives the same value (a quality profile's
    /// item by its quality's id or its group's id), and keeps what this client does not model.
    package static func records<Value: ServarrRecord>(
        _ name: StaticString, _ keyPath: WritableKeyPath<Record, [Value]> & Sendable,
        matching identity: @escaping @Sendable (JSONValue) -> JSONValue?, _ access: Access = .readOnly
    ) -> Self {
        Self(
            path: [name], wireType: .array(.object), access: access,
            nestedFields: { Value.fields.map(\.shape) },
            read: { json, record, _ in
                if let values = json.records(name, { Value.read(&$0) }) { record[keyPath: keyPath] = values }
                return true
            },
            write: { record, original in
                var originals: [JSONValue] = []
                if case .array(let elements) = original { originals = elements }
                return .array(
                    record[keyPath: keyPath].map { value in
                        let key = identity(value.json(over: .object([:])))
                        let match = key == nil ? nil : originals.first { identity($0) == key }
                        return value.json(over: match ?? .object([:]))
                    })
            })
    }

    /// Keeps the server's whole object in `keyPath` for a record read without its identity (a
    /// lookup result, not in the library yet), so that adding it sends back everything the
    /// server sent (``ServarrRecord/json(over:)`` over it). Library rows do not keep it: an edit
    /// reads the server's current object instead (`ServarrRepository.update`), and 20,000 kept
    /// objects would cost far more than the rows themselves. Not a member: no name, no schema.
    package static func original(_ keyPath: WritableKeyPath<Record, ServerObject?> & Sendable) -> Self {
        Self(
            path: [], wireType: .object, access: .readOnly,
            read: { json, record, requiresIdentity in
                if !requiresIdentity { record[keyPath: keyPath] = ServerObject(json.tape.value(at: json.object)) }
                return true
            },
            write: { _, _ in nil })
    }

    /// A member read (and, unless `write` is nil, written) by hand, for shapes that vary between
    /// server versions (an `imdbId` sent as a number, ratings by source, a poster among images).
    package static func custom(
        _ name: StaticString, _ wireType: WireType, read: @escaping @Sendable (inout JSONRecord, inout Record) -> Void,
        write: (@Sendable (Record) -> JSONValue?)? = nil
    ) -> Self {
        Self(
            path: [name], wireType: wireType, access: write == nil ? .readOnly : .readWrite,
            read: { json, record, _ in
                read(&json, &record)
                return true
            },
            write: { record, _ in write?(record) })
    }
}

// MARK: Records

/// The server's own JSON object of a record, carried with it so that a write sends back what
/// this client does not model. It is not part of the record's value: two records that differ
/// only in it are equal.
public struct ServerObject: Sendable, Hashable {
    package let value: JSONValue

    package init(_ value: JSONValue) { self.value = value }

    public static func == (lhs: ServerObject, rhs: ServerObject) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

/// A record of a Servarr API (a movie, a series, a queue item, an indexer…) declared once as a
/// list of ``RecordField``s, from which its tolerant reader and its writer are derived: a field
/// of the wrong type degrades that field only, a row without its identity is skipped and
/// counted, and a write overlays the modelled fields on the server's own object, so that
/// everything this client does not model is sent back as the server sent it.
package protocol ServarrRecord: Sendable {
    /// The value a record's fields are read into: what it is when the server sends nothing else.
    static var blank: Self { get }
    /// The record's fields, in the order servers write them (reading is fastest then).
    static var fields: [RecordField<Self>] { get }
    /// Fills in what depends on several fields once they are read (a title from the original
    /// title when it is missing). Does nothing unless a record needs it.
    mutating func complete()
}

extension ServarrRecord {
    package mutating func complete() {}

    /// Reads a record; nil (skipped and counted) when its identity is missing and required.
    @inlinable
    package static func read(_ json: inout JSONRecord, requiresIdentity: Bool = true) -> Self? {
        var record = blank
        // Through the buffer and an unretained reader: a `for field in fields` copy of each
        // field would retain and release its members, and a closure loaded from the buffer its
        // context, for every field of every row. `fields` is a static array: it outlives the read.
        let isComplete = fields.withUnsafeBufferPointer { fields in
            for index in fields.indices {
                let isRead = Unmanaged.passUnretained(fields[index].reader)._withUnsafeGuaranteedRef {
                    $0.read(&json, &record, requiresIdentity)
                }
                if !isRead { return false }
            }
            return true
        }
        guard isComplete else { return nil }
        record.complete()
        return record
    }

    /// The server's object `original` with this record's written fields (``RecordField/Access/readWrite``)
    /// put over it; every other member is kept as the server sent it.
    package func json(over original: JSONValue) -> JSONValue {
        var json: JSONValue = if case .object = original { original } else { .object([:]) }
        for field in Self.fields where field.access == .readWrite && !field.path.isEmpty {
            let key = field.path[0].description
            if field.path.count == 1 {
                if let value = field.write(self, json[key]) { json[key] = value }
            } else {
                var parent: JSONValue = json[key] ?? .object([:])
                if case .object = parent {} else { parent = .object([:]) }
                let member = field.path[1].description
                if let value = field.write(self, parent[member]) {
                    parent[member] = value
                    json[key] = parent
                }
            }
        }
        return json
    }
}

// MARK: Records within records

extension RecordField {
    /// This field as a field of `Outer`, which holds this field's record at `keyPath`: a record
    /// that shares its object with another (a manual import's proposal, whose members sit beside
    /// the file's) declares its fields once and is read and written as part of it.
    package func lifted<Outer>(into keyPath: WritableKeyPath<Outer, Record> & Sendable) -> RecordField<Outer> {
        let read = self.read, write = self.write
        return RecordField<Outer>(
            path: path, wireType: wireType, access: access == .readOnly ? .readOnly : .readWrite, nestedFields: nestedFields,
            read: { json, outer, requiresIdentity in read(&json, &outer[keyPath: keyPath], requiresIdentity) },
            write: { outer, original in write(outer[keyPath: keyPath], original) })
    }
}
