import Foundation
import ServarrCore
import Testing

/// `marquee <service> import` and `history mark-failed` against a simulator whose queues hold
/// downloads that went wrong; the JSON checked against what the server holds afterwards.
@Suite("marquee import and history mark-failed (scripting)")
struct ManualImportScriptTests {
    private static let stuck = ["--stuck-downloads", "--queue-records", "0"]

    @Test func radarrDryRunChangesNothingThenImportPutsTheFileInTheMovie() async throws {
        try await ScriptServers.with(arguments: Self.stuck) { servers in
            let queue = try await servers.run("radarr", "list", "queue", "-o", "json").objects()
            let pending = try #require(queue.first { $0["trackedDownloadState"] as? String == "importPending" })
            let downloadID = try #require(pending["downloadId"] as? String)
            let messages = (pending["statusMessages"] as? [[String: Any]] ?? []).flatMap { $0["messages"] as? [String] ?? [] }
            #expect(messages.contains("Sample"))

            let dryRun = try await servers.run("radarr", "import", "--download-id", downloadID, "--dry-run", "-o", "json").objects()
            #expect(dryRun.compactMap { $0["outcome"] as? String }.sorted() == ["skipped: Sample", "would import"])
            let movieID = try #require(dryRun.first { $0["outcome"] as? String == "would import" }?["movieId"] as? Int)
            let unchanged = try await servers.radarr.queueDetails()
            #expect(unchanged.contains { $0.downloadID == downloadID })

            let imported = try await servers.run("radarr", "import", "--download-id", downloadID, "--copy", "-o", "json").objects()
            #expect(
                imported.first { $0["movieId"] as? Int == movieID && $0["outcome"] as? String == "imported" }?["quality"] as? String == "HDTV-720p")
            let files = try await servers.radarr.movieFiles(movieID: movieID)
            #expect(files.map(\.quality) == ["HDTV-720p"])
            let after = try await servers.radarr.queueDetails()
            #expect(!after.contains { $0.downloadID == downloadID })
        }
    }

    @Test func sonarrImportsAFolderAndSkipsWhatItCannotPlace() async throws {
        try await ScriptServers.with(arguments: Self.stuck) { servers in
            let rows = try await servers.run("sonarr", "import", "--path", "/downloads/complete", "-o", "json").objects()
            let outcomes = rows.compactMap { $0["outcome"] as? String }
            #expect(outcomes.filter { $0 == "imported" }.count >= 2)
            #expect(outcomes.contains("skipped: Unknown Series"))
            #expect(outcomes.contains("skipped: Sample"))
            let seriesID = try #require(rows.first { $0["outcome"] as? String == "imported" }?["seriesId"] as? Int)
            let episodes = try await servers.sonarr.episodes(seriesID: seriesID)
            #expect(episodes.filter { $0.seasonNumber == 1 && $0.hasFile }.count >= 2)
        }
    }

    @Test func lidarrImportsAnAlbumsTracks() async throws {
        try await ScriptServers.with(arguments: Self.stuck) { servers in
            let queue = try await servers.lidarr.queueDetails()
            let album = try #require(queue.first { $0.trackedDownloadState == "importPending" })
            let rows = try await servers.run("lidarr", "import", "--download-id", try #require(album.downloadID), "-o", "json").objects()
            #expect(!rows.isEmpty && rows.allSatisfy { $0["outcome"] as? String == "imported" && $0["artistId"] as? Int == album.mediaID })
        }
    }

    @Test func importFailuresAreNamed() async throws {
        try await ScriptServers.with(arguments: Self.stuck) { servers in
            let unknown = try await servers.run("radarr", "import", "--download-id", "nope")
            #expect(unknown.status == 1)
            #expect(unknown.error.contains("no files to import for download nope"))
            let neither = try await servers.run("radarr", "import")
            #expect(neither.status == 2)
            #expect(neither.error.contains("--download-id or --path"))
        }
    }

    @Test func markFailedBlocklistsAndSearchesAgain() async throws {
        try await ScriptServers.with(arguments: Self.stuck) { servers in
            let history = try await servers.run("radarr", "list", "history", "-o", "json").objects()
            let grab = try #require(history.first { $0["eventType"] as? String == "grabbed" })
            let id = try #require(grab["id"] as? Int)
            let result = try await servers.run("radarr", "history", "mark-failed", "\(id)", "-o", "json").object()
            #expect(result["action"] as? String == "marked as failed")
            #expect(result["id"] as? Int == id)
            let events = try await servers.radarr.history(pageSize: 200).records
            #expect(events.contains { $0.eventType == "downloadFailed" && $0.sourceTitle == grab["sourceTitle"] as? String })
            let missing = try await servers.run("radarr", "history", "mark-failed", "999999")
            #expect(missing.status == 1)
            #expect(missing.error.contains("999999"))
        }
    }
}
