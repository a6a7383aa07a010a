import Foundation
import LidarrAPI
import RadarrAPI
import ServarrCore
import SonarrAPI
import Testing

/// The CLI's verbs that take several ids send one request for them all.
@Suite struct MultipleIDScriptTests {
    @Test func searchingSeveralMoviesStartsOneCommandForThemAll() async throws {
        try await ScriptServers.with { servers in
            let movies = Array(try await servers.radarr.movies().prefix(3))
            try #require(movies.count == 3)
            let before = try await servers.radarr.commands().count
            let run = try await servers.run("radarr", "search", "movie", "\(movies[0].id)", "\(movies[1].id)", "\(movies[2].id)", "-o", "json")
            #expect(run.status == 0, "\(run.error)")
            let search = try run.object()
            #expect(search["name"] as? String == "MoviesSearch")
            let commands = try await servers.radarr.commands()
            #expect(commands.count == before + 1, "one command for the three movies")
            let missing = try await servers.run("radarr", "search", "movie", "\(movies[0].id)", "999999")
            #expect(missing.status != 0 && missing.error.contains("999999"), "an unknown id refuses before anything starts")
            #expect(try await servers.radarr.commands().count == before + 1)
        }
    }

    @Test func refreshingSeveralItemsSendsOneCommandWhereTheServerTakesSeveralIDs() async throws {
        try await ScriptServers.with { servers in
            let movies = Array(try await servers.radarr.movies().prefix(2)).map { String($0.id) }
            let series = Array(try await servers.sonarr.series().prefix(2)).map { String($0.id) }
            let artists = Array(try await servers.lidarr.artists().prefix(2)).map { String($0.id) }
            try #require(movies.count == 2 && series.count == 2 && artists.count == 2)

            let radarr = try await servers.run(["radarr", "refresh", "movie"] + movies + ["-o", "json"])
            #expect(radarr.status == 0, "\(radarr.error)")
            #expect(try radarr.object()["name"] as? String == "RefreshMovie", "Radarr's RefreshMovie takes movieIds: one command")

            // Sonarr's and Lidarr's commands name one item: one command each, listed.
            let sonarr = try await servers.run(["sonarr", "refresh", "series"] + series + ["-o", "json"])
            #expect(sonarr.status == 0, "\(sonarr.error)")
            #expect(try sonarr.objects().map { $0["name"] as? String } == ["RefreshSeries", "RefreshSeries"])
            let lidarr = try await servers.run(["lidarr", "refresh", "artist"] + artists + ["--wait", "-o", "json"])
            #expect(lidarr.status == 0, "\(lidarr.error)")
            #expect(try lidarr.objects().map { $0["status"] as? String } == ["completed", "completed"], "--wait waits for each")

            let unknown = try await servers.run(["sonarr", "refresh", "series", series[0], "999999"])
            #expect(unknown.status != 0 && unknown.error.contains("999999"), "an unknown id refuses before anything starts")
            let both = try await servers.run(["radarr", "refresh", "movie", movies[0], "--all"])
            #expect(both.status != 0, "ids and --all do not go together")
        }
    }

    @Test func editingSeveralSeriesOrEpisodesChangesThemAll() async throws {
        try await ScriptServers.with { servers in
            let series = Array(try await servers.sonarr.series().filter(\.isMonitored).prefix(3))
            try #require(series.count == 3)
            let ids = series.map { String($0.id) }
            let edited = try await servers.run(["sonarr", "edit", "series"] + ids + ["--unmonitored", "-o", "json"])
            #expect(edited.status == 0, "\(edited.error)")
            #expect(try edited.objects().map { $0["monitored"] as? Bool } == [false, false, false])
            for item in series { #expect(try await servers.sonarr.series(id: item.id).isMonitored == false, "\(item.title)") }

            let episodes = Array(try await servers.sonarr.episodes(seriesID: series[0].id).prefix(2))
            try #require(episodes.count == 2)
            let episodeIDs = episodes.map { String($0.id) }
            let monitored = try await servers.run(["sonarr", "edit", "episode"] + episodeIDs + ["--monitored", "-o", "json"])
            #expect(monitored.status == 0, "\(monitored.error)")
            for episode in episodes { #expect(try await servers.sonarr.episode(id: episode.id).isMonitored) }

            let unknown = try await servers.run(["sonarr", "edit", "series", ids[0], "999999", "--monitored"])
            #expect(unknown.status != 0 && unknown.error.contains("999999"), "an unknown id refuses before anything changes")
            #expect(try await servers.sonarr.series(id: series[0].id).isMonitored == false)
        }
    }

    @Test func searchingSeveralSeriesOrArtistsStartsOneCommandEach() async throws {
        try await ScriptServers.with { servers in
            let series = Array(try await servers.sonarr.series().prefix(2)).map { String($0.id) }
            let artists = Array(try await servers.lidarr.artists().prefix(2)).map { String($0.id) }
            let before = try await servers.sonarr.commands().count
            let sonarr = try await servers.run(["sonarr", "search", "series"] + series + ["-o", "json"])
            #expect(sonarr.status == 0, "\(sonarr.error)")
            #expect(try sonarr.objects().map { $0["name"] as? String } == ["SeriesSearch", "SeriesSearch"])
            #expect(try await servers.sonarr.commands().count == before + 2)
            let lidarr = try await servers.run(["lidarr", "search", "artist"] + artists + ["-o", "json"])
            #expect(lidarr.status == 0, "\(lidarr.error)")
            #expect(try lidarr.objects().map { $0["name"] as? String } == ["ArtistSearch", "ArtistSearch"])
            let season = try await servers.run(["sonarr", "search", "series"] + series + ["--season", "1"])
            #expect(season.status != 0, "--season goes with one series")
        }
    }

    /// As Sonarr's and Lidarr's own: a search of an item the library does not have is accepted,
    /// then fails naming it; Radarr's skips the ids it does not know.
    @Test func theSimulatorFailsASearchOfAMissingSeriesOrArtistAsTheServersDo() async throws {
        try await ScriptServers.with { servers in
            let series = try await servers.sonarr.run(.searchSeries(id: 999_999))
            let artist = try await servers.lidarr.run(.searchArtist(id: 999_998))
            let movies = try await servers.radarr.run(.searchMovies(ids: [999_997]))
            let ended = try await (
                Self.end(of: series, servers.sonarr.commandStatus), Self.end(of: artist, servers.lidarr.commandStatus),
                Self.end(of: movies, servers.radarr.commandStatus)
            )
            #expect(ended.0.state == .failed && ended.0.message == "Series with ID 999999 does not exist")
            #expect(ended.1.state == .failed && ended.1.message == "Artist with ID 999998 does not exist")
            #expect(ended.2.state == .completed)
        }
    }

    /// `status` once finished, asked every 100 ms for at most 20 s.
    private static func end(of status: CommandStatus, _ ask: (Int) async throws -> CommandStatus) async throws -> CommandStatus {
        var status = status
        for _ in 0..<200 where !status.state.isFinished {
            try await Task.sleep(for: .milliseconds(100))
            status = try await ask(status.id)
        }
        return status
    }
}

extension ScriptServers {
    /// Runs `marquee` with `arguments` built as a list (ids among them).
    fileprivate func run(_ arguments: [String]) async throws -> ScriptRun {
        try await ScriptRun(arguments, environment: environment)
    }
}
