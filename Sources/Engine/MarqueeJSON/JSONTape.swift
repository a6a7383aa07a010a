import Foundation

/// A JSON body parsed in one pass into a flat tape of tokens that point back into the bytes.
///
/// Nothing is materialized while parsing: no dictionaries and no strings. A string or number
/// is read from the bytes only when a reader asks for it, so decoding a library costs one pass
/// over the body plus the fields the models carry. A container's token records how many
/// elements it has and where its subtree ends, so skipping a value is one step.
///
/// The structure is checked strictly (a truncated body or an HTML page is a ``SyntaxError``);
/// string contents are read leniently (invalid UTF-8 is repaired when a string is read), because
/// one odd character in an overview must not cost the whole list.
package final class JSONTape: Sendable {
    /// The kind of a JSON value, also used in decode reports ("a number").
    package enum Kind: UInt8, Sendable {
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

    package struct Token: Sendable {
        package var kind: Kind
        /// Strings: bit 0 = has escapes. Booleans: bit 0 = true. Numbers: bit 0 = plain integer.
        package var flags: UInt8
        /// Strings: the first byte after the quote; numbers: the first byte.
        package var start: UInt32
        /// Strings and numbers: the byte length; arrays and objects: the element count.
        package var length: UInt32
        /// The index of the token after this value's subtree.
        package var end: UInt32
    }

    /// Why a body is not JSON.
    package struct SyntaxError: Error, Sendable, CustomStringConvertible {
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
        }

        package let reason: Reason
        package let offset: Int

        package var description: String {
            switch reason {
            case .empty: "the body is empty"
            case .truncated: "the JSON ends early (byte \(offset))"
            case .unexpected(let byte): "unexpected \(Self.describe(byte)) at byte \(offset)"
            case .tooDeep: "nesting too deep at byte \(offset)"
            case .trailingText: "text after the JSON value at byte \(offset)"
            }
        }

        private static func describe(_ byte: UInt8) -> String {
            byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        }
    }

    package let bytes: [UInt8]
    package let tokens: [Token]

    /// The top-level value.
    package var root: Int { 0 }

    /// Parses `bytes` (nesting limited to 256 levels).
    package init(parsing bytes: [UInt8]) throws(SyntaxError) {
        self.bytes = bytes
        tokens = try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
            var parser = Parser(bytes: buffer, range: 0..<buffer.count)
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
                var parser = Parser(bytes: buffer, range: 0..<buffer.count, skimsElements: true, expectedTokens: 64)
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
    @inline(__always) package func isOpaque(at index: Int) -> Bool { tokens[index].flags & 2 != 0 }

    /// The value at `index` as a tape and the index of its token there: this tape when the value
    /// was parsed, else a new tape holding only that row, parsed strictly (the error's offset
    /// counts from the start of the whole body).
    package func element(at index: Int) throws(SyntaxError) -> (tape: JSONTape, index: Int) {
        let token = tokens[index]
        guard token.flags & 2 != 0 else { return (self, index) }
        let range = Int(token.start)..<Int(token.start + token.length)
        do {
            let tokens = try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
                var parser = Parser(bytes: buffer, range: range, expectedTokens: range.count / 8 + 4)
                return try parser.run()
            }
            return (JSONTape(bytes: bytes, tokens: tokens), 0)
        } catch {
            // Name the first problem of the whole body, as a strict parse of it would.
            _ = try JSONTape(parsing: bytes)
            throw error
        }
    }

    // MARK: Reading

    @inline(__always) package func kind(at index: Int) -> Kind { tokens[index].kind }

    /// The number of elements of the array, or members of the object, at `index`.
    @inline(__always) package func count(at index: Int) -> Int { Int(tokens[index].length) }

    /// The token after the subtree of the value at `index`.
    @inline(__always) package func end(of index: Int) -> Int { Int(tokens[index].end) }

    /// Whether the key token at `index` spells `key`.
    @inline(__always) package func key(at index: Int, equals key: StaticString) -> Bool {
        let token = tokens[index]
        let count = key.utf8CodeUnitCount
        guard Int(token.length) == count, token.flags & 1 == 0 else {
            return token.flags & 1 == 1 && string(at: index).utf8.elementsEqual(UnsafeBufferPointer(start: key.utf8Start, count: count))
        }
        return bytes.withUnsafeBufferPointer { buffer in
            memcmpEqual(buffer.baseAddress! + Int(token.start), key.utf8Start, count)
        }
    }

    /// The string at `index` (a string token), unescaped; invalid UTF-8 is repaired.
    package func string(at index: Int) -> String {
        let token = tokens[index]
        return bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.start + token.length)])
            return token.flags & 1 == 0 ? String(decoding: raw, as: UTF8.self) : Self.unescape(raw)
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

    /// The number at `index` as an integer when it is one (`42`, `-7`, `42.0`), else nil.
    package func integer(at index: Int) -> Int? {
        let token = tokens[index]
        guard token.kind == .number else { return nil }
        if token.flags & 1 == 1, token.length <= 18 {
            return bytes.withUnsafeBufferPointer { buffer in
                var offset = Int(token.start)
                let end = offset + Int(token.length)
                let negative = buffer[offset] == UInt8(ascii: "-")
                if negative { offset += 1 }
                var value = 0
                while offset < end {
                    value = value &* 10 &+ Int(buffer[offset] &- UInt8(ascii: "0"))
                    offset += 1
                }
                return negative ? -value : value
            }
        }
        guard let double = double(at: index), double.rounded() == double, abs(double) < 9.2e18 else { return nil }
        return Int(double)
    }

    /// The number at `index` as a `Double`.
    package func double(at index: Int) -> Double? {
        let token = tokens[index]
        guard token.kind == .number else { return nil }
        if token.flags & 1 == 1, token.length <= 15, let integer = integer(at: index) { return Double(integer) }
        return Double(string(at: index))
    }

    @inline(__always) package func bool(at index: Int) -> Bool { tokens[index].flags & 1 == 1 }

    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = 0
        var pendingHigh: UInt32?
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                output.append(byte)
                index += 1
                continue
            }
            let escaped = raw[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "u"):
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, index < raw.count, let digit = hexValue(raw[index]) {
                    code = code << 4 | digit
                    index += 1
                    digits += 1
                }
                if (0xD800..<0xDC00).contains(code) {
                    pendingHigh = code
                    continue
                }
                var scalarValue = code
                if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
                    scalarValue = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                }
                pendingHigh = nil
                output.append(contentsOf: String(Character(Unicode.Scalar(scalarValue) ?? "\u{FFFD}")).utf8)
            default: output.append(escaped)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Parsing

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var tokens: [Token] = []
        var offset: Int
        /// Where the text to parse ends.
        let limit: Int
        /// Whether objects and arrays that are elements of an array are skimmed into one
        /// opaque token (see ``JSONTape/init(parsingRowsOf:)``).
        let skimsElements: Bool

        init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, skimsElements: Bool = false, expectedTokens: Int? = nil) {
            self.bytes = bytes
            offset = range.lowerBound
            limit = range.upperBound
            self.skimsElements = skimsElements
            tokens.reserveCapacity(expectedTokens ?? (range.count / 12 + 4))
        }

        mutating func run() throws(SyntaxError) -> [Token] {
            guard limit < Int(UInt32.max) else { throw SyntaxError(reason: .unexpected(0), offset: Int(UInt32.max)) }
            let start = offset
            skipWhitespace()
            guard offset < limit else { throw SyntaxError(reason: .empty, offset: start) }
            try value(depth: 0)
            skipWhitespace()
            guard offset == limit else { throw SyntaxError(reason: .trailingText, offset: offset) }
            return tokens
        }

        @inline(__always) mutating func skipWhitespace() {
            while offset < limit {
                switch bytes[offset] {
                case 0x20, 0x0A, 0x0D, 0x09: offset += 1
                default: return
                }
            }
        }

        func failure() -> SyntaxError {
            offset >= limit ? SyntaxError(reason: .truncated, offset: offset) : SyntaxError(reason: .unexpected(bytes[offset]), offset: offset)
        }

        /// Reads what follows an object member or array element: `,` (more follow) or `closing`
        /// (the container ends, returns `true`); anything else fails where it stands.
        @inline(__always) mutating func endOfMember(closing: UInt8) throws(SyntaxError) -> Bool {
            skipWhitespace()
            guard offset < limit else { throw failure() }
            let separator = bytes[offset]
            guard separator == UInt8(ascii: ",") || separator == closing else { throw failure() }
            offset += 1
            return separator == closing
        }

        @inline(__always) mutating func expect(_ byte: UInt8) throws(SyntaxError) {
            skipWhitespace()
            guard offset < limit, bytes[offset] == byte else { throw failure() }
            offset += 1
        }

        mutating func value(depth: Int) throws(SyntaxError) {
            guard depth < 256 else { throw SyntaxError(reason: .tooDeep, offset: offset) }
            guard offset < limit else { throw failure() }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                let index = tokens.count
                tokens.append(Token(kind: .object, flags: 0, start: UInt32(offset), length: 0, end: 0))
                var count: UInt32 = 0
                skipWhitespace()
                if offset < limit, bytes[offset] == UInt8(ascii: "}") {
                    offset += 1
                } else {
                    while true {
                        skipWhitespace()
                        guard offset < limit, bytes[offset] == UInt8(ascii: "\"") else { throw failure() }
                        try string()
                        try expect(UInt8(ascii: ":"))
                        skipWhitespace()
                        try value(depth: depth + 1)
                        count += 1
                        if try endOfMember(closing: UInt8(ascii: "}")) { break }
                    }
                }
                tokens[index].length = count
                tokens[index].end = UInt32(tokens.count)
            case UInt8(ascii: "["):
                offset += 1
                let index = tokens.count
                tokens.append(Token(kind: .array, flags: 0, start: UInt32(offset), length: 0, end: 0))
                var count: UInt32 = 0
                skipWhitespace()
                if offset < limit, bytes[offset] == UInt8(ascii: "]") {
                    offset += 1
                } else {
                    while true {
                        skipWhitespace()
                        if skimsElements, offset < limit, bytes[offset] == UInt8(ascii: "{") || bytes[offset] == UInt8(ascii: "[") {
                            try skim()
                        } else {
                            try value(depth: depth + 1)
                        }
                        count += 1
                        if try endOfMember(closing: UInt8(ascii: "]")) { break }
                    }
                }
                tokens[index].length = count
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

        @inline(__always) mutating func append(_ kind: Kind, flags: UInt8 = 0, start: Int = 0, length: Int = 0) {
            tokens.append(Token(kind: kind, flags: flags, start: UInt32(start), length: UInt32(length), end: UInt32(tokens.count + 1)))
        }

        mutating func literal(_ word: StaticString) throws(SyntaxError) {
            let count = word.utf8CodeUnitCount
            for index in 0..<count {
                guard offset < limit, bytes[offset] == word.utf8Start[index] else { throw failure() }
                offset += 1
            }
        }

        mutating func number() throws(SyntaxError) {
            let start = offset
            var digits = 0
            var isInteger = true
            if offset < limit, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            scan: while offset < limit {
                switch bytes[offset] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
                case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): isInteger = false
                default: break scan
                }
                offset += 1
            }
            guard digits > 0 else {
                offset = start
                throw failure()
            }
            append(.number, flags: isInteger ? 1 : 0, start: start, length: offset - start)
        }

        /// Steps over the object or array at `offset` without checking it, only matching
        /// brackets and stepping over strings, and appends one opaque token for it: its kind,
        /// `flags` bit 1, and its byte range (`start`, `length`). It is parsed strictly when it
        /// is read (``JSONTape/element(at:)``).
        mutating func skim() throws(SyntaxError) {
            let start = offset
            var depth = 0
            while offset < limit {
                switch bytes[offset] {
                case UInt8(ascii: "\""):
                    offset += 1
                    try skipStringContents()
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        offset += 1
                        let kind: Kind = bytes[start] == UInt8(ascii: "{") ? .object : .array
                        tokens.append(
                            Token(
                                kind: kind, flags: 2, start: UInt32(start), length: UInt32(offset - start),
                                end: UInt32(tokens.count + 1)))
                        return
                    }
                default:
                    break
                }
                offset += 1
            }
            throw SyntaxError(reason: .truncated, offset: limit)
        }

        /// Moves `offset` from the first byte of a string's contents onto its closing quote,
        /// finding quotes with `memchr`.
        @inline(__always) mutating func skipStringContents() throws(SyntaxError) {
            let base = bytes.baseAddress!
            while true {
                guard offset < limit, let found = memchr(base + offset, Int32(UInt8(ascii: "\"")), limit - offset) else {
                    throw SyntaxError(reason: .truncated, offset: limit)
                }
                let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var backslashes = 0
                while quote - backslashes - 1 >= offset, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                offset = quote
                if backslashes % 2 == 0 { return }
                offset += 1
            }
        }

        mutating func string() throws(SyntaxError) {
            offset += 1  // the opening quote
            let start = offset
            var hasEscapes: UInt8 = 0
            let count = limit
            // Most strings have no escapes: find the closing quote with memchr, and check the
            // bytes before it hold no backslash.
            let base = bytes.baseAddress!
            if offset < count, let found = memchr(base + offset, Int32(UInt8(ascii: "\"")), count - offset) {
                let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memchr(base + offset, Int32(UInt8(ascii: "\\")), quote - offset) == nil {
                    offset = quote
                    append(.string, start: start, length: offset - start)
                    offset += 1  // the closing quote
                    return
                }
            }
            while offset < count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\") {
                    hasEscapes = 1
                    offset += 2
                    continue
                }
                offset += 1
            }
            guard offset < count else {
                offset = count
                throw failure()
            }
            append(.string, flags: hasEscapes, start: start, length: offset - start)
            offset += 1  // the closing quote
        }
    }
}

@inline(__always) private func memcmpEqual(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index < count {
        guard lhs[index] == rhs[index] else { return false }
        index += 1
    }
    return true
}
