import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// End-to-end: the built `marquee` on a real (tmux) terminal: start, navigate, open a sheet,
/// push inside it, present an alert over it, back out with Esc level by level, quit, and
/// start again on the restored screen.
@Suite("marquee in tmux", .serialized)
struct MarqueeTmuxTests {
    private let socket = "marquee-app-test-\(getpid())"
    private let session = "app"

    private var terminal: TmuxSession { TmuxSession(socket: socket, name: session) }

    @discardableResult
    private func tmux(_ arguments: String...) -> String { terminal.run(arguments) }

    private func waitForScreen(_ predicate: ([String]) -> Bool) -> [String] { terminal.waitForScreen(predicate) }

    private func shows(_ text: String) -> ([String]) -> Bool {
        { lines in lines.contains { $0.contains(text) } }
    }

    private func start(base: String, arguments: String = "") {
        let environment = "HOME='\(base)' XDG_CONFIG_HOME='\(base)/config' XDG_STATE_HOME='\(base)/state' "
            + "XDG_DATA_HOME='\(base)/data' LANG=C.UTF-8 LC_ALL=C.UTF-8"
        tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24",
             "env \(environment) '\(MarqueeRun.executable)' \(arguments); echo MARQUEE-EXITED-$?; sleep 30")
    }

    private func send(_ keys: String...) {
        terminal.run(["send-keys", "-t", session] + keys)
    }


    private var alternateScreen: String {
        tmux("display-message", "-p", "-t", session, "#{alternate_on}").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func navigateSheetsAndAlertsQuitAndRestore() throws {
        #expect(FileManager.default.isExecutableFile(atPath: MarqueeRun.executable), "built marquee at \(MarqueeRun.executable)")
        // A short folder, so that the paths on the About screen fit in 80 columns.
        let base = NSTemporaryDirectory() + "mq-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer {
            tmux("kill-server")
            try? FileManager.default.removeItem(atPath: base)
        }
        start(base: base)
        // `0` selects the Marquee tab whatever other modules are installed.
        _ = waitForScreen(shows("m modules"))
        send("0")
        let about = waitForScreen { shows("Marquee 0.1.0")($0) && shows("about 0.1.0 (built-in): active")($0) }
        #expect(about[0].hasPrefix(" Marquee"))
        #expect(about[1] == " Marquee")
        #expect(about.contains { $0.contains("State          \(base)/state/marquee/navigation.json") })
        #expect(about[23].hasPrefix(" m modules  ? help  : go to  q quit"))
        #expect(alternateScreen == "1")

        // The modules sheet.
        send("m")
        let sheet = waitForScreen(shows("╭─ Modules ─"))
        #expect(sheet.contains { $0.contains("│ ▸ Marquee (about)  active") })
        #expect(sheet[23].hasPrefix(" Enter details  ? help  : go to  Esc back  q quit"))

        // Push inside the sheet.
        send("Enter")
        let detail = waitForScreen(shows("╭─ Modules › Marquee ─"))
        #expect(detail.contains { $0.contains("│  Origin   built-in") })
        #expect(detail[23].hasPrefix(" s status  ? help"))

        // A nested modal: an alert over the sheet.
        send("s")
        let alert = waitForScreen(shows("Module about"))
        #expect(alert.contains { $0.contains("╔") })
        #expect(alert.contains { $0.contains("Marquee 0.1.0 (built-in): active") })
        #expect(alert.contains { $0.contains("[ OK ]") })
        #expect(alert.contains { $0.contains("╭─ Modules › Marquee ─") })

        // Esc backs out one level at a time.
        send("Escape")
        let afterAlert = waitForScreen { !shows("╔")($0) }
        #expect(afterAlert.contains { $0.contains("╭─ Modules › Marquee ─") })
        send("Escape")
        let afterPush = waitForScreen { !shows("Modules › Marquee")($0) && shows("╭─ Modules ─")($0) }
        #expect(afterPush.contains { $0.contains("▸ Marquee (about)") })
        send("Escape")
        let afterSheet = waitForScreen { !shows("╭─")($0) }
        #expect(afterSheet.contains { $0.contains("Marquee 0.1.0") })
        #expect(afterSheet[23].hasPrefix(" m modules"))

        // Go back to the module's details, and quit there.
        send("m")
        _ = waitForScreen(shows("╭─ Modules ─"))
        send("Enter")
        _ = waitForScreen(shows("╭─ Modules › Marquee ─"))
        send("q")
        let quit = waitForScreen(shows("MARQUEE-EXITED-"))
        #expect(quit.contains("MARQUEE-EXITED-0"))
        #expect(alternateScreen == "0")
        #expect(FileManager.default.fileExists(atPath: base + "/state/marquee/navigation.json"))
        #expect(FileManager.default.fileExists(atPath: base + "/state/marquee/marquee.log"))

        // Started again, Marquee shows the same screen: the sheet with the pushed details.
        tmux("kill-session", "-t", session)
        start(base: base)
        let restored = waitForScreen(shows("╭─ Modules › Marquee ─"))
        #expect(restored.contains { $0.contains("│  Origin   built-in") })
        send("Escape")
        _ = waitForScreen { !shows("Modules › Marquee")($0) && shows("╭─ Modules ─")($0) }
        send("q")
        let second = waitForScreen(shows("MARQUEE-EXITED-"))
        #expect(second.contains("MARQUEE-EXITED-0"))
        #expect(alternateScreen == "0")
    }

    @Test func demoRunsOnTheSimulatorAndQuitsCleanly() throws {
        let base = NSTemporaryDirectory() + "mq-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer {
            tmux("kill-server")
            try? FileManager.default.removeItem(atPath: base)
        }
        start(base: base, arguments: "--demo")
        _ = waitForScreen(shows("m modules"))
        send("0")
        let about = waitForScreen(shows("Mode           demo: built-in Radarr/Sonarr simulator on loopback"))
        #expect(about.contains { $0.contains("radarr \"demo\" at http://127.0.0.1:") })
        send("q")
        let quit = waitForScreen(shows("MARQUEE-EXITED-"))
        #expect(quit.contains("MARQUEE-EXITED-0"))
        #expect(alternateScreen == "0")
    }

    @Test func demoBrowsesRadarrAndSonarrAndKeepsEachTabsStack() throws {
        let base = NSTemporaryDirectory() + "mq-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer {
            tmux("kill-server")
            try? FileManager.default.removeItem(atPath: base)
        }
        start(base: base, arguments: "--demo")
        let library = waitForScreen(shows("230 movies"))
        #expect(library.contains { $0.contains("Radarr") && $0.contains("Sonarr") })
        send("Enter")
        let detail = waitForScreen(shows("Movies › "))
        #expect(detail.contains { $0.contains("Overview") })
        send("Tab")
        let series = waitForScreen(shows("64 series"))
        #expect(!series.contains { $0.contains("Movies › ") })
        send("BTab")
        let back = waitForScreen(shows("Movies › "))
        #expect(back.contains { $0.contains("Overview") }, "the Radarr tab kept its pushed movie")
        send("Escape")
        let root = waitForScreen(shows("230 movies"))
        #expect(!root.contains { $0.contains("Movies › ") })
        send("q")
        let quit = waitForScreen(shows("MARQUEE-EXITED-"))
        #expect(quit.contains("MARQUEE-EXITED-0"))
    }
}
