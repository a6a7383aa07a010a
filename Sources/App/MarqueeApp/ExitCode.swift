/// The `marquee` executable's exit codes.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Success.
    case ok = 0
    /// A runtime failure.
    case runtime = 1
    /// Bad usage or an invalid configuration.
    case usage = 2
    /// A server could not be reached, or refused the API key.
    case connection = 3
}
