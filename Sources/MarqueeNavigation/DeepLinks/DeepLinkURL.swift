/// A link split into decoded path segments and query items.
struct DeepLinkURL {
    var segments: [String]
    var query: [String: String]

    /// Parses `marquee://radarr/movie/42?x=1`, `/radarr/movie/42` or `radarr/movie/42`.
    init(parsing text: String, scheme: String) throws(DeepLinkError) {
        guard !text.isEmpty else { throw .malformed(url: text, reason: "the link is empty") }
        if let bad = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control || $0 == " " }) {
            throw .malformed(url: text, reason: "contains \(bad == " " ? "a space" : "a control character")")
        }
        var rest = Substring(text)
        if let range = rest.range(of: "://") {
            let found = rest[..<range.lowerBound]
            guard found.lowercased() == scheme.lowercased() else { throw .wrongScheme(url: text, expected: scheme) }
            rest = rest[range.upperBound...]
        }
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var queryText: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        if rest.hasPrefix("/") { rest = rest.dropFirst() }
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        var segments: [String] = []
        if !rest.isEmpty {
            for raw in rest.split(separator: "/", omittingEmptySubsequences: false) {
                guard !raw.isEmpty else { throw .malformed(url: text, reason: "empty path segment") }
                guard let decoded = Self.decode(raw) else {
                    throw .malformed(url: text, reason: "bad percent-encoding in '\(raw)'")
                }
                segments.append(decoded)
            }
        }
        var query: [String: String] = [:]
        for item in queryText.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(pair[0]), !name.isEmpty,
                  let value = pair.count == 2 ? Self.decode(pair[1], plusIsSpace: true) : "" else {
                throw .malformed(url: text, reason: "bad query item '\(item)'")
            }
            guard query.updateValue(value, forKey: name) == nil else {
                throw .malformed(url: text, reason: "query parameter '\(name)' appears twice")
            }
        }
        self.segments = segments
        self.query = query
    }

    static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String? {
        guard text.contains("%") || (plusIsSpace && text.contains("+")) else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
