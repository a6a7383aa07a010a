import Foundation

/// JSON text parsed in one pass into a flat tape of tokens that point back into the bytes.
///
/// Nothing is materialized while parsing: no dictionaries and no strings. A string or number
/// is read from the bytes only when someone asks for it, so reading a document costs one pass
/// over the bytes plus the values actually used. A container's token records how many elements
/// it has and where its subtree ends, so skipping a value is one step.
///
/// The structure is always checked strictly (RFC 8259: a truncated body, an HTML page or a
/// malformed number is a ``SyntaxError``), and nesting is bounded. What is checked inside
/// strings is the caller's choice (``StringChecking``): a snapshot rejects what is not valid,
/// a server's body is repaired as it is read, because one odd character in an overview must
/// not cost the whole list.
///
/// Repeated keys: lookups (``member(_:in:)``, ``value(at:)``) take the first; a document
/// parsed with ``StringChecking/strict`` rejects them.
///
/// The class is public (its members are not) so that its `@inlinable` accessors are inlined into
/// the readers of other modules: the compiler does not serialize the inlinable bodies of a
/// `package` type.
public final class JSONTape: Sendable {
    /// The kind of a JSON value.
    @usableFromInline package enum Kind: UInt8, Sendable {
        case null, bool, number, string, array, object

        /// The kind with its article, for messages: "a string", "an object".
        package var phrase: String {
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

    /// One value of the document.
    @usableFromInline package struct Token: Sendable {
        @usableFromInline package var kind: Kind
        /// Strings: bit 0 = has escapes. Booleans: bit 0 = true. Numbers: bit 0 = plain
        /// integer (no fraction, no exponent). Arrays and objects: bit 1 = an opaque row (see
        /// ``JSONTape/init(parsingRowsOf:)``).
        @usableFromInline package var flags: UInt8
        /// Strings: the first byte after the quote; other scalars: the first byte; opaque rows: the
        /// bracket; arrays and objects: the first byte after the bracket.
        @usableFromInline package var start: UInt32
        /// Scalars and opaque rows: the byte length; arrays and objects: the element
        /// count.
        @usableFromInline package var length: UInt32
        /// The index of the token after this value's subtree.
        @usableFromInline package var end: UInt32
    }

    /// What is checked inside strings while parsing.
    package enum StringChecking: Sendable {
        /// Control characters, unknown escapes and invalid UTF-8 are syntax errors, and so are
        /// repeated keys in an object (documents this program wrote: snapshots).
        case strict
        /// Strings are stepped over; invalid UTF-8 and unknown escapes are repaired when a
        /// string is read (bodies from servers).
        case lenient
    }

    /// Why a text is not JSON, and where.
    package struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        package enum Reason: Sendable, Equatable {
            /// Nothing but whitespace.
            case empty
            /// The text ends inside a value (a truncated body).
            case truncated
            /// A character that cannot appear here.
            case unexpected(UInt8)
            /// Nesting deeper than the limit.
            case tooDeep
            /// Text after the top-level value.
            case trailingText
            /// A string with a control character, an unknown escape or invalid UTF-8
            /// (``StringChecking/strict`` only).
            case invalidString(String)
            /// An object names the same key twice (``StringChecking/strict`` only).
            case repeatedKey
            /// Text of 4 GB or more.
            case tooLarge
        }

        package let reason: Reason
        package let offset: Int
        /// The innermost object, array or string the error is in, when the text ends early.
        package var container: Kind?

        package init(reason: Reason, offset: Int, container: Kind? = nil) {
            self.reason = reason
            self.offset = offset
            self.container = container
        }

        /// What is wrong, without the place: "unexpected end in an object".
        package var message: String {
            switch reason {
            case .empty: "the document is empty"
            case .truncated: "unexpected end" + (container.map { " in \($0.phrase)" } ?? "")
            case .unexpected: "unexpected character"
            case .tooDeep: "nesting too deep"
            case .trailingText: "unexpected text after the document"
            case .invalidString(let detail): detail
            case .repeatedKey: "a key repeated in an object"
            case .tooLarge: "the document is too large"
            }
        }

        package var description: String {
            guard case .unexpected(let byte) = reason else { return "\(message) at byte \(offset)" }
            return "\(message) at byte \(offset) (\(Self.describe(byte)))"
        }

        private static func describe(_ byte: UInt8) -> String {
            byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        }
    }

    /// How deep arrays and objects may nest.
    package static var maximumDepth: Int { 512 }

    @usableFromInline package let bytes: [UInt8]
    @usableFromInline package let tokens: [Token]

    /// The top-level value.
    package var root: Int { 0 }

    /// Parses `bytes`, checking strings as `strings` says.
    package init(parsing bytes: [UInt8], strings: StringChecking = .lenient) throws(SyntaxError) {
        self.bytes = bytes
        tokens = try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
            var parser = JSONTapeParser(bytes: buffer, range: 0..<buffer.count, strings: strings)
            return try parser.run()
        }
    }

    /// Parses the outline of `bytes` for reading a long list row by row: every object or array
    /// that is an element of an array (a row of a list, or of a page's `records`) becomes one
    /// opaque token that only remembers where it is in the bytes. Strings in it are stepped
    /// over with `memchr` and only its brackets are matched; ``element(at:)`` parses a row
    /// strictly when it is read, so a broken row is still a ``SyntaxError``.
    ///
    /// This keeps the tape small (a token per row rather than one per value: a 20,000-movie
    /// library needs 20,000 tokens instead of about three million) and lets rows be parsed in
    /// parallel, each into a small tape that lives while the row is read.
    package convenience init(parsingRowsOf bytes: [UInt8]) throws(SyntaxError) {
        let tokens: [Token]
        do {
            tokens = try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
                var parser = JSONTapeParser(bytes: buffer, range: 0..<buffer.count, strings: .lenient, skimsElements: true, expectedTokens: 64)
                return try parser.run()
            }
        } catch {
            // Skimming only matches brackets: the strict parse names the first real problem.
            tokens = try JSONTape(parsing: bytes).tokens
        }
        self.init(bytes: bytes, tokens: tokens)
    }

    private init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    /// Whether the value at `index` is an opaque row (see ``init(parsingRowsOf:)``): its
    /// members are read through ``element(at:)``.
    @inlinable package func isOpaque(at index: Int) -> Bool { tokens[index].flags & 2 != 0 }

    /// The bytes of the value at `index` in ``bytes`` (a string's with its quotes), when it
    /// is a scalar or an opaque row; nil for a parsed array or object.
    package func byteRange(of index: Int) -> Range<Int>? {
        let token = tokens[index]
        let range = Int(token.start)..<Int(token.start + token.length)
        switch token.kind {
        case .string: return (range.lowerBound - 1)..<(range.upperBound + 1)
        case .array, .object: return token.flags & 2 != 0 ? range : nil
        case .null, .bool, .number: return range
        }
    }

    /// The value at `index` as a tape and the index of its token there: this tape when the value
    /// was parsed, else a new tape holding only that row, parsed strictly (the error's offset
    /// counts from the start of the whole body).
    package func element(at index: Int) throws(SyntaxError) -> (tape: JSONTape, index: Int) {
        let token = tokens[index]
        guard token.flags & 2 != 0 else { return (self, index) }
        let range = Int(token.start)..<Int(token.start + token.length)
        do {
            let tokens = try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
                var parser = JSONTapeParser(bytes: buffer, range: range, strings: .lenient, expectedTokens: range.count / 8 + 4)
                return try parser.run()
            }
            return (JSONTape(bytes: bytes, tokens: tokens), 0)
        } catch {
            // Name the first problem of the whole body, as a strict parse of it would.
            _ = try JSONTape(parsing: bytes)
            throw error
        }
    }

    // MARK: Structure

    @inlinable package func kind(at index: Int) -> Kind { tokens[index].kind }

    /// The number of elements of the array, or members of the object, at `index`.
    @inlinable package func count(at index: Int) -> Int { Int(tokens[index].length) }

    /// The token after the subtree of the value at `index`.
    @inlinable package func end(of index: Int) -> Int { Int(tokens[index].end) }

    /// The value of member `key` of the object at `object` (the first one if repeated).
    package func member(_ key: StaticString, in object: Int) -> Int? {
        member(utf8: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), in: object)
    }

    /// The value of member `key` of the object at `object` (the first one if repeated).
    package func member(named key: String, in object: Int) -> Int? {
        var key = key
        return key.withUTF8 { member(utf8: $0, in: object) }
    }

    private func member(utf8 name: UnsafeBufferPointer<UInt8>, in object: Int) -> Int? {
        var current = object + 1
        for _ in 0..<tokens[object].length {
            if key(at: current, equals: name) { return current + 1 }
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

    /// The element indices of the array at `array`.
    package func elements(of array: Int) -> ElementIndices {
        ElementIndices(tape: self, first: array + 1, count: Int(tokens[array].length))
    }

    /// The element indices of an array, lazily: each step jumps over the previous subtree.
    package struct ElementIndices: Sequence, IteratorProtocol {
        let tape: JSONTape
        var upcoming: Int
        var remaining: Int

        init(tape: JSONTape, first: Int, count: Int) {
            self.tape = tape
            upcoming = first
            remaining = count
        }

        package mutating func next() -> Int? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let current = upcoming
            upcoming = Int(tape.tokens[current].end)
            return current
        }
    }

    // MARK: Scalars

    /// Whether the key (or string) token at `index` spells `key`.
    @inlinable package func key(at index: Int, equals key: StaticString) -> Bool {
        self.key(at: index, equals: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    }

    /// Whether the string at `index` equals `text`, without creating a `String`.
    package func string(at index: Int, equals text: String) -> Bool {
        var text = text
        return text.withUTF8 { key(at: index, equals: $0) }
    }

    @inlinable func key(at index: Int, equals key: UnsafeBufferPointer<UInt8>) -> Bool {
        let token = tokens[index]
        guard token.flags & 1 == 0 else { return string(at: index).utf8.elementsEqual(key) }
        guard Int(token.length) == key.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let text = buffer.baseAddress! + Int(token.start)
            var offset = 0
            while offset < key.count {
                guard text[offset] == key[offset] else { return false }
                offset += 1
            }
            return true
        }
    }

    /// The string at `index` (a string token), unescaped; invalid UTF-8 is repaired.
    @usableFromInline package func string(at index: Int) -> String {
        let token = tokens[index]
        return bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.start + token.length)])
            return token.flags & 1 == 0 ? String(decoding: raw, as: UTF8.self) : JSONEscaping.unescaped(raw)
        }
    }

    /// The raw text of the scalar at `index` (a number's digits, `true`, a string's contents).
    package func text(at index: Int) -> String {
        switch tokens[index].kind {
        case .string, .number: string(at: index)
        case .bool: tokens[index].flags & 1 == 1 ? "true" : "false"
        case .null: "null"
        case .array: "[…]"
        case .object: "{…}"
        }
    }

    /// Calls `body` with the raw bytes of the string or number at `index` (no unescaping).
    package func withRawBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let token = tokens[index]
        return bytes.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.start + token.length)]))
        }
    }

    /// The number at `index` as an integer when it is one (`42`, `-7`, `42.0`, `1e3`) and fits
    /// an `Int`, else nil.
    @inlinable package func integer(at index: Int) -> Int? {
        let token = tokens[index]
        guard token.kind == .number else { return nil }
        if token.flags & 1 == 1 {
            return bytes.withUnsafeBufferPointer { buffer in
                var offset = Int(token.start)
                let end = offset + Int(token.length)
                let negative = buffer[offset] == UInt8(ascii: "-")
                if negative { offset += 1 }
                // Counted towards the negative side, which holds one more value (Int.min).
                var value = 0
                while offset < end {
                    let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
                    let (next, overflowDigit) = shifted.subtractingReportingOverflow(Int(buffer[offset] &- UInt8(ascii: "0")))
                    guard !overflowShift, !overflowDigit else { return nil }
                    value = next
                    offset += 1
                }
                if negative { return value }
                return value == .min ? nil : -value
            }
        }
        guard let double = double(at: index), double.rounded() == double else { return nil }
        return Int(exactly: double)
    }

    /// The number at `index` as a `UInt64` when it is a whole number in its range, else nil.
    package func unsignedInteger(at index: Int) -> UInt64? {
        let token = tokens[index]
        guard token.kind == .number else { return nil }
        guard token.flags & 1 == 1 else { return double(at: index).flatMap { UInt64(exactly: $0) } }
        return bytes.withUnsafeBufferPointer { buffer in
            var offset = Int(token.start)
            let end = offset + Int(token.length)
            if buffer[offset] == UInt8(ascii: "-") {
                // `-0` is zero; any other negative number is out of range.
                return token.length == 2 && buffer[offset + 1] == UInt8(ascii: "0") ? 0 : nil
            }
            var value: UInt64 = 0
            while offset < end {
                let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
                let (next, overflowDigit) = shifted.addingReportingOverflow(UInt64(buffer[offset] &- UInt8(ascii: "0")))
                guard !overflowShift, !overflowDigit else { return nil }
                value = next
                offset += 1
            }
            return value
        }
    }

    /// The number at `index` as a `Double` (the nearest one; out of range is infinite).
    @usableFromInline package func double(at index: Int) -> Double? {
        let token = tokens[index]
        guard token.kind == .number else { return nil }
        if token.flags & 1 == 1, token.length <= 15, let integer = integer(at: index) { return Double(integer) }
        return Double(string(at: index))
    }

    @inlinable package func bool(at index: Int) -> Bool { tokens[index].flags & 1 == 1 }

    /// The value at `index` as a ``JSONValue`` tree (the first of repeated keys). An opaque row
    /// (a tape parsed with ``init(parsingRowsOf:)``) is parsed first; one that is not JSON is null.
    package func value(at index: Int) -> JSONValue {
        if isOpaque(at: index) {
            guard let (tape, element) = try? element(at: index) else { return .null }
            return tape.value(at: element)
        }
        switch kind(at: index) {
        case .null: return .null
        case .bool: return .bool(bool(at: index))
        case .number: return double(at: index).map(JSONValue.number) ?? .null
        case .string: return .string(string(at: index))
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(count(at: index))
            var element = index + 1
            for _ in 0..<count(at: index) {
                elements.append(value(at: element))
                element = end(of: element)
            }
            return .array(elements)
        case .object:
            var members: [String: JSONValue] = [:]
            members.reserveCapacity(count(at: index))
            var key = index + 1
            for _ in 0..<count(at: index) {
                let name = string(at: key)
                if members[name] == nil { members[name] = value(at: key + 1) }
                key = end(of: key + 1)
            }
            return .object(members)
        }
    }
}
