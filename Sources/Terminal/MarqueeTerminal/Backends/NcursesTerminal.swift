import CNcurses
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal, through ncurses (wide-character build).
///
/// Starting it sets the locale from the environment, switching to a UTF-8 locale (`C.UTF-8`)
/// when that one has another character set, or drawing in ASCII when none exists
/// (``drawsASCIIOnly``, ``TerminalLocale``); then it enters curses mode (raw, no echo, keypad, hidden cursor, 25 ms Esc
/// delay) and sets up colours with the terminal's defaults. Cells are placed one by one at
/// their exact column with `mvwadd_wch`, so a terminal whose idea of a character's width
/// differs from ours cannot shift the rest of the row. ``shutdown()`` restores the terminal
/// and is safe to call more than once; ``installSignalHandlers()`` makes SIGINT, SIGTERM and
/// SIGHUP end the app in order (state saved, terminal restored) and every other signal that
/// ends a process by default (crashes such as SIGSEGV and SIGILL, and SIGUSR1, SIGALRM, …)
/// restores it before the process dies (see ``TerminalCrashGuard``). SIGWINCH is handled by ncurses and arrives as ``Key/resize``.
public final class NcursesTerminal: TerminalBackend {
    /// Whether curses mode is on (between init and ``shutdown()``).
    public private(set) var isActive = false
    /// Whether the terminal is drawn with ASCII only: no UTF-8 locale could be had (see
    /// ``TerminalLocale``), so every character is drawn as its ASCII stand-in
    /// (``TerminalLocale/asciiStandIn(for:)``) rather than dropped. Say so once
    /// (``TerminalLocale/asciiNotice``).
    public let drawsASCIIOnly: Bool

    private struct PairKey: Hashable {
        var foreground: Int16
        var background: Int16
    }

    private var pairs: [PairKey: Int32] = [:]
    private let colorCount: Int
    private let maxPairs: Int
    private var scalars: [wchar_t] = Array(repeating: 0, count: 6)

    /// Why the terminal could not be started.
    public enum StartError: Error, CustomStringConvertible {
        /// stdin or stdout is not a terminal, or `TERM` names no known terminal.
        case noTerminal

        public var description: String {
            "cannot start the terminal UI: stdin/stdout is not a terminal or TERM is unknown"
        }
    }

    /// Enters curses mode on the process's terminal.
    ///
    /// - Throws: ``StartError/noTerminal`` when stdin/stdout is not a terminal (e.g. piped)
    ///   or `TERM` is unknown; the process keeps running, so a caller can fall back to
    ///   headless output.
    public init() throws {
        drawsASCIIOnly = !TerminalLocale.selectUTF8()
        // Before curses changes them: the crash handler puts these settings back.
        TerminalCrashGuard.saveTerminal()
        guard cncurses_newterm() != nil else { throw StartError.noTerminal }
        // Raw, not cbreak: with cbreak the terminal keeps flow control, so Ctrl-S (a key the
        // app uses) would freeze all output until Ctrl-Q; and Ctrl-C arrives as a key the
        // shell turns into an orderly quit (state saved) instead of a signal.
        raw()
        noecho()
        nonl()
        intrflush(cncurses_stdscr(), false)
        keypad(cncurses_stdscr(), true)
        curs_set(0)
        set_escdelay(25)
        if has_colors() {
            start_color()
            use_default_colors()
            colorCount = Int(cncurses_colors())
            maxPairs = min(Int(cncurses_color_pairs()), 32_767)
        } else {
            colorCount = 0
            maxPairs = 0
        }
        isActive = true
        TerminalCrashGuard.setActive(true)
    }

    deinit {
        if isActive { NcursesTerminal.restoreTerminal() }
    }

    /// Leaves curses mode and restores the terminal. Safe to call twice.
    public func shutdown() {
        guard isActive else { return }
        isActive = false
        NcursesTerminal.restoreTerminal()
    }

    /// Restores the terminal if curses mode is on. Callable from a signal handler the app
    /// installs (it only calls `endwin`).
    public static func restoreTerminal() {
        TerminalCrashGuard.setActive(false)
        if !isendwin() {
            endwin()
        }
    }

    /// Installs the signal handlers: SIGTERM, SIGHUP and SIGINT (which a raw-mode terminal does
    /// not send for Ctrl-C; it comes from `kill -INT`) ask the app to stop in order (see
    /// ``isStopRequested``: the run loop ends, state is saved, the terminal restored); a second
    /// one means the app did not stop: the terminal is restored at once and the signal takes
    /// its default effect. Every other signal that ends the process by default restores the
    /// terminal and is logged (``TerminalCrashGuard``). SIGWINCH stays with ncurses, which turns it into ``Key/resize``.
    public static func installSignalHandlers() {
        for signalNumber in [SIGTERM, SIGHUP, SIGINT] {
            signal(signalNumber, ncursesStoppingSignalHandler)
        }
        TerminalCrashGuard.install()
    }

    /// Whether SIGTERM, SIGHUP or SIGINT asked the app to stop. Run loops check it between keys.
    public static var isStopRequested: Bool { stopRequest.load(ordering: .relaxed) }

    /// Asks the app to stop, as SIGTERM does (for tests and embedding apps).
    public static func requestStop() { stopRequest.store(true, ordering: .relaxed) }

    /// Forgets a stop request (for a second session in the same process).
    public static func clearStopRequest() { stopRequest.store(false, ordering: .relaxed) }

    fileprivate static let stopRequest = Atomic<Bool>(false)

    public var size: Size {
        let window = cncurses_stdscr()
        return Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    public func clear() {
        // wclear also sets clearok: the next refresh repaints the whole terminal, which
        // is what a resize needs.
        wclear(cncurses_stdscr())
    }

    public func write(_ cells: ArraySlice<Cell>, at point: Point) {
        let window = cncurses_stdscr()
        var x = point.x
        for cell in cells {
            defer { x += 1 }
            if cell.isContinuation && !drawsASCIIOnly { continue }
            // In ASCII, a wide character's second cell is a blank beside its one-cell stand-in.
            let character = drawsASCIIOnly ? (cell.isContinuation ? " " : TerminalLocale.asciiStandIn(for: cell.character)) : cell.character
            // A cchar_t holds one spacing character plus up to four combining ones.
            var count = 0
            for scalar in character.unicodeScalars where count < 5 {
                scalars[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            scalars[count] = 0
            let (attributes, pair) = curses(cell.style)
            let status = scalars.withUnsafeBufferPointer { buffer in
                cncurses_put_cell(window, Int32(point.y), Int32(x), buffer.baseAddress, attributes, pair)
            }
            if status == ERR && count > 1 {
                // ncurses refuses clusters whose later scalars are spacing (ZWJ emoji
                // sequences, flags): fall back to the first scalar.
                scalars[1] = 0
                _ = scalars.withUnsafeBufferPointer { buffer in
                    cncurses_put_cell(window, Int32(point.y), Int32(x), buffer.baseAddress, attributes, pair)
                }
            }
        }
    }

    public func flush() {
        wrefresh(cncurses_stdscr())
    }

    private var isCursorVisible = false

    /// Shows the terminal's cursor at `point` (moved there, so the refresh leaves it there) or
    /// hides it.
    public func placeCursor(at point: Point?) {
        if let point {
            wmove(cncurses_stdscr(), Int32(point.y), Int32(point.x))
            if !isCursorVisible { curs_set(1) }
        } else if isCursorVisible {
            curs_set(0)
        }
        isCursorVisible = point != nil
    }

    /// ncurses reads the keys from standard input.
    public var inputFileDescriptor: Int32? { STDIN_FILENO }

    public func readKey(timeout: Duration?) -> Key? {
        let window = cncurses_stdscr()
        if let timeout {
            let (seconds, attoseconds) = timeout.components
            wtimeout(window, Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000))
        } else {
            wtimeout(window, -1)
        }
        var value: wint_t = 0
        let status = wget_wch(window, &value)
        return Key.decode(status: status, value: UInt32(value))
    }

    private func curses(_ style: Style) -> (attr_t, Int32) {
        var attributes = cncurses_a_normal()
        if style.attributes.contains(.bold) { attributes |= cncurses_a_bold() }
        if style.attributes.contains(.dim) { attributes |= cncurses_a_dim() }
        if style.attributes.contains(.italic) { attributes |= cncurses_a_italic() }
        if style.attributes.contains(.underline) { attributes |= cncurses_a_underline() }
        if style.attributes.contains(.reverse) { attributes |= cncurses_a_reverse() }
        guard colorCount > 0 else {
            if style.background != .default { attributes |= cncurses_a_reverse() }
            return (attributes, 0)
        }
        let key = PairKey(foreground: number(style.foreground), background: number(style.background))
        if key.foreground == -1 && key.background == -1 { return (attributes, 0) }
        if let pair = pairs[key] { return (attributes, pair) }
        let pair = Int32(pairs.count + 1)
        guard pair < maxPairs else { return (attributes, 0) }
        init_pair(Int16(pair), key.foreground, key.background)
        pairs[key] = pair
        return (attributes, pair)
    }

    private func number(_ color: Color) -> Int16 {
        switch color {
        case .default: return -1
        case .indexed(let index):
            if Int(index) < colorCount { return Int16(index) }
            return Int16(index % 8)
        }
    }
}

/// The first SIGTERM/SIGHUP/SIGINT only raises the stop flag (an atomic store, safe in a
/// handler); a second one means the app did not stop: restore the terminal and die.
private func ncursesStoppingSignalHandler(_ signalNumber: Int32) {
    if NcursesTerminal.stopRequest.exchange(true, ordering: .relaxed) {
        ncursesRestoringSignalHandler(signalNumber)
    }
}

/// Restores the terminal async-signal-safely (the crash guard's prepared bytes and saved
/// termios, not `endwin`) and lets the signal take its default effect.
private func ncursesRestoringSignalHandler(_ signalNumber: Int32) {
    TerminalCrashGuard.restoreFromSignalHandler()
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
