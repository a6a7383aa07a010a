import Foundation

/// Generators of hostile inputs for the fuzz suite: valid inputs bent in the ways that broke
/// Marquee before (ids past 32 and 64 bits, huge links, control characters, deep stacks,
/// credentials in URLs) plus random byte damage.
enum FuzzInput {
    /// Parameter values: ids at and past every integer boundary, and junk.
    static let values = [
        "42", "0", "-1", "2147483647", "2147483648", "4294967296", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "99999999999999999999999", "1e9", "0x10", "+5", " 5", "٥", "NaN", "",
        "%1B%5B2J", "%00", "%ZZ", "%", "%C3%A9", "%FF%FE", "dune", "千と千尋", "a%2Fb", "\u{1B}[2J", "\u{7}", "\u{0}",
        "..", "a b", "🎬", "guid-" + String(repeating: "x", count: 300),
    ]

    /// A link: a registered pattern filled with hostile values, then sometimes damaged.
    static func link(patterns: [String], using random: inout SeededRandom) -> String {
        var link: String
        switch random.next(below: 10) {
        case 0:
            // Huge: over the limit, or just under it.
            let size = random.chance(50) ? 4_096 + random.next(below: 200_000) : 3_000 + random.next(below: 1_096)
            link = "/radarr/movie/" + String(repeating: random.pick(["9", "a/", "%41", "é"]), count: size / 2)
        case 1:
            link = String(decoding: (0..<random.next(below: 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, as: UTF8.self)
        default:
            let pattern = random.pick(patterns)
            let parts = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            link = parts[0].split(separator: "/").map { segment in
                segment.hasPrefix(":") ? random.pick(values) : String(segment)
            }.reduce("") { $0 + "/" + $1 }
            if parts.count == 2, random.chance(60) {
                let names = parts[1].split(separator: "&").map(String.init) + ["unknown"]
                link +=
                    "?"
                    + (0...random.next(below: 3)).map { _ in random.pick(names) + "=" + random.pick(values) }
                    .joined(separator: "&")
            }
            if random.chance(30) { link = random.pick(["marquee:/", "MARQUEE:/", "http:/", "marquee:"]) + link }
        }
        if random.chance(25) { link = damaged(link, using: &random) }
        return link
    }

    /// A snapshot: a valid one with its numbers, strings and lists bent, or its bytes damaged.
    ///
    /// - Parameter deep: Valid snapshots with stacks around the depth limit.
    static func snapshot(from valid: String, deep: [String], using random: inout SeededRandom) -> String {
        var text = valid
        switch random.next(below: 24) {
        case 0, 11...16:
            text = replacingNumbers(in: text, using: &random)
        case 1, 2:
            // A deep stack, at, under or over the limit.
            text = random.pick(deep)
        case 3, 4:
            // Deep nesting.
            let depth = random.pick([100, 511, 512, 5_000])
            text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        case 5...10:
            text = text.replacingOccurrences(
                of: random.pick(["\"schemaVersion\":2", "\"tabs\"", "\"stack\"", "\"route\"", "\"text\":\"", "\"modals\":["]),
                with: random.pick(["\"schemaVersion\":1", "\"schemaVersion\":99", "\"x\"", "\"text\":\"\\u001b", "\"modals\":[{},"]))
        default:
            break
        }
        if random.chance(50) { text = damaged(text, using: &random) }
        return text
    }

    /// Every number in `text` replaced by a boundary value now and then.
    private static func replacingNumbers(in text: String, using random: inout SeededRandom) -> String {
        var result = ""
        var digits = ""
        func flush(_ random: inout SeededRandom) {
            guard !digits.isEmpty else { return }
            result +=
                random.chance(40)
                ? random.pick([
                    "-1", "0", "1e300", "18446744073709551615", "9007199254740993",
                    "9007199254740992", "2147483648", "1.5", "null", "\"7\"",
                ]) : digits
            digits = ""
        }
        for character in text {
            if character.isASCII && character.isNumber {
                digits.append(character)
            } else {
                flush(&random)
                result.append(character)
            }
        }
        flush(&random)
        return result
    }

    /// A configuration file: some instances with hostile names and URLs (credentials,
    /// `apikey=` parameters, control characters), sometimes damaged.
    static func configuration(password: String, apiKey: String, using random: inout SeededRandom) -> String {
        let names = ["home", "tv", "a\\e[2J", "", "x\\u0007y", "千", "home", String(repeating: "n", count: 300), "${KEY}", "${MISSING}"]
        let urls = [
            "http://nas:7878", "http://user:\(password)@nas:7878", "https://nas/?apikey=\(apiKey)",
            "ftp://nas", "nas:7878", "http://", "http://[::1]:7878", "http://nas:99999", "${KEY}", "http://nas/\\e]0;x\\a",
        ]
        var text = random.chance(30) ? "theme: \(random.pick(["dark", "light", "neon", "\"\\e[31m\""]))\n" : ""
        for kind in ["radarr", "sonarr", "lidarr"] where random.chance(60) {
            text += "\(kind):\n"
            for _ in 0..<random.next(below: 5) {
                text += "  - name: \"\(random.pick(names))\"\n    url: \"\(random.pick(urls))\"\n"
                switch random.next(below: 4) {
                case 0: text += "    api_key: \(apiKey)\n"
                case 1: text += "    api_key: ${KEY}\n"
                case 2: text += "    api_key_file: \(random.pick(["/dev/null", "/dev/zero", "~/missing.key", "/etc"]))\n"
                default: text += "    headers: {X-Api-Key: \(apiKey)}\n    api_key: k\n"
                }
            }
        }
        if random.chance(40) { text = damaged(text, using: &random) }
        return text
    }

    /// `text` with a few bytes replaced, inserted or removed, or cut short.
    static func damaged(_ text: String, using random: inout SeededRandom) -> String {
        var bytes = Array(text.utf8)
        for _ in 0...random.next(below: 4) {
            guard !bytes.isEmpty else { break }
            let position = random.next(below: bytes.count)
            switch random.next(below: 4) {
            case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
            case 1: bytes.insert(random.pick(Array("{}[]\":,/?%&=#\u{1B}\u{0}\n -".utf8)), at: position)
            case 2: bytes.remove(at: position)
            default: bytes.removeSubrange(position...)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
