import MarqueeTerminal

/// A key written as text in key hints and command declarations: `a`, `A`, `ctrl-r`, `enter`,
/// `esc`, `tab`, `shift-tab`, `del`, `up`, `pgdn`, `home`, `f5`, `space`.
public struct KeyChord: Hashable, Sendable {
    /// The key.
    public let key: Key

    private static let named: [String: Key] = [
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
        "shift-tab": .backTab, "backtab": .backTab, "del": .delete, "delete": .delete,
        "backspace": .backspace, "up": .up, "down": .down, "left": .left, "right": .right,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "home": .home, "end": .end, "space": .character(" "), "insert": .insert,
    ]

    /// Parses a key's text; nil when it names no key.
    public init?(_ text: String) {
        if text.count == 1, let character = text.first {
            key = .character(character)
            return
        }
        let lower = text.lowercased()
        if let named = Self.named[lower] {
            key = named
        } else if lower.hasPrefix("ctrl-") || lower.hasPrefix("c-"), let last = lower.last,
            lower.count == (lower.hasPrefix("ctrl-") ? 6 : 3)
        {
            key = .control(last)
        } else if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...24).contains(number) {
            key = .function(number)
        } else {
            return nil
        }
    }

    /// Creates a chord for a key.
    public init(key: Key) { self.key = key }

    /// How the key is shown to the user: `a`, `Ctrl-R`, `Enter`, `Esc`, `PgDn`.
    public var displayName: String {
        switch key {
        case .character(" "): "Space"
        case .character(let c): String(c)
        case .control(let c): "Ctrl-" + c.uppercased()
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .delete: "Del"
        case .backspace: "Backspace"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .insert: "Ins"
        case .function(let n): "F\(n)"
        case .resize, .unknown: key.description
        }
    }
}
