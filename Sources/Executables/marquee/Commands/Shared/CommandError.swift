import MarqueeApp

/// A failure a scripting command detects itself (bad input checked against the server, a
/// refused confirmation). The instance's name and URL are added where the command runs
/// (``ServiceTarget``).
struct CommandError: Error {
    /// The exit code.
    var code: MarqueeApp.ExitCode
    /// What went wrong, without the "marquee:" prefix and the instance.
    var message: String

    /// Bad input (an unknown profile, tag, folder or noun option): exit code 2, nothing written.
    static func usage(_ message: String) -> CommandError { CommandError(code: .usage, message: message) }

    /// Anything else that stops the command: exit code 1.
    static func runtime(_ message: String) -> CommandError { CommandError(code: .runtime, message: message) }
}
