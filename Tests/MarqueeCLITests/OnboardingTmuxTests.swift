import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// End-to-end: the built `marquee` with empty HOME/XDG folders on a real (tmux) terminal opens
    /// the onboarding; adding an instance that points at a running `servarr-sim` lands on the
    /// library without a restart; quitting midway leaves no configuration file.
    @Suite("marquee onboarding in tmux", .serialized)
    struct OnboardingTmuxTests {
        private let socket = "marquee-onboarding-test-\(getpid())"
        private let key = "0123456789abcdef0123456789abcdef"

        private var app: TmuxSession { TmuxSession(socket: socket, name: "app") }
        private var simulator: TmuxSession { TmuxSession(socket: socket, name: "sim") }

        private func shows(_ text: String) -> ([String]) -> Bool {
            { lines in lines.contains { $0.contains(text) } }
        }

        /// A fresh folder for HOME and every XDG folder (short, so paths fit in 80 columns).
        private func makeBase() throws -> String {
            let base = NSTemporaryDirectory() + "mq-" + UUID().uuidString.prefix(8)
            try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
            return base
        }

        private func startMarquee(base: String) {
            let environment =
                "HOME='\(base)' XDG_CONFIG_HOME='\(base)/config' XDG_STATE_HOME='\(base)/state' "
                + "XDG_DATA_HOME='\(base)/data' LANG=C.UTF-8 LC_ALL=C.UTF-8"
            app.run([
                "new-session", "-d", "-s", "app", "-x", "80", "-y", "24",
                "env \(environment) '\(MarqueeRun.executable)'; echo MARQUEE-EXITED-$?; sleep 30",
            ])
        }

        private func send(_ keys: String...) { app.run(["send-keys", "-t", "app"] + keys) }
        private func type(_ text: String) { app.run(["send-keys", "-t", "app", "-l", text]) }

        private func configPath(_ base: String) -> String { base + "/config/marquee/config.yml" }

        @Test func firstRunAddsAnInstanceAndShowsTheLibrary() throws {
            let sim = (MarqueeRun.executable as NSString).deletingLastPathComponent + "/servarr-sim"
            #expect(FileManager.default.isExecutableFile(atPath: sim), "built servarr-sim at \(sim)")
            let base = try makeBase()
            defer {
                app.run(["kill-server"])
                try? FileManager.default.removeItem(atPath: base)
            }
            simulator.run([
                "new-session", "-d", "-s", "sim", "-x", "120", "-y", "10",
                "'\(sim)' --radarr-port 0 --sonarr-port 0 --lidarr-port 0 --api-key \(key)",
            ])
            let banner = simulator.waitForScreen(shows("API key:"))
            let radarr = try #require(banner.first { $0.hasPrefix("Radarr: http://") }).dropFirst("Radarr: ".count)
                .trimmingCharacters(in: .whitespaces)

            startMarquee(base: base)
            let welcome = app.waitForScreen(shows("Welcome to Marquee"))
            #expect(welcome.contains { $0.contains("▸ Add a Radarr, Sonarr or Lidarr server") })
            #expect(welcome[23].hasPrefix(" ↑↓ move  Enter choose"))
            send("Enter")
            _ = app.waitForScreen(shows("Step 2 of 3"))
            send("Down")
            type("home")
            send("Down")
            type(radarr)
            send("Down")
            type(key)
            let form = app.waitForScreen(shows("••••"))
            #expect(!form.contains { $0.contains(key) }, "the key is masked")
            #expect(form.contains { $0.contains("Name  home") })

            send("C-o")
            let done = app.waitForScreen(shows("Step 3 of 3"))
            #expect(done.contains { $0.contains("✓ Connected: Radarr 5.14.0.9383") })
            #expect(done.contains { $0.contains("[ Finish ]") })
            #expect(!FileManager.default.fileExists(atPath: configPath(base)), "nothing is written before Finish")

            send("Enter")
            let library = app.waitForScreen(shows("230 movies"))
            #expect(library.contains { $0.contains("230 movies") }, "\(library.joined(separator: "\n"))")
            #expect(library[0].contains("Radarr") && library[0].contains("Settings"))
            let attributes = try FileManager.default.attributesOfItem(atPath: configPath(base))
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            let text = try String(contentsOfFile: configPath(base), encoding: .utf8)
            #expect(text.contains("name: home") && text.contains("url: \(radarr)"))

            // The new instance is in Settings too, with its status.
            send("9")
            _ = app.waitForScreen(shows("Instances"))
            send("Enter")
            let instances = app.waitForScreen(shows("✓ Radarr 5.14.0.9383"))
            #expect(instances.contains { $0.contains("home") && $0.contains("radarr") })
            send("q")
            let quit = app.waitForScreen(shows("MARQUEE-EXITED-"))
            #expect(quit.contains("MARQUEE-EXITED-0"))
        }

        @Test func demoServersFromTheOnboardingShowTheLibraryAndWriteNothing() throws {
            let base = try makeBase()
            defer {
                app.run(["kill-server"])
                try? FileManager.default.removeItem(atPath: base)
            }
            startMarquee(base: base)
            _ = app.waitForScreen(shows("Welcome to Marquee"))
            send("Down")
            send("Enter")
            let library = app.waitForScreen(shows("230 movies"))
            #expect(library.contains { $0.contains("230 movies") }, "\(library.joined(separator: "\n"))")
            #expect(library[0].contains("Radarr") && library[0].contains("Sonarr") && library[0].contains("Settings"))
            send("q")
            let quit = app.waitForScreen(shows("MARQUEE-EXITED-"))
            #expect(quit.contains("MARQUEE-EXITED-0"))
            #expect(!FileManager.default.fileExists(atPath: base + "/config"), "the demo writes no configuration")
        }

        @Test func quittingMidwayLeavesNoConfigurationFile() throws {
            let base = try makeBase()
            defer {
                app.run(["kill-server"])
                try? FileManager.default.removeItem(atPath: base)
            }
            // Quit on the welcome screen.
            startMarquee(base: base)
            _ = app.waitForScreen(shows("Welcome to Marquee"))
            send("q")
            let first = app.waitForScreen(shows("MARQUEE-EXITED-"))
            #expect(first.contains("MARQUEE-EXITED-0"))
            #expect(!FileManager.default.fileExists(atPath: base + "/config"))
            app.run(["kill-session", "-t", "app"])

            // Quit with a half-filled form (from the buttons, as q in a field types a q): Marquee
            // asks first, then writes nothing.
            startMarquee(base: base)
            _ = app.waitForScreen(shows("Welcome to Marquee"))
            send("Enter")
            _ = app.waitForScreen(shows("Step 2 of 3"))
            send("Down")
            type("half")
            _ = app.waitForScreen(shows("Name  half"))
            send("Down", "Down", "Down", "Down")
            send("q")
            let confirm = app.waitForScreen(shows("Quit Marquee?"))
            #expect(confirm.contains { $0.contains("unsaved input") })
            send("q")
            let second = app.waitForScreen(shows("MARQUEE-EXITED-"))
            #expect(second.contains("MARQUEE-EXITED-0"))
            #expect(!FileManager.default.fileExists(atPath: base + "/config"))
        }
    }
}
