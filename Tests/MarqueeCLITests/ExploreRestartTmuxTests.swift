import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// End-to-end: a term typed in Explore's search box after the tab opened is shown again, with
    /// its results, when `marquee --demo` is quit and started again.
    @Suite("Explore search across a restart, in tmux", .serialized)
    struct ExploreRestartTmuxTests {
        private let socket = "marquee-explore-restart-test-\(getpid())"

        private var terminal: TmuxSession { TmuxSession(socket: socket, name: "app") }

        @Test func aTypedSearchIsShownAgainAfterARestart() throws {
            try terminal.withDemo { folder in
                terminal.send("3")
                _ = terminal.waitFor("Type a title to search all 2 instances")
                terminal.send("-l", "harbor")
                _ = terminal.waitFor("results for “harbor” from 2 of 2 instances")
                terminal.send("Escape")
                _ = terminal.waitForScreen { $0[23].contains("/ search") }
                terminal.restartDemo(in: folder)
                let restored = terminal.waitFor("results for “harbor” from 2 of 2 instances")
                #expect(restored[1] == " Explore", "the Explore tab is selected again")
                #expect(restored.contains { $0.hasPrefix(" Search: harbor") }, "\(restored.joined(separator: "\n"))")
                #expect(restored.contains { $0.contains("The Silent Harbor ") && $0.contains("2016") })
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }
    }
}
