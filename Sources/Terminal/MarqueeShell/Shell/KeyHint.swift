/// A key and what it does, as shown in the footer and the help overlay: `a add`.
public struct KeyHint: Hashable, Sendable {
    /// The key as the user types it, e.g. `a`, `ctrl-r`, `enter` (see ``KeyChord``).
    public var key: String
    /// What the key does, in a word or two.
    public var title: String

    /// Creates a hint.
    public init(_ key: String, _ title: String) {
        self.key = key
        self.title = title
    }

    /// The key's identity for comparing hints: named keys ignore case (`Esc`, `esc`), typed
    /// characters do not (`Q` is not `q`).
    public var normalizedKey: String { key.count == 1 ? key : key.lowercased() }

    /// The key as displayed: `a`, `Ctrl-R`, `Enter`.
    public var displayKey: String { KeyChord(key)?.displayName ?? key }

    /// The keys of a list's filter prompt (after `/`), where every other key types
    /// (docs/keys.md, "Filter prompt").
    public static let filterPrompt = [KeyHint("enter", "open"), KeyHint("↑↓", "move"), KeyHint("esc", "clear")]

    /// Whether a focused text field takes the key as text (a letter, a digit, `?`, `:`, Space):
    /// while one has the keys, the footer advertises no such key.
    public var typesIntoTextField: Bool {
        guard case .character(let character) = KeyChord(key)?.key else { return false }
        return !"←→↑↓".contains(character)
    }
}
