/// JSON text parsed once into a flat list of tokens that point back into the text.
///
/// Nothing is materialized while parsing: no dictionaries, no strings (a string or number is
/// read from the text when someone asks for it), so reading a snapshot costs one pass over the
/// bytes plus the values actually used. A container's token records how many elements it has
/// and where its subtree ends, so skipping a value is one step. Objects are searched by
/// comparing keys against the text; snapshot objects have a handful of members.
///
/// Parsing checks the whole document (RFC 8259 syntax, string escapes, UTF-8), so a value read
/// later cannot fail for syntax reasons.
package final class JSONDocument {
    package enum Kind: UInt8 {
        case null, bool, number, string, array, object
    }

    package struct Token {
        package var kind: Kind
        /// Strings: bit 0 = has escapes. Booleans: bit 0 = true.
        package var flags: UInt8
        /// Strings: the first byte after the quote; numbers: the first byte.
        package var start: UInt32
        /// Strings and numbers: the byte length; arrays and objects: the element count.
        package var length: UInt32
        /// The index of the token after this value's subtree.
        package var end: UInt32
    }

    /// A syntax error: what was expected and at which byte offset.
    package struct SyntaxError: Error, CustomStringConvertible {
        package let message: String
        package let offset: Int
        package var description: String { "not valid JSON: \(message) at byte \(offset)" }
    }

    package let bytes: [UInt8]
    package private(set) var tokens: [Token] = []

    /// The top-level value.
    package var root: Int { 0 }

    /// Parses `bytes` (nesting limited to 512 levels).
    package init(parsing bytes: [UInt8]) throws(SyntaxError) {
        self.bytes = bytes
        tokens = try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in try Parser.tokens(of: buffer) }
    }

    // MARK: Reading

    package func kind(at index: Int) -> Kind { tokens[index].kind }

    /// What kind of value is at `index`, for error messages ("an object").
    package func kindDescription(at index: Int) -> String {
        switch tokens[index].kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The number of elements of the array or members of the object at `index`.
    package func count(at index: Int) -> Int { Int(tokens[index].length) }

    /// The value of member `key` of the object at `object` (the first one if repeated).
    package func member(named key: String, in object: Int) -> Int? {
        if let found = key.utf8.withContiguousStorageIfAvailable({ member(utf8: $0, in: object) }) { return found }
        return Array(key.utf8).withUnsafeBufferPointer { member(utf8: $0, in: object) }
    }

    /// The value of the fixed member `key` of the object at `object`.
    package func member(_ key: StaticString, in object: Int) -> Int? {
        member(utf8: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), in: object)
    }

    private func member(utf8 key: UnsafeBufferPointer<UInt8>, in object: Int) -> Int? {
        var current = object + 1
        for _ in 0..<tokens[object].length {
            if keyEquals(current, key) { return current + 1 }
            current = Int(tokens[current + 1].end)
        }
        return nil
    }

    /// The (key, value) token indices of the object at `object`, in document order.
    package func members(of object: Int) -> [(key: Int, value: Int)] {
        var result: [(key: Int, value: Int)] = []
        result.reserveCapacity(Int(tokens[object].length))
        var current = object + 1
        for _ in 0..<tokens[object].length {
            result.append((current, current + 1))
            current = Int(tokens[current + 1].end)
        }
        return result
    }

    /// The keys of the object at `object` that `Key` knows, in document order.
    package func keys<Key: CodingKey>(of object: Int) -> [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(Int(tokens[object].length))
        var current = object + 1
        for _ in 0..<tokens[object].length {
            if let key = Key(stringValue: string(at: current)) { keys.append(key) }
            current = Int(tokens[current + 1].end)
        }
        return keys
    }

    /// The element indices of the array at `array`.
    package func elements(of array: Int) -> ElementIndices {
        ElementIndices(document: self, first: array + 1, count: Int(tokens[array].length))
    }

    /// The element indices of an array, lazily: each step jumps over the previous subtree.
    package struct ElementIndices: Sequence, IteratorProtocol {
        package let document: JSONDocument
        package var upcoming: Int
        package var remaining: Int

        package init(document: JSONDocument, first: Int, count: Int) {
            self.document = document
            upcoming = first
            remaining = count
        }

        package mutating func next() -> Int? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let current = upcoming
            upcoming = Int(document.tokens[current].end)
            return current
        }
    }

    /// The string at `index` (which must be a string token).
    package func string(at index: Int) -> String {
        let token = tokens[index]
        return bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.start + token.length)])
            if token.flags & 1 == 0 { return String(decoding: raw, as: UTF8.self) }
            // Escapes were checked while parsing.
            return (try? Parser.unescape(raw, at: Int(token.start))) ?? ""
        }
    }

    /// Whether the string at `index` equals `text`, without creating a `String`.
    package func stringEquals(_ index: Int, _ text: String) -> Bool {
        if let equal = text.utf8.withContiguousStorageIfAvailable({ keyEquals(index, $0) }) { return equal }
        return Array(text.utf8).withUnsafeBufferPointer { keyEquals(index, $0) }
    }

    private func keyEquals(_ index: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let token = tokens[index]
        guard token.flags & 1 == 0 else { return string(at: index).utf8.elementsEqual(key) }
        guard Int(token.length) == key.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var offset = Int(token.start)
            for byte in key {
                guard buffer[offset] == byte else { return false }
                offset += 1
            }
            return true
        }
    }

    /// The number at `index` (which must be a number token).
    package func number(at index: Int) -> Double {
        if let integer = integer(at: index) { return Double(integer) }
        let token = tokens[index]
        let text = String(decoding: bytes[Int(token.start)..<Int(token.start + token.length)], as: UTF8.self)
        return Double(text) ?? .nan
    }

    /// The number at `index` when it is written as a plain non-negative integer of up to 18
    /// digits (the fast path for ids and enum payloads).
    package func integer(at index: Int) -> Int? {
        let token = tokens[index]
        guard token.kind == .number, token.length > 0, token.length <= 18 else { return nil }
        var value = 0
        for offset in Int(token.start)..<Int(token.start + token.length) {
            let digit = bytes[offset] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
        }
        return value
    }

    package func bool(at index: Int) -> Bool { tokens[index].flags & 1 == 1 }

    /// The value at `index` as a ``JSONValue`` tree (for migrations and `Codable` bridges).
    package func value(at index: Int) -> JSONValue {
        switch tokens[index].kind {
        case .null: return .null
        case .bool: return .bool(bool(at: index))
        case .number: return .number(number(at: index))
        case .string: return .string(string(at: index))
        case .array: return .array(elements(of: index).map { value(at: $0) })
        case .object:
            var object: [String: JSONValue] = [:]
            for member in members(of: index) { object[string(at: member.key)] = value(at: member.value) }
            return .object(object)
        }
    }

    // MARK: Parsing

    private struct Parser {
        package let bytes: UnsafeBufferPointer<UInt8>
        package var tokens: [Token]
        package var offset = 0

        package init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            tokens = []
            tokens.reserveCapacity(bytes.count / 8 + 4)
        }

        package static func tokens(of bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> [Token] {
            guard bytes.count < Int(UInt32.max) else { throw SyntaxError(message: "the document is too large", offset: 0) }
            var parser = Parser(bytes: bytes)
            parser.skipWhitespace()
            try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.offset == bytes.count else { throw parser.fail("unexpected text after the document") }
            return parser.tokens
        }

        package mutating func skipWhitespace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x0A, 0x0D, 0x09: offset += 1
                default: return
                }
            }
        }

        package func fail(_ message: String) -> SyntaxError { SyntaxError(message: message, offset: offset) }

        private mutating func append(_ kind: Kind, flags: UInt8 = 0, start: Int = 0, length: Int = 0) {
            tokens.append(Token(kind: kind, flags: flags, start: UInt32(start), length: UInt32(length), end: UInt32(tokens.count + 1)))
        }

        package mutating func value(depth: Int) throws(SyntaxError) {
            guard depth < 512 else { throw fail("nesting too deep") }
            guard offset < bytes.count else { throw fail(offset == 0 ? "the document is empty" : "unexpected end") }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                let index = tokens.count
                append(.object)
                var count = 0
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                    offset += 1
                } else {
                    members: while true {
                        skipWhitespace()
                        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw fail("expected a key") }
                        try string()
                        skipWhitespace()
                        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                        offset += 1
                        skipWhitespace()
                        try value(depth: depth + 1)
                        count += 1
                        skipWhitespace()
                        guard offset < bytes.count else { throw fail("unexpected end in an object") }
                        if bytes[offset] == UInt8(ascii: ",") {
                            offset += 1
                            continue
                        }
                        if bytes[offset] == UInt8(ascii: "}") {
                            offset += 1
                            break members
                        }
                        throw fail("expected ',' or '}'")
                    }
                }
                tokens[index].length = UInt32(count)
                tokens[index].end = UInt32(tokens.count)
            case UInt8(ascii: "["):
                offset += 1
                let index = tokens.count
                append(.array)
                var count = 0
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                    offset += 1
                } else {
                    elements: while true {
                        skipWhitespace()
                        try value(depth: depth + 1)
                        count += 1
                        skipWhitespace()
                        guard offset < bytes.count else { throw fail("unexpected end in an array") }
                        if bytes[offset] == UInt8(ascii: ",") {
                            offset += 1
                            continue
                        }
                        if bytes[offset] == UInt8(ascii: "]") {
                            offset += 1
                            break elements
                        }
                        throw fail("expected ',' or ']'")
                    }
                }
                tokens[index].length = UInt32(count)
                tokens[index].end = UInt32(tokens.count)
            case UInt8(ascii: "\""):
                try string()
            case UInt8(ascii: "t"):
                try literal("true")
                append(.bool, flags: 1)
            case UInt8(ascii: "f"):
                try literal("false")
                append(.bool)
            case UInt8(ascii: "n"):
                try literal("null")
                append(.null)
            default:
                try number()
            }
        }

        package mutating func literal(_ word: StaticString) throws(SyntaxError) {
            let count = word.utf8CodeUnitCount
            guard offset + count <= bytes.count,
                (0..<count).allSatisfy({ bytes[offset + $0] == word.utf8Start[$0] })
            else { throw fail("unexpected character") }
            offset += count
        }

        package mutating func number() throws(SyntaxError) {
            let start = offset
            var isPlainInteger = true
            scan: while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    offset += 1
                case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                    isPlainInteger = false
                    offset += 1
                default:
                    break scan
                }
            }
            let length = offset - start
            if !isPlainInteger || length == 0 {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                guard !text.isEmpty, Double(text) != nil else {
                    offset = start
                    throw fail("unexpected character")
                }
            }
            append(.number, start: start, length: length)
        }

        package mutating func string() throws(SyntaxError) {
            offset += 1  // opening quote
            let start = offset
            var hasEscapes = false
            var isASCII = true
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\") {
                    hasEscapes = true
                    offset += 2
                    continue
                }
                if byte < 0x20 { throw fail("control character in a string") }
                if byte >= 0x80 { isASCII = false }
                offset += 1
            }
            guard offset < bytes.count else { throw fail("unterminated string") }
            let raw = UnsafeBufferPointer(rebasing: bytes[start..<offset])
            if hasEscapes {
                _ = try Self.unescape(raw, at: start)
            } else if !isASCII, String(validating: raw, as: UTF8.self) == nil {
                throw SyntaxError(message: "invalid UTF-8 in a string", offset: start)
            }
            append(.string, flags: hasEscapes ? 1 : 0, start: start, length: offset - start)
            offset += 1  // closing quote
        }

        package static func unescape(_ raw: UnsafeBufferPointer<UInt8>, at start: Int) throws(SyntaxError) -> String {
            var output: [UInt8] = []
            output.reserveCapacity(raw.count)
            var index = 0
            var pendingHigh: UInt32?
            while index < raw.count {
                let byte = raw[index]
                guard byte == UInt8(ascii: "\\") else {
                    output.append(byte)
                    index += 1
                    continue
                }
                guard index + 1 < raw.count else { throw SyntaxError(message: "bad escape", offset: start + index) }
                let escaped = raw[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escaped)
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "u"):
                    guard index + 4 <= raw.count,
                        let code = UInt32(String(decoding: UnsafeBufferPointer(rebasing: raw[index..<index + 4]), as: UTF8.self), radix: 16)
                    else { throw SyntaxError(message: "bad \\u escape", offset: start + index) }
                    index += 4
                    var scalarValue = code
                    if (0xD800..<0xDC00).contains(code) {
                        pendingHigh = code
                        continue
                    }
                    if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
                        scalarValue = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                    }
                    pendingHigh = nil
                    guard let scalar = Unicode.Scalar(scalarValue) else { throw SyntaxError(message: "bad \\u escape", offset: start + index) }
                    output.append(contentsOf: String(Character(scalar)).utf8)
                default:
                    throw SyntaxError(message: "bad escape", offset: start + index)
                }
            }
            guard let text = String(validating: output, as: UTF8.self) else { throw SyntaxError(message: "invalid UTF-8 in a string", offset: start) }
            return text
        }
    }
}
