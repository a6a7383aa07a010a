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

    /// A slot of a container: a scalar written in place, or a nested container.
    package enum Slot {
        case scalar(JSONValue)
        case node(Node)

        package func write(into writer: inout JSONWriter) {
            switch self {
            case .scalar(let value): writer.value(value)
            case .node(let node): node.write(into: &writer)
            }
        }
    }

    /// A container (or a single value) under construction.
    package final class Node {
        /// The key under which the parent holds this node (for coding paths).
        package let key: (any CodingKey)?
        package let parent: Node?
        package var single: JSONValue?
        package var members: [(key: String, slot: Slot)]?
        package var elements: [Slot]?

        package init(key: (any CodingKey)?, parent: Node?) {
            self.key = key
            self.parent = parent
        }

        package var codingPath: [any CodingKey] {
            var keys: [any CodingKey] = []
            var node: Node? = self
            while let current = node, let key = current.key {
                keys.append(key)
                node = current.parent
            }
            return keys.reversed()
        }

        package func set(_ slot: Slot, for key: String) {
            if let index = members!.firstIndex(where: { $0.key == key }) {
                members![index].slot = slot
            } else {
                members!.append((key, slot))
            }
        }

        package func write(into writer: inout JSONWriter) {
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
                writer.value(single)
            } else {
                writer.beginObject()
                writer.endObject()
            }
        }
    }

    package struct NodeEncoder: Encoder {
        package let node: Node
        package let userInfo: [CodingUserInfoKey: Any]

        package var codingPath: [any CodingKey] { node.codingPath }

        package func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if node.members == nil { node.members = [] }
            return KeyedEncodingContainer(Keyed<Key>(encoder: self))
        }

        package func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if node.elements == nil { node.elements = [] }
            return Unkeyed(encoder: self)
        }

        package func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

        package func child(_ key: any CodingKey) -> NodeEncoder {
            NodeEncoder(node: Node(key: key, parent: node), userInfo: userInfo)
        }
    }

    package struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        package let encoder: NodeEncoder
        package var codingPath: [any CodingKey] { encoder.codingPath }

        private func set(_ value: JSONValue, for key: Key) { encoder.node.set(.scalar(value), for: key.stringValue) }

        package mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
        package mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
        package mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
        package mutating func encode(_ value: Double, forKey key: Key) throws { set(.number(value), for: key) }
        package mutating func encode(_ value: Float, forKey key: Key) throws { set(.number(Double(value)), for: key) }
        package mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(Double(value)), for: key) }
        package mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(Double(value)), for: key) }
        package mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(Double(value)), for: key) }
        package mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            let child = encoder.child(key)
            try value.encode(to: child)
            encoder.node.set(.node(child.node), for: key.stringValue)
        }

        package mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let child = encoder.child(key)
            encoder.node.set(.node(child.node), for: key.stringValue)
            return child.container(keyedBy: keyType)
        }

        package mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = encoder.child(key)
            encoder.node.set(.node(child.node), for: key.stringValue)
            return child.unkeyedContainer()
        }

        package mutating func superEncoder() -> any Encoder { superEncoder(for: PlainKey.super) }
        package mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(for: key) }

        private func superEncoder(for key: any CodingKey) -> any Encoder {
            let child = encoder.child(key)
            encoder.node.set(.node(child.node), for: key.stringValue)
            return child
        }
    }

    /// A coding key that is not one of the value's own: an array position, or `super`.
    package struct PlainKey: CodingKey {
        package let stringValue: String
        package let intValue: Int?
        package init(_ index: Int) {
            stringValue = "\(index)"
            intValue = index
        }
        package init(_ name: String) {
            stringValue = name
            intValue = nil
        }
        package init?(stringValue: String) { self.init(stringValue) }
        package init?(intValue: Int) { self.init(intValue) }

        package static let `super` = PlainKey("super")
    }

    package struct Unkeyed: UnkeyedEncodingContainer {
        package let encoder: NodeEncoder
        package var codingPath: [any CodingKey] { encoder.codingPath }
        package var count: Int { encoder.node.elements!.count }

        private func append(_ value: JSONValue) { encoder.node.elements!.append(.scalar(value)) }

        private func nextChild() -> NodeEncoder {
            let child = encoder.child(PlainKey(count))
            encoder.node.elements!.append(.node(child.node))
            return child
        }

        package mutating func encodeNil() throws { append(.null) }
        package mutating func encode(_ value: Bool) throws { append(.bool(value)) }
        package mutating func encode(_ value: String) throws { append(.string(value)) }
        package mutating func encode(_ value: Double) throws { append(.number(value)) }
        package mutating func encode(_ value: Int) throws { append(.number(Double(value))) }
        package mutating func encode(_ value: UInt64) throws { append(.number(Double(value))) }
        package mutating func encode(_ value: some Encodable) throws { try value.encode(to: nextChild()) }

        package mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            nextChild().container(keyedBy: keyType)
        }

        package mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { nextChild().unkeyedContainer() }
        package mutating func superEncoder() -> any Encoder { nextChild() }
    }

    package struct Single: SingleValueEncodingContainer {
        package let encoder: NodeEncoder
        package var codingPath: [any CodingKey] { encoder.codingPath }

        package mutating func encodeNil() throws { encoder.node.single = .null }
        package mutating func encode(_ value: Bool) throws { encoder.node.single = .bool(value) }
        package mutating func encode(_ value: String) throws { encoder.node.single = .string(value) }
        package mutating func encode(_ value: Double) throws { encoder.node.single = .number(value) }
        package mutating func encode(_ value: Float) throws { encoder.node.single = .number(Double(value)) }
        package mutating func encode(_ value: Int) throws { encoder.node.single = .number(Double(value)) }
        package mutating func encode(_ value: Int64) throws { encoder.node.single = .number(Double(value)) }
        package mutating func encode(_ value: UInt64) throws { encoder.node.single = .number(Double(value)) }
        package mutating func encode(_ value: some Encodable) throws { try value.encode(to: encoder) }
    }
}
