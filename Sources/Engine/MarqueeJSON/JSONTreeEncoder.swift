/// Encodes `Encodable` values (routes, modal styles) as JSON text into a ``JSONWriter``.
///
/// `Encoder` lets a value open containers in any order and write into a parent after a child,
/// so values are collected into a small tree of nodes first (one node per container, scalars
/// stored inline), then written out with object keys sorted. Coding paths are computed only when
/// someone asks for them.
package struct JSONTreeEncoder {
    package var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    package init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// Encodes `value` into `writer`.
    package func encode(_ value: some Encodable, into writer: inout JSONWriter) throws {
        let root = Node(key: nil, parent: nil)
        try value.encode(to: NodeEncoder(node: root, userInfo: userInfo))
        root.write(into: &writer)
    }

    /// A slot of a container: a scalar written in place, or a nested container. Integers are
    /// kept apart from ``JSONValue/number(_:)`` so that every `Int64` and `UInt64` is exact.
    enum Slot {
        case scalar(JSONValue)
        case integer(Int)
        case unsigned(UInt64)
        case node(Node)

        func write(into writer: inout JSONWriter) {
            switch self {
            case .scalar(let value): writer.value(value)
            case .integer(let value): writer.integer(value)
            case .unsigned(let value): writer.integer(value)
            case .node(let node): node.write(into: &writer)
            }
        }
    }

    /// A container (or a single value) under construction.
    final class Node {
        /// The key under which the parent holds this node (for coding paths).
        let key: (any CodingKey)?
        let parent: Node?
        var single: Slot?
        var members: [(key: String, slot: Slot)]?
        var elements: [Slot]?

        init(key: (any CodingKey)?, parent: Node?) {
            self.key = key
            self.parent = parent
        }

        var codingPath: [any CodingKey] {
            var keys: [any CodingKey] = []
            var node: Node? = self
            while let current = node, let key = current.key {
                keys.append(key)
                node = current.parent
            }
            return keys.reversed()
        }

        /// Where each key is in ``members``, once there are many (so that writing n members stays
        /// linear).
        private var memberPositions: [String: Int]?

        func set(_ slot: Slot, for key: String) {
            if members!.count < 16, memberPositions == nil {
                if let index = members!.firstIndex(where: { $0.key == key }) {
                    members![index].slot = slot
                } else {
                    members!.append((key, slot))
                }
                return
            }
            if memberPositions == nil {
                memberPositions = Dictionary(members!.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
            }
            if let index = memberPositions![key] {
                members![index].slot = slot
            } else {
                memberPositions![key] = members!.count
                members!.append((key, slot))
            }
        }

        func write(into writer: inout JSONWriter) {
            if let members {
                writer.beginObject()
                for member in members.sorted(by: { $0.key < $1.key }) {
                    writer.key(named: member.key)
                    member.slot.write(into: &writer)
                }
                writer.endObject()
            } else if let elements {
                writer.beginArray()
                for element in elements { element.write(into: &writer) }
                writer.endArray()
            } else if let single {
                single.write(into: &writer)
            } else {
                writer.beginObject()
                writer.endObject()
            }
        }
    }

    struct NodeEncoder: Encoder {
        let node: Node
        let userInfo: [CodingUserInfoKey: Any]

        var codingPath: [any CodingKey] { node.codingPath }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if node.members == nil { node.members = [] }
            return KeyedEncodingContainer(Keyed<Key>(encoder: self))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if node.elements == nil { node.elements = [] }
            return Unkeyed(encoder: self)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

        func child(_ key: any CodingKey) -> NodeEncoder {
            NodeEncoder(node: Node(key: key, parent: node), userInfo: userInfo)
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: NodeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        private func set(_ value: JSONValue, for key: Key) { encoder.node.set(.scalar(value), for: key.stringValue) }
        private func set(_ slot: Slot, for key: Key) { encoder.node.set(slot, for: key.stringValue) }

        mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
        mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { set(.number(value), for: key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { set(.number(Double(value)), for: key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { set(Slot.integer(value), for: key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { set(Slot.integer(Int(value)), for: key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { set(Slot.unsigned(value), for: key) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            let child = encoder.child(key)
            try value.encode(to: child)
            encoder.node.set(.node(child.node), for: key.stringValue)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let child = encoder.child(key)
            encoder.node.set(.node(child.node), for: key.stringValue)
            return child.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = encoder.child(key)
            encoder.node.set(.node(child.node), for: key.stringValue)
            return child.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { superEncoder(for: PlainKey.super) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(for: key) }

        private func superEncoder(for key: any CodingKey) -> any Encoder {
            let child = encoder.child(key)
            encoder.node.set(.node(child.node), for: key.stringValue)
            return child
        }
    }

    /// A coding key that is not one of the value's own: an array position, or `super`.
    struct PlainKey: CodingKey {
        let stringValue: String
        let intValue: Int?
        init(_ index: Int) {
            stringValue = "\(index)"
            intValue = index
        }
        init(_ name: String) {
            stringValue = name
            intValue = nil
        }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { self.init(intValue) }

        static let `super` = PlainKey("super")
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: NodeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count: Int { encoder.node.elements!.count }

        private func append(_ value: JSONValue) { encoder.node.elements!.append(.scalar(value)) }
        private func append(_ slot: Slot) { encoder.node.elements!.append(slot) }

        private func nextChild() -> NodeEncoder {
            let child = encoder.child(PlainKey(count))
            encoder.node.elements!.append(.node(child.node))
            return child
        }

        mutating func encodeNil() throws { append(.null) }
        mutating func encode(_ value: Bool) throws { append(.bool(value)) }
        mutating func encode(_ value: String) throws { append(.string(value)) }
        mutating func encode(_ value: Double) throws { append(.number(value)) }
        mutating func encode(_ value: Int) throws { append(Slot.integer(value)) }
        mutating func encode(_ value: Int64) throws { append(Slot.integer(Int(value))) }
        mutating func encode(_ value: UInt64) throws { append(Slot.unsigned(value)) }
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

        mutating func encodeNil() throws { encoder.node.single = .scalar(.null) }
        mutating func encode(_ value: Bool) throws { encoder.node.single = .scalar(.bool(value)) }
        mutating func encode(_ value: String) throws { encoder.node.single = .scalar(.string(value)) }
        mutating func encode(_ value: Double) throws { encoder.node.single = .scalar(.number(value)) }
        mutating func encode(_ value: Float) throws { encoder.node.single = .scalar(.number(Double(value))) }
        mutating func encode(_ value: Int) throws { encoder.node.single = .integer(value) }
        mutating func encode(_ value: Int64) throws { encoder.node.single = .integer(Int(value)) }
        mutating func encode(_ value: UInt64) throws { encoder.node.single = .unsigned(value) }
        mutating func encode(_ value: some Encodable) throws { try value.encode(to: encoder) }
    }
}
