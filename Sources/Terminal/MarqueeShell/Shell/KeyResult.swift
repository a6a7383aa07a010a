/// What a screen did with a key.
public enum KeyResult: Hashable, Sendable {
    /// The screen used the key; nothing else sees it.
    case handled
    /// The screen did not use the key; module commands and the shell's own keys get it next.
    case notHandled
}
