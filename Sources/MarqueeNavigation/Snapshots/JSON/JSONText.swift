/// Writes and reads JSON text for ``JSONValue`` trees: a small, allocation-light path used by
/// snapshots (Foundation's coders spend most of their time in generic machinery).
enum JSONText {
    /// Serializes `value` with object keys sorted, so equal states give equal bytes.
    static func bytes(of value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(value, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number):
            if number == number.rounded(.towardZero), abs(number) < 9.007_199_254_740_992e15 {
                output.append(contentsOf: String(Int64(number)).utf8)
            } else {
                output.append(contentsOf: "\(number)".utf8)
            }
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                write(member.value, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: "\\u00".utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// A syntax error: what was expected and at which byte offset.
    struct SyntaxError: Error, CustomStringConvertible {
        let message: String
        let offset: Int
        var description: String { "not valid JSON: \(message) at byte \(offset)" }
    }

    /// Parses JSON text (RFC 8259; nesting limited to 512 levels).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> JSONValue {
        var reader = Reader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.offset == bytes.count else { throw SyntaxError(message: "unexpected text after the document", offset: reader.offset) }
        return value
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func skipWhitespace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x0A, 0x0D, 0x09: offset += 1
                default: return
                }
            }
        }

        func fail(_ message: String) -> SyntaxError { SyntaxError(message: message, offset: offset) }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
            guard depth < 512 else { throw fail("nesting too deep") }
            guard offset < bytes.count else { throw fail(offset == 0 ? "the document is empty" : "unexpected end") }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                var members: [String: JSONValue] = [:]
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
                while true {
                    skipWhitespace()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw fail("expected a key") }
                    let key = try string()
                    skipWhitespace()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                    offset += 1
                    skipWhitespace()
                    members[key] = try value(depth: depth + 1)
                    skipWhitespace()
                    guard offset < bytes.count else { throw fail("unexpected end in an object") }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                    if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
                    throw fail("expected ',' or '}'")
                }
            case UInt8(ascii: "["):
                offset += 1
                var elements: [JSONValue] = []
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(elements) }
                while true {
                    skipWhitespace()
                    elements.append(try value(depth: depth + 1))
                    skipWhitespace()
                    guard offset < bytes.count else { throw fail("unexpected end in an array") }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                    if bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(elements) }
                    throw fail("expected ',' or ']'")
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default:
                return try number()
            }
        }

        mutating func literal(_ word: StaticString, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
            let count = word.utf8CodeUnitCount
            guard offset + count <= bytes.count,
                  (0..<count).allSatisfy({ bytes[offset + $0] == word.utf8Start[$0] }) else { throw fail("unexpected character") }
            offset += count
            return value
        }

        mutating func number() throws(SyntaxError) -> JSONValue {
            let start = offset
            scan: while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
                     UInt8(ascii: "e"), UInt8(ascii: "E"):
                    offset += 1
                default:
                    break scan
                }
            }
            let digits = UnsafeBufferPointer(rebasing: bytes[start..<offset])
            if !digits.isEmpty, digits.count < 16, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                return .number(Double(digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }))
            }
            let text = String(decoding: digits, as: UTF8.self)
            guard !text.isEmpty, let number = Double(text) else {
                offset = start
                throw fail("unexpected character")
            }
            return .number(number)
        }

        mutating func string() throws(SyntaxError) -> String {
            offset += 1  // opening quote
            let start = offset
            var hasEscapes = false
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\") { hasEscapes = true; offset += 2; continue }
                if byte < 0x20 { throw fail("control character in a string") }
                offset += 1
            }
            guard offset < bytes.count else { throw fail("unterminated string") }
            let raw = UnsafeBufferPointer(rebasing: bytes[start..<offset])
            offset += 1  // closing quote
            guard hasEscapes else {
                guard let text = String(validating: raw, as: UTF8.self) else { throw fail("invalid UTF-8 in a string") }
                return text
            }
            return try unescape(raw, at: start)
        }

        func unescape(_ raw: UnsafeBufferPointer<UInt8>, at start: Int) throws(SyntaxError) -> String {
            var output: [UInt8] = []
            var index = 0
            var pendingHigh: UInt32?
            while index < raw.count {
                let byte = raw[index]
                guard byte == UInt8(ascii: "\\") else { output.append(byte); index += 1; continue }
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
                    if (0xD800..<0xDC00).contains(code) { pendingHigh = code; continue }
                    if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
                        scalarValue = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                    }
                    pendingHigh = nil
                    guard let scalar = Unicode.Scalar(scalarValue) else { throw SyntaxError(message: "bad \\u escape", offset: start + index) }
                    output.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw SyntaxError(message: "bad escape", offset: start + index)
                }
            }
            guard let text = String(validating: output, as: UTF8.self) else { throw SyntaxError(message: "invalid UTF-8 in a string", offset: start) }
            return text
        }
    }
}
