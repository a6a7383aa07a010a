import CTerminalGuard

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives the terminal back when the process dies of a fatal signal (SIGSEGV, SIGILL — a Swift
/// runtime trap —, SIGABRT, SIGBUS, SIGFPE), and writes the crash to the log. Every other
/// signal whose default action ends the process (SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
/// SIGVTALRM, SIGPROF, SIGIO, SIGXCPU, SIGXFSZ, SIGSYS, SIGTRAP, SIGPIPE, SIGSTKFLT, SIGPWR,
/// the real-time signals) gives it back too, when nothing else handles or ignores that signal,
/// and is logged as `ended by SIGUSR1 …`.
///
/// ``NcursesTerminal`` uses it on its own: it saves the terminal's settings before entering
/// curses mode, and its ``NcursesTerminal/installSignalHandlers()`` installs the crash
/// handler. The handler is C and async-signal-safe (see docs/adr/0009-crash-handling-and-bounded-inputs.md):
/// it writes ``restoreSequence`` (leave the alternate screen, keypad off, cursor visible,
/// attributes reset) with `write(2)`, restores the saved termios (cooked mode, echo) with
/// `tcsetattr`, appends `… critical marquee: crashed on SIGSEGV …` to the log named by
/// ``logCrashes(to:)``, and re-raises the signal with its default action, so the exit status
/// and any core dump are the same as without it.
public enum TerminalCrashGuard {
    /// The bytes written to the terminal on a crash: leave the alternate screen (`rmcup`),
    /// keypad transmit off (`rmkx`), cursor visible (`cnorm`), attributes reset (`sgr0`),
    /// then a new line. These are the xterm sequences, which every terminal emulator Marquee
    /// runs in (xterm, VTE, kitty, iTerm2, tmux, screen) understands; the handler cannot ask
    /// terminfo while the process dies.
    public static let restoreSequence = "\u{1B}[?1049l\u{1B}[?1l\u{1B}>\u{1B}[?25h\u{1B}[0m\r\n"

    /// Appends crash lines to the log at `path` (opened now, and again at crash time so a
    /// rolled log gets the line in its current file).
    public static func logCrashes(to path: String) {
        marquee_terminal_guard_set_log(path)
    }

    /// How many times the crash handler ran in this process (0 unless a crash is under way).
    public static var crashCount: Int { Int(marquee_terminal_guard_crash_count()) }

    /// Saves the settings of the terminal on standard input and prepares the restore bytes.
    static func saveTerminal() {
        _ = marquee_terminal_guard_save(STDIN_FILENO)
        var bytes = Array(restoreSequence.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                marquee_terminal_guard_set_restore_sequence(characters.baseAddress, characters.count)
            }
        }
    }

    /// Whether curses mode is on (the handler only restores while it is).
    static func setActive(_ isActive: Bool) {
        marquee_terminal_guard_set_active(isActive ? 1 : 0)
    }

    /// Installs the crash handler.
    static func install() {
        _ = marquee_terminal_guard_install()
    }

    /// Whether the handler gives the terminal back when `signal` arrives (after
    /// ``NcursesTerminal/installSignalHandlers()``).
    public static func handles(_ signal: Int32) -> Bool {
        marquee_terminal_guard_handles(signal) != 0
    }

    /// Restores the terminal at once, async-signal-safely (for other signal handlers).
    static func restoreFromSignalHandler() {
        marquee_terminal_guard_restore()
    }
}
