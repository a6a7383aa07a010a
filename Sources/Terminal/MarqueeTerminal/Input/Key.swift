/// A key press, decoded from the terminal (see ``NcursesTerminal``) or from a script of
/// keys in tests (see ``Key/script(_:)``).
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character (letters, digits, punctuation, space, CJK, …).
    case character(Character)
    /// A control chord, e.g. `.control("r")` for Ctrl-R. Always lower-case.
    case control(Character)
    /// Arrow keys.
    case up, down, left, right
    /// Paging and jumping keys.
    case pageUp, pageDown, home, end
    /// Editing and navigation keys; `backTab` is Shift-Tab (ncurses `KEY_BTAB`).
    case enter, escape, tab, backTab, backspace, delete, insert
    /// A function key: `.function(1)` is F1.
    case function(Int)
    /// The terminal was resized (ncurses `KEY_RESIZE`, delivered after SIGWINCH).
    case resize
    /// A key code the decoder does not know.
    case unknown(Int32)

    /// Decodes a plain character code as returned by `wget_wch` with `OK` (not a `KEY_*`
    /// code): Enter, Tab, Esc, Backspace, Ctrl chords and printable characters.
    public init(characterCode code: UInt32) {
        switch code {
        case 9: self = .tab
        case 10, 13: self = .enter
        case 27: self = .escape
        case 8, 127: self = .backspace
        case 1...26:
            self = .control(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        case 0, 28...31:
            self = .unknown(Int32(code))
        default:
            if let scalar = Unicode.Scalar(code) {
                self = .character(Character(scalar))
            } else {
                self = .unknown(Int32(bitPattern: code))
            }
        }
    }

    /// Whether this key is `character` typed as-is (e.g. `key.is("q")`).
    public func `is`(_ character: Character) -> Bool { self == .character(character) }

    /// The notation used by ``Key/script(_:)``: `j`, `<Down>`, `<C-r>`, `<S-Tab>`, …
    public var description: String {
        switch self {
        case .character("<"): return "<lt>"
        case .character(let c): return String(c)
        case .control(let c): return "<C-\(c)>"
        case .up: return "<Up>"
        case .down: return "<Down>"
        case .left: return "<Left>"
        case .right: return "<Right>"
        case .pageUp: return "<PgUp>"
        case .pageDown: return "<PgDn>"
        case .home: return "<Home>"
        case .end: return "<End>"
        case .enter: return "<Enter>"
        case .escape: return "<Esc>"
        case .tab: return "<Tab>"
        case .backTab: return "<S-Tab>"
        case .backspace: return "<BS>"
        case .delete: return "<Del>"
        case .insert: return "<Ins>"
        case .function(let n): return "<F\(n)>"
        case .resize: return "<Resize>"
        case .unknown(let code): return "<Unknown \(code)>"
        }
    }

    private static let named: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "home": .home, "end": .end, "enter": .enter, "cr": .enter, "return": .enter,
        "esc": .escape, "escape": .escape, "tab": .tab, "s-tab": .backTab, "backtab": .backTab,
        "bs": .backspace, "backspace": .backspace, "del": .delete, "delete": .delete,
        "ins": .insert, "insert": .insert, "space": .character(" "), "lt": .character("<"),
        "resize": .resize,
    ]

    /// Parses a script of keys for tests: plain characters stand for themselves, names in
    /// angle brackets for special keys (case-insensitive): `<Up>` `<Down>` `<Left>` `<Right>`
    /// `<PgUp>` `<PgDn>` `<Home>` `<End>` `<Enter>` `<Esc>` `<Tab>` `<S-Tab>` `<BS>` `<Del>`
    /// `<Ins>` `<Space>` `<F1>`…`<F12>` `<C-r>` (Ctrl chords) `<Resize>`, and `<lt>` for "<".
    /// An unterminated or unknown `<…>` is taken literally.
    ///
    ///     Key.script("jj<Enter>/mat<Esc>q")
    public static func script(_ text: String) -> [Key] {
        var keys: [Key] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first == "<", let close = rest.firstIndex(of: ">"), let key = named(rest[rest.index(after: rest.startIndex)..<close]) {
                keys.append(key)
                rest = rest[rest.index(after: close)...]
                continue
            }
            keys.append(
                Key(characterCode: first.unicodeScalars.count == 1 ? first.unicodeScalars.first!.value : 0x20)
                    .literal(first))
            rest = rest.dropFirst()
        }
        return keys
    }

    private static func named(_ name: Substring) -> Key? {
        let lower = name.lowercased()
        if let key = named[lower] { return key }
        if lower.hasPrefix("c-"), lower.count == 3, let c = lower.last { return .control(c) }
        if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...24).contains(n) { return .function(n) }
        return nil
    }

    /// Script characters are always literal (a tab or newline in a script is Tab / Enter).
    private func literal(_ character: Character) -> Key {
        switch self {
        case .tab, .enter, .escape, .backspace, .control: return self
        default: return .character(character)
        }
    }
}

/// A key press as read from a backend; what backends hand to the run loop.
public struct KeyEvent: Hashable, Sendable {
    /// The decoded key.
    public var key: Key
    /// Creates an event.
    public init(_ key: Key) { self.key = key }
}
