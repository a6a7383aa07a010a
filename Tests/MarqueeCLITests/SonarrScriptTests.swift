import Foundation
import ServarrCore
import SonarrAPI
import Testing

/// `marquee sonarr …` against the simulator over loopback: every verb, its JSON checked against
/// what the server holds afterwards.
@Suite("marquee sonarr (scripting)")
struct SonarrScriptTests {
    @Test func listSeriesAndEpisodesMatchTheServer() async throws {
        try await ScriptServers.with { servers in
            let listed = try await servers.run("sonarr", "list", "series", "-o", "json").objects()
            let library = try await servers.sonarr.series()
            #expect(Set(listed.compactMap { $0["id"] as? Int }) == Set(library.map(\.id)))
            let series = try #require(library.first { $0.seasons.contains { $0.seasonNumber == 1 } })
            let episodes = try await servers.run("sonarr", "list", "episodes", "--series-id", "\(series.id)", "--season", "1", "-o", "json").objects()
            let stored = try await servers.sonarr.episodes(seriesID: series.id, seasonNumber: 1)
            #expect(episodes.compactMap { $0["id"] as? Int } == stored.map(\.id))
            #expect(episodes.allSatisfy { $0["seasonNumber"] as? Int == 1 && $0["seriesId"] as? Int == series.id })
            let noSeries = try await servers.run("sonarr", "list", "episodes")
            #expect(noSeries.status == 2)
            #expect(noSeries.error.contains("--series-id"))
        }
    }

    @Test func getSeriesAndEpisode() async throws {
        try await ScriptServers.with { servers in
            let series = try #require(try await servers.sonarr.series().first)
            let object = try await servers.run("sonarr", "get", "series", "\(series.id)", "-o", "json").object()
            #expect(object["title"] as? String == series.title)
            #expect((object["seasons"] as? [[String: Any]])?.count == series.seasons.count)
            let episode = try #require(try await servers.sonarr.episodes(seriesID: series.id).first)
            let shown = try await servers.run("sonarr", "get", "episode", "\(episode.id)", "-o", "json").object()
            #expect(shown["episodeNumber"] as? Int == episode.episodeNumber)
            let missing = try await servers.run("sonarr", "get", "series", "424242")
            #expect(missing.status == 1)
            #expect(missing.error.contains("sonarr \"main\" at \(servers.sonarrURL.absoluteString): no series with id 424242"))
        }
    }

    @Test func addSeriesByTVDBIdWithMonitorAndTypeLandsOnTheServer() async throws {
        try await ScriptServers.with { servers in
            let candidate = try #require(try await servers.sonarr.lookupSeries(term: "Borgen").first { !$0.isInLibrary })
            let folder = try #require(try await servers.sonarr.rootFolders().first)
            let run = try await servers.run(
                "sonarr", "add", "series", "--tvdb-id", "\(candidate.tvdbID)", "--monitor", "future",
                "--series-type", "anime", "--no-season-folders", "--root-folder", folder.path, "-o", "json")
            #expect(run.status == 0, "\(run.error)")
            let id = try #require(try run.object()["id"] as? Int)
            let stored = try await servers.sonarr.series(id: id)
            #expect(stored.tvdbID == candidate.tvdbID)
            #expect(stored.seriesType == .anime)
            #expect(!stored.usesSeasonFolders)
            let again = try await servers.run("sonarr", "add", "series", "--tvdb-id", "\(candidate.tvdbID)")
            #expect(again.status == 1)
            let badFolder = try await servers.run("sonarr", "add", "series", "--term", "Mushishi", "--root-folder", "/nowhere")
            #expect(badFolder.status == 2)
            #expect(badFolder.error.contains("no root folder \"/nowhere\""))
        }
    }

    @Test func editSeriesAndEpisodeMonitoring() async throws {
        try await ScriptServers.with { servers in
            let series = try #require(try await servers.sonarr.series().first { $0.isMonitored })
            let run = try await servers.run("sonarr", "edit", "series", "\(series.id)", "--unmonitored", "-o", "json")
            #expect(run.status == 0, "\(run.error)")
            #expect(try await servers.sonarr.series(id: series.id).isMonitored == false)
            let episode = try #require(try await servers.sonarr.episodes(seriesID: series.id).first { $0.isMonitored })
            let edited = try await servers.run("sonarr", "edit", "episode", "\(episode.id)", "--no-monitored", "-o", "json")
            #expect(try edited.object()["monitored"] as? Bool == false)
            #expect(try await servers.sonarr.episode(id: episode.id).isMonitored == false)
            let wrong = try await servers.run("sonarr", "edit", "episode", "\(episode.id)", "--tags", "x")
            #expect(wrong.status == 2)
        }
    }

    @Test func deleteSeriesNeedsYesOffATerminal() async throws {
        try await ScriptServers.with { servers in
            let series = try #require(try await servers.sonarr.series().first)
            let refused = try await servers.run("sonarr", "delete", "series", "\(series.id)", "--delete-files")
            #expect(refused.status == 2)
            #expect(try await servers.sonarr.series().contains { $0.id == series.id })
            let run = try await servers.run("sonarr", "delete", "series", "\(series.id)", "--delete-files", "--yes")
            #expect(run.status == 0, "\(run.error)")
            #expect(try await servers.sonarr.series().contains { $0.id == series.id } == false)
        }
    }

    @Test func searchRefreshRSSSyncGrabAndRemove() async throws {
        try await ScriptServers.with { servers in
            let series = try #require(try await servers.sonarr.series().first { $0.seasons.contains { $0.seasonNumber == 1 } })
            let search = try await servers.run("sonarr", "search", "series", "\(series.id)", "--season", "1", "--wait", "-o", "json").object()
            #expect(search["name"] as? String == "SeasonSearch")
            #expect(search["status"] as? String == "completed")
            let noSeason = try await servers.run("sonarr", "search", "series", "\(series.id)", "--season", "99")
            #expect(noSeason.status == 2)
            let episode = try #require(try await servers.sonarr.episodes(seriesID: series.id).first)
            #expect(
                try await servers.run("sonarr", "search", "episode", "\(episode.id)", "-o", "json").object()["name"] as? String == "EpisodeSearch")
            #expect(try await servers.run("sonarr", "refresh", "series", "\(series.id)", "-o", "json").object()["name"] as? String == "RefreshSeries")
            #expect(try await servers.run("sonarr", "rss-sync", "-o", "json").object()["name"] as? String == "RssSync")

            let before = try await servers.sonarr.queue(pageSize: 1000).records.map(\.id)
            let grab = try await servers.run("sonarr", "grab", "release", "--episode-id", "\(episode.id)", "-o", "json")
            #expect(grab.status == 0, "\(grab.error)")
            let queued = try #require(try await servers.sonarr.queue(pageSize: 1000).records.first { !before.contains($0.id) })
            let listed = try await servers.run("sonarr", "list", "queue", "-o", "json").objects()
            #expect(listed.contains { $0["id"] as? Int == queued.id && $0["seriesId"] as? Int == series.id })
            let removed = try await servers.run("sonarr", "remove", "queue", "\(queued.id)", "--yes", "-o", "json")
            #expect(removed.status == 0, "\(removed.error)")
            #expect(try await servers.sonarr.queue(pageSize: 1000).records.contains { $0.id == queued.id } == false)
        }
    }

    @Test func sharedListsAndFailures() async throws {
        try await ScriptServers.with { servers in
            for noun in ["queue", "history", "calendar", "wanted", "health", "disk-space", "tags", "quality-profiles", "root-folders"] {
                let run = try await servers.run("sonarr", "list", noun, "-o", "json")
                #expect(run.status == 0, "\(noun): \(run.error)")
                _ = try run.objects()
                let yaml = try await servers.run("sonarr", "list", noun, "-o", "yaml")
                #expect(yaml.status == 0)
            }
            #expect(
                try await servers.run("sonarr", "list", "quality-profiles", "-o", "json").objects().compactMap { $0["id"] as? Int }
                    == (try await servers.sonarr.qualityProfiles()).map(\.id))
            let down = try await servers.run("sonarr", "list", "series", "--instance", "down")
            #expect(down.status == 3)
            #expect(down.error.hasPrefix("marquee: sonarr \"down\" at http://127.0.0.1:9: "))
            let unknown = try await servers.run("sonarr", "get", "series", "1", "--instance", "4k")
            #expect(unknown.status == 2)
            #expect(unknown.error.contains("no sonarr instance named \"4k\""))
        }
    }
}
