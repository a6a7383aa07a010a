import MarqueeTerminal

/// Runs work on the real terminal and restores it on every way out: a normal return, a thrown
/// error, and signals (through ``NcursesTerminal/installSignalHandlers()``: SIGTERM, SIGHUP and
/// SIGINT end ``Shell/run()`` in order, so the app saves its state on the way out; a crash
/// restores the terminal before the process dies, see ``TerminalCrashGuard``).
public enum TerminalSession {
    /// Starts curses mode, runs `body` with the terminal, and always leaves curses mode.
    @MainActor
    public static func run<Result>(_ body: (NcursesTerminal) async throws -> Result) async throws -> Result {
        let terminal = try NcursesTerminal()
        NcursesTerminal.clearStopRequest()
        NcursesTerminal.installSignalHandlers()
        defer { terminal.shutdown() }
        return try await body(terminal)
    }
}
