import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// End-to-end: two Radarr instances, each on its own `servarr-sim` (230 movies and 12):
    /// the tab names the instance, `I` and the palette switch between them, each keeps its
    /// stack, and a restart restores both.
    @Suite("Switching Radarr instances, in tmux", .serialized)
    struct InstancesTmuxTests {
        private let socket = "marquee-instances-test-\(getpid())"

        private var terminal: TmuxSession { TmuxSession(socket: socket, name: "app") }

        @Test func switchingKeepsEachInstancesStackAcrossARestart() async throws {
            let home = try await ScriptServers.start()
            let fourK: ScriptServers
            do { fourK = try await ScriptServers.start(arguments: ["--movies", "12"]) } catch {
                await home.stop()
                throw error
            }
            do {
                try drive(home: home, fourK: fourK)
            } catch {
                await fourK.stop()
                await home.stop()
                throw error
            }
            await fourK.stop()
            await home.stop()
        }

        /// Waits for a screen showing every one of `texts`, and fails naming the screen if none came.
        private func expectScreen(_ texts: String..., sourceLocation: SourceLocation = #_sourceLocation) {
            let lines = terminal.waitForScreen { lines in texts.allSatisfy { text in lines.contains { $0.contains(text) } } }
            for text in texts {
                #expect(lines.contains { $0.contains(text) }, "\(text) in:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
            }
        }

        private func drive(home: ScriptServers, fourK: ScriptServers) throws {
            let config = home.base + "/instances.yml"
            try """
            radarr:
              - name: home
                url: \(home.radarrURL.absoluteString)
                api_key: \(home.apiKey)
              - name: 4k
                url: \(fourK.radarrURL.absoluteString)
                api_key: \(fourK.apiKey)
            sonarr:
              - name: tv
                url: \(home.sonarrURL.absoluteString)
                api_key: \(home.apiKey)
            """.write(toFile: config, atomically: true, encoding: .utf8)
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            let start = { terminal.startMarquee(base: folder.path, columns: 100, environment: "MARQUEE_CONFIG='\(config)'") }
            start()
            expectScreen("Radarr · home", "230 movies")
            let first = terminal.capture()
            #expect(first.contains { $0.contains("Sonarr") && !$0.contains("Sonarr ·") }, "one Sonarr instance: no name in its tab")

            terminal.send(":")
            terminal.send("-l", "/radarr/movie/1")
            terminal.send("Enter")
            expectScreen("Radarr · home", "› Amélie")

            // I: the 4k server's library; open its second movie there.
            terminal.send("I")
            expectScreen("Radarr · 4k", "12 movies")
            terminal.send("Down")
            terminal.send("Enter")
            expectScreen("Radarr · 4k", "› Crouching Tiger")

            // I again: home, still on its movie; the palette goes back to 4k, still on its own.
            terminal.send("I")
            expectScreen("Radarr · home", "› Amélie")
            terminal.send(":")
            terminal.send("-l", "radarr-switch-to-4k")
            terminal.send("Enter")
            expectScreen("Radarr · 4k", "› Crouching Tiger")

            // Another tab and back: the Radarr tab returns to the instance last shown.
            terminal.send("Tab")
            let other = terminal.waitForScreen { !$0.contains { $0.contains("› Crouching Tiger") } }
            #expect(!other.contains { $0.contains("› Crouching Tiger") })
            terminal.send("1")
            expectScreen("Radarr · 4k", "› Crouching Tiger")

            // Settings › Instances: `*` makes 4k the default; the file lists it first, the app is
            // rebuilt, and each stack follows its instance.
            terminal.send("9")
            expectScreen("Instances")
            terminal.send("Home")
            terminal.send("Enter")
            expectScreen("Settings › Instances", "● home")
            terminal.send("Down")
            terminal.send("*")
            expectScreen("● 4k")
            let file = try String(contentsOfFile: config, encoding: .utf8)
            #expect(file.range(of: "name: 4k").map { file[..<$0.lowerBound].contains("name: home") } == false, "\(file)")
            terminal.send("1")
            expectScreen("Radarr · 4k", "› Crouching Tiger")
            terminal.send("I")
            expectScreen("Radarr · home", "› Amélie")

            // Quit and start again: both stacks are restored, on the instance that was shown.
            terminal.send("q")
            #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            terminal.run(["kill-session", "-t", terminal.name])
            start()
            expectScreen("Radarr · home", "› Amélie")
            terminal.send("I")
            expectScreen("Radarr · 4k", "› Crouching Tiger")
            terminal.send("q")
            #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
        }
    }
}
