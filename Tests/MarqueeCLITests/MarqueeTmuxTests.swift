import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// End-to-end: the built `marquee` on a real (tmux) terminal: start, navigate Settings, push
/// screens, open a sheet over them, back out with Esc level by level, quit, and start again
/// on the restored screen; and the demo mode.
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

    @Test func navigateSettingsSheetsAndPushesQuitAndRestore() throws {
        #expect(FileManager.default.isExecutableFile(atPath: MarqueeRun.executable), "built marquee at \(MarqueeRun.executable)")
        // A short folder, so that the paths on the About screen fit in 80 columns.
        let base = NSTemporaryDirectory() + "mq-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: base + "/config/marquee", withIntermediateDirectories: true)
        // A file without instances: no onboarding, no server to reach.
        try "theme: dark\n".write(toFile: base + "/config/marquee/config.yml", atomically: true, encoding: .utf8)
        defer {
            tmux("kill-server")
            try? FileManager.default.removeItem(atPath: base)
        }
        start(base: base)
        // `9` selects the Settings tab whatever other modules are installed.
        _ = waitForScreen(shows("Enter open"))
        send("9")
        let overview = waitForScreen { shows("Instances")($0) && shows("none configured")($0) }
        #expect(overview[0].hasPrefix(" Settings"))
        #expect(overview[1] == " Settings")
        #expect(overview[23].hasPrefix(" ↑↓ move  Enter open  ? help  : go to  q quit"))
        #expect(alternateScreen == "1")

        // About, pushed: the paths.
        send("End")
        send("Enter")
        let about = waitForScreen(shows("Settings › About"))
        #expect(about.contains { $0.contains("State          \(base)/state/marquee/navigation.json") })
        send("Escape")
        _ = waitForScreen { !shows("Settings › About")($0) }

        // Instances, pushed, then the add sheet over them; a failed save keeps the sheet.
        send("Home")
        send("Enter")
        _ = waitForScreen(shows("No instances yet"))
        send("a")
        let sheet = waitForScreen(shows("╭─ Add instance ─"))
        #expect(sheet[23].hasPrefix(" ↑↓ field  Ctrl-T test  Ctrl-O save"))
        send("Down")
        send("-l", "home")
        send("C-o")
        let invalid = waitForScreen(shows("⚠ The URL is required"))
        #expect(invalid.contains { $0.contains("Name  home") })
        #expect(invalid.contains { $0.contains("⚠ The API key is required") })

        // Esc asks before dropping the typed input; Discard closes the sheet and writes nothing.
        send("Escape")
        _ = waitForScreen(shows("Discard changes?"))
        send("Left")
        send("Enter")
        let afterSheet = waitForScreen { !shows("╭─")($0) }
        #expect(afterSheet.contains { $0.contains("No instances yet") })
        #expect(try String(contentsOfFile: base + "/config/marquee/config.yml", encoding: .utf8) == "theme: dark\n")

        // Plugins › Settings, and quit there.
        send("Escape")
        _ = waitForScreen { !shows("Settings › Instances")($0) }
        send("Down")
        send("Down")
        send("Enter")
        let plugins = waitForScreen(shows("Settings › Plugins"))
        #expect(plugins.contains { $0.contains("Settings (settings) 1.0.0 · built-in") && $0.contains("active") })
        send("Enter")
        _ = waitForScreen(shows("Origin   built-in"))
        send("q")
        let quit = waitForScreen(shows("MARQUEE-EXITED-"))
        #expect(quit.contains("MARQUEE-EXITED-0"))
        #expect(alternateScreen == "0")
        #expect(FileManager.default.fileExists(atPath: base + "/state/marquee/navigation.json"))
        #expect(FileManager.default.fileExists(atPath: base + "/state/marquee/marquee.log"))

        // Started again, Marquee shows the same screen: the module's details.
        tmux("kill-session", "-t", session)
        start(base: base)
        let restored = waitForScreen(shows("Settings › Plugins › Settings"))
        #expect(restored.contains { $0.contains("Origin   built-in") })
        send("Escape")
        _ = waitForScreen { !shows("Plugins › Settings")($0) && shows("Settings › Plugins")($0) }
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
        _ = waitForScreen(shows("230 movies"))
        send("9")
        _ = waitForScreen(shows("demo servers"))
        send("Enter")
        let instances = waitForScreen { shows("✓ Radarr 5.14.0.9383")($0) && shows("✓ Sonarr 4.0.10.2544")($0) }
        #expect(instances.contains { $0.contains("demo") && $0.contains("http://127.0.0.1:") })
        #expect(instances.contains { $0.contains("Demo mode") })
        send("q")
        let quit = waitForScreen(shows("MARQUEE-EXITED-"))
        #expect(quit.contains("MARQUEE-EXITED-0"))
        #expect(alternateScreen == "0")
        #expect(!FileManager.default.fileExists(atPath: base + "/config"), "demo mode writes no configuration")
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
        // The detail shows "Loading…" until the movie arrives; wait for its sections.
        let detail = waitForScreen { shows("Movies › ")($0) && shows("Overview")($0) }
        #expect(detail.contains { $0.contains("Overview") })
        send("Tab")
        let series = waitForScreen(shows("64 series"))
        #expect(!series.contains { $0.contains("Movies › ") })
        send("BTab")
        let back = waitForScreen { shows("Movies › ")($0) && shows("Overview")($0) }
        #expect(back.contains { $0.contains("Overview") }, "the Radarr tab kept its pushed movie")
        send("Escape")
        let root = waitForScreen(shows("230 movies"))
        #expect(!root.contains { $0.contains("Movies › ") })
        send("q")
        let quit = waitForScreen(shows("MARQUEE-EXITED-"))
        #expect(quit.contains("MARQUEE-EXITED-0"))
    }
}
