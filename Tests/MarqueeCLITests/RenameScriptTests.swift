import Foundation
import LidarrAPI
import RadarrAPI
import SonarrAPI
import Testing

/// `marquee <service> rename <noun> ID`: the files old → new, renamed only once confirmed
/// (`--yes`; a script without it is refused), then listed as renamed; JSON like every list.
@Suite struct RenameScriptTests {
    @Test func aMovieIsPreviewedRefusedWithoutYesThenRenamed() async throws {
        try await ScriptServers.with { servers in
            let movie = try #require(try await servers.radarr.movies().first { $0.hasFile })
            let expected = try #require(try await servers.radarr.renamePreview(movieIDs: [movie.id]).first)

            let preview = try await servers.run("radarr", "rename", "movie", "\(movie.id)", "--dry-run", "-o", "json")
            #expect(preview.status == 0, "\(preview.error)")
            let listed = try preview.objects()
            #expect(listed.count == 1)
            #expect(listed.first?["existingPath"] as? String == expected.existingPath)
            #expect(listed.first?["newPath"] as? String == expected.newPath)
            #expect(listed.first?["fileId"] as? Int == expected.fileID)
            #expect(listed.first?["renamed"] as? Bool == false)

            let refused = try await servers.run("radarr", "rename", "movie", "\(movie.id)", "-o", "json")
            #expect(refused.status == 2 && refused.error.contains("pass --yes"), "\(refused.error)")
            #expect(try await servers.radarr.renamePreview(movieIDs: [movie.id]).count == 1, "nothing renamed")

            let renamed = try await servers.run("radarr", "rename", "movie", "\(movie.id)", "--yes", "-o", "json")
            #expect(renamed.status == 0, "\(renamed.error)")
            #expect(try renamed.objects().map { $0["renamed"] as? Bool } == [true])
            #expect(try await servers.radarr.movieFiles(movieID: movie.id).first?.relativePath == expected.newPath)

            let nothing = try await servers.run("radarr", "rename", "movie", "\(movie.id)", "-o", "json")
            #expect(nothing.status == 0, "nothing to rename is not a failure: \(nothing.error)")
            #expect(try nothing.objects().isEmpty)

            let other = try #require(try await servers.radarr.movies().first { $0.hasFile && $0.id != movie.id })
            let screen = try await servers.run("open", "/radarr/movie/\(other.id)/rename", "--format", "json", "--wait", "20s")
            #expect(screen.status == 0, "\(screen.error)")
            let shown = try #require(try screen.object()["data"] as? [[String: Any]])
            let otherFile = try #require(try await servers.radarr.renamePreview(movieIDs: [other.id]).first)
            #expect(shown.first?["path"] as? String == otherFile.existingPath && shown.first?["outcome"] as? String == otherFile.newPath)

            let unknown = try await servers.run("radarr", "rename", "movie", "999999", "--yes")
            #expect(unknown.status == 1 && unknown.error.contains("no movie with id 999999"), "\(unknown.error)")
        }
    }

    @Test func aSeriesAndAnArtistAreRenamedWithTheirSeasonsAndAlbums() async throws {
        try await ScriptServers.with { servers in
            var seriesID: Int?
            for series in try await servers.sonarr.series() where seriesID == nil {
                if try await !servers.sonarr.renamePreview(seriesID: series.id).isEmpty { seriesID = series.id }
            }
            let series = try #require(seriesID)
            let episodes = try await servers.sonarr.renamePreview(seriesID: series)
            let run = try await servers.run("sonarr", "rename", "series", "\(series)", "--yes", "-o", "json")
            #expect(run.status == 0, "\(run.error)")
            let files = try run.objects()
            #expect(files.map { $0["fileId"] as? Int } == episodes.map(\.fileID))
            #expect(files.allSatisfy { $0["seasonNumber"] is Int && $0["renamed"] as? Bool == true })
            #expect(try await servers.sonarr.renamePreview(seriesID: series).isEmpty)

            var artistID: Int?
            for artist in try await servers.lidarr.artists() where artistID == nil {
                if try await !servers.lidarr.renamePreview(artistID: artist.id).isEmpty { artistID = artist.id }
            }
            let artist = try #require(artistID)
            let preview = try await servers.run("lidarr", "rename", "artist", "\(artist)", "--dry-run", "-o", "json")
            #expect(try preview.objects().allSatisfy { $0["albumId"] is Int && $0["renamed"] as? Bool == false })
            let renamed = try await servers.run("lidarr", "rename", "artist", "\(artist)", "--yes")
            #expect(renamed.status == 0, "\(renamed.error)")
            #expect(renamed.output.contains("NEW PATH"), "a table by default: \(renamed.output)")
            #expect(try await servers.lidarr.renamePreview(artistID: artist).isEmpty)
        }
    }
}
