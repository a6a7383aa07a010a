/// Text from outside (a link, a file, a server) made safe to show in a message: control
/// characters are written as escapes, so a link holding `ESC[2J` cannot clear the terminal,
/// and long text is cut, so a 200 kB link gives a short error.
///
/// ```swift
/// EchoedInput.escaped("/radarr/\u{1B}[2J")        // "/radarr/\u{1B}[2J" as visible text
/// EchoedInput.escaped(String(repeating: "a", count: 500), maximumLength: 8)
/// // "aaaaaaaa… (492 more characters)"
/// ```
///
/// The work is bounded by `maximumLength`, not by the text's length.
public enum EchoedInput {
    /// How many characters of echoed text a message shows by default.
    public static let defaultMaximumLength = 120

    /// `text` with C0 and C1 control characters and DEL escaped (`\n`, `\t`, `\r`, else
    /// `\u{1B}`), cut after `maximumLength` characters with a note of how much was left out.
    public static func escaped(_ text: some StringProtocol, maximumLength: Int = defaultMaximumLength) -> String {
        var result = ""
        var shown = 0
        var index = text.unicodeScalars.startIndex
        let end = text.unicodeScalars.endIndex
        while index < end, shown < maximumLength {
            let scalar = text.unicodeScalars[index]
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x09: result += "\\t"
            case 0x0D: result += "\\r"
            case 0x00...0x1F, 0x7F...0x9F: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
            shown += 1
            index = text.unicodeScalars.index(after: index)
        }
        guard index < end else { return result }
        // The rest is measured in UTF-8 bytes: O(1) for native strings, whatever their length.
        let remaining = text.utf8.distance(from: index, to: text.utf8.endIndex)
        return result + "… (\(remaining) more bytes)"
    }

    /// Whether `text` holds a character ``escaped(_:maximumLength:)`` would escape.
    public static func containsControlCharacters(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}
