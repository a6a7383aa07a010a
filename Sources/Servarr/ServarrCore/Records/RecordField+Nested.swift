import MarqueeJSON

extension RecordField {
    /// A nested object read as a record of its own without an identity, and written over the
    /// server's object (a profile item's quality: what this client does not model is kept).
    package static func record<Value: ServarrRecord>(
        _ name: StaticString, _ keyPath: WritableKeyPath<Record, Value?> & Sendable, _ access: Access
    ) -> Self {
        Self(
            path: [name], wireType: .object, access: access,
            nestedFields: { Value.fields.map(\.shape) },
            read: { json, record, _ in
                if var nested = json.record(name) { record[keyPath: keyPath] = Value.read(&nested, requiresIdentity: false) }
                return true
            },
            write: { record, original in record[keyPath: keyPath].map { $0.json(over: original ?? .object([:])) } })
    }

    /// A member of any JSON type, kept as the server sent it (a provider field's `value`: text,
    /// a number, a list…); always written.
    package static func value(_ name: StaticString, _ keyPath: WritableKeyPath<Record, JSONValue> & Sendable, _ access: Access) -> Self {
        Self(
            path: [name], wireType: .any, access: access,
            read: { json, record, _ in
                if let index = json.value(name) { record[keyPath: keyPath] = json.tape.value(at: index) }
                return true
            },
            write: { record, _ in record[keyPath: keyPath] })
    }
}
