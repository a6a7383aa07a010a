import Foundation
import RadarrAPI
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
}
