/// What the shell wants after a key.
public enum ShellOutcome: Hashable, Sendable {
    /// Keep running.
    case `continue`
    /// The user asked to quit (and confirmed, if a form had unsaved input).
    case quit
}
