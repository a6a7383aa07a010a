import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// A manual import on a real (tmux) terminal against `servarr-sim --stuck-downloads`: the
    /// queue marks the download that waits, `i` opens its sheet with the server's reason, Ctrl-S
    /// imports, and the movie has the file.
    @Suite("Manual import in tmux", .serialized)
    struct ManualImportTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-import-test-\(getpid())", name: "import")

        @Test func blockedQueueItemToImportedFile() async throws {
            let servers = try await ScriptServers.start(arguments: ["--stuck-downloads", "--queue-records", "0"])
            do {
                try await drive(servers)
            } catch {
                await servers.stop()
                throw error
            }
            await servers.stop()
        }

        private func drive(_ servers: ScriptServers) async throws {
            let waiting = try #require(try await servers.radarr.queueDetails().first { $0.trackedDownloadState == "importPending" })
            let movieID = try #require(waiting.mediaID)
            let config = servers.base + "/import.yml"
            try """
            radarr:
              - name: home
                url: \(servers.radarrURL.absoluteString)
                api_key: \(servers.apiKey)
            """.write(toFile: config, atomically: true, encoding: .utf8)
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            terminal.startMarquee(base: folder.path, columns: 100, rows: 30, environment: "MARQUEE_CONFIG='\(config)'")
            _ = terminal.waitFor("230 movies")
            terminal.send("Q")
            var queue = terminal.waitFor("in the queue", "importPending")
            // Down to the waiting download.
            for _ in 0..<8 where !(queue.first { $0.contains("▸") }?.contains("importPending") ?? false) {
                terminal.send("Down")
                try await Task.sleep(for: .milliseconds(200))
                queue = terminal.capture()
            }
            #expect(queue.first { $0.contains("▸") }?.contains("importPending") == true, "\(queue.joined(separator: "\n"))")

            terminal.send("i")
            let sheet = terminal.waitFor("Manual import", "Not an upgrade for existing movie file(s)", "[x] ", "1 of 2 chosen · Move")
            #expect(sheet.contains { $0.contains("[ ] ") }, "the sample is not chosen: \(sheet.joined(separator: "\n"))")
            #expect(sheet.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.contains("Ctrl-S import") == true)

            terminal.send("C-s")
            let done = terminal.waitFor("✓ Imported 1 file (move)")
            #expect(done.contains { $0.contains("Imported · ") }, "the file's outcome: \(done.joined(separator: "\n"))")
            let files = try await servers.radarr.movieFiles(movieID: movieID)
            #expect(files.map(\.quality) == ["HDTV-720p"])

            terminal.send("Escape")
            let after = terminal.waitFor("in the queue")
            #expect(!after.contains { $0.contains(waiting.title) }, "the imported download left the queue: \(after.joined(separator: "\n"))")
        }
    }
}
