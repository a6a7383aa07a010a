/// A link split into decoded path segments and query items.
struct DeepLinkURL {
    var segments: [String]
    var query: [String: String]

    /// Parses `marquee://radarr/movie/42?x=1`, `/radarr/movie/42` or `radarr/movie/42`.
    ///
    /// Works on the UTF-8 bytes in one pass; only segments with `%` escapes are decoded.
    init(parsing text: String, scheme: String) throws(DeepLinkError) {
        var text = text
        let parsed = text.withUTF8 { bytes in Self.parse(bytes, scheme: scheme) }
        switch parsed {
        case .success(let url): self = url
        case .failure(let failure): throw failure.error(for: text, scheme: scheme)
        }
    }

    private enum Failure: Error {
        case empty, space, control, wrongScheme, emptySegment, badEscape(String), badQueryItem(String), repeatedQuery(String)

        func error(for url: String, scheme: String) -> DeepLinkError {
            switch self {
            case .empty: .malformed(url: url, reason: "the link is empty")
            case .space: .malformed(url: url, reason: "contains a space")
            case .control: .malformed(url: url, reason: "contains a control character")
            case .wrongScheme: .wrongScheme(url: url, expected: scheme)
            case .emptySegment: .malformed(url: url, reason: "empty path segment")
            case .badEscape(let segment): .malformed(url: url, reason: "bad percent-encoding in '\(segment)'")
            case .badQueryItem(let item): .malformed(url: url, reason: "bad query item '\(item)'")
            case .repeatedQuery(let name): .malformed(url: url, reason: "query parameter '\(name)' appears twice")
            }
        }
    }

    private init(segments: [String], query: [String: String]) {
        self.segments = segments
        self.query = query
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, scheme: String) -> Result<DeepLinkURL, Failure> {
        guard !bytes.isEmpty else { return .failure(.empty) }
        var end = bytes.count
        var pathStart = 0
        var queryStart: Int?
        var schemeEnd: Int?
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte == 0x20 { return .failure(.space) }
            if byte < 0x20 || byte == 0x7F { return .failure(.control) }
            if byte == UInt8(ascii: "#") {
                end = index
                break
            }
            if byte == UInt8(ascii: "?") && queryStart == nil { queryStart = index + 1 }
            if byte == UInt8(ascii: ":") && schemeEnd == nil && queryStart == nil && index + 2 < bytes.count
                && bytes[index + 1] == UInt8(ascii: "/") && bytes[index + 2] == UInt8(ascii: "/")
            {
                schemeEnd = index
            }
        }
        if let schemeEnd {
            let found = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<schemeEnd]), as: UTF8.self)
            guard found.lowercased() == scheme.lowercased() else { return .failure(.wrongScheme) }
            pathStart = schemeEnd + 3
        }
        let pathEnd = Swift.min(end, (queryStart ?? end + 1) - 1)
        var segments: [String] = []
        var start = pathStart
        if start < pathEnd && bytes[start] == UInt8(ascii: "/") { start += 1 }
        var stop = pathEnd
        if stop > start && bytes[stop - 1] == UInt8(ascii: "/") { stop -= 1 }
        if start < stop {
            var segmentStart = start
            for index in start...stop where index == stop || bytes[index] == UInt8(ascii: "/") {
                guard index > segmentStart else { return .failure(.emptySegment) }
                let raw = UnsafeBufferPointer(rebasing: bytes[segmentStart..<index])
                guard let segment = decode(raw, plusIsSpace: false) else {
                    return .failure(.badEscape(String(decoding: raw, as: UTF8.self)))
                }
                segments.append(segment)
                segmentStart = index + 1
            }
        }
        var query: [String: String] = [:]
        if let queryStart, queryStart < end {
            var itemStart = queryStart
            for index in queryStart...end where index == end || bytes[index] == UInt8(ascii: "&") {
                defer { itemStart = index + 1 }
                guard index > itemStart else { continue }
                let item = UnsafeBufferPointer(rebasing: bytes[itemStart..<index])
                let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.count
                guard equals > 0,
                    let name = decode(UnsafeBufferPointer(rebasing: item[0..<equals]), plusIsSpace: true),
                    let value = equals < item.count
                        ? decode(UnsafeBufferPointer(rebasing: item[(equals + 1)...]), plusIsSpace: true) : ""
                else {
                    return .failure(.badQueryItem(String(decoding: item, as: UTF8.self)))
                }
                guard query.updateValue(value, forKey: name) == nil else { return .failure(.repeatedQuery(name)) }
            }
        }
        return .success(DeepLinkURL(segments: segments, query: query))
    }

    /// Decodes `%XX` escapes (and `+` as a space in query items); `nil` for a bad escape or
    /// bytes that are not UTF-8.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> String? {
        guard bytes.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count,
                    let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { return nil }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return String(validating: decoded, as: UTF8.self)
    }

    static func encode(_ text: String) -> String {
        // Most values (ids, words) need no escape: keep the text as it is.
        if text.utf8.allSatisfy(isUnreserved) { return text }
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

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
            true
        default: false
        }
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
