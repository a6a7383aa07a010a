import Foundation
import MarqueeTerminal

#if canImport(Glibc)
import Glibc
#endif

/// The terminal, watched through the app's first frames: it tells when the restored screens
/// are up (the first frame drawn and the loads it started finished), so that the state
/// store's crash marker can go (see ``MarqueeApp/StateStore/restoreOnStart()``).
///
/// It also carries the hidden crash trigger the end-to-end tests use to prove the terminal is
/// given back after a crash: with `MARQUEE_DEBUG_CRASH` set to `segv` (an invalid memory
/// write), `abort` or `trap` (a Swift runtime trap, SIGILL), the app crashes right after
/// drawing its first frame.
final class StartupWatch: TerminalBackend {
    /// How the debug trigger crashes.
    enum Crash: String {
        case segv, abort, trap
    }

    private let terminal: any TerminalBackend
    private let crash: Crash?
    private let isUp: @MainActor () -> Bool
    private var whenUp: (@MainActor () -> Void)?

    /// Watches `terminal`; calls `whenUp` once, after a flush at which `isUp` holds. The shell
    /// draws on the main actor, so both are called there.
    init(
        _ terminal: any TerminalBackend, environment: [String: String],
        isUp: @escaping @MainActor () -> Bool, whenUp: @escaping @MainActor () -> Void
    ) {
        self.terminal = terminal
        crash = environment["MARQUEE_DEBUG_CRASH"].flatMap(Crash.init(rawValue:))
        self.isUp = isUp
        self.whenUp = whenUp
    }

    var size: Size { terminal.size }
    func clear() { terminal.clear() }
    func write(_ cells: ArraySlice<Cell>, at point: Point) { terminal.write(cells, at: point) }
    func readKey(timeout: Duration?) -> Key? { terminal.readKey(timeout: timeout) }
    func placeCursor(at point: Point?) { terminal.placeCursor(at: point) }
    var inputFileDescriptor: Int32? { terminal.inputFileDescriptor }

    func flush() {
        terminal.flush()
        if let crash { Self.crash(crash) }
        guard let whenUp else { return }
        let isUp = isUp
        guard MainActor.assumeIsolated({ isUp() }) else { return }
        self.whenUp = nil
        MainActor.assumeIsolated { whenUp() }
    }

    private static func crash(_ crash: Crash) -> Never {
        switch crash {
        case .segv:
            let address = UnsafeMutablePointer<Int>(bitPattern: 0x10)
            address?.pointee = 1
            raise(SIGSEGV)
            fatalError("unreachable: the write above faults")
        case .abort:
            abort()
        case .trap:
            fatalError("MARQUEE_DEBUG_CRASH=trap")
        }
    }
}
