import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// End-to-end: the built `marquee` on a real (tmux) terminal: start, navigate Settings, push
    /// screens, open a sheet over them, back out with Esc level by level, quit, and start again
    /// on the restored screen; and the demo mode.
    @Suite("marquee in tmux", .serialized)
    struct MarqueeTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-app-test-\(getpid())", name: "app")

        private func shows(_ text: String) -> ([String]) -> Bool {
            { lines in lines.contains { $0.contains(text) } }
        }

        @Test func navigateSettingsSheetsAndPushesQuitAndRestore() throws {
            #expect(FileManager.default.isExecutableFile(atPath: MarqueeRun.executable), "built marquee at \(MarqueeRun.executable)")
            // A short folder (ScratchFolder's), so that the paths on the About screen fit in 80 columns.
            let folder = try ScratchFolder()
            let base = folder.path
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            try FileManager.default.createDirectory(atPath: base + "/config/marquee", withIntermediateDirectories: true)
            // A file without instances: no onboarding, no server to reach.
            try "theme: dark\n".write(toFile: base + "/config/marquee/config.yml", atomically: true, encoding: .utf8)
            terminal.startMarquee(base: base)
            // `9` selects the Settings tab whatever other modules are installed.
            _ = terminal.waitFor("Enter open")
            terminal.send("9")
            let overview = terminal.waitFor("Instances", "none configured")
            #expect(overview[0].hasPrefix(" 9 Settings"))
            #expect(overview[1] == " Settings")
            #expect(overview[23].hasPrefix(" ↑↓ move  Enter open  ? help  : go to  q quit"))
            #expect(terminal.isOnAlternateScreen)

            // About, pushed: the paths.
            terminal.send("End")
            terminal.send("Enter")
            let about = terminal.waitFor("Settings › About")
            #expect(about.contains { $0.contains("State          \(base)/state/marquee/navigation.json") })
            terminal.send("Escape")
            _ = terminal.waitForScreen { !shows("Settings › About")($0) }

            // Instances, pushed, then the add sheet over them; a failed save keeps the sheet.
            terminal.send("Home")
            terminal.send("Enter")
            _ = terminal.waitFor("No instances yet")
            terminal.send("a")
            let sheet = terminal.waitFor("╭─ Add instance ─")
            #expect(sheet[23].hasPrefix(" ↑↓ field  Ctrl-T test  Ctrl-S save"))
            terminal.send("Down")
            terminal.send("-l", "home")
            terminal.send("C-s")
            let invalid = terminal.waitFor("⚠ The URL is required")
            #expect(invalid.contains { $0.contains("Name  home") })
            #expect(invalid.contains { $0.contains("⚠ The API key is required") })

            // Esc asks before dropping the typed input; Discard closes the sheet and writes nothing.
            terminal.send("Escape")
            _ = terminal.waitFor("Discard changes?")
            terminal.send("Left")
            terminal.send("Enter")
            let afterSheet = terminal.waitForScreen { !shows("╭─")($0) }
            #expect(afterSheet.contains { $0.contains("No instances yet") })
            #expect(try String(contentsOfFile: base + "/config/marquee/config.yml", encoding: .utf8) == "theme: dark\n")

            // Plugins › Settings, and quit there.
            terminal.send("Escape")
            _ = terminal.waitForScreen { !shows("Settings › Instances")($0) }
            terminal.send("Down")
            terminal.send("Down")
            terminal.send("Enter")
            let plugins = terminal.waitFor("Settings › Plugins")
            #expect(plugins.contains { $0.contains("Settings (settings) 1.0.0 · built-in") && $0.contains("active") })
            terminal.send("Enter")
            _ = terminal.waitFor("Origin   built-in")
            terminal.send("q")
            let quit = terminal.waitFor("MARQUEE-EXITED-")
            #expect(quit.contains("MARQUEE-EXITED-0"))
            #expect(!terminal.isOnAlternateScreen)
            #expect(FileManager.default.fileExists(atPath: base + "/state/marquee/navigation.json"))
            #expect(FileManager.default.fileExists(atPath: base + "/state/marquee/marquee.log"))

            // Started again, Marquee shows the same screen: the module's details.
            terminal.run(["kill-session", "-t", terminal.name])
            terminal.startMarquee(base: base)
            let restored = terminal.waitFor("Settings › Plugins › Settings")
            #expect(restored.contains { $0.contains("Origin   built-in") })
            terminal.send("Escape")
            _ = terminal.waitForScreen { !shows("Plugins › Settings")($0) && shows("Settings › Plugins")($0) }
            terminal.send("q")
            let second = terminal.waitFor("MARQUEE-EXITED-")
            #expect(second.contains("MARQUEE-EXITED-0"))
            #expect(!terminal.isOnAlternateScreen)
        }

        @Test func demoRunsOnTheSimulatorAndQuitsCleanly() throws {
            try terminal.withDemo { folder in
                terminal.send("9")
                _ = terminal.waitFor("demo servers")
                terminal.send("Enter")
                let instances = terminal.waitFor("✓ Radarr 5.14.0.9383", "✓ Sonarr 4.0.10.2544")
                #expect(instances.contains { $0.contains("demo") && $0.contains("http://127.0.0.1:") })
                #expect(instances.contains { $0.contains("Demo mode") })
                terminal.send("q")
                let quit = terminal.waitFor("MARQUEE-EXITED-")
                #expect(quit.contains("MARQUEE-EXITED-0"))
                #expect(!terminal.isOnAlternateScreen)
                #expect(!FileManager.default.fileExists(atPath: folder.path + "/config"), "demo mode writes no configuration")
            }
        }

        @Test func demoBrowsesRadarrAndSonarrAndKeepsEachTabsStack() throws {
            try terminal.withDemo { _ in
                let library = terminal.capture()
                #expect(library.contains { $0.contains("Radarr") && $0.contains("Sonarr") })
                terminal.send("Enter")
                // The detail shows "Loading…" until the movie arrives; wait for its sections.
                let detail = terminal.waitFor("Movies › ", "Overview")
                #expect(detail.contains { $0.contains("Overview") })
                terminal.send("Tab")
                let series = terminal.waitFor("64 series")
                #expect(!series.contains { $0.contains("Movies › ") })
                terminal.send("BTab")
                let back = terminal.waitFor("Movies › ", "Overview")
                #expect(back.contains { $0.contains("Overview") }, "the Radarr tab kept its pushed movie")
                terminal.send("Escape")
                let root = terminal.waitFor("230 movies")
                #expect(!root.contains { $0.contains("Movies › ") })
                terminal.send("q")
                let quit = terminal.waitFor("MARQUEE-EXITED-")
                #expect(quit.contains("MARQUEE-EXITED-0"))
            }
        }
    }
}
