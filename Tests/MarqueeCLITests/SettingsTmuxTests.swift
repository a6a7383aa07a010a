import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// End-to-end: the built `marquee` with a configuration pointing at a running `servarr-sim`,
    /// on a real (tmux) 80×24 terminal: Settings › Instances, edit an instance, test its
    /// connection (the server's version shows), type a change, Esc asks before discarding it
    /// (Keep editing keeps it, Discard drops it and writes nothing), and quit without a prompt.
    @Suite("Settings in tmux", .serialized)
    struct SettingsTmuxTests {
        private let socket = "marquee-settings-test-\(getpid())"
        private let key = "0123456789abcdef0123456789abcdef"

        private var app: TmuxSession { TmuxSession(socket: socket, name: "app") }
        private var simulator: TmuxSession { TmuxSession(socket: socket, name: "sim") }

        @Test func editTestConnectionThenEscAsksAndDiscards() throws {
            let sim = (MarqueeRun.executable as NSString).deletingLastPathComponent + "/servarr-sim"
            #expect(FileManager.default.isExecutableFile(atPath: sim), "built servarr-sim at \(sim)")
            let folder = try ScratchFolder()
            defer {
                app.run(["kill-server"])
                folder.remove()
            }
            simulator.run([
                "new-session", "-d", "-s", "sim", "-x", "120", "-y", "10",
                "'\(sim)' --radarr-port 0 --sonarr-port 0 --lidarr-port 0 --api-key \(key)",
            ])
            let banner = simulator.waitFor("API key:")
            let radarr = try #require(banner.first { $0.hasPrefix("Radarr: http://") }).dropFirst("Radarr: ".count)
                .trimmingCharacters(in: .whitespaces)
            let configuration = folder.path + "/config/marquee/config.yml"
            try FileManager.default.createDirectory(atPath: folder.path + "/config/marquee", withIntermediateDirectories: true)
            let original = "radarr:\n  - name: home\n    url: \(radarr)\n    api_key: \(key)\n"
            try original.write(toFile: configuration, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: configuration)

            app.startMarquee(base: folder.path)
            _ = app.waitFor("230 movies")
            app.send("9")
            _ = app.waitFor("Instances", "Appearance")
            app.send("Enter")
            let list = app.waitFor("home", "✓ Radarr 5.14.0.9383")
            #expect(list[1] == " Settings › Instances")
            #expect(list[23].contains("Enter edit") && list[23].contains("? help"), "footer: \(list[23])")

            app.send("Enter")
            let form = app.waitFor("Edit home", "[ Test connection ]")
            #expect(form.contains { $0.contains("Name  home") })
            #expect(!form.contains { $0.contains(key) }, "the key is masked")
            app.send("C-t")
            let tested = app.waitFor("✓ Connected: Radarr 5.14.0.9383")
            #expect(tested[23].contains("Ctrl-T test") && tested[23].contains("Ctrl-S save"), "footer: \(tested[23])")

            app.send("Down")
            app.send("-l", "2")
            _ = app.waitFor("Name  home2")
            app.send("Escape")
            let asked = app.waitFor("Discard changes?", "[ Keep editing ]")
            #expect(asked.contains { $0.contains("[ Discard ]") })
            #expect(asked[23].contains("Esc keep editing") && asked[23].hasSuffix("q quit"), "footer: \(asked[23])")
            #expect(asked[23].components(separatedBy: "Esc").count == 2, "Esc is hinted once: \(asked[23])")

            // Keep editing (Esc on the alert): the form is as it was.
            app.send("Escape")
            let kept = app.waitForScreen { lines in
                !lines.contains { $0.contains("Discard changes?") } && lines.contains { $0.contains("Name  home2") }
            }
            #expect(kept.contains { $0.contains("Edit home") })

            // Discard: back on the list, nothing written.
            app.send("Escape")
            _ = app.waitFor("Discard changes?")
            app.send("Left")
            app.send("Enter")
            let back = app.waitForScreen { lines in
                !lines.contains { $0.contains("Edit home") } && lines.contains { $0.contains("✓ Radarr 5.14.0.9383") }
            }
            #expect(back[1] == " Settings › Instances")
            #expect(!back.contains { $0.contains("home2") })
            #expect(try String(contentsOfFile: configuration, encoding: .utf8) == original)

            // Nothing is unsaved any more: q quits at once.
            app.send("q")
            let quit = app.waitFor("MARQUEE-EXITED-")
            #expect(quit.contains("MARQUEE-EXITED-0"))
        }
    }
}
