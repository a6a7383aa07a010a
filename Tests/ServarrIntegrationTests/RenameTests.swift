import Foundation
import LidarrAPI
import RadarrAPI
import ServarrCore
import ServarrSimulator
import SonarrAPI
import Testing

/// Rename and retag over loopback: previews computed from the naming settings and the library's
/// files (only the files whose name or tags would change), the commands that apply them, and
/// the ways they fail.
@Suite("Renaming and retagging files")
struct RenameTests {
    private static let fast = ServarrSimulator.Configuration(commandStepDuration: .milliseconds(50), downloadDuration: .seconds(3600))

    /// Runs `command` on `repository` and waits for its end; returns its last status.
    static func finish<Repository: ServarrRepository>(_ command: Repository.Command, on repository: Repository) async throws -> CommandStatus {
        let started = try await repository.run(command)
        var status = started
        _ = try await eventually(within: .seconds(20)) {
            status = try await repository.commandStatus(id: started.id)
            return status.state.isFinished
        }
        return status
    }

    @Test("A movie's file is previewed old → new, renamed by RenameFiles, and then has nothing left to rename")
    func radarrRenameFiles() async throws {
        try await withSimulator(Self.fast) { simulator in
            let radarr = RadarrRepository(configuration: simulator.radarrConfiguration())
            let movie = try #require(try await radarr.movies().first { $0.hasFile })
            let previews = try await radarr.renamePreview(movieIDs: [movie.id])
            let preview = try #require(previews.first)
            #expect(previews.count == 1)
            #expect(preview.mediaID == movie.id && preview.fileID > 0)
            #expect(preview.existingPath != preview.newPath)
            #expect(preview.newPath.hasPrefix(movie.title.replacingOccurrences(of: ":", with: "")) && preview.newPath.hasSuffix("].mkv"))

            let status = try await Self.finish(.renameFiles(movieID: movie.id, fileIDs: [preview.fileID]), on: radarr)
            #expect(status.state == .completed)
            #expect(try await radarr.renamePreview(movieIDs: [movie.id]).isEmpty)
            let file = try #require(try await radarr.movieFiles(movieID: movie.id).first)
            #expect(file.relativePath == preview.newPath)
            let history = try await radarr.history(pageSize: 200).records
            #expect(history.contains { $0.eventType == "movieFileRenamed" && $0.mediaID == movie.id })
        }
    }

    @Test("Several movies are previewed in one request; a movie without a file has nothing to rename")
    func radarrSeveralMovies() async throws {
        try await withSimulator(Self.fast) { simulator in
            let radarr = RadarrRepository(configuration: simulator.radarrConfiguration())
            let movies = try await radarr.movies()
            let withFiles = movies.filter(\.hasFile).prefix(3).map(\.id)
            let without = try #require(movies.first { !$0.hasFile })
            let previews = try await radarr.renamePreview(movieIDs: withFiles + [without.id])
            #expect(Set(previews.map(\.mediaID)) == Set(withFiles))
            #expect(try await radarr.renamePreview(movieIDs: [without.id]).isEmpty)

            #expect(try await Self.finish(.renameMovies(ids: Array(withFiles)), on: radarr).state == .completed)
            #expect(try await radarr.renamePreview(movieIDs: withFiles).isEmpty)
        }
    }

    @Test("The naming settings decide the new names: renaming off leaves nothing, an empty format is refused")
    func namingSettings() async throws {
        try await withSimulator(Self.fast) { simulator in
            let client = RawClient(simulator, .radarr)
            let radarr = RadarrRepository(configuration: simulator.radarrConfiguration())
            let movie = try #require(try await radarr.movies().first { $0.hasFile })
            let settings = try #require(try await client.send("/api/v3/config/naming").object)
            #expect(settings["renameMovies"] as? Bool == true)
            #expect(settings["seriesFolderFormat"] == nil, "Radarr's settings carry only Radarr's members")

            let refused = try await client.send("PUT", "/api/v3/config/naming/1", body: ["standardMovieFormat": " "])
            #expect(refused.status == 400)
            #expect(refused.array?.first?["propertyName"] as? String == "StandardMovieFormat")

            let changed = try await client.send("PUT", "/api/v3/config/naming/1", body: ["standardMovieFormat": "{Movie Title} - {Quality Full}"])
            #expect(changed.status == 200)
            let preview = try #require(try await radarr.renamePreview(movieIDs: [movie.id]).first)
            let quality = try #require(try await radarr.movieFiles(movieID: movie.id).first?.quality)
            #expect(preview.newPath.hasSuffix(" - \(quality).mkv"))

            #expect(try await client.send("PUT", "/api/v3/config/naming/1", body: ["renameMovies": false]).status == 200)
            #expect(try await radarr.renamePreview(movieIDs: [movie.id]).isEmpty)
        }
    }

    @Test("An unknown item is not found, a request without one is refused, and renaming a deleted movie fails")
    func failures() async throws {
        try await withSimulator(Self.fast) { simulator in
            let radarr = RadarrRepository(configuration: simulator.radarrConfiguration())
            await #expect(throws: ServarrError.notFound(message: "Movie with ID 99999 does not exist")) {
                try await radarr.renamePreview(movieIDs: [99999])
            }
            #expect(try await RawClient(simulator, .sonarr).send("/api/v3/rename").status == 400)
            #expect(try await RawClient(simulator, .lidarr).send("/api/v1/retag").status == 400)

            let movie = try #require(try await radarr.movies().first { $0.hasFile })
            let preview = try #require(try await radarr.renamePreview(movieIDs: [movie.id]).first)
            try await radarr.deleteMedia(id: movie.id)
            let status = try await Self.finish(.renameFiles(movieID: movie.id, fileIDs: [preview.fileID]), on: radarr)
            #expect(status.state == .failed)
            #expect(status.message == "Movie with ID \(movie.id) does not exist")
        }
    }

    @Test("A series is previewed per season; RenameSeries renames every season")
    func sonarrSeasons() async throws {
        try await withSimulator(Self.fast) { simulator in
            let sonarr = SonarrRepository(configuration: simulator.sonarrConfiguration())
            var chosen: (id: Int, seasons: Set<Int>)?
            for series in try await sonarr.series() {
                let seasons = Set(try await sonarr.renamePreview(seriesID: series.id).compactMap(\.seasonNumber))
                if seasons.count > 1 {
                    chosen = (series.id, seasons)
                    break
                }
            }
            let (id, seasons) = try #require(chosen, "a series with files in two seasons")
            let season = try #require(seasons.min())
            let previews = try await sonarr.renamePreview(seriesID: id, seasonNumber: season)
            #expect(!previews.isEmpty && previews.allSatisfy { $0.seasonNumber == season && $0.mediaID == id })
            let first = try #require(previews.first)
            #expect(first.newPath.hasPrefix("Season \(season)/") && !first.numbers.isEmpty)

            #expect(try await Self.finish(.renameSeries(ids: [id]), on: sonarr).state == .completed)
            #expect(try await sonarr.renamePreview(seriesID: id).isEmpty)
            let files = try await sonarr.episodeFiles(seriesID: id)
            #expect(files.contains { $0.relativePath == first.newPath })
        }
    }

    @Test("An artist's tracks are previewed for rename and retag (with the tags that change), and each applies to the chosen files")
    func lidarrRenameAndRetag() async throws {
        try await withSimulator(Self.fast) { simulator in
            let lidarr = LidarrRepository(configuration: simulator.lidarrConfiguration())
            var artistID: Int?
            for artist in try await lidarr.artists() where try await !lidarr.retagPreview(artistID: artist.id).isEmpty {
                artistID = artist.id
                break
            }
            let id = try #require(artistID)
            let artist = try await lidarr.media(id: id)
            let retags = try await lidarr.retagPreview(artistID: id)
            let retag = try #require(retags.first)
            #expect(retag.changes.contains { $0.field == "Album Artist" && $0.oldValue.isEmpty && $0.newValue == artist.title })
            let renames = try await lidarr.renamePreview(artistID: id)
            #expect(renames.count == retags.count)
            #expect(renames.allSatisfy { $0.newPath.contains("\(artist.title) - ") && $0.albumID != nil })

            #expect(try await Self.finish(.retagFiles(artistID: id, fileIDs: [retag.fileID]), on: lidarr).state == .completed)
            let left = try await lidarr.retagPreview(artistID: id)
            #expect(left.count == retags.count - 1 && !left.contains { $0.fileID == retag.fileID })

            #expect(try await Self.finish(.renameArtists(ids: [id]), on: lidarr).state == .completed)
            #expect(try await lidarr.renamePreview(artistID: id).isEmpty)
        }
    }
}
