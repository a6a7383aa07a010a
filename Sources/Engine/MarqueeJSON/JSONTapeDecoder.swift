/// Decodes `Decodable` values (routes, modal styles) straight from a parsed ``JSONTape``,
/// throwing `DecodingError`s with coding paths just like Foundation's `JSONDecoder`.
///
/// A decoder is a token index into the document; reading a member compares keys against the
/// text, and scalars are read from the text when asked for. The coding path is kept as the
/// last key plus a linked list of the ones before it, so the usual route shapes (an enum case
/// with a payload) decode without allocating a path.
package struct JSONTapeDecoder: Decoder {
    package let tape: JSONTape
    package let index: Int
    /// The keys before ``key``, built only for values nested two or more levels deep.
    let parentPath: CodingPathNode?
    /// The key of this value in its parent.
    let key: (any CodingKey)?
    package let userInfo: [CodingUserInfoKey: Any]

    package init(tape: JSONTape, index: Int, userInfo: [CodingUserInfoKey: Any] = [:]) {
        self.init(tape: tape, index: index, parentPath: nil, key: nil, userInfo: userInfo)
    }

    private init(tape: JSONTape, index: Int, parentPath: CodingPathNode?, key: (any CodingKey)?, userInfo: [CodingUserInfoKey: Any]) {
        self.tape = tape
        self.index = index
        self.parentPath = parentPath
        self.key = key
        self.userInfo = userInfo
    }

    package var codingPath: [any CodingKey] {
        guard let key else { return [] }
        return (parentPath?.keys ?? []) + [key]
    }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard tape.kind(at: index) == .object else {
            throw DecodingError.typeMismatch(
                [String: JSONValue].self,
                .init(
                    codingPath: codingPath, debugDescription: "expected an object, found \(tape.kind(at: index).phrase)"))
        }
        return KeyedDecodingContainer(Keyed<Key>(decoder: self))
    }

    package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard tape.kind(at: index) == .array else {
            throw DecodingError.typeMismatch(
                [Any].self,
                .init(
                    codingPath: codingPath, debugDescription: "expected an array, found \(tape.kind(at: index).phrase)"))
        }
        return Unkeyed(decoder: self, remaining: tape.elements(of: index))
    }

    package func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    /// The decoder of the value at `child`, under `childKey`.
    func child(_ child: Int, _ childKey: any CodingKey) -> JSONTapeDecoder {
        let path = key.map { CodingPathNode(key: $0, parent: parentPath) }
        return JSONTapeDecoder(tape: tape, index: child, parentPath: path, key: childKey, userInfo: userInfo)
    }

    /// The plain integer at `value` (the common case, without a dynamic cast), or what
    /// ``scalar(_:at:path:)`` makes of it.
    func integer(at value: Int, path: @autoclosure () -> [any CodingKey]) throws -> Int {
        if let integer = tape.integer(at: value) { return integer }
        return try scalar(Int.self, at: value, path: path())
    }

    /// The string at `value`, or a type mismatch naming `path`.
    func string(at value: Int, path: @autoclosure () -> [any CodingKey]) throws -> String {
        if tape.kind(at: value) == .string { return tape.string(at: value) }
        return try scalar(String.self, at: value, path: path())
    }

    /// The boolean at `value`, or a type mismatch naming `path`.
    func bool(at value: Int, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        if tape.kind(at: value) == .bool { return tape.bool(at: value) }
        return try scalar(Bool.self, at: value, path: path())
    }

    /// Reads the scalar at `value` as a `T`, or throws a type mismatch naming `path`.
    func scalar<T>(_ type: T.Type, at value: Int, path: @autoclosure () -> [any CodingKey]) throws -> T {
        let result: Any?
        switch tape.kind(at: value) {
        case .bool where type == Bool.self: result = tape.bool(at: value)
        case .string where type == String.self: result = tape.string(at: value)
        case .number where type == UInt64.self:
            result = tape.unsignedInteger(at: value)
        case .number:
            if let integer = tape.integer(at: value) {
                switch type {
                case is Int.Type: result = integer
                case is Int64.Type: result = Int64(integer)
                case is UInt64.Type: result = UInt64(integer)
                case is Double.Type: result = Double(integer)
                case is Int32.Type: result = Int32(exactly: integer)
                case is UInt.Type: result = UInt(integer)
                case is Float.Type: result = Float(integer)
                default: result = nil
                }
            } else {
                let number = tape.double(at: value) ?? .nan
                switch type {
                case is Double.Type: result = number
                case is Float.Type: result = Float(number)
                case is Int.Type: result = Int(exactly: number)
                case is Int64.Type: result = Int64(exactly: number)
                case is Int32.Type: result = Int32(exactly: number)
                case is UInt64.Type: result = UInt64(exactly: number)
                case is UInt.Type: result = UInt(exactly: number)
                default: result = nil
                }
            }
        case .null:
            throw DecodingError.valueNotFound(T.self, .init(codingPath: path(), debugDescription: "found null"))
        default: result = nil
        }
        guard let typed = result as? T else {
            throw DecodingError.typeMismatch(T.self, .init(codingPath: path(), debugDescription: "found \(tape.kind(at: value).phrase)"))
        }
        return typed
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: JSONTapeDecoder
        /// Where each key's value is (the first of repeated keys), for objects with many
        /// members: looking every key up by scanning would make decoding quadratic.
        private let positions: [String: Int]?
        var codingPath: [any CodingKey] { decoder.codingPath }

        init(decoder: JSONTapeDecoder) {
            self.decoder = decoder
            let tape = decoder.tape
            if tape.count(at: decoder.index) > 16 {
                positions = Dictionary(
                    tape.members(of: decoder.index).map { (tape.string(at: $0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
            } else {
                positions = nil
            }
        }

        private func find(_ key: Key) -> Int? {
            if let positions { return positions[key.stringValue] }
            return decoder.tape.member(named: key.stringValue, in: decoder.index)
        }

        var allKeys: [Key] {
            // One pass over the members, no intermediate list: enum-shaped `Codable` routes ask
            // for every object's keys.
            let tape = decoder.tape
            let count = tape.count(at: decoder.index)
            var keys: [Key] = []
            keys.reserveCapacity(count)
            var current = decoder.index + 1
            for _ in 0..<count {
                if let key = Key(stringValue: tape.string(at: current)) { keys.append(key) }
                current = tape.end(of: current + 1)
            }
            return keys
        }

        func contains(_ key: Key) -> Bool { find(key) != nil }

        private func member(_ key: Key) throws -> Int {
            guard let value = find(key) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
            }
            return value
        }

        private func scalar<T>(_ type: T.Type, _ key: Key) throws -> T {
            try decoder.scalar(type, at: member(key), path: codingPath + [key])
        }

        func decodeNil(forKey key: Key) throws -> Bool { try decoder.tape.kind(at: member(key)) == .null }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
            try decoder.bool(at: member(key), path: codingPath + [key])
        }
        func decode(_ type: String.Type, forKey key: Key) throws -> String {
            try decoder.string(at: member(key), path: codingPath + [key])
        }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(type, key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
            try decoder.integer(at: member(key), path: codingPath + [key])
        }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(type, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(type, key) }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try T(from: decoder.child(member(key), key))
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try decoder.child(member(key), key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try decoder.child(member(key), key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            let key = JSONTreeEncoder.PlainKey.super
            guard let value = decoder.tape.member("super", in: decoder.index) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for 'super'"))
            }
            return decoder.child(value, key)
        }
        func superDecoder(forKey key: Key) throws -> any Decoder { try decoder.child(member(key), key) }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: JSONTapeDecoder
        var remaining: JSONTape.ElementIndices
        var currentIndex = 0
        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { decoder.tape.count(at: decoder.index) }
        var isAtEnd: Bool { currentIndex >= decoder.tape.count(at: decoder.index) }

        init(decoder: JSONTapeDecoder, remaining: JSONTape.ElementIndices) {
            self.decoder = decoder
            self.remaining = remaining
        }

        private mutating func next() throws -> (Int, any CodingKey) {
            let key = JSONTreeEncoder.PlainKey(currentIndex)
            guard let element = remaining.next() else {
                throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath + [key], debugDescription: "the array has no more elements"))
            }
            currentIndex += 1
            return (element, key)
        }

        mutating func decodeNil() throws -> Bool {
            var lookahead = remaining
            guard let element = lookahead.next(), decoder.tape.kind(at: element) == .null else { return false }
            remaining = lookahead
            currentIndex += 1
            return true
        }

        mutating func decode(_ type: String.Type) throws -> String {
            let (element, key) = try next()
            return try decoder.string(at: element, path: codingPath + [key])
        }

        mutating func decode(_ type: Int.Type) throws -> Int {
            let (element, key) = try next()
            return try decoder.integer(at: element, path: codingPath + [key])
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (element, key) = try next()
            return try T(from: decoder.child(element, key))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let (element, key) = try next()
            return try decoder.child(element, key).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let (element, key) = try next()
            return try decoder.child(element, key).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            let (element, key) = try next()
            return decoder.child(element, key)
        }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: JSONTapeDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { decoder.tape.kind(at: decoder.index) == .null }
        func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool(at: decoder.index, path: codingPath) }
        func decode(_ type: String.Type) throws -> String { try decoder.string(at: decoder.index, path: codingPath) }
        func decode(_ type: Double.Type) throws -> Double { try decoder.scalar(type, at: decoder.index, path: codingPath) }
        func decode(_ type: Int.Type) throws -> Int { try decoder.integer(at: decoder.index, path: codingPath) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decoder.scalar(type, at: decoder.index, path: codingPath) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.scalar(type, at: decoder.index, path: codingPath) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder) }
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
