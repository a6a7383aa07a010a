import Foundation
import RadarrOpenAPI
import ServarrCore

/// In-memory Radarr state: the library, settings, commands, queue and history.
/// Commands and downloads advance with the clock each time the state is read.
actor RadarrLibrary: ActivityLibrary, RenamableLibrary {
    typealias MovieResource = Components.Schemas.MovieResource

    var movies: [Int: MovieResource] = [:]
    /// The queue, history, blocklist and commands (served by ``ActivityRoutes``).
    var activity: ActivityState
    nonisolated let activityShape: ActivityShape
    private var releasesByGUID: [String: (movieID: Int, release: Components.Schemas.ReleaseResource)] = [:]
    private let catalogue: [SeedMovie]
    let startTime: Date
    private let downloadDuration: TimeInterval
    let versions: ServerVersions
    /// Bumped by every change to a movie: the encoded library is reused until then.
    var revision = 0
    private var encodedLibrary: (revision: Int, body: Data)?
    let urlBase: String
    /// The naming settings renames follow (`config/naming`).
    var naming = NamingSettings.defaults(for: .radarr)
    private var nextMovieID = 1

    init(_ options: LibraryOptions, urlBase: String) async throws {
        let today = options.today
        startTime = today
        activity = ActivityState(commandStep: options.commandStep)
        downloadDuration = options.downloadDuration
        versions = options.versions
        activityShape = .radarr(usesNewerShapes: options.versions.radarrUsesNewerShapes)
        self.urlBase = urlBase
        catalogue = try SeedData.catalogue.get().movies
        let seeds = try SeedData.movieLibrary(count: options.movies, seed: options.seed)
        movies.reserveCapacity(seeds.count)
        for seed in seeds { insert(Self.resource(from: seed, id: nextMovieID, today: today, newerShapes: versions.radarrUsesNewerShapes)) }
        seedActivity(today: today, historyRecords: options.historyRecords, queueRecords: options.queueRecords)
        seedBlocklist(today: today)
        if options.stuckDownloads { seedStuckDownloads(today: today) }
    }

    // MARK: Seeding

    private static func resource(from seed: SeedMovie, id: Int?, today: Date, newerShapes: Bool = false) -> MovieResource {
        let day: TimeInterval = 86_400
        let digital = today.addingTimeInterval(Double(seed.releaseOffsetDays ?? -400) * day)
        let added = today.addingTimeInterval(-Double(seed.addedDaysAgo ?? 1) * day)
        let profile = seed.qualityProfileId ?? 3
        let root = profile == 4 ? "/movies-4k" : "/movies"
        let folder = "\(seed.title.replacingOccurrences(of: ":", with: "")) (\(seed.year))"
        let key = seed.title.searchKey
        var resource = MovieResource(
            id: id, title: seed.title, originalTitle: seed.originalTitle,
            sortTitle: key, sizeOnDisk: seed.sizeOnDisk ?? 0, status: seed.status ?? "released",
            overview: seed.overview, inCinemas: wireDate(digital.addingTimeInterval(-60 * day)),
            physicalRelease: wireDate(digital.addingTimeInterval(30 * day)), digitalRelease: wireDate(digital),
            images: [
                .init(
                    coverType: "poster", url: "/MediaCover/\(id ?? 0)/poster.jpg",
                    remoteUrl: "https://image.tmdb.org/t/p/original/sim\(seed.tmdbId).jpg")
            ],
            year: Int(seed.year), studio: seed.studio, path: "\(root)/\(folder)",
            qualityProfileId: Int(profile), hasFile: seed.hasFile ?? false, movieFileId: 0,
            monitored: seed.monitored ?? true, minimumAvailability: "released", isAvailable: seed.status == "released",
            folderName: folder, runtime: Int(seed.runtime), cleanTitle: key.filter(\.isLetter),
            imdbId: seed.imdbId, tmdbId: Int(seed.tmdbId), titleSlug: "\(seed.tmdbId)", rootFolderPath: root,
            certification: seed.certification, genres: seed.genres, tags: (seed.tags ?? []),
            added: wireDate(added), ratings: .init(tmdb: .init(votes: 1000 + Int(seed.tmdbId % 9000), value: seed.rating, _type: "user")),
            popularity: Float(seed.rating * 3)
        )
        if seed.hasFile == true, let id {
            resource.movieFileId = Int(id)
            resource.movieFile = file(
                movieID: id, title: folder, quality: seed.quality ?? "Bluray-1080p", runtime: Int(seed.runtime),
                size: seed.sizeOnDisk ?? 8_000_000_000, added: added, newerShapes: newerShapes)
        }
        return resource
    }

    private static func file(
        movieID: Int, title: String, quality: String, runtime: Int, size: Int64, added: Date,
        newerShapes: Bool = false
    ) -> Components.Schemas.MovieFileResource {
        let video = ServerQualities.videoStreams(of: ServerQualities.of(.radarr).named(quality))
        var file = Components.Schemas.MovieFileResource(
            id: Int(movieID), movieId: Int(movieID), relativePath: "\(title) \(quality).mkv",
            path: "/movies/\(title)/\(title) \(quality).mkv", size: size, dateAdded: wireDate(added),
            releaseGroup: "SIM", edition: "", languages: [.init(id: 1, name: "English")],
            quality: qualityModel(named: quality, revision: .init(version: 1)), indexerFlags: 0,
            mediaInfo: .init(
                audioBitrate: 640_000, audioChannels: 5.1, audioCodec: "EAC3", audioLanguages: "eng", audioStreamCount: 1,
                videoBitDepth: video.codec == "x265" ? 10 : 8, videoBitrate: video.bitrate, videoCodec: video.codec, videoFps: 23.976,
                videoDynamicRange: video.codec == "x265" ? "HDR" : "", videoDynamicRangeType: video.codec == "x265" ? "HDR10" : "",
                resolution: video.resolution, runTime: String(format: "%d:%02d:00", runtime / 60, runtime % 60), scanType: "Progressive",
                subtitles: "eng"))
        if newerShapes {
            file.customFormats = [.init(id: 1, name: "x265"), .init(id: 2, name: "HDR")]
            file.customFormatScore = 150
        }
        return file
    }

    private func insert(_ resource: MovieResource) {
        var resource = resource
        let id = nextMovieID
        nextMovieID += 1
        resource.id = Int(id)
        movies[id] = resource
        revision += 1
    }

    private func seedActivity(today: Date, historyRecords: Int?, queueRecords: Int?) {
        let library = movies.values.sorted { $0.id! < $1.id! }
        if let historyRecords {
            let events = ["grabbed", "downloadFolderImported", "grabbed", "downloadFailed", "movieFileDeleted", "movieFileRenamed"]
            for index in 0..<(library.isEmpty ? 0 : historyRecords) {
                let movie = library[index % library.count]
                let quality = Self.qualityModel(named: SimulatedIndexers.qualities[index % 6])
                record(
                    event: events[index % events.count], movieID: movie.id!,
                    title: "\(movie.title ?? "").\(movie.year ?? 0).\(quality.quality?.name ?? "")-SIM",
                    quality: quality, date: today.addingTimeInterval(-Double(index + 1) * 2_237))
            }
        }
        if let queueRecords {
            for index in 0..<(library.isEmpty ? 0 : queueRecords) {
                let movie = library[index % library.count]
                let duration = Double(6 + index % 43) * 3600
                enqueue(
                    movieID: movie.id!, title: "\(movie.title ?? "").\(movie.year ?? 0).1080p.WEB-DL-SIM\(index + 1)",
                    quality: "WEBDL-1080p", startedAt: today.addingTimeInterval(-duration * Double(index % 9 + 1) / 10),
                    duration: duration, allowingDuplicates: true)
            }
        }
        seedSampleActivity(today: today, history: historyRecords == nil, queue: queueRecords == nil)
    }

    private func seedSampleActivity(today: Date, history: Bool, queue: Bool) {
        for movie in movies.values.sorted(by: { $0.id! < $1.id! }) where history && movie.hasFile == true {
            let added = movie.added.flatMap(ServarrDate.parse) ?? today
            let quality = movie.movieFile?.quality
            let title = "\(movie.title ?? "").\(movie.year ?? 0).\(quality?.quality?.name ?? "")-SIM"
            record(event: "grabbed", movieID: Int(movie.id!), title: title, quality: quality, date: added.addingTimeInterval(-3600))
            record(event: "downloadFolderImported", movieID: Int(movie.id!), title: title, quality: quality, date: added)
        }
        let waiting = movies.values.filter { $0.hasFile != true && $0.monitored == true && $0.status == "released" }
            .sorted { $0.id! < $1.id! }.prefix(queue ? 6 : 0)
        for (index, movie) in waiting.enumerated() {
            let duration = Double(2 + index) * 3600
            let done = Double(index + 1) / 8
            enqueue(
                movieID: Int(movie.id!), title: "\(movie.title ?? "").\(movie.year ?? 0).1080p.WEB-DL-SIM",
                quality: "WEBDL-1080p", startedAt: today.addingTimeInterval(-duration * done), duration: duration)
        }
    }

    func record(event: String, movieID: Int, title: String, quality: Components.Schemas.QualityModel?, date: Date) {
        activity.record(
            .init(
                movieId: movieID, sourceTitle: title, quality: quality.map(Self.activityQuality), date: wireDate(date), downloadId: "SIM\(movieID)",
                eventType: event, data: ["indexer": "NZBgeek", "releaseGroup": "SIM"]))
    }

    private func enqueue(
        movieID: Int, title: String, quality: String, startedAt: Date, duration: TimeInterval,
        allowingDuplicates: Bool = false
    ) {
        guard allowingDuplicates || !activity.isQueued(where: { $0.mediaID == movieID }) else { return }
        activity.enqueue(
            SimulatedDownload(mediaID: movieID, title: title, quality: quality, size: 8_400_000_000, startedAt: startedAt, duration: duration))
    }

    // MARK: Time

    /// Applies finished commands and completed downloads.
    func advance(_ now: Date = Date()) {
        for command in activity.completeCommands(at: now) {
            let start = command.ended
            switch command.name {
            case "MoviesSearch":
                for id in command.mediaIDs { searchAndGrab(movieID: id, at: start) }
            case "MissingMoviesSearch", "RssSync":
                let missing = movies.values.filter { $0.hasFile != true && $0.monitored == true }.sorted { $0.id! < $1.id! }
                for movie in missing.prefix(command.name == "RssSync" ? 1 : 3) { searchAndGrab(movieID: Int(movie.id!), at: start) }
            default:
                applyFileCommand(command)
            }
        }
        for download in activity.finishDownloads(at: now) { importDownload(download) }
    }

    private func searchAndGrab(movieID: Int, at date: Date) {
        guard let movie = movies[movieID], movie.hasFile != true else { return }
        let title = "\(movie.title ?? "").\(movie.year ?? 0).1080p.BluRay-SIM"
        record(
            event: "grabbed", movieID: movieID, title: title,
            quality: Self.qualityModel(named: "Bluray-1080p"), date: date)
        enqueue(movieID: movieID, title: title, quality: "Bluray-1080p", startedAt: date, duration: downloadDuration)
    }

    func importDownload(_ download: SimulatedDownload) {
        guard var movie = movies[download.mediaID] else { return }
        let folder = movie.folderName ?? movie.title ?? "Movie"
        let quality = Self.qualityModel(named: download.quality)
        movie.hasFile = true
        movie.movieFileId = Int(download.mediaID)
        movie.sizeOnDisk = Int64(download.size)
        movie.movieFile = Self.file(
            movieID: download.mediaID, title: folder, quality: download.quality, runtime: movie.runtime ?? 0,
            size: Int64(download.size), added: download.completesAt)
        movies[download.mediaID] = movie
        revision += 1
        record(
            event: "downloadFolderImported", movieID: download.mediaID, title: download.title, quality: quality,
            date: download.completesAt)
    }

    // MARK: Library

    /// The TMDb ids of the library's movies (what a collection needs to know), without copying
    /// or sorting the movies.
    func tmdbIDs() -> Set<Int> { Set(movies.values.compactMap(\.tmdbId)) }

    func allMovies(tmdbID: Int?) -> [MovieResource] {
        advance()
        return movies.keys.sorted().compactMap { movies[$0] }.filter { tmdbID == nil || $0.tmdbId == tmdbID }
    }

    /// The whole library as the JSON body of `GET /api/v3/movie`, encoded once per change.
    func libraryBody() throws -> Data {
        advance()
        if let encodedLibrary, encodedLibrary.revision == revision { return encodedLibrary.body }
        let body = try encodeJSON(movies.keys.sorted().compactMap { movies[$0] })
        encodedLibrary = (revision, body)
        return body
    }

    func movie(id: Int) -> MovieResource? {
        advance()
        return movies[id]
    }

    /// Replaces the editable state of a movie; returns nil when it does not exist.
    func update(id: Int, with resource: MovieResource) -> MovieResource? {
        guard var movie = movies[id] else { return nil }
        if let monitored = resource.monitored { movie.monitored = monitored }
        if let profile = resource.qualityProfileId { movie.qualityProfileId = profile }
        if let availability = resource.minimumAvailability { movie.minimumAvailability = availability }
        if let tags = resource.tags { movie.tags = tags }
        if let path = resource.path { movie.path = path }
        if let root = resource.rootFolderPath { movie.rootFolderPath = root }
        movies[id] = movie
        revision += 1
        return movie
    }

    func delete(id: Int) -> Bool {
        activity.removeDownloads { $0.mediaID == id }
        revision += 1
        return movies.removeValue(forKey: id) != nil
    }

    func add(_ resource: MovieResource) throws(SimulatorFailure) -> MovieResource {
        guard let tmdbID = resource.tmdbId, tmdbID > 0 else {
            throw .invalid("TmdbId", "'Tmdb Id' must be greater than '0'.", attempted: .integer(resource.tmdbId ?? 0), code: "GreaterThanValidator")
        }
        guard let profile = resource.qualityProfileId, profile > 0 else {
            throw .invalid(
                "QualityProfileId", "'Quality Profile Id' must be greater than '0'.",
                attempted: .integer(resource.qualityProfileId ?? 0), code: "GreaterThanValidator")
        }
        let proposedFolder = "\(resource.title ?? "Untitled") (\(resource.year ?? 0))".replacingOccurrences(of: ":", with: "")
        let (path, root) = try MediaPath.added(path: resource.path, rootFolderPath: resource.rootFolderPath, folder: proposedFolder)
        guard !movies.values.contains(where: { $0.tmdbId == tmdbID }) else {
            throw .invalid("TmdbId", "This movie has already been added", attempted: .integer(tmdbID), code: "MovieExistsValidator")
        }
        let now = Date()
        let seed = catalogue.first { $0.tmdbId == Int(tmdbID) }
        var movie = seed.map { Self.resource(from: $0, id: nil, today: now) } ?? MovieResource()
        movie.title = resource.title ?? movie.title ?? "Untitled"
        movie.originalTitle = resource.originalTitle ?? movie.originalTitle ?? movie.title
        movie.sortTitle = movie.title?.searchKey
        movie.year = resource.year ?? movie.year
        movie.tmdbId = tmdbID
        movie.imdbId = resource.imdbId ?? movie.imdbId
        movie.qualityProfileId = resource.qualityProfileId
        movie.monitored = resource.monitored ?? true
        movie.minimumAvailability = resource.minimumAvailability ?? "released"
        movie.tags = resource.tags ?? []
        movie.rootFolderPath = root
        movie.folderName = "\(movie.title ?? "") (\(movie.year ?? 0))"
        movie.path = resource.path?.isEmpty == false ? path : "\(root)/\(movie.folderName ?? "")"
        movie.hasFile = false
        movie.movieFile = nil
        movie.sizeOnDisk = 0
        movie.added = wireDate(now)
        movie.status = movie.status ?? "released"
        insert(movie)
        let id = nextMovieID - 1
        if resource.addOptions?.searchForMovie == true {
            activity.startCommand("MoviesSearch", .init(mediaIDs: [id]))
        }
        return movies[id]!
    }

    /// Searches the library and the catalogue like Radarr's lookup: by title, or by
    /// `tmdb:ID` / `imdb:ttID` terms (an id nobody knows answers an empty list).
    func lookup(term: String) -> [MovieResource] {
        advance()
        let key = term.searchKey.trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty else { return [] }
        let tmdb = key.hasPrefix("tmdb:") ? Int(key.dropFirst(5).trimmingCharacters(in: .whitespaces)) : nil
        let imdb = key.hasPrefix("imdb:") ? key.dropFirst(5).trimmingCharacters(in: .whitespaces) : nil
        if key.hasPrefix("tmdb:"), tmdb == nil { return [] }
        func matches(title: String?, original: String?, tmdbID: Int?, imdbID: String?) -> Bool {
            if let tmdb { return tmdb == tmdbID }
            if let imdb { return imdb == imdbID?.lowercased() }
            return (title?.searchKey.contains(key) ?? false) || (original?.searchKey.contains(key) ?? false)
        }
        let inLibrary = allMovies(tmdbID: nil).filter { matches(title: $0.title, original: $0.originalTitle, tmdbID: $0.tmdbId, imdbID: $0.imdbId) }
        let known = Set(inLibrary.compactMap(\.tmdbId))
        let now = Date()
        let others = catalogue.filter { matches(title: $0.title, original: $0.originalTitle, tmdbID: Int($0.tmdbId), imdbID: $0.imdbId) }
            .filter { seed in !known.contains(Int(seed.tmdbId)) && !movies.values.contains { $0.tmdbId == Int(seed.tmdbId) } }
            .map { seed -> MovieResource in
                var movie = Self.resource(from: seed, id: nil, today: now)
                movie.path = nil
                movie.rootFolderPath = nil
                movie.qualityProfileId = 0
                movie.added = nil
                movie.monitored = false
                movie.hasFile = false
                movie.movieFile = nil
                // Radarr serves a lookup's images through its cover proxy.
                movie.images = movie.images?.map { image in
                    var image = image
                    image.url = "/MediaCoverProxy/sim\(seed.tmdbId)/\(image.remoteUrl?.split(separator: "/").last ?? "poster.jpg")"
                    return image
                }
                return movie
            }
        // Every result proposes its folder and names its poster by its remote URL.
        return (inLibrary + others).prefix(25).map { movie in
            var movie = movie
            movie.remotePoster = movie.images?.first { $0.coverType == "poster" }?.remoteUrl
            movie.folder = movie.folderName
            return movie
        }
    }

    /// `movie/lookup/tmdb`: one movie by TMDb id; Radarr answers 404 for an unknown id.
    func lookup(tmdbID: Int) throws(SimulatorFailure) -> MovieResource {
        guard let movie = lookup(term: "tmdb:\(tmdbID)").first else {
            throw .notFound("Movie with TmdbId \(tmdbID) was not found, it may have been removed from TMDb")
        }
        return movie
    }

    /// `movie/lookup/imdb`: one movie by IMDb id; Radarr answers 404 for an unknown id.
    func lookup(imdbID: String) throws(SimulatorFailure) -> MovieResource {
        guard let movie = lookup(term: "imdb:\(imdbID)").first else {
            throw .notFound("Movie with IMDb \(imdbID) was not found, it may have been removed from TMDb")
        }
        return movie
    }

    // MARK: Settings

    /// The tag ids of every movie by its id (what `tag/detail` lists).
    func taggedMedia() -> [Int: [Int]] { movies.mapValues { $0.tags ?? [] } }

    // MARK: Movie detail

    /// `GET moviefile`: the file of each movie `movieIDs` names, else the files `fileIDs` names
    /// (unknown ones left out); a 400 without either, as Radarr answers.
    func files(movieIDs: [Int]?, fileIDs: [Int]?, _ cutoffs: QualityCutoffs) throws(SimulatorFailure) -> [Components.Schemas.MovieFileResource] {
        advance()
        if let movieIDs, !movieIDs.isEmpty { return fileRecords(ids: movieIDs.filter { hasFile(id: $0) }, cutoffs) }
        guard let fileIDs, !fileIDs.isEmpty else { throw .badRequest("movieId or movieFileIds must be provided") }
        return fileRecords(ids: fileIDs.filter { hasFile(id: $0) }, cutoffs)
    }

    /// A movie file by its id (the simulator numbers a movie's file as the movie).
    func file(id: Int, _ cutoffs: QualityCutoffs) throws(SimulatorFailure) -> Components.Schemas.MovieFileResource {
        advance()
        guard hasFile(id: id), let file = fileRecords(ids: [id], cutoffs).first else { throw .notFound("MovieFile with ID \(id) does not exist") }
        return file
    }

    func credits(movieID: Int) -> [Components.Schemas.CreditResource]? {
        guard movies[movieID] != nil else { return nil }
        var random = StableRandom(seed: movieID)
        let cast = [
            "Audrey Tautou", "Mathieu Kassovitz", "송강호", "최우식", "柊瑠美", "Tony Leung Chiu-wai",
            "Penélope Cruz", "Zoë Kravitz", "Timothée Chalamet", "Gael García Bernal", "Ulrich Mühe",
        ]
        let crew = [
            ("Jean-Pierre Jeunet", "Director"), ("宮崎 駿", "Director"), ("봉준호", "Director"),
            ("Alfonso Cuarón", "Screenplay"), ("Hans Zimmer", "Original Music Composer"),
        ]
        var result: [Components.Schemas.CreditResource] = []
        for order in 0..<4 {
            result.append(
                .init(
                    id: Int(movieID * 10 + order), personName: random.pick(cast), personTmdbId: Int(random.int(in: 1...99_999)),
                    movieMetadataId: Int(movieID), department: "Acting", job: "Actor",
                    character: ["Nino", "Lead", "The Stranger", "Detective", "Chihiro"][order % 5],
                    order: Int(order), _type: "cast"))
        }
        for order in 0..<2 {
            let (name, job) = random.pick(crew)
            result.append(
                .init(
                    id: Int(movieID * 10 + 4 + order), personName: name, movieMetadataId: Int(movieID),
                    department: job == "Director" ? "Directing" : "Crew", job: job, order: Int(order), _type: "crew"))
        }
        return result
    }

    /// `history/movie`: the events `selection` admits, newest first, with what it embeds.
    func history(_ selection: ActivitySelection) -> [ActivityRecords.HistoryEvent] {
        advance()
        return embedding(activity.history.filter(selection.admits).sorted { $0.date > $1.date }, selection)
    }

    // MARK: Releases and queue

    func releases(movieID: Int) -> [Components.Schemas.ReleaseResource]? {
        guard let movie = movies[movieID] else { return nil }
        var random = StableRandom(seed: movieID &* 31)
        var result: [Components.Schemas.ReleaseResource] = []
        for index in 0..<8 {
            let quality = SimulatedIndexers.qualities[index % SimulatedIndexers.qualities.count]
            let indexerIndex = random.int(in: 0...(SimulatedIndexers.names.count - 1))
            let isTorrent = indexerIndex >= 2
            let guid = "sim-radarr-\(movieID)-\(index)"
            let rejected = index == 5
            // One group for the title and the field, so that custom formats by group and by title agree.
            let group = random.pick(SimulatedIndexers.groups)
            let release = Components.Schemas.ReleaseResource(
                guid: guid, quality: Self.qualityModel(named: quality),
                age: Int(random.int(in: 0...900)), size: Int64(random.int(in: 700...60_000)) * 1_000_000,
                indexerId: Int(indexerIndex + 1), indexer: SimulatedIndexers.names[indexerIndex],
                releaseGroup: group, title: "\(movie.title ?? "").\(movie.year ?? 0).\(quality).\(group)",
                approved: !rejected, rejected: rejected,
                rejections: rejected ? ["Quality profile does not allow \(quality)"] : [],
                downloadAllowed: !rejected, seeders: isTorrent ? Int(random.int(in: 0...400)) : nil,
                leechers: isTorrent ? Int(random.int(in: 0...60)) : nil, _protocol: isTorrent ? "torrent" : "usenet",
                movieId: Int(movieID)
            )
            releasesByGUID[guid] = (movieID, release)
            result.append(release)
        }
        return result
    }

    /// The quality profile of a movie (what its releases are scored under).
    func qualityProfileID(movieID: Int) -> Int? { movies[movieID]?.qualityProfileId }

    /// Grabs a release found by an earlier search: the release, or nil when the guid is unknown.
    func grab(guid: String) -> Components.Schemas.ReleaseResource? {
        guard let (movieID, release) = releasesByGUID[guid], movies[movieID] != nil else { return nil }
        let title = release.title ?? guid
        record(event: "grabbed", movieID: movieID, title: title, quality: release.quality, date: Date())
        activity.removeDownloads { $0.mediaID == movieID }
        enqueue(
            movieID: movieID, title: title, quality: release.quality?.quality?.name ?? "Unknown",
            startedAt: Date(), duration: downloadDuration)
        return release
    }

    // MARK: History, calendar, wanted

    func calendar(start: Date, end: Date, _ options: ActivityOptions) throws -> Data {
        try encodeJSON(calendar(start: start, end: end, includesUnmonitored: options.includesUnmonitored))
    }

    func calendar(start: Date, end: Date, includesUnmonitored: Bool) -> [MovieResource] {
        allMovies(tmdbID: nil).filter { movie in
            guard includesUnmonitored || movie.monitored == true else { return false }
            return [movie.inCinemas, movie.digitalRelease, movie.physicalRelease].contains { text in
                guard let date = text.flatMap(ServarrDate.parse) else { return false }
                return date >= start && date <= end
            }
        }
    }

    func embeddedItems(parentIDs: Set<Int>, childIDs: Set<Int>) -> EmbeddedItems {
        EmbeddedItems(parents: Dictionary(uniqueKeysWithValues: parentIDs.compactMap { id in movies[id].map { (id, .init(value: $0)) } }))
    }

    func wanted(_ list: WantedList, _ options: ActivityOptions) throws -> Data {
        let records = allMovies(tmdbID: nil).filter { movie in
            guard options.listsWanted(isMonitored: movie.monitored == true) else { return false }
            switch list {
            case .missing: return movie.hasFile != true && movie.isAvailable == true
            case .cutoffUnmet(let cutoffs):
                return movie.hasFile == true
                    && cutoffs.isBelowCutoff(movie.movieFile?.quality?.quality?.id, profileID: movie.qualityProfileId)
            }
        }
        return try encodeJSON(ActivityRecords.Page(Self.wantedOrders.page(records, options.page), options.page))
    }

    static let wantedOrders = SortOrders<MovieResource>(
        defaultKey: "title", defaultDirection: "ascending",
        orders: [
            "title": { ($0.sortTitle ?? "") < ($1.sortTitle ?? "") },
            "movieMetadata.sortTitle": { ($0.sortTitle ?? "") < ($1.sortTitle ?? "") },
            "year": { ($0.year ?? 0) < ($1.year ?? 0) },
            "digitalRelease": { ($0.digitalRelease ?? "") < ($1.digitalRelease ?? "") },
            "added": { ($0.added ?? "") < ($1.added ?? "") },
        ])

    func systemStatus() -> Components.Schemas.SystemResource {
        .init(
            appName: "Radarr", instanceName: "Radarr (Marquee simulator)", version: versions.radarrVersion,
            buildTime: "2024-10-27T00:00:00Z", isDebug: false, isProduction: true, isAdmin: false,
            isUserInteractive: false, startupPath: "/app/radarr/bin", appData: "/config", osName: "linux",
            osVersion: "6.1", isNetCore: true, isLinux: true, isOsx: false, isWindows: false, isDocker: true,
            mode: "console", branch: "master", databaseType: "sqLite", databaseVersion: "3.46.1",
            authentication: "forms", migrationVersion: 241, urlBase: urlBase, runtimeVersion: "8.0.10",
            runtimeName: ".NET", startTime: wireDate(startTime))
    }

    // MARK: Blocklist

    private func seedBlocklist(today: Date) {
        let library = movies.values.sorted { $0.id! < $1.id! }
        for index in 0..<min(12, library.count) {
            let movie = library[(index * 7) % library.count]
            activity.blocklist.add(
                SimulatedBlocklist.item(index: index, title: "\(movie.title ?? "").\(movie.year ?? 0).720p.HDTV-BAD\(index)", today: today) {
                    $0.movieId = movie.id
                })
        }
    }

    // MARK: System

    /// Import list exclusions (`exclusions`): a few catalogue titles nobody wants added.
    func exclusions() -> [Components.Schemas.ImportListExclusionResource] {
        catalogue.prefix(3).enumerated().map { index, seed in
            .init(id: index + 1, tmdbId: seed.tmdbId, movieTitle: seed.title, movieYear: seed.year)
        }
    }

    /// The releases of a movie as a JSON body, in the shapes of the impersonated version.
    func releaseBody(movieID: Int) throws -> Data? {
        guard let releases = releases(movieID: movieID) else { return nil }
        let body = try encodeJSON(releases)
        return versions.radarrUsesNewerShapes ? NewerShapes.releases(body) : body
    }

}

extension RadarrLibrary {
    /// The quality named `name` as Radarr's records carry it: its id, source and resolution.
    static func qualityModel(named name: String, revision: Components.Schemas.Revision? = nil) -> Components.Schemas.QualityModel {
        let quality = ServerQualities.of(.radarr).named(name)
        return .init(
            quality: .init(id: quality.id, name: name, source: quality.source, resolution: quality.resolution, modifier: "none"),
            revision: revision)
    }

    /// A generated quality model as the activity records carry it (no JSON round trip: seeding
    /// writes a history record per file).
    private static func activityQuality(_ model: Components.Schemas.QualityModel) -> ActivityRecords.Quality {
        ActivityRecords.Quality(
            quality: model.quality.map { ActivityRecords.Named(id: $0.id, name: $0.name) },
            revision: model.revision.map { ActivityRecords.Quality.Revision(version: $0.version, real: $0.real, isRepack: $0.isRepack) })
    }
}

extension RadarrLibrary: MediaFileLibrary {
    nonisolated var fileService: SimulatedService { .radarr }

    /// The simulator numbers a movie's file as the movie.
    func hasFile(id: Int) -> Bool { movies[id]?.movieFile?.id == id }

    /// Radarr's `SetMovieFile`: quality, languages, edition, release group, scene name and
    /// indexer flags, each when the change has it.
    func apply(_ change: MediaFileChange, quality: ServerQualities.Quality?, toFile id: Int) {
        guard var file = movies[id]?.movieFile else { return }
        if let quality {
            file.quality = Self.qualityModel(
                named: quality.name,
                revision: change.quality?.revision.map { .init(version: $0.version, real: $0.real, isRepack: $0.isRepack) } ?? file.quality?.revision)
        }
        if let languages = change.languages { file.languages = languages.map { .init(id: $0.id, name: $0.name) } }
        if let edition = change.edition { file.edition = edition }
        if let group = change.releaseGroup { file.releaseGroup = group }
        if let sceneName = change.sceneName { file.sceneName = sceneName }
        if let flags = change.indexerFlags { file.indexerFlags = flags }
        movies[id]?.movieFile = file
        revision += 1
    }

    /// Deletes a movie file: the movie is then missing again.
    func removeFile(id: Int) {
        advance()
        guard var movie = movies[id] else { return }
        record(event: "movieFileDeleted", movieID: id, title: movie.movieFile?.relativePath ?? "", quality: movie.movieFile?.quality, date: Date())
        movie.movieFile = nil
        movie.hasFile = false
        movie.movieFileId = 0
        movie.sizeOnDisk = 0
        movies[id] = movie
        revision += 1
    }

    func fileRecords(ids: [Int], _ cutoffs: QualityCutoffs) -> [Components.Schemas.MovieFileResource] {
        ids.compactMap { id in
            guard var file = movies[id]?.movieFile else { return nil }
            file.qualityCutoffNotMet = cutoffs.isBelowCutoff(file.quality?.quality?.id, profileID: movies[id]?.qualityProfileId)
            return file
        }
    }
}

extension RadarrLibrary: EditableLibrary {
    /// `PUT movie/editor`: monitored, quality profile, minimum availability, root folder (the
    /// movies' paths move; with `moveFiles` a `BulkMoveMovie` command runs) and tags.
    func edit(_ request: EditorRequest) throws -> Data {
        var edited: [MovieResource] = []
        for id in request.ids {
            guard var movie = movies[id] else { continue }
            if let monitored = request.monitored { movie.monitored = monitored }
            if let profile = request.qualityProfileId { movie.qualityProfileId = profile }
            if let availability = request.minimumAvailability { movie.minimumAvailability = availability }
            if let root = request.destination {
                movie.path = request.movedPath(from: movie.path, folder: movie.folderName ?? movie.title ?? "")
                movie.rootFolderPath = root
            }
            movie.tags = request.tags(applyingTo: movie.tags)
            movies[id] = movie
            edited.append(movie)
        }
        revision += 1
        if request.moveFiles == true, request.destination != nil, !edited.isEmpty {
            activity.startCommand("BulkMoveMovie", .init(mediaIDs: edited.compactMap(\.id)))
        }
        return try encodeJSON(edited)
    }

    /// `DELETE movie/editor`: the movies named (unknown ids are skipped).
    func deleteItems(_ request: EditorRequest) {
        for id in request.ids { _ = delete(id: id) }
    }
}
