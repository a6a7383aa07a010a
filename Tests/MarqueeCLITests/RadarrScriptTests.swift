import Foundation
import RadarrAPI
import ServarrCore
import Testing

/// `marquee radarr …` against the simulator over loopback: every verb, its JSON checked against
/// what the server holds afterwards.
@Suite("marquee radarr (scripting)")
struct RadarrScriptTests {
    @Test func listMoviesPrintsTheLibraryAsAJSONArray() async throws {
        try await ScriptServers.with { servers in
            let run = try await servers.run("radarr", "list", "movies", "--output", "json")
            #expect(run.status == 0, "\(run.error)")
            let listed = try run.objects()
            let library = try await servers.radarr.movies()
            #expect(Set(listed.compactMap { $0["id"] as? Int }) == Set(library.map(\.id)))
            let first = try #require(library.first)
            let row = try #require(listed.first { $0["id"] as? Int == first.id })
            #expect(row["title"] as? String == first.title)
            #expect(row["tmdbId"] as? Int == first.tmdbID)
            #expect(row["monitored"] as? Bool == first.isMonitored)
        }
    }

    @Test func getMovieShowsOneObjectAndEveryFieldInATable() async throws {
        try await ScriptServers.with { servers in
            let movie = try #require(try await servers.radarr.movies().first)
            let json = try await servers.run("radarr", "get", "movie", "\(movie.id)", "-o", "json").object()
            #expect(json["id"] as? Int == movie.id)
            #expect(json["path"] as? String == movie.path)
            let table = try await servers.run("radarr", "get", "movie", "\(movie.id)")
            #expect(table.status == 0)
            #expect(table.output.contains("title"))
            #expect(table.output.contains(String(movie.title.prefix(20))))
            let yaml = try await servers.run("radarr", "get", "movie", "\(movie.id)", "-o", "yaml")
            #expect(yaml.output.contains("id: \(movie.id)\n"))
            #expect(yaml.output.contains("tmdbId: \(movie.tmdbID)\n"))
        }
    }

    @Test func addByTMDbIdWithProfileFolderAndTagsLandsOnTheServer() async throws {
        try await ScriptServers.with { servers in
            let candidate = try #require(try await servers.radarr.lookupMovies(term: "Ponyo").first { !$0.isInLibrary })
            let profile = try #require(try await servers.radarr.qualityProfiles().last)
            let folder = try #require(try await servers.radarr.rootFolders().last)
            let tag = try await servers.radarr.createTag(label: "script")
            let run = try await servers.run(
                "radarr", "add", "movie", "--tmdb-id", "\(candidate.tmdbID)", "--quality-profile", profile.name,
                "--root-folder", folder.path, "--unmonitored", "--tags", "Script", "-o", "json")
            #expect(run.status == 0, "\(run.error)")
            let added = try run.object()
            let id = try #require(added["id"] as? Int)
            let stored = try await servers.radarr.movie(id: id)
            #expect(stored.tmdbID == candidate.tmdbID)
            #expect(stored.qualityProfileID == profile.id)
            #expect(!stored.isMonitored)
            #expect(stored.tagIDs == [tag.id])

            let again = try await servers.run("radarr", "add", "movie", "--tmdb-id", "\(candidate.tmdbID)")
            #expect(again.status == 1)
            #expect(again.error.contains("already in the library as movie \(id)"))
        }
    }

    @Test func addWithAnUnknownProfileWritesNothingAndExits2() async throws {
        try await ScriptServers.with { servers in
            let before = try await servers.radarr.movies().count
            let candidate = try #require(try await servers.radarr.lookupMovies(term: "Burning").first { !$0.isInLibrary })
            let run = try await servers.run("radarr", "add", "movie", "--tmdb-id", "\(candidate.tmdbID)", "--quality-profile", "Nope")
            #expect(run.status == 2)
            #expect(run.error.contains("radarr \"main\" at \(servers.radarrURL.absoluteString)"))
            #expect(run.error.contains("no quality profile \"Nope\""))
            let unknownTag = try await servers.run("radarr", "add", "movie", "--tmdb-id", "\(candidate.tmdbID)", "--tags", "missing")
            #expect(unknownTag.status == 2)
            #expect(unknownTag.error.contains("no tag \"missing\""))
            #expect(try await servers.radarr.movies().count == before)
            let both = try await servers.run("radarr", "add", "movie", "--tmdb-id", "1", "--term", "x")
            #expect(both.status == 2)
            let ambiguous = try await servers.run("radarr", "add", "movie", "--term", "the")
            #expect(ambiguous.status == 2)
            #expect(ambiguous.error.contains("choose one with --tmdb-id"))
            #expect(try await servers.radarr.movies().count == before)
            let byTerm = try await servers.run("radarr", "add", "movie", "--term", "Ponyo", "-o", "json")
            #expect(byTerm.status == 0, "\(byTerm.error)")
            #expect(try byTerm.object()["title"] as? String == "Ponyo")
            #expect(try await servers.radarr.movies().count == before + 1)
        }
    }

    @Test func editChangesMonitoringProfileAndTags() async throws {
        try await ScriptServers.with { servers in
            let movie = try #require(try await servers.radarr.movies().first { $0.isMonitored })
            let profile = try #require(try await servers.radarr.qualityProfiles().first { $0.id != movie.qualityProfileID })
            let tag = try await servers.radarr.createTag(label: "keep")
            let run = try await servers.run(
                "radarr", "edit", "movie", "\(movie.id)", "--unmonitored", "--quality-profile", "\(profile.id)",
                "--tags", "keep", "-o", "json")
            #expect(run.status == 0, "\(run.error)")
            #expect(try run.object()["monitored"] as? Bool == false)
            let stored = try await servers.radarr.movie(id: movie.id)
            #expect(!stored.isMonitored)
            #expect(stored.qualityProfileID == profile.id)
            #expect(stored.tagIDs == [tag.id])
            let nothing = try await servers.run("radarr", "edit", "movie", "\(movie.id)")
            #expect(nothing.status == 2)
        }
    }

    @Test func deleteRefusesWithoutYesOffATerminalAndDeletesWithIt() async throws {
        try await ScriptServers.with { servers in
            let movie = try #require(try await servers.radarr.movies().first)
            let refused = try await servers.run("radarr", "delete", "movie", "\(movie.id)")
            #expect(refused.status == 2)
            #expect(refused.error.contains("--yes"))
            #expect(try await servers.radarr.movie(id: movie.id).id == movie.id)
            let run = try await servers.run("radarr", "delete", "movie", "\(movie.id)", "--add-exclusion", "--yes", "-o", "json")
            #expect(run.status == 0, "\(run.error)")
            #expect(try run.object()["action"] as? String == "deleted")
            #expect(try await servers.radarr.movies().contains { $0.id == movie.id } == false)
        }
    }

    @Test func searchRefreshAndRSSSyncStartCommandsAndCanWait() async throws {
        try await ScriptServers.with { servers in
            let movie = try #require(try await servers.radarr.movies().first)
            let search = try await servers.run("radarr", "search", "movie", "\(movie.id)", "--wait", "-o", "json").object()
            #expect(search["name"] as? String == "MoviesSearch")
            #expect(search["status"] as? String == "completed")
            let refresh = try await servers.run("radarr", "refresh", "movie", "--all", "-o", "json").object()
            #expect(refresh["name"] as? String == "RefreshMovie")
            let status = try await servers.radarr.commandStatus(id: try #require(refresh["id"] as? Int))
            #expect(status.name == "RefreshMovie")
            let sync = try await servers.run("radarr", "rss-sync", "-o", "json").object()
            #expect(sync["name"] as? String == "RssSync")
        }
    }

    @Test func grabByMovieQueuesTheDownloadAndRemoveTakesItOut() async throws {
        try await ScriptServers.with { servers in
            let movie = try #require(try await servers.radarr.movies().first)
            let releases = try await servers.run("radarr", "list", "releases", "--movie-id", "\(movie.id)", "-o", "json").objects()
            let approved = try #require(releases.first { $0["approved"] as? Bool == true })
            let grab = try await servers.run("radarr", "grab", "release", "--movie-id", "\(movie.id)", "-o", "json")
            #expect(grab.status == 0, "\(grab.error)")
            #expect(try grab.object()["id"] as? String == approved["guid"] as? String)
            let queued = try #require(try await servers.radarr.queue().records.first { $0.mediaID == movie.id })
            let listed = try await servers.run("radarr", "list", "queue", "-o", "json").objects()
            #expect(listed.contains { $0["id"] as? Int == queued.id && $0["movieId"] as? Int == movie.id })

            let refused = try await servers.run("radarr", "remove", "queue", "\(queued.id)")
            #expect(refused.status == 2)
            let removed = try await servers.run("radarr", "remove", "queue", "\(queued.id)", "--blocklist", "--yes")
            #expect(removed.status == 0, "\(removed.error)")
            #expect(try await servers.radarr.queue().records.contains { $0.id == queued.id } == false)
            let missing = try await servers.run("radarr", "remove", "queue", "\(queued.id)", "--yes")
            #expect(missing.status == 1)
            #expect(missing.error.contains("no download with id \(queued.id)"))
        }
    }

    @Test func everyListNounPrintsAJSONArrayMatchingTheServer() async throws {
        try await ScriptServers.with { servers in
            #expect(try await servers.run("radarr", "list", "tags", "-o", "json").objects().count == (try await servers.radarr.tags()).count)
            let profiles = try await servers.run("radarr", "list", "quality-profiles", "-o", "json").objects()
            #expect(profiles.compactMap { $0["name"] as? String } == (try await servers.radarr.qualityProfiles()).map(\.name))
            let folders = try await servers.run("radarr", "list", "root-folders", "-o", "json").objects()
            #expect(folders.compactMap { $0["path"] as? String } == (try await servers.radarr.rootFolders()).map(\.path))
            let disks = try await servers.run("radarr", "list", "disk-space", "-o", "json").objects()
            #expect(disks.count == (try await servers.radarr.diskSpace()).count)
            let health = try await servers.run("radarr", "list", "health", "-o", "json").objects()
            #expect(health.count == (try await servers.radarr.health()).count)
            let history = try await servers.run("radarr", "list", "history", "--limit", "5", "-o", "json")
            let total = try await servers.radarr.history().totalRecords
            #expect(try history.objects().count == min(5, total))
            if total > 5 { #expect(history.error.contains("showing 5 of \(total)")) }
            let wanted = try await servers.run("radarr", "list", "wanted", "-o", "json").objects()
            #expect(wanted.count == (try await servers.radarr.missing(pageSize: 1000)).records.count)
            let calendar = try await servers.run("radarr", "list", "calendar", "--start", "2000-01-01", "--days", "366", "-o", "json")
            #expect(calendar.status == 0)
            _ = try calendar.objects()
            #expect(
                try await servers.run("radarr", "list", "queue", "-o", "json").objects().count
                    == (try await servers.radarr.queue(pageSize: 1000)).records.count)
        }
    }

    @Test func tablesFitTheTerminalWidthAndTimesFollowUTC() async throws {
        try await ScriptServers.with { servers in
            let run = try await servers.run("radarr", "list", "movies", environment: ["COLUMNS": "50"])
            #expect(run.status == 0)
            let lines = run.output.split(separator: "\n")
            #expect(lines.first?.hasPrefix("ID") == true || lines.first?.contains("TITLE") == true)
            #expect(lines.count == (try await servers.radarr.movies()).count + 1)
            #expect(lines.allSatisfy { $0.count <= 50 })
            let movie = try #require(try await servers.radarr.movies().first { $0.added != nil })
            let utc = try await servers.run("radarr", "get", "movie", "\(movie.id)", "-o", "json", "--utc").object()
            #expect((utc["added"] as? String)?.hasSuffix("Z") == true)
            let paris = try await servers.run("radarr", "get", "movie", "\(movie.id)", "-o", "json", environment: ["TZ": "Asia/Kolkata"]).object()
            #expect((paris["added"] as? String)?.hasSuffix("+05:30") == true)
        }
    }

    @Test func failuresNameTheInstanceAndMapToExitCodes() async throws {
        try await ScriptServers.with { servers in
            let unknown = try await servers.run("radarr", "list", "movies", "--instance", "nope")
            #expect(unknown.status == 2)
            #expect(unknown.error.contains("no radarr instance named \"nope\" (configured: main, down)"))
            let badID = try await servers.run("radarr", "get", "movie", "999999")
            #expect(badID.status == 1)
            #expect(badID.error == "marquee: radarr \"main\" at \(servers.radarrURL.absoluteString): no movie with id 999999\n")
            let down = try await servers.run("radarr", "list", "movies", "--instance", "down")
            #expect(down.status == 3)
            #expect(down.error.contains("radarr \"down\" at http://127.0.0.1:9"))
            #expect(!down.error.contains(servers.apiKey))
            let badNoun = try await servers.run("radarr", "list", "spaceships")
            #expect(badNoun.status == 2)
        }
    }

    @Test func demoNeedsNoConfiguration() async throws {
        let (base, environment) = try isolatedEnvironment()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let run = try await ScriptRun(["radarr", "list", "movies", "--demo", "-o", "json"], environment: environment)
        #expect(run.status == 0, "\(run.error)")
        #expect(try !run.objects().isEmpty)
        let none = try await ScriptRun(["radarr", "list", "movies"], environment: environment)
        #expect(none.status == 2)
        #expect(none.error.contains("no configuration at"))
    }

    @Test func helpShowsExamplesAndCompletionScriptsCoverTheVerbs() async throws {
        let help = try await ScriptRun(["help", "radarr", "add"], environment: [:])
        #expect(help.status == 0)
        #expect(help.output.contains("marquee radarr add movie --tmdb-id 603"))
        for shell in ["bash", "zsh", "fish"] {
            let script = try await ScriptRun(["--generate-completion-script", shell], environment: [:])
            #expect(script.status == 0)
            #expect(script.output.contains("radarr") && script.output.contains("quality-profile"))
        }
    }
}
