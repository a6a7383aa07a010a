/// Defence in depth for every text Marquee shows or logs: masks secrets even where a caller
/// forgot to wrap them in a ``Secret``.
///
/// - credentials in URLs: `http://user:pass@nas:7878` becomes `http://••••@nas:7878`;
/// - API-key-like query parameters and assignments: `apikey=…`, `api_key=…`, `api-key=…`,
///   `x-api-key=…`, `token=…`, `access_token=…`, `password=…` (any case) keep their name and
///   lose their value;
/// - anything that looks like an API key: a run of 32 or more hexadecimal characters, not all
///   of them digits (a long number is an id, not a key).
///
/// One pass over the text: linear in its length.
public enum Redaction {
    /// Names whose value is masked in `name=value`.
    static let secretParameterNames: Set<String> = [
        "apikey", "api_key", "api-key", "x-api-key", "token", "access_token", "password",
    ]

    /// `text` with every secret described above replaced by ``Secret/mask``.
    public static func redact(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        var hexRun: [Unicode.Scalar] = []
        func flushHexRun() {
            // A run of digits alone is a number (a 38-digit id), not a key.
            if hexRun.count >= 32, hexRun.contains(where: { !("0"..."9").contains($0) }) {
                result.append(contentsOf: Secret.mask.unicodeScalars)
            } else {
                result.append(contentsOf: hexRun)
            }
            hexRun.removeAll(keepingCapacity: true)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if let end = userInfoEnd(in: scalars, schemeSeparatorAt: index) {
                flushHexRun()
                result.append(contentsOf: "://".unicodeScalars)
                result.append(contentsOf: Secret.mask.unicodeScalars)
                result.append("@")
                index = end + 1
                continue
            }
            if scalar == "=", let name = parameterName(in: scalars, endingBefore: index),
                secretParameterNames.contains(name.lowercased())
            {
                flushHexRun()
                result.append("=")
                index += 1
                if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                    // A quoted value: masked up to its closing quote.
                    let quote = scalars[index]
                    result.append(quote)
                    result.append(contentsOf: Secret.mask.unicodeScalars)
                    index += 1
                    while index < scalars.count, scalars[index] != quote, scalars[index] != "\n" { index += 1 }
                    continue
                }
                result.append(contentsOf: Secret.mask.unicodeScalars)
                while index < scalars.count, !isValueEnd(scalars[index]) { index += 1 }
                continue
            }
            if Character(scalar).isHexDigit {
                hexRun.append(scalar)
            } else {
                flushHexRun()
                result.append(scalar)
            }
            index += 1
        }
        flushHexRun()
        return String(result)
    }

    /// `url`'s text with its user and password masked (`http://••••@nas:7878`), for showing a
    /// configured server's address.
    public static func displayText(of url: String) -> String {
        redact(url)
    }

    /// When `scalars[index...]` starts `://user:pass@`, the index of that `@` (the user info
    /// ends at the first `/`, `?`, `#`, space or quote).
    private static func userInfoEnd(in scalars: [Unicode.Scalar], schemeSeparatorAt index: Int) -> Int? {
        guard scalars[index] == ":", index + 2 < scalars.count, scalars[index + 1] == "/", scalars[index + 2] == "/" else {
            return nil
        }
        var position = index + 3
        while position < scalars.count {
            switch scalars[position] {
            case "@": return position > index + 3 ? position : nil
            case "/", "?", "#", " ", "\"", "'", "<", ">", "\n", "\t": return nil
            default: position += 1
            }
        }
        return nil
    }

    /// The parameter name written just before `end` (letters, digits, `_` and `-`, at most 16).
    private static func parameterName(in scalars: [Unicode.Scalar], endingBefore end: Int) -> String? {
        var start = end
        while start > 0, isNameScalar(scalars[start - 1]), end - start < 16 { start -= 1 }
        guard start < end else { return nil }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.properties.isAlphabetic && scalar.isASCII) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
    }

    private static func isValueEnd(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "#", " ", "\"", "'", "\n", "\t", ",", ";", ")", "]", "}", ">": true
        default: false
        }
    }
}
