/// The text of a single-line field and its cursor, edited by keys.
///
/// Text is a sequence of grapheme clusters, so the cursor always sits between whole
/// characters: left/right and Backspace step over a CJK character or an accented letter
/// as one unit. Keys: printable characters insert, ←/→ move, Home/Ctrl-A and End/Ctrl-E
/// jump, Backspace and Delete erase, Ctrl-W erases the word before the cursor, Ctrl-U
/// everything before it, Ctrl-K everything after it.
public struct TextFieldState: Hashable, Sendable {
    /// The characters of the text.
    public private(set) var characters: [Character]
    /// The cursor position, 0...characters.count (before the character at this index).
    public private(set) var cursor: Int
    /// Whether the field shows bullets instead of the text (API keys, passwords).
    public var isMasked: Bool
    /// The maximum number of characters (nil: unlimited).
    public var maxLength: Int?

    /// Creates a field holding `text` with the cursor at its end.
    public init(text: String = "", isMasked: Bool = false, maxLength: Int? = nil) {
        self.characters = Array(text)
        self.cursor = characters.count
        self.isMasked = isMasked
        self.maxLength = maxLength
    }

    /// The text. Setting it moves the cursor to the end.
    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            cursor = characters.count
        }
    }

    /// Whether the text is empty.
    public var isEmpty: Bool { characters.isEmpty }

    /// Inserts text at the cursor (control characters are ignored).
    public mutating func insert(_ string: String) {
        for character in string {
            if let ascii = character.asciiValue, ascii < 0x20 || ascii == 0x7F { continue }
            if let maxLength, characters.count >= maxLength { return }
            characters.insert(character, at: cursor)
            cursor += 1
        }
    }

    /// Moves the cursor to `position` (clamped).
    public mutating func moveCursor(to position: Int) {
        cursor = min(max(0, position), characters.count)
    }

    /// Erases the character before the cursor.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Erases the character at the cursor.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Erases the word before the cursor (and the spaces after it).
    public mutating func deleteWordBackward() {
        var start = cursor
        while start > 0 && characters[start - 1] == " " { start -= 1 }
        while start > 0 && characters[start - 1] != " " { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Applies an editing key; returns false for keys a text field does not use (Enter,
    /// Esc, Tab, ↑/↓), so forms and lists can act on them.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .left: moveCursor(to: cursor - 1)
        case .right: moveCursor(to: cursor + 1)
        case .home, .control("a"): moveCursor(to: 0)
        case .end, .control("e"): moveCursor(to: characters.count)
        case .backspace, .control("h"): deleteBackward()
        case .delete, .control("d"): deleteForward()
        case .control("w"): deleteWordBackward()
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"): characters.removeSubrange(cursor..<characters.count)
        default: return false
        }
        return true
    }
}
