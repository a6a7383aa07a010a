/// Decodes `Decodable` values from a ``JSONValue`` tree, throwing `DecodingError`s with
/// coding paths just like Foundation's `JSONDecoder`.
struct JSONValueDecoder {
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: [], userInfo: userInfo))
    }

    struct ValueDecoder: Decoder {
        let value: JSONValue
        /// The path, built only when asked for (errors): most decodes never need it.
        let path: CodingPathNode?
        let userInfo: [CodingUserInfoKey: Any]

        var codingPath: [any CodingKey] { path?.keys ?? [] }

        init(value: JSONValue, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
            self.value = value
            path = nil
            self.userInfo = userInfo
        }

        init(value: JSONValue, path: CodingPathNode?, userInfo: [CodingUserInfoKey: Any]) {
            self.value = value
            self.path = path
            self.userInfo = userInfo
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            guard case .object(let members) = value else {
                throw DecodingError.typeMismatch([String: Any].self, .init(codingPath: codingPath, debugDescription: "expected an object, found \(value.kind)"))
            }
            return KeyedDecodingContainer(Keyed<Key>(decoder: self, members: members))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            guard case .array(let elements) = value else {
                throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "expected an array, found \(value.kind)"))
            }
            return Unkeyed(decoder: self, elements: elements)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

        func child(_ value: JSONValue, _ key: any CodingKey) -> ValueDecoder {
            ValueDecoder(value: value, path: CodingPathNode(key: key, parent: path), userInfo: userInfo)
        }

        func scalar<T>(_ type: T.Type, _ value: JSONValue, at path: @autoclosure () -> [any CodingKey]) throws -> T {
            let result: Any?
            switch (value, type) {
            case (.bool(let flag), is Bool.Type): result = flag
            case (.string(let text), is String.Type): result = text
            case (.number(let number), is Double.Type): result = number
            case (.number(let number), is Float.Type): result = Float(number)
            case (.number(let number), is Int.Type): result = Int(exactly: number)
            case (.number(let number), is Int64.Type): result = Int64(exactly: number)
            case (.number(let number), is Int32.Type): result = Int32(exactly: number)
            case (.number(let number), is UInt64.Type): result = UInt64(exactly: number)
            case (.number(let number), is UInt.Type): result = UInt(exactly: number)
            case (.null, _):
                throw DecodingError.valueNotFound(T.self, .init(codingPath: path(), debugDescription: "found null"))
            default: result = nil
            }
            guard let typed = result as? T else {
                throw DecodingError.typeMismatch(T.self, .init(codingPath: path(), debugDescription: "found \(value.kind)"))
            }
            return typed
        }
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: ValueDecoder
        let members: [String: JSONValue]
        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

        private func member(_ key: Key) throws -> JSONValue {
            guard let value = members[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
            }
            return value
        }

        func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.scalar(type, member(key), at: codingPath + [key]) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.scalar(type, member(key), at: codingPath + [key]) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.scalar(type, member(key), at: codingPath + [key]) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.scalar(type, member(key), at: codingPath + [key]) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.scalar(type, member(key), at: codingPath + [key]) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.scalar(type, member(key), at: codingPath + [key]) }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try T(from: decoder.child(member(key), key))
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try decoder.child(member(key), key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try decoder.child(member(key), key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { try superDecoder(forKey: Key(stringValue: "super")!) }
        func superDecoder(forKey key: Key) throws -> any Decoder { decoder.child(members[key.stringValue] ?? .null, key) }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: ValueDecoder
        let elements: [JSONValue]
        var currentIndex = 0
        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next() throws -> (JSONValue, any CodingKey) {
            let key = JSONValueEncoder.IndexKey(currentIndex)
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath + [key], debugDescription: "the array has no more elements"))
            }
            defer { currentIndex += 1 }
            return (elements[currentIndex], key)
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, elements[currentIndex] == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (value, key) = try next()
            return try T(from: decoder.child(value, key))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let (value, key) = try next()
            return try decoder.child(value, key).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let (value, key) = try next()
            return try decoder.child(value, key).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            let (value, key) = try next()
            return decoder.child(value, key)
        }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: ValueDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { decoder.value == .null }
        func decode(_ type: Bool.Type) throws -> Bool { try decoder.scalar(type, decoder.value, at: codingPath) }
        func decode(_ type: String.Type) throws -> String { try decoder.scalar(type, decoder.value, at: codingPath) }
        func decode(_ type: Double.Type) throws -> Double { try decoder.scalar(type, decoder.value, at: codingPath) }
        func decode(_ type: Int.Type) throws -> Int { try decoder.scalar(type, decoder.value, at: codingPath) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decoder.scalar(type, decoder.value, at: codingPath) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.scalar(type, decoder.value, at: codingPath) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder) }
    }
}

extension JSONValue {
    /// What kind of JSON value this is, for error messages.
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One step of a coding path, linked to its parent; the array form is built only on demand.
final class CodingPathNode {
    let key: any CodingKey
    let parent: CodingPathNode?

    init(key: any CodingKey, parent: CodingPathNode?) {
        self.key = key
        self.parent = parent
    }

    var keys: [any CodingKey] { (parent?.keys ?? []) + [key] }
}
