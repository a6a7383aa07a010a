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
}
