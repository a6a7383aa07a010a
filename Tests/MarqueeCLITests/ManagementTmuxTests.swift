import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// One management path of `marquee --demo` per service on a real (tmux) terminal at 80×24:
    /// Radarr's blocklist (mark two, remove after confirming), Sonarr's indexers (test one,
    /// test all, results inline) and Lidarr's root folders (a path the server refuses, the
    /// typed text kept, then a path it accepts).
    @Suite("marquee --demo management screens in tmux", .serialized)
    struct ManagementTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-manage-test-\(getpid())", name: "manage")

        private func start(_ folder: ScratchFolder) {
            terminal.startMarquee(base: folder.path, arguments: "--demo")
            _ = terminal.waitFor("230 movies")
        }

        private func quit() {
            terminal.send("q")
            #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
        }

        @Test func radarrBlocklistRemovesTwoMarkedReleasesAfterConfirmation() throws {
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            start(folder)
            terminal.send("B")
            let blocklist = terminal.waitFor("12 blocklisted releases · by date ▼", "HDTV-720p · usenet · Manually marked as failed")
            #expect(blocklist[23].contains("Space mark"), "\(blocklist[23])")
            terminal.send("Space", "Space")
            _ = terminal.waitFor("2 marked", "[x] ")
            terminal.send("x")
            _ = terminal.waitFor("Remove from blocklist?", "Remove 2 releases from the blocklist?")
            terminal.send("Left", "Enter")
            let done = terminal.waitFor("✓ Removed 2 releases from the blocklist", "10 blocklisted releases")
            for line in done { #expect(line.count <= 80) }
            quit()
        }

        @Test func sonarrIndexersAreTestedWithTheResultsInline() throws {
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            start(folder)
            terminal.send("Tab")
            _ = terminal.waitFor("64 series")
            terminal.send("N")
            _ = terminal.waitFor("5 indexers · 4 enabled", "NZBgeek", "TorrentLeech")
            terminal.send("Down", "Down", "Down", "t")
            let failed = terminal.waitFor("401:Unauthorized")
            #expect(failed.contains { $0.contains("✗ TorrentLeech") }, "\(failed)")
            terminal.send("A")
            let all = terminal.waitFor("1 of 4 failed")
            #expect(all.count { $0.contains("✓ ") } == 3, "\(all)")
            quit()
        }

        @Test func lidarrRootFolderPathIsCheckedByTheServerAndKeptOnFailure() throws {
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            start(folder)
            terminal.send("4")
            _ = terminal.waitFor("5 artists")
            terminal.send("R")
            _ = terminal.waitFor("2 root folders", "/music", "/classical")
            terminal.send("n")
            _ = terminal.waitFor("Add root folder", "Path")
            terminal.send("/nowhere", "Enter")
            let refused = terminal.waitFor("Path '/nowhere' does not exist")
            #expect(refused.contains { $0.contains("Path") && $0.contains("/nowhere") && !$0.contains("exist") }, "\(refused)")
            for _ in 0..<8 { terminal.send("BSpace") }
            terminal.send("/mnt/archive", "Enter")
            _ = terminal.waitFor("✓ Added /mnt/archive", "3 root folders")
            quit()
        }
    }
}
