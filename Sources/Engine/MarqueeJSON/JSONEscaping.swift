/// JSON string escapes (RFC 8259 §7), both ways: the one place that writes and reads them.
///
/// Writing escapes `"`, `\` and every control character (U+0000–U+001F and DEL), so that the
/// text is valid JSON and safe to print to a terminal. Reading turns escapes back into
/// characters; a surrogate escape that is not half of a pair (`\uD800` alone) reads as U+FFFD,
/// as does invalid UTF-8.
package enum JSONEscaping {
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `text` as a JSON string literal, quotes included.
    package static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var clean = 0  // the first byte not yet copied
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean..<index]))
                clean = index + 1
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                default:
                    bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                    bytes.append(hexDigits[Int(byte >> 4)])
                    bytes.append(hexDigits[Int(byte & 0xF)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The contents of a string literal (between its quotes) with its escapes read. Never
    /// fails: an unknown escape reads as the escaped character, a short `\u` as the digits it
    /// has, an unpaired surrogate and invalid UTF-8 as U+FFFD.
    package static func unescaped(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = 0
        var pendingHigh: UInt32?
        func flushPendingHigh() {
            if pendingHigh != nil { output.append(contentsOf: replacement) }
            pendingHigh = nil
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                flushPendingHigh()
                output.append(byte)
                index += 1
                continue
            }
            let escaped = raw[index + 1]
            index += 2
            guard escaped == UInt8(ascii: "u") else {
                flushPendingHigh()
                switch escaped {
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                default: output.append(escaped)
                }
                continue
            }
            var code: UInt32 = 0
            var digits = 0
            while digits < 4, index < raw.count, let digit = hexValue(raw[index]) {
                code = code << 4 | digit
                index += 1
                digits += 1
            }
            switch code {
            case 0xD800..<0xDC00:
                flushPendingHigh()
                pendingHigh = code
            case 0xDC00..<0xE000:
                if let high = pendingHigh {
                    appendUTF8(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00), to: &output)
                    pendingHigh = nil
                } else {
                    output.append(contentsOf: replacement)
                }
            default:
                flushPendingHigh()
                appendUTF8(code, to: &output)
            }
        }
        flushPendingHigh()
        return String(decoding: output, as: UTF8.self)
    }

    /// The first thing in a string literal's contents that RFC 8259 does not allow (a control
    /// character, an unknown or short escape, invalid UTF-8) and its offset in `raw`; nil when
    /// it is valid. Unpaired surrogate escapes are allowed (they read as U+FFFD).
    package static func problem(in raw: UnsafeBufferPointer<UInt8>) -> (message: String, offset: Int)? {
        var index = 0
        var isASCII = true
        while index < raw.count {
            let byte = raw[index]
            if byte < 0x20 { return ("control character in a string", index) }
            if byte >= 0x80 { isASCII = false }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            guard index + 1 < raw.count else { return ("bad escape", index) }
            switch raw[index + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
                UInt8(ascii: "r"), UInt8(ascii: "t"):
                index += 2
            case UInt8(ascii: "u"):
                guard index + 6 <= raw.count, (2..<6).allSatisfy({ hexValue(raw[index + $0]) != nil }) else { return ("bad \\u escape", index) }
                index += 6
            default:
                return ("bad escape", index)
            }
        }
        if !isASCII, String(validating: raw, as: UTF8.self) == nil { return ("invalid UTF-8 in a string", 0) }
        return nil
    }

    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    private static func appendUTF8(_ value: UInt32, to output: inout [UInt8]) {
        switch value {
        case 0..<0x80: output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(0xC0 | UInt8(value >> 6))
            output.append(0x80 | UInt8(value & 0x3F))
        case 0x800..<0x10000:
            output.append(0xE0 | UInt8(value >> 12))
            output.append(0x80 | UInt8(value >> 6 & 0x3F))
            output.append(0x80 | UInt8(value & 0x3F))
        default:
            output.append(0xF0 | UInt8(value >> 18))
            output.append(0x80 | UInt8(value >> 12 & 0x3F))
            output.append(0x80 | UInt8(value >> 6 & 0x3F))
            output.append(0x80 | UInt8(value & 0x3F))
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
