import Foundation
import RadarrAPI
import ServarrCore
import ServarrSimulator
import Testing

@Suite("Radarr repository against the simulator")
struct RadarrRepositoryTests {
    @Test("The library lists at least 200 movies, including accented and CJK titles")
    func library() async throws {
        try await withSimulator { _, radarr, _ in
            let movies = try await radarr.movies()
            #expect(movies.count >= 200)
            #expect(Set(movies.map(\.id)).count == movies.count)
            let titles = Set(movies.map(\.title))
            #expect(titles.contains("Amélie"))
            #expect(movies.contains { $0.originalTitle == "千と千尋の神隠し" })
            #expect(movies.contains { $0.originalTitle == "기생충" })
            let amelie = try #require(movies.first { $0.title == "Amélie" })
            #expect(amelie.year == 2001)
            #expect(amelie.added != nil)
            #expect(amelie.qualityProfileID > 0)
            #expect(movies.contains { $0.hasFile && $0.file != nil && $0.sizeOnDisk > 0 })
        }
    }

    @Test("Movie detail, files, credits and history describe the same movie")
    func detail() async throws {
        try await withSimulator { _, radarr, _ in
            let withFile = try #require(try await radarr.movies().first { $0.hasFile })
            let movie = try await radarr.movie(id: withFile.id)
            #expect(movie.title == withFile.title)
            let files = try await radarr.movieFiles(movieID: movie.id)
            #expect(files.count == 1)
            #expect(files.first?.movieID == movie.id)
            #expect(files.first?.quality != "Unknown")
            let credits = try await radarr.credits(movieID: movie.id)
            #expect(credits.contains { $0.kind == .cast && !$0.role.isEmpty })
            #expect(credits.contains { $0.kind == .crew })
            let history = try await radarr.movieHistory(movieID: movie.id)
            #expect(history.map(\.eventType).contains("downloadFolderImported"))
            #expect(history.allSatisfy { $0.mediaID == movie.id && $0.date != nil })
        }
    }

    @Test("Unknown movie id maps to notFound with the server's message")
    func notFound() async throws {
        try await withSimulator { _, radarr, _ in
            let error = await thrownError { _ = try await radarr.movie(id: 987_654) }
            #expect(error as? ServarrError == .notFound(message: "Movie with ID 987654 does not exist"))
        }
    }

    @Test("Editing a movie changes what the next read returns")
    func update() async throws {
        try await withSimulator { _, radarr, _ in
            var movie = try #require(try await radarr.movies().first { $0.isMonitored })
            movie.isMonitored = false
            movie.qualityProfileID = 4
            movie.tagIDs = [1, 2]
            movie.minimumAvailability = .inCinemas
            let saved = try await radarr.update(movie)
            #expect(saved.isMonitored == false)
            let reread = try await radarr.movie(id: movie.id)
            #expect(reread.isMonitored == false)
            #expect(reread.qualityProfileID == 4)
            #expect(reread.tagIDs == [1, 2])
            #expect(reread.minimumAvailability == .inCinemas)
            #expect(reread.title == movie.title)
        }
    }

    @Test("Deleting a movie removes it from the library")
    func delete() async throws {
        try await withSimulator { _, radarr, _ in
            let before = try await radarr.movies()
            let victim = try #require(before.last)
            try await radarr.deleteMedia(id: victim.id, deleteFiles: true)
            let after = try await radarr.movies()
            #expect(after.count == before.count - 1)
            #expect(!after.contains { $0.id == victim.id })
            let error = await thrownError { try await radarr.deleteMedia(id: victim.id) }
            #expect(error as? ServarrError == .notFound(message: "Movie with ID \(victim.id) does not exist"))
        }
    }

    @Test("Lookup finds catalogue titles and marks titles already in the library")
    func lookupAndAdd() async throws {
        try await withSimulator { _, radarr, _ in
            let amelie = try await radarr.lookupMovies(term: "amelie")
            #expect(amelie.contains { $0.title == "Amélie" && $0.isInLibrary })
            #expect(amelie.contains { $0.title.hasPrefix("Amélie 2") && !$0.isInLibrary })

            let results = try await radarr.lookupMovies(term: "Howl")
            let howl = try #require(results.first { !$0.isInLibrary })
            #expect(howl.originalTitle == "ハウルの動く城")
            let profiles = try await radarr.qualityProfiles()
            let folders = try await radarr.rootFolders()
            let added = try await radarr.add(
                howl,
                options: AddMovieOptions(
                    qualityProfileID: try #require(profiles.last).id, rootFolderPath: try #require(folders.first).path,
                    tagIDs: [3]))
            #expect(added.isInLibrary)
            #expect(added.title == "Howl's Moving Castle")
            #expect(added.tagIDs == [3])
            #expect(try await radarr.movie(id: added.id).tmdbID == howl.tmdbID)
            #expect(try await radarr.lookupMovies(term: "Howl").contains { $0.isInLibrary && $0.id == added.id })

            let duplicate = await thrownError {
                _ = try await radarr.add(howl, options: AddMovieOptions(qualityProfileID: 1, rootFolderPath: "/movies"))
            }
            #expect(duplicate as? ServarrError == .rejected(status: 400, message: "This movie has already been added"))
        }
    }

    @Test("Settings: quality profiles, root folders, tags")
    func settings() async throws {
        try await withSimulator { _, radarr, _ in
            #expect(try await radarr.qualityProfiles().map(\.name) == ["Any", "SD", "HD-1080p", "Ultra-HD"])
            let folders = try await radarr.rootFolders()
            #expect(folders.map(\.path) == ["/movies", "/movies-4k"])
            #expect(folders.allSatisfy { $0.isAccessible && ($0.freeSpace ?? 0) > 0 })
            let tag = try await radarr.createTag(label: "français")
            #expect(tag.id > 0)
            #expect(try await radarr.tags().contains(tag))
        }
    }

    @Test("A search command progresses from queued to completed and its grab completes")
    func commandsProgress() async throws {
        try await withSimulator { _, radarr, _ in
            let queued = Set(try await radarr.queue(pageSize: 100).records.compactMap(\.mediaID))
            let missing = try #require(try await radarr.missing(pageSize: 100).records.first { !queued.contains($0.id) })
            let command = try await radarr.run(.searchMovies(ids: [missing.id]))
            #expect(command.state == .queued)
            #expect(command.name == "MoviesSearch")
            #expect(try await eventually { try await radarr.commandStatus(id: command.id).state == .completed })
            #expect(try await radarr.commands().contains { $0.id == command.id })
            // The search grabbed a release: it shows in the queue, then is imported.
            #expect(try await eventually { try await radarr.movie(id: missing.id).hasFile })
            let history = try await radarr.movieHistory(movieID: missing.id)
            #expect(history.map(\.eventType).contains("grabbed"))
            #expect(history.map(\.eventType).contains("downloadFolderImported"))
        }
    }

    @Test("RSS sync and refresh commands finish")
    func otherCommands() async throws {
        try await withSimulator { _, radarr, _ in
            let rss = try await radarr.run(.rssSync)
            let refresh = try await radarr.run(.refreshMovies(ids: []))
            #expect(
                try await eventually {
                    let rssState = try await radarr.commandStatus(id: rss.id).state
                    let refreshState = try await radarr.commandStatus(id: refresh.id).state
                    return rssState.isFinished && refreshState.isFinished
                })
            let error = await thrownError { _ = try await radarr.commandStatus(id: 4242) }
            #expect(error as? ServarrError == .notFound(message: "Command with ID 4242 does not exist"))
        }
    }

    @Test("Grabbing a release puts it in the queue, where it progresses and completes")
    func releasesAndQueue() async throws {
        try await withSimulator { _, radarr, _ in
            let movie = try #require(try await radarr.movies().first { !$0.hasFile && $0.status == .released })
            let releases = try await radarr.releases(movieID: movie.id)
            #expect(releases.count == 8)
            #expect(releases.contains { !$0.isApproved && !$0.rejections.isEmpty })
            let release = try #require(releases.first { $0.isApproved })
            try await radarr.grab(release)
            let queue = try await radarr.queue()
            let item = try #require(queue.records.first { $0.mediaID == movie.id })
            #expect(item.title == release.title)
            #expect(item.progress < 1)
            // A download may finish between two requests: the summary agrees with the queue read with it.
            #expect(try await eventually { try await radarr.queueSummary().totalCount == radarr.queue().totalRecords })
            #expect(try await eventually { try await radarr.movie(id: movie.id).hasFile })
            #expect(!(try await radarr.queue().records.contains { $0.mediaID == movie.id }))
        }
    }

    @Test("Removing a queue item removes it; unknown ids are not found")
    func removeFromQueue() async throws {
        try await withSimulator { _, radarr, _ in
            let queue = try await radarr.queue()
            #expect(queue.totalRecords >= 5)
            let item = try #require(queue.records.first)
            #expect(item.progress > 0 && item.progress < 1)
            try await radarr.removeFromQueue(id: item.id, blocklist: true)
            #expect(try await radarr.queue().totalRecords == queue.totalRecords - 1)
            let error = await thrownError { try await radarr.removeFromQueue(id: item.id) }
            #expect(error as? ServarrError == .notFound(message: "Queue item not found"))
        }
    }

    @Test("History pages are newest first")
    func history() async throws {
        try await withSimulator { _, radarr, _ in
            let first = try await radarr.history(page: 1, pageSize: 20)
            #expect(first.records.count == 20)
            #expect(first.totalRecords > 100)
            let dates = first.records.compactMap(\.date)
            #expect(dates == dates.sorted(by: >))
            let second = try await radarr.history(page: 2, pageSize: 20)
            #expect(Set(first.records.map(\.id)).isDisjoint(with: second.records.map(\.id)))
        }
    }

    @Test("Calendar returns movies released around today")
    func calendar() async throws {
        try await withSimulator { _, radarr, _ in
            let now = Date()
            let start = now.addingTimeInterval(-30 * 86_400)
            let end = now.addingTimeInterval(30 * 86_400)
            let movies = try await radarr.calendar(from: start, to: end, includeUnmonitored: true)
            #expect(!movies.isEmpty)
            for movie in movies {
                let dates = [movie.inCinemas, movie.digitalRelease, movie.physicalRelease].compactMap { $0 }
                #expect(dates.contains { $0 >= start && $0 < end })
            }
        }
    }

    @Test("Wanted: missing movies have no file, cutoff-unmet movies do")
    func wanted() async throws {
        try await withSimulator { _, radarr, _ in
            let missing = try await radarr.missing(page: 1, pageSize: 10)
            #expect(missing.totalRecords > 0)
            #expect(missing.records.allSatisfy { !$0.hasFile && $0.isMonitored })
            let cutoff = try await radarr.cutoffUnmet()
            #expect(cutoff.totalRecords > 0)
            #expect(cutoff.records.allSatisfy { $0.hasFile })
        }
    }

    @Test("System status, health and disk space")
    func system() async throws {
        try await withSimulator { _, radarr, _ in
            let status = try await radarr.systemStatus()
            #expect(status.appName == "Radarr")
            #expect(status.version.hasPrefix("5."))
            #expect(status.startTime != nil)
            let health = try await radarr.health()
            #expect(health.contains { $0.severity == .warning && $0.wikiURL != nil })
            let disks = try await radarr.diskSpace()
            #expect(disks.allSatisfy { $0.totalSpace >= $0.freeSpace && $0.freeSpace > 0 })
        }
    }

    @Test("A base URL with a reverse-proxy path prefix works")
    func pathPrefix() async throws {
        try await withSimulator(pathPrefixes: true) { simulator, radarr, sonarr in
            #expect(simulator.radarrURL.path == "/radarr")
            let radarrStatus = try await radarr.systemStatus()
            let sonarrStatus = try await sonarr.systemStatus()
            #expect(radarrStatus.urlBase == "/radarr")
            #expect(sonarrStatus.urlBase == "/sonarr")
            let movies = try await radarr.movies()
            #expect(movies.count >= 200)
        }
    }
}
