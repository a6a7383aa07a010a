#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The character set the real terminal is drawn in.
///
/// ncurses draws non-ASCII characters only under a UTF-8 locale; under `LANG=C` or `POSIX` it
/// silently drops them ("Amlie", no `▸` cursor, no `●` marks). ``selectUTF8()`` takes the
/// environment's locale and, when its character set is not UTF-8, switches the character
/// classification (`LC_CTYPE`) to a UTF-8 locale that exists (`C.UTF-8`, else `en_US.UTF-8`).
/// Where none does, the terminal is drawn in ASCII: each character as its stand-in
/// (``asciiStandIn(for:)``: `é` → `e`, `▸` → `>`, `●` → `*`, box lines → `-`, `|`, `+`),
/// never dropped, and the app says so once (``asciiNotice``).
public enum TerminalLocale {
    /// The UTF-8 locales tried, in order, when the environment's is not UTF-8.
    static let utf8Locales = ["C.UTF-8", "C.utf8", "en_US.UTF-8"]

    /// What the app says once when it draws in ASCII.
    public static let asciiNotice =
        "No UTF-8 locale here: drawing with ASCII only (install one, e.g. C.UTF-8, for accents and symbols)"

    /// Sets the locale from the environment and makes its character set UTF-8 when it is not;
    /// false when no UTF-8 locale exists (draw with ASCII, see ``asciiStandIn(for:)``).
    @discardableResult
    public static func selectUTF8() -> Bool {
        setlocale(LC_ALL, "")
        if isUTF8 { return true }
        for name in utf8Locales where setlocale(LC_CTYPE, name) != nil {
            if isUTF8 { return true }
        }
        return false
    }

    /// Whether the current character set is UTF-8.
    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// The one-cell ASCII character drawn for `character` in ASCII mode: itself when ASCII, a
    /// look-alike for the symbols the app draws, the base letter of an accented letter, else `?`.
    public static func asciiStandIn(for character: Character) -> Character {
        if character.isASCII { return character }
        if let standIn = standIns[character] { return standIn }
        // A letter followed by combining accents (e + ◌́): the letter.
        if let base = character.unicodeScalars.first, base.isASCII { return Character(base) }
        return "?"
    }

    private static let standIns: [Character: Character] = {
        var table: [Character: Character] = [:]
        let groups: [(String, Character)] = [
            ("▸▶►›»→", ">"), ("◂◀◄‹«←", "<"), ("↑▲", "^"), ("↓▼", "v"), ("●•◆◉★∙⏺", "*"), ("○◇☆", "o"),
            ("✓✔", "v"), ("✗✘×", "x"), ("…·", "."), ("─━═—–‒―", "-"), ("│┃║▏▕", "|"),
            ("┌┐└┘├┤┬┴┼╭╮╯╰╔╗╚╝╠╣╦╩╬┏┓┗┛", "+"), ("█▓▒░■▇▆▅▄▃▂▁", "#"), ("“”„″", "\""), ("‘’‚′", "'"),
            ("\u{00A0}\u{2007}\u{202F}", " "),
            // Precomposed Latin letters: their base letter.
            ("ÀÁÂÃÄÅĀĂĄ", "A"), ("àáâãäåāăą", "a"), ("ÇĆĈĊČ", "C"), ("çćĉċč", "c"), ("ÐĎĐ", "D"), ("ðďđ", "d"),
            ("ÈÉÊËĒĔĖĘĚ", "E"), ("èéêëēĕėęě", "e"), ("ĜĞĠĢ", "G"), ("ĝğġģ", "g"), ("ÌÍÎÏĪĬĮİ", "I"), ("ìíîïīĭįı", "i"),
            ("ŁĹĻĽ", "L"), ("łĺļľ", "l"), ("ÑŃŅŇ", "N"), ("ñńņň", "n"), ("ÒÓÔÕÖØŌŎŐ", "O"), ("òóôõöøōŏő", "o"),
            ("ŔŖŘ", "R"), ("ŕŗř", "r"), ("ŚŜŞŠ", "S"), ("śŝşšß", "s"), ("ŢŤ", "T"), ("ţť", "t"),
            ("ÙÚÛÜŪŬŮŰŲ", "U"), ("ùúûüūŭůűų", "u"), ("ÝŸ", "Y"), ("ýÿ", "y"), ("ŹŻŽ", "Z"), ("źżž", "z"),
        ]
        for (characters, standIn) in groups {
            for character in characters { table[character] = standIn }
        }
        return table
    }()
}
