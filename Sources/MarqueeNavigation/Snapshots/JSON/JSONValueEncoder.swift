/// Encodes `Encodable` values into a ``JSONValue`` tree.
///
/// Leaner than Foundation's `JSONEncoder` (no key strategies, no intermediate boxes per
/// scalar), which is what makes snapshot encoding fit its time budget.
struct JSONValueEncoder {
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    func encode(_ value: some Encodable) throws -> JSONValue {
        let root = Node()
        try value.encode(to: NodeEncoder(node: root, codingPath: [], userInfo: userInfo))
        return root.value
    }

    /// A value under construction.
    final class Node {
        var scalar: JSONValue?
        var members: [String: Node]?
        var elements: [Node]?

        var value: JSONValue {
            if let members { return .object(members.mapValues(\.value)) }
            if let elements { return .array(elements.map(\.value)) }
            return scalar ?? .object([:])
        }
    }

    struct NodeEncoder: Encoder {
        let node: Node
        let path: CodingPathNode?
        let userInfo: [CodingUserInfoKey: Any]

        var codingPath: [any CodingKey] { path?.keys ?? [] }

        init(node: Node, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
            self.node = node
            path = nil
            self.userInfo = userInfo
        }

        init(node: Node, path: CodingPathNode?, userInfo: [CodingUserInfoKey: Any]) {
            self.node = node
            self.path = path
            self.userInfo = userInfo
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if node.members == nil { node.members = [:] }
            return KeyedEncodingContainer(Keyed<Key>(encoder: self))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if node.elements == nil { node.elements = [] }
            return Unkeyed(encoder: self)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

        func child(_ key: any CodingKey) -> NodeEncoder {
            NodeEncoder(node: Node(), path: CodingPathNode(key: key, parent: path), userInfo: userInfo)
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: NodeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        private func set(_ value: JSONValue, for key: Key) {
            let leaf = Node()
            leaf.scalar = value
            encoder.node.members![key.stringValue] = leaf
        }

        mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
        mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { set(.number(value), for: key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { set(.number(Double(value)), for: key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(Double(value)), for: key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(Double(value)), for: key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(Double(value)), for: key) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            let child = encoder.child(key)
            try value.encode(to: child)
            encoder.node.members![key.stringValue] = child.node
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let child = encoder.child(key)
            encoder.node.members![key.stringValue] = child.node
            return child.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = encoder.child(key)
            encoder.node.members![key.stringValue] = child.node
            return child.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let child = encoder.child(key)
            encoder.node.members![key.stringValue] = child.node
            return child
        }
    }

    struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: NodeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count: Int { encoder.node.elements!.count }

        private func append(_ value: JSONValue) {
            let leaf = Node()
            leaf.scalar = value
            encoder.node.elements!.append(leaf)
        }

        private func nextChild() -> NodeEncoder {
            let child = encoder.child(IndexKey(count))
            encoder.node.elements!.append(child.node)
            return child
        }

        mutating func encodeNil() throws { append(.null) }
        mutating func encode(_ value: Bool) throws { append(.bool(value)) }
        mutating func encode(_ value: String) throws { append(.string(value)) }
        mutating func encode(_ value: Double) throws { append(.number(value)) }
        mutating func encode(_ value: Int) throws { append(.number(Double(value))) }
        mutating func encode(_ value: UInt64) throws { append(.number(Double(value))) }
        mutating func encode(_ value: some Encodable) throws { try value.encode(to: nextChild()) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            nextChild().container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { nextChild().unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { nextChild() }
    }

    struct Single: SingleValueEncodingContainer {
        let encoder: NodeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() throws { encoder.node.scalar = .null }
        mutating func encode(_ value: Bool) throws { encoder.node.scalar = .bool(value) }
        mutating func encode(_ value: String) throws { encoder.node.scalar = .string(value) }
        mutating func encode(_ value: Double) throws { encoder.node.scalar = .number(value) }
        mutating func encode(_ value: Float) throws { encoder.node.scalar = .number(Double(value)) }
        mutating func encode(_ value: Int) throws { encoder.node.scalar = .number(Double(value)) }
        mutating func encode(_ value: Int64) throws { encoder.node.scalar = .number(Double(value)) }
        mutating func encode(_ value: UInt64) throws { encoder.node.scalar = .number(Double(value)) }
        mutating func encode(_ value: some Encodable) throws { try value.encode(to: encoder) }
    }
}
