import Foundation

/// Parses JSON text into ``JSONTape`` tokens (RFC 8259), iterating over the bytes once.
struct JSONTapeParser {
    typealias Token = JSONTape.Token
    typealias SyntaxError = JSONTape.SyntaxError

    let bytes: UnsafeBufferPointer<UInt8>
    var tokens: [Token] = []
    var offset: Int
    /// Where the text to parse ends.
    let limit: Int
    let strings: JSONTape.StringChecking
    /// Whether objects and arrays that are elements of an array are skimmed into one opaque
    /// token (see ``JSONTape/init(parsingRowsOf:)``).
    let skimsElements: Bool

    init(
        bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, strings: JSONTape.StringChecking, skimsElements: Bool = false,
        expectedTokens: Int? = nil
    ) {
        self.bytes = bytes
        offset = range.lowerBound
        limit = range.upperBound
        self.strings = strings
        self.skimsElements = skimsElements
        // One token per 8 bytes covers dense documents (snapshots: short keys and numbers)
        // without regrowing the tape.
        tokens.reserveCapacity(expectedTokens ?? (range.count / 8 + 4))
    }

    mutating func run() throws(SyntaxError) -> [Token] {
        guard limit < Int(UInt32.max) else { throw SyntaxError(reason: .tooLarge, offset: 0) }
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

    /// The error for the byte at `offset`: the end of the text, or a character out of place.
    func failure(in container: JSONTape.Kind? = nil) -> SyntaxError {
        offset >= limit
            ? SyntaxError(reason: .truncated, offset: limit, container: container)
            : SyntaxError(reason: .unexpected(bytes[offset]), offset: offset)
    }

    /// Reads what follows an object member or array element: `,` (more follow) or `closing`
    /// (the container ends, returns `true`); anything else fails where it stands.
    @inline(__always) mutating func endOfMember(closing: UInt8, in container: JSONTape.Kind) throws(SyntaxError) -> Bool {
        skipWhitespace()
        guard offset < limit else { throw failure(in: container) }
        let separator = bytes[offset]
        guard separator == UInt8(ascii: ",") || separator == closing else { throw failure(in: container) }
        offset += 1
        return separator == closing
    }

    mutating func value(depth: Int) throws(SyntaxError) {
        guard depth < JSONTape.maximumDepth else { throw SyntaxError(reason: .tooDeep, offset: offset) }
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
                    guard offset < limit, bytes[offset] == UInt8(ascii: "\"") else { throw failure(in: .object) }
                    try string()
                    skipWhitespace()
                    guard offset < limit, bytes[offset] == UInt8(ascii: ":") else { throw failure(in: .object) }
                    offset += 1
                    skipWhitespace()
                    try value(depth: depth + 1)
                    count += 1
                    if try endOfMember(closing: UInt8(ascii: "}"), in: .object) { break }
                }
            }
            tokens[index].length = count
            tokens[index].end = UInt32(tokens.count)
            if strings == .strict, count > 1 { try checkKeysAreUnique(object: index) }
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
                    if try endOfMember(closing: UInt8(ascii: "]"), in: .array) { break }
                }
            }
            tokens[index].length = count
            tokens[index].end = UInt32(tokens.count)
        case UInt8(ascii: "\""):
            try string()
        case UInt8(ascii: "t"):
            try literal("true")
            append(.bool, flags: 1, start: offset - 4, length: 4)
        case UInt8(ascii: "f"):
            try literal("false")
            append(.bool, start: offset - 5, length: 5)
        case UInt8(ascii: "n"):
            try literal("null")
            append(.null, start: offset - 4, length: 4)
        default:
            try number()
        }
    }

    @inline(__always) mutating func append(_ kind: JSONTape.Kind, flags: UInt8 = 0, start: Int = 0, length: Int = 0) {
        tokens.append(Token(kind: kind, flags: flags, start: UInt32(start), length: UInt32(length), end: UInt32(tokens.count + 1)))
    }

    mutating func literal(_ word: StaticString) throws(SyntaxError) {
        let start = offset
        for index in 0..<word.utf8CodeUnitCount {
            guard offset < limit, bytes[offset] == word.utf8Start[index] else {
                // A misspelt word fails where it starts, a cut one where the text ends.
                if offset < limit { offset = start }
                throw failure()
            }
            offset += 1
        }
    }

    @inline(__always) private func isDigit(at position: Int) -> Bool {
        position < limit && bytes[position] &- UInt8(ascii: "0") < 10
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func number() throws(SyntaxError) {
        let start = offset
        if offset < limit, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard isDigit(at: offset) else {
            if offset < limit { offset = start }
            throw failure()
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            while isDigit(at: offset) { offset += 1 }
        }
        var isInteger = true
        if offset < limit, bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard isDigit(at: offset) else { throw failure() }
            while isDigit(at: offset) { offset += 1 }
        }
        if offset < limit, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            offset += 1
            if offset < limit, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard isDigit(at: offset) else { throw failure() }
            while isDigit(at: offset) { offset += 1 }
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
                    let kind: JSONTape.Kind = bytes[start] == UInt8(ascii: "{") ? .object : .array
                    tokens.append(
                        Token(kind: kind, flags: 2, start: UInt32(start), length: UInt32(offset - start), end: UInt32(tokens.count + 1)))
                    return
                }
            default:
                break
            }
            offset += 1
        }
        throw SyntaxError(reason: .truncated, offset: limit, container: bytes[start] == UInt8(ascii: "{") ? .object : .array)
    }

    /// Moves `offset` from the first byte of a string's contents onto its closing quote,
    /// finding quotes with `memchr`.
    @inline(__always) mutating func skipStringContents() throws(SyntaxError) {
        let base = bytes.baseAddress!
        while true {
            guard offset < limit, let found = memchr(base + offset, Int32(UInt8(ascii: "\"")), limit - offset) else {
                throw SyntaxError(reason: .truncated, offset: limit, container: .string)
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
        let base = bytes.baseAddress!
        // Most strings have no escapes: find the closing quote with memchr, and check the
        // bytes before it hold no backslash.
        if strings == .lenient, offset < limit, let found = memchr(base + offset, Int32(UInt8(ascii: "\"")), limit - offset) {
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memchr(base + offset, Int32(UInt8(ascii: "\\")), quote - offset) == nil {
                offset = quote
                append(.string, start: start, length: offset - start)
                offset += 1  // the closing quote
                return
            }
        }
        var hasEscapes: UInt8 = 0
        var isASCII = true
        while offset < limit {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = 1
                offset += 2
                continue
            }
            if byte < 0x20, strings == .strict { throw invalidString("control character in a string") }
            if byte >= 0x80 { isASCII = false }
            offset += 1
        }
        guard offset < limit else { throw SyntaxError(reason: .truncated, offset: limit, container: .string) }
        if strings == .strict {
            let raw = UnsafeBufferPointer(rebasing: bytes[start..<offset])
            if hasEscapes == 1 {
                if let problem = JSONEscaping.problem(in: raw) {
                    throw SyntaxError(reason: .invalidString(problem.message), offset: start + problem.offset)
                }
            } else if !isASCII, String(validating: raw, as: UTF8.self) == nil {
                throw SyntaxError(reason: .invalidString("invalid UTF-8 in a string"), offset: start)
            }
        }
        append(.string, flags: hasEscapes, start: start, length: offset - start)
        offset += 1  // the closing quote
    }

    private func invalidString(_ detail: String) -> SyntaxError { SyntaxError(reason: .invalidString(detail), offset: offset) }

    /// Throws ``JSONTape/SyntaxError/Reason/repeatedKey`` when two keys of the object at
    /// `object` spell the same text. Small objects compare their keys' bytes pairwise, larger
    /// ones go through a set: linear in the keys either way.
    private func checkKeysAreUnique(object: Int) throws(SyntaxError) {
        let count = Int(tokens[object].length)
        if count > 8 {
            var seen = Set<String>(minimumCapacity: count)
            var key = object + 1
            for _ in 0..<count {
                guard seen.insert(text(ofKey: key)).inserted else { throw SyntaxError(reason: .repeatedKey, offset: Int(tokens[key].start) - 1) }
                key = Int(tokens[key + 1].end)
            }
            return
        }
        var first = object + 1
        for ordinal in 0..<count {
            var second = Int(tokens[first + 1].end)
            for _ in (ordinal + 1)..<count {
                if sameKey(first, second) { throw SyntaxError(reason: .repeatedKey, offset: Int(tokens[second].start) - 1) }
                second = Int(tokens[second + 1].end)
            }
            first = Int(tokens[first + 1].end)
        }
    }

    private func text(ofKey key: Int) -> String {
        let token = tokens[key]
        let raw = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.start + token.length)])
        return token.flags & 1 == 0 ? String(decoding: raw, as: UTF8.self) : JSONEscaping.unescaped(raw)
    }

    @inline(__always) private func sameKey(_ first: Int, _ second: Int) -> Bool {
        let one = tokens[first], other = tokens[second]
        guard one.flags & 1 == 0, other.flags & 1 == 0 else { return text(ofKey: first) == text(ofKey: second) }
        guard one.length == other.length else { return false }
        return memcmp(bytes.baseAddress! + Int(one.start), bytes.baseAddress! + Int(other.start), Int(one.length)) == 0
    }
}
