import Foundation
import ServarrCore
import SonarrOpenAPI

/// In-memory Sonarr state: series, seasons, episodes, files, settings, commands, queue and history.
/// Commands and downloads advance with the clock each time the state is read.
actor SonarrLibrary: ActivityLibrary, RenamableLibrary {
    typealias SeriesResource = Components.Schemas.SeriesResource
    typealias EpisodeResource = Components.Schemas.EpisodeResource

    var series: [Int: SeriesResource] = [:]
    var episodes: [Int: EpisodeResource] = [:]
    var episodeFiles: [Int: Components.Schemas.EpisodeFileResource] = [:]
    /// The queue, history, blocklist and commands (served by ``ActivityRoutes``).
    var activity: ActivityState
    nonisolated let activityShape: ActivityShape
    private var releasesByGUID: [String: (episodeIDs: [Int], seriesID: Int, release: Components.Schemas.ReleaseResource)] = [:]
    private let catalogue: [SeedCatalogueSeries]
    let startTime: Date
    private let downloadDuration: TimeInterval
    let versions: ServerVersions
    /// Episode ids of each series, so statistics never scan every episode.
    var episodeIDsBySeries: [Int: [Int]] = [:]
    let urlBase: String
    /// The naming settings renames follow (`config/naming`).
    var naming = NamingSettings.defaults(for: .sonarr)
    private var nextSeriesID = 1
    private var nextEpisodeID = 1

    let languages: [Components.Schemas.LanguageResource] = [
        .init(id: 1, name: "English", nameLower: "english"), .init(id: 2, name: "French", nameLower: "french"),
        .init(id: 8, name: "Japanese", nameLower: "japanese"), .init(id: 21, name: "Korean", nameLower: "korean"),
        .init(id: 3, name: "Spanish", nameLower: "spanish"), .init(id: 4, name: "German", nameLower: "german"),
    ]
    init(_ options: LibraryOptions, urlBase: String) async throws {
        let today = options.today
        startTime = today
        activity = ActivityState(commandStep: options.commandStep)
        downloadDuration = options.downloadDuration
        versions = options.versions
        activityShape = .sonarr(usesNewerShapes: options.versions.sonarrUsesNewerShapes)
        self.urlBase = urlBase
        catalogue = try SeedData.catalogue.get().series
        for seed in try SeedData.seriesLibrary(count: options.series, seed: options.seed) { insert(seed, today: today) }
        seedActivity(today: today, historyRecords: options.historyRecords, queueRecords: options.queueRecords)
        seedBlocklist(today: today)
        if options.stuckDownloads { seedStuckDownloads(today: today) }
    }

    // MARK: Seeding

    private func insert(_ seed: SeedSeries, today: Date) {
        let day: TimeInterval = 86_400
        let id = nextSeriesID
        nextSeriesID += 1
        let root = seed.seriesType == "anime" ? "/anime" : "/tv"
        let folder = seed.title.replacingOccurrences(of: ":", with: "")
        var first: Date?
        for season in seed.seasons {
            for episode in season.episodes {
                let air = today.addingTimeInterval(Double(episode.airOffsetDays) * day + 20 * 3600)
                first = min(first ?? air, air)
                let episodeID = nextEpisodeID
                nextEpisodeID += 1
                var resource = EpisodeResource(
                    id: Int(episodeID), seriesId: Int(id), tvdbId: Int(seed.tvdbId * 100 + episodeID % 100),
                    episodeFileId: 0, seasonNumber: Int(season.seasonNumber), episodeNumber: Int(episode.episodeNumber),
                    title: episode.title, airDate: String(wireDate(air).prefix(10)), airDateUtc: wireDate(air), runtime: 45,
                    overview: "Episode \(episode.episodeNumber) of \(seed.title).", hasFile: false,
                    monitored: season.monitored && seed.monitored
                )
                if episode.hasFile {
                    let file = Self.file(
                        id: episodeID, seriesID: id, seriesPath: "\(root)/\(folder)", season: season.seasonNumber,
                        name: "\(folder) - S\(pad(season.seasonNumber))E\(pad(episode.episodeNumber)) - \(episode.title)",
                        quality: Self.seededQuality(episodeID: episodeID, profileID: Int(seed.qualityProfileId)),
                        added: air.addingTimeInterval(6 * 3600))
                    episodeFiles[episodeID] = file
                    resource.hasFile = true
                    resource.episodeFileId = Int(episodeID)
                }
                episodes[episodeID] = resource
                episodeIDsBySeries[id, default: []].append(episodeID)
            }
        }
        series[id] = SeriesResource(
            id: Int(id), title: seed.title, sortTitle: seed.title.searchKey, status: seed.status,
            ended: seed.status == "ended", overview: seed.overview, network: seed.network, airTime: "21:00",
            images: [
                .init(
                    coverType: "poster", url: "/MediaCover/\(id)/poster.jpg",
                    remoteUrl: "https://artworks.thetvdb.com/banners/sim\(seed.tvdbId).jpg")
            ],
            seasons: seed.seasons.map { .init(seasonNumber: Int($0.seasonNumber), monitored: $0.monitored) },
            year: Int(seed.year), path: "\(root)/\(folder)", qualityProfileId: Int(seed.qualityProfileId),
            seasonFolder: true, monitored: seed.monitored, runtime: 45, tvdbId: Int(seed.tvdbId),
            firstAired: first.map(wireDate), seriesType: seed.seriesType, cleanTitle: seed.title.searchKey.filter(\.isLetter),
            imdbId: seed.imdbId, titleSlug: "sim-\(seed.tvdbId)", rootFolderPath: root, genres: seed.genres,
            tags: seed.tags, added: wireDate(today.addingTimeInterval(-Double(seed.addedDaysAgo) * day)),
            ratings: .init(votes: 500, value: seed.rating)
        )
    }

    /// The quality of a sample episode's file: mostly its profile's cutoff or better, some
    /// below it (cutoff unmet), the lower ones varied.
    private static func seededQuality(episodeID: Int, profileID: Int) -> String {
        switch profileID {
        case 3 where episodeID % 11 == 0: "HDTV-720p"
        case 3 where episodeID % 7 == 0: "HDTV-1080p"
        case 3 where episodeID % 5 == 0: "WEBDL-1080p"
        case 3: "Bluray-1080p"
        case 4 where episodeID % 11 == 0: "WEBDL-1080p"
        case 4 where episodeID % 5 == 0: "WEBDL-2160p"
        case 4: "Bluray-2160p"
        default: episodeID % 11 == 0 ? "HDTV-720p" : "WEBDL-1080p"
        }
    }

    private static func file(
        id: Int, seriesID: Int, seriesPath: String, season: Int, name: String, quality: String, added: Date
    ) -> Components.Schemas.EpisodeFileResource {
        let relativePath = "Season \(season)/\(name) \(quality).mkv"
        let video = ServerQualities.videoStreams(of: ServerQualities.of(.sonarr).named(quality))
        return .init(
            id: Int(id), seriesId: Int(seriesID), seasonNumber: Int(season), relativePath: relativePath,
            path: "\(seriesPath)/\(relativePath)", size: 1_450_000_000, dateAdded: wireDate(added),
            quality: qualityModel(named: quality, revision: .init(version: 1)), indexerFlags: 0,
            mediaInfo: .init(
                audioBitrate: 384_000, audioChannels: 5.1, audioCodec: "EAC3", audioLanguages: "eng", audioStreamCount: 1,
                videoBitDepth: video.codec == "x265" ? 10 : 8, videoBitrate: video.bitrate, videoCodec: video.codec, videoFps: 23.976,
                videoDynamicRange: "", videoDynamicRangeType: "", resolution: video.resolution, runTime: "44:00", scanType: "Progressive",
                subtitles: "eng"))
    }

    private func seedActivity(today: Date, historyRecords: Int?, queueRecords: Int?) {
        let all = episodes.values.sorted { $0.id! < $1.id! }
        if let historyRecords {
            let events = ["grabbed", "downloadFolderImported", "grabbed", "downloadFailed", "episodeFileDeleted", "episodeFileRenamed"]
            for index in 0..<(all.isEmpty ? 0 : historyRecords) {
                let episode = all[index % all.count]
                let quality = SimulatedIndexers.qualities[index % 6]
                record(
                    event: events[index % events.count], episode: episode, title: sourceTitle(episode, quality: quality),
                    quality: Self.qualityModel(named: quality), date: today.addingTimeInterval(-Double(index + 1) * 2_237))
            }
        }
        if let queueRecords {
            for index in 0..<(all.isEmpty ? 0 : queueRecords) {
                let episode = all[index % all.count]
                let duration = Double(6 + index % 43) * 3600
                enqueue(
                    episode: episode, quality: "WEBDL-1080p", startedAt: today.addingTimeInterval(-duration * Double(index % 9 + 1) / 10),
                    duration: duration, title: "\(sourceTitle(episode, quality: "WEBDL-1080p"))\(index + 1)", allowingDuplicates: true)
            }
        }
        seedSampleActivity(today: today, history: historyRecords == nil, queue: queueRecords == nil)
    }

    private func seedSampleActivity(today: Date, history: Bool, queue: Bool) {
        for episode in episodes.values.sorted(by: { $0.id! < $1.id! }) where history && episode.hasFile == true {
            guard let file = episodeFiles[Int(episode.id!)], let added = file.dateAdded.flatMap(ServarrDate.parse) else { continue }
            let title = sourceTitle(episode, quality: "WEBDL-1080p")
            record(event: "grabbed", episode: episode, title: title, quality: file.quality, date: added.addingTimeInterval(-3600))
            record(event: "downloadFolderImported", episode: episode, title: title, quality: file.quality, date: added)
        }
        let waiting = episodes.values.filter { episode in
            episode.hasFile != true && episode.monitored == true
                && (episode.airDateUtc.flatMap(ServarrDate.parse).map { $0 < today } ?? false)
        }.sorted { $0.id! < $1.id! }.prefix(queue ? 5 : 0)
        for (index, episode) in waiting.enumerated() {
            let duration = Double(1 + index) * 3600
            enqueue(
                episode: episode, quality: "WEBDL-1080p", startedAt: today.addingTimeInterval(-duration * Double(index + 1) / 7),
                duration: duration)
        }
    }

    private func sourceTitle(_ episode: EpisodeResource, quality: String) -> String {
        let title = series[Int(episode.seriesId ?? 0)]?.title ?? "Series"
        return "\(title).S\(pad(Int(episode.seasonNumber ?? 0)))E\(pad(Int(episode.episodeNumber ?? 0))).\(quality)-SIM"
    }

    func record(event: String, episode: EpisodeResource, title: String, quality: Components.Schemas.QualityModel?, date: Date) {
        activity.record(
            .init(
                episodeId: episode.id, seriesId: episode.seriesId, sourceTitle: title, quality: quality.map(Self.activityQuality),
                date: wireDate(date),
                downloadId: "SIM\(episode.id ?? 0)", eventType: event, data: ["indexer": "NZBgeek", "releaseGroup": "SIM"]))
    }

    private func enqueue(
        episode: EpisodeResource, quality: String, startedAt: Date, duration: TimeInterval, title: String? = nil,
        allowingDuplicates: Bool = false
    ) {
        guard let episodeID = episode.id, allowingDuplicates || !activity.isQueued(where: { $0.episodeID == episodeID }) else { return }
        activity.enqueue(
            SimulatedDownload(
                mediaID: Int(episode.seriesId ?? 0), episodeID: episodeID, seasonNumber: episode.seasonNumber,
                title: title ?? sourceTitle(episode, quality: quality), quality: quality, size: 1_450_000_000, startedAt: startedAt,
                duration: duration))
    }

    // MARK: Time

    func advance(_ now: Date = Date()) {
        for command in activity.completeCommands(at: now) {
            if ActivityShape.commandsFailingOnMissingItems.contains(command.name),
                let missing = command.mediaIDs.first(where: { series[$0] == nil })
            {
                activity.fail(command.id, message: missingItemMessage(missing))
                continue
            }
            var targets: [EpisodeResource] = []
            switch command.name {
            case "SeriesSearch", "SeasonSearch":
                targets = episodes.values.filter { episode in
                    command.mediaIDs.contains(Int(episode.seriesId ?? 0))
                        && (command.seasonNumber == nil || episode.seasonNumber == command.seasonNumber)
                }
            case "EpisodeSearch":
                targets = command.episodeIDs.compactMap { episodes[$0] }
            case "MissingEpisodeSearch", "RssSync":
                targets = Array(missingEpisodes(now: now).prefix(command.name == "RssSync" ? 1 : 3))
            default:
                applyFileCommand(command)
            }
            for episode in targets.sorted(by: { $0.id! < $1.id! }) where episode.hasFile != true && episode.monitored == true {
                let title = sourceTitle(episode, quality: "WEBDL-1080p")
                record(
                    event: "grabbed", episode: episode, title: title, quality: Self.qualityModel(named: "WEBDL-1080p"),
                    date: command.ended)
                enqueue(episode: episode, quality: "WEBDL-1080p", startedAt: command.ended, duration: downloadDuration)
            }
        }
        for download in activity.finishDownloads(at: now) { importDownload(download) }
    }

    func importDownload(_ download: SimulatedDownload) {
        guard let episodeID = download.episodeID, var episode = episodes[episodeID] else { return }
        let name = sourceTitle(episode, quality: download.quality)
        episodeFiles[episodeID] = Self.file(
            id: episodeID, seriesID: download.mediaID, seriesPath: series[download.mediaID]?.path ?? "", season: Int(episode.seasonNumber ?? 0),
            name: name, quality: download.quality, added: download.completesAt)
        episode.hasFile = true
        episode.episodeFileId = Int(episodeID)
        episodes[episodeID] = episode
        record(
            event: "downloadFolderImported", episode: episode, title: download.title,
            quality: Self.qualityModel(named: download.quality), date: download.completesAt)
    }

    /// The aired episodes without a file that `options` lists (by default the monitored ones, what searches look for).
    private func missingEpisodes(
        now: Date, _ options: ActivityOptions = .init(page: .init(), includesUnmonitored: false, includesParent: false)
    ) -> [EpisodeResource] {
        episodes.values.filter { episode in
            episode.hasFile != true
                && options.listsWanted(
                    isMonitored: episode.monitored == true, parentIsMonitored: series[Int(episode.seriesId ?? 0)]?.monitored == true)
                && (episode.airDateUtc.flatMap(ServarrDate.parse).map { $0 < now } ?? false)
        }.sorted { $0.id! < $1.id! }
    }

    // MARK: Series

    /// A series with statistics computed from its episodes.
    private func withStatistics(_ resource: SeriesResource, now: Date) -> SeriesResource {
        var resource = resource
        let own = (episodeIDsBySeries[resource.id ?? 0] ?? []).compactMap { episodes[$0] }
        var totalSize: Int64 = 0
        resource.seasons = resource.seasons?.map { season in
            var season = season
            let inSeason = own.filter { $0.seasonNumber == season.seasonNumber }
            let files = inSeason.filter { $0.hasFile == true }
            let aired = inSeason.filter { ($0.airDateUtc.flatMap(ServarrDate.parse) ?? .distantFuture) <= now || $0.hasFile == true }
            let size = files.reduce(Int64(0)) { $0 + (episodeFiles[Int($1.id!)]?.size ?? 0) }
            totalSize += size
            season.statistics = .init(
                episodeFileCount: Int(files.count), episodeCount: Int(aired.count),
                totalEpisodeCount: Int(inSeason.count), sizeOnDisk: size,
                percentOfEpisodes: aired.isEmpty ? 0 : Double(files.count) * 100 / Double(aired.count))
            return season
        }
        let airDates = own.compactMap { $0.airDateUtc.flatMap(ServarrDate.parse) }
        resource.nextAiring = airDates.filter { $0 > now }.min().map(wireDate)
        resource.previousAiring = airDates.filter { $0 <= now }.max().map(wireDate)
        let files = own.filter { $0.hasFile == true }.count
        let aired = own.filter { ($0.airDateUtc.flatMap(ServarrDate.parse) ?? .distantFuture) <= now || $0.hasFile == true }.count
        resource.statistics = .init(
            seasonCount: Int(resource.seasons?.count ?? 0), episodeFileCount: Int(files),
            episodeCount: Int(aired), totalEpisodeCount: Int(own.count), sizeOnDisk: totalSize,
            percentOfEpisodes: aired == 0 ? 0 : Double(files) * 100 / Double(aired))
        return resource
    }

    func allSeries(tvdbID: Int?) -> [SeriesResource] {
        advance()
        let now = Date()
        return series.keys.sorted().compactMap { series[$0] }.filter { tvdbID == nil || $0.tvdbId == tvdbID }
            .map { withStatistics($0, now: now) }
    }

    func series(id: Int) -> SeriesResource? {
        advance()
        return series[id].map { withStatistics($0, now: Date()) }
    }

    func update(id: Int, with resource: SeriesResource) -> SeriesResource? {
        guard var stored = series[id] else { return nil }
        if let monitored = resource.monitored { stored.monitored = monitored }
        if let profile = resource.qualityProfileId { stored.qualityProfileId = profile }
        if let type = resource.seriesType { stored.seriesType = type }
        if let folder = resource.seasonFolder { stored.seasonFolder = folder }
        if let tags = resource.tags { stored.tags = tags }
        if let path = resource.path { stored.path = path }
        if let seasons = resource.seasons {
            for season in seasons {
                guard let monitored = season.monitored, let number = season.seasonNumber else { continue }
                setSeason(&stored, number: number, monitored: monitored)
            }
        }
        series[id] = stored
        return withStatistics(stored, now: Date())
    }

    private func setSeason(_ stored: inout SeriesResource, number: Int, monitored: Bool) {
        guard let index = stored.seasons?.firstIndex(where: { $0.seasonNumber == number }),
            stored.seasons?[index].monitored != monitored
        else { return }
        stored.seasons?[index].monitored = monitored
        for (episodeID, episode) in episodes where episode.seriesId == stored.id && episode.seasonNumber == number {
            episodes[episodeID]?.monitored = monitored
        }
    }

    func delete(id: Int) -> Bool {
        guard series.removeValue(forKey: id) != nil else { return false }
        for episodeID in episodeIDsBySeries.removeValue(forKey: id) ?? [] {
            episodes.removeValue(forKey: episodeID)
            episodeFiles.removeValue(forKey: episodeID)
        }
        activity.removeDownloads { $0.mediaID == id }
        return true
    }

    func add(_ resource: SeriesResource) throws(SimulatorFailure) -> SeriesResource {
        guard let tvdbID = resource.tvdbId, tvdbID > 0 else {
            throw .invalid("TvdbId", "'Tvdb Id' must be greater than '0'.", attempted: .integer(resource.tvdbId ?? 0), code: "GreaterThanValidator")
        }
        guard resource.qualityProfileId.map({ $0 > 0 }) == true else {
            throw .invalid(
                "QualityProfileId", "'Quality Profile Id' must be greater than '0'.",
                attempted: .integer(resource.qualityProfileId ?? 0), code: "GreaterThanValidator")
        }
        let proposedFolder = (resource.title ?? "Untitled").replacingOccurrences(of: ":", with: "")
        let (path, root) = try MediaPath.added(path: resource.path, rootFolderPath: resource.rootFolderPath, folder: proposedFolder)
        guard !series.values.contains(where: { $0.tvdbId == tvdbID }) else {
            throw .invalid("TvdbId", "This series has already been added", attempted: .integer(tvdbID), code: "SeriesExistsValidator")
        }
        let now = Date()
        let seed = catalogue.first { $0.tvdbId == Int(tvdbID) }
        let title = resource.title ?? seed?.title ?? "Untitled"
        let seasonCount = seed?.seasonCount ?? max(1, resource.seasons?.count ?? 1)
        let monitorAll = resource.monitored ?? true
        // Which seasons the add options' monitor choice leaves monitored (season-level only:
        // the simulator does not model per-episode choices such as "future" or "pilot").
        let monitorOption = resource.addOptions?.monitor ?? "all"
        func monitors(season number: Int) -> Bool {
            switch monitorOption {
            case "none": false
            case "firstSeason", "pilot": number == 1
            case "lastSeason": number == seasonCount
            default: true
            }
        }
        let seasons = (1...seasonCount).map { number in
            SeedSeason(
                seasonNumber: number, monitored: monitorAll && monitors(season: number),
                episodes: (1...8).map { episode in
                    SeedEpisode(
                        episodeNumber: episode, title: "Episode \(episode)",
                        airOffsetDays: -400 * (seasonCount - number) + 7 * (episode - 6), hasFile: false)
                })
        }
        insert(
            SeedSeries(
                title: title, year: Int(resource.year ?? Int(seed?.year ?? 2024)), tvdbId: Int(tvdbID), imdbId: resource.imdbId,
                network: seed?.network ?? "Unknown", status: "continuing", seriesType: resource.seriesType ?? "standard",
                overview: seed?.overview ?? "", genres: seed?.genres ?? [], monitored: monitorAll,
                qualityProfileId: Int(resource.qualityProfileId ?? 1), rating: seed?.rating ?? 0,
                tags: (resource.tags ?? []), addedDaysAgo: 0, seasons: seasons
            ), today: now)
        let id = nextSeriesID - 1
        series[id]?.rootFolderPath = root
        series[id]?.path = resource.path?.isEmpty == false ? path : "\(root)/\(title.replacingOccurrences(of: ":", with: ""))"
        series[id]?.seasonFolder = resource.seasonFolder ?? true
        series[id]?.added = wireDate(now)
        if resource.addOptions?.searchForMissingEpisodes == true {
            activity.startCommand("SeriesSearch", .init(mediaIDs: [id]))
        }
        return withStatistics(series[id]!, now: now)
    }

    func lookup(term: String) -> [SeriesResource] {
        let key = term.searchKey.trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty else { return [] }
        let tvdb = key.hasPrefix("tvdb:") ? Int(key.dropFirst(5).trimmingCharacters(in: .whitespaces)) : nil
        let imdb = key.hasPrefix("imdb:") ? key.dropFirst(5).trimmingCharacters(in: .whitespaces) : nil
        // An id term nobody knows (or that is not a number) answers an empty list, as Sonarr does.
        if key.hasPrefix("tvdb:"), tvdb == nil { return [] }
        func matches(_ title: String?, _ id: Int?, imdbID: String? = nil) -> Bool {
            if let tvdb { return tvdb == id }
            if let imdb { return imdb == imdbID?.lowercased() }
            return title?.searchKey.contains(key) ?? false
        }
        let inLibrary = allSeries(tvdbID: nil).filter { matches($0.title, $0.tvdbId, imdbID: $0.imdbId) }
        let others = catalogue.filter { matches($0.title, Int($0.tvdbId)) }
            .filter { seed in !series.values.contains { $0.tvdbId == Int(seed.tvdbId) } }
            .map { seed in
                SeriesResource(
                    title: seed.title, sortTitle: seed.title.searchKey, status: "continuing", overview: seed.overview,
                    network: seed.network, remotePoster: "https://artworks.thetvdb.com/banners/sim\(seed.tvdbId).jpg",
                    seasons: (1...seed.seasonCount).map { .init(seasonNumber: Int($0), monitored: true) },
                    year: Int(seed.year), tvdbId: Int(seed.tvdbId), seriesType: "standard",
                    genres: seed.genres, ratings: .init(votes: 100, value: seed.rating))
            }
        return Array((inLibrary + others).prefix(25))
    }

    // MARK: Episodes

    /// `GET episode`: the episodes of a series (and season), of `episodeIDs`, or of one file,
    /// embedding their series (`includeSeries`) and file (`includeEpisodeFile`) when asked.
    func episodes(
        seriesID: Int?, seasonNumber: Int?, episodeIDs: [Int]?, fileID: Int? = nil, includesSeries: Bool = false, includesFile: Bool = false
    ) -> [EpisodeResource] {
        advance()
        let ids = episodeIDs.map(Set.init)
        let list = episodes.values.filter { episode in
            (seriesID == nil || episode.seriesId == seriesID)
                && (seasonNumber == nil || episode.seasonNumber == seasonNumber)
                && (ids == nil || ids!.contains(episode.id ?? 0))
                && (fileID == nil || (episode.hasFile == true && episode.episodeFileId == fileID))
        }.sorted { ($0.seasonNumber ?? 0, $0.episodeNumber ?? 0, $0.id ?? 0) < ($1.seasonNumber ?? 0, $1.episodeNumber ?? 0, $1.id ?? 0) }
        return including(series: includesSeries, files: includesFile, list)
    }

    func episode(id: Int) -> EpisodeResource? {
        advance()
        return episodes[id]
    }

    /// Sets the episodes' monitoring; returns the episodes (unknown ids left out).
    @discardableResult
    func setMonitored(episodeIDs: [Int], monitored: Bool) -> [EpisodeResource] {
        for id in episodeIDs { episodes[Int(id)]?.monitored = monitored }
        return episodeIDs.compactMap { episodes[$0] }
    }

    func seasonPass(_ pass: Components.Schemas.SeasonPassResource) {
        for item in pass.series ?? [] {
            guard let id = item.id, var stored = series[id] else { continue }
            if let monitored = item.monitored { stored.monitored = monitored }
            for season in item.seasons ?? [] {
                if let number = season.seasonNumber, let monitored = season.monitored {
                    setSeason(&stored, number: number, monitored: monitored)
                }
            }
            series[id] = stored
        }
    }

    /// `GET episodefile`: the files of series `seriesID`, else the files `fileIDs` names (unknown
    /// ones left out); a 400 without either, as Sonarr answers.
    func files(seriesID: Int?, fileIDs: [Int]?, _ cutoffs: QualityCutoffs) throws(SimulatorFailure) -> [Components.Schemas.EpisodeFileResource] {
        advance()
        if let seriesID { return fileRecords(ids: (episodeIDsBySeries[seriesID] ?? []).filter { hasFile(id: $0) }.sorted(), cutoffs) }
        guard let fileIDs, !fileIDs.isEmpty else { throw .badRequest("seriesId or episodeFileIds must be provided") }
        return fileRecords(ids: fileIDs.filter { hasFile(id: $0) }, cutoffs)
    }

    // MARK: Settings

    /// The tag ids of every series by its id (what `tag/detail` lists).
    func taggedMedia() -> [Int: [Int]] { series.mapValues { $0.tags ?? [] } }

    // MARK: Releases and queue

    func releases(seriesID: Int?, seasonNumber: Int?, episodeID: Int?) -> [Components.Schemas.ReleaseResource]? {
        let targets: [EpisodeResource]
        let seriesResource: SeriesResource
        if let episodeID {
            guard let episode = episodes[Int(episodeID)], let owner = series[Int(episode.seriesId ?? 0)] else { return nil }
            targets = [episode]
            seriesResource = owner
        } else if let seriesID, let owner = series[Int(seriesID)] {
            targets = episodes.values.filter { $0.seriesId == seriesID && (seasonNumber == nil || $0.seasonNumber == seasonNumber) }
                .sorted { $0.id! < $1.id! }
            seriesResource = owner
        } else {
            return nil
        }
        guard let first = targets.first else { return [] }
        let seriesID = Int(seriesResource.id ?? 0)
        let fullSeason = episodeID == nil
        var random = StableRandom(seed: Int(first.id ?? 0) &* 17 + (fullSeason ? 1 : 0))
        var result: [Components.Schemas.ReleaseResource] = []
        for index in 0..<6 {
            let quality = SimulatedIndexers.qualities[index % SimulatedIndexers.qualities.count]
            let indexerIndex = random.int(in: 0...(SimulatedIndexers.names.count - 1))
            let isTorrent = indexerIndex >= 2
            let guid = "sim-sonarr-\(first.id ?? 0)-\(fullSeason ? "s" : "e")-\(index)"
            let episodeTag =
                fullSeason
                ? "S\(pad(Int(first.seasonNumber ?? 0)))"
                : "S\(pad(Int(first.seasonNumber ?? 0)))E\(pad(Int(first.episodeNumber ?? 0)))"
            let rejected = index == 4
            // One group for the title and the field, so that custom formats by group and by title agree.
            let group = random.pick(SimulatedIndexers.groups)
            var release = Components.Schemas.ReleaseResource(
                guid: guid, quality: Self.qualityModel(named: quality),
                age: Int(random.int(in: 0...400)), size: Int64(random.int(in: 300...9_000)) * 1_000_000 * (fullSeason ? 8 : 1),
                indexerId: Int(indexerIndex + 1), indexer: SimulatedIndexers.names[indexerIndex],
                releaseGroup: group, title: "\(seriesResource.title ?? "").\(episodeTag).\(quality)-\(group)",
                fullSeason: fullSeason, seasonNumber: first.seasonNumber, seriesTitle: seriesResource.title,
                episodeNumbers: fullSeason ? nil : [first.episodeNumber ?? 0], approved: !rejected, rejected: rejected,
                rejections: rejected ? ["Not an upgrade for existing episode file(s)"] : [], downloadAllowed: !rejected,
                seeders: isTorrent ? Int(random.int(in: 0...300)) : nil, leechers: isTorrent ? Int(random.int(in: 0...40)) : nil,
                _protocol: isTorrent ? "torrent" : "usenet", seriesId: Int(seriesID), episodeIds: targets.compactMap(\.id)
            )
            release.languages = [.init(id: 1, name: "English")]
            releasesByGUID[guid] = (targets.compactMap(\.id), seriesID, release)
            result.append(release)
        }
        return result
    }

    /// Grabs a release found by an earlier search: the release, or nil when the guid is unknown.
    func grab(guid: String) -> Components.Schemas.ReleaseResource? {
        guard let (episodeIDs, _, release) = releasesByGUID[guid] else { return nil }
        let now = Date()
        for id in episodeIDs {
            guard let episode = episodes[id] else { continue }
            activity.removeDownloads { $0.episodeID == id }
            record(event: "grabbed", episode: episode, title: release.title ?? guid, quality: release.quality, date: now)
            enqueue(
                episode: episode, quality: release.quality?.quality?.name ?? "Unknown", startedAt: now,
                duration: downloadDuration, title: release.title)
        }
        return release
    }

    // MARK: History, calendar, wanted

    /// `list` with each episode's series (`includeSeries`) and file (`includeEpisodeFile`) embedded when asked.
    private func including(series includesSeries: Bool, files includesFiles: Bool = false, _ list: [EpisodeResource]) -> [EpisodeResource] {
        guard includesSeries || includesFiles else { return list }
        return list.map { episode in
            var episode = episode
            if includesSeries { episode.series = series[Int(episode.seriesId ?? 0)] }
            if includesFiles { episode.episodeFile = episodeFiles[Int(episode.id ?? 0)] }
            return episode
        }
    }

    func calendar(start: Date, end: Date, _ options: ActivityOptions) throws -> Data {
        advance()
        let list = episodes.values.filter { episode in
            guard options.includesUnmonitored || episode.monitored == true,
                let air = episode.airDateUtc.flatMap(ServarrDate.parse)
            else { return false }
            return air >= start && air <= end
        }.sorted { ($0.airDateUtc ?? "", $0.id ?? 0) < ($1.airDateUtc ?? "", $1.id ?? 0) }
        return try encodeJSON(including(series: options.includesParent, list))
    }

    func embeddedItems(parentIDs: Set<Int>, childIDs: Set<Int>) -> EmbeddedItems {
        let now = Date()
        return EmbeddedItems(
            parents: Dictionary(
                uniqueKeysWithValues: parentIDs.compactMap { id in series[id].map { (id, .init(value: withStatistics($0, now: now))) } }),
            children: Dictionary(uniqueKeysWithValues: childIDs.compactMap { id in episodes[id].map { (id, .init(value: $0)) } }))
    }

    func wanted(_ list: WantedList, _ options: ActivityOptions) throws -> Data {
        advance()
        let records: [EpisodeResource]
        switch list {
        case .cutoffUnmet(let cutoffs):
            records = episodes.values.filter { episode in
                options.listsWanted(isMonitored: episode.monitored == true, parentIsMonitored: series[episode.seriesId ?? 0]?.monitored == true)
                    && episode.hasFile == true
                    && cutoffs.isBelowCutoff(
                        episodeFiles[Int(episode.id!)]?.quality?.quality?.id, profileID: series[episode.seriesId ?? 0]?.qualityProfileId)
            }.sorted { $0.id! < $1.id! }
        case .missing:
            records = missingEpisodes(now: Date(), options)
        }
        let seriesTitles = series.mapValues { $0.sortTitle ?? "" }
        let orders = SortOrders<EpisodeResource>(
            defaultKey: "airDateUtc", defaultDirection: "descending",
            orders: [
                "airDateUtc": { ($0.airDateUtc ?? "", $0.id ?? 0) < ($1.airDateUtc ?? "", $1.id ?? 0) },
                "episodes.airDateUtc": { ($0.airDateUtc ?? "", $0.id ?? 0) < ($1.airDateUtc ?? "", $1.id ?? 0) },
                "series.sortTitle": { (seriesTitles[$0.seriesId ?? 0] ?? "") < (seriesTitles[$1.seriesId ?? 0] ?? "") },
                "title": { ($0.title ?? "") < ($1.title ?? "") },
            ])
        var result = orders.page(records, options.page)
        let isCutoffUnmet = if case .cutoffUnmet = list { true } else { false }
        result.records = including(series: options.includesParent, files: isCutoffUnmet && options.includesFile, result.records)
        return try encodeJSON(ActivityRecords.Page(result, options.page))
    }

    func systemStatus() -> Components.Schemas.SystemResource {
        .init(
            appName: "Sonarr", instanceName: "Sonarr (Marquee simulator)", version: versions.sonarrVersion,
            buildTime: "2024-10-20T00:00:00Z", isDebug: false, isProduction: true, isAdmin: false,
            isUserInteractive: false, startupPath: "/app/sonarr/bin", appData: "/config", osName: "linux",
            osVersion: "6.1", isNetCore: true, isLinux: true, isOsx: false, isWindows: false, isDocker: true,
            mode: "console", branch: "main", authentication: "forms", migrationVersion: 210, urlBase: urlBase,
            runtimeVersion: "6.0.35", runtimeName: ".NET", startTime: wireDate(startTime),
            databaseVersion: "3.46.1", databaseType: "sqLite")
    }

    // MARK: Episode files, language profiles

    func file(id: Int, _ cutoffs: QualityCutoffs) throws(SimulatorFailure) -> Components.Schemas.EpisodeFileResource {
        advance()
        guard hasFile(id: id), let file = fileRecords(ids: [id], cutoffs).first else { throw .notFound("EpisodeFile with ID \(id) does not exist") }
        return file
    }

    /// Sonarr v3's language profiles (Sonarr v4 still answers them, with one "Deprecated" profile).
    var languageProfiles: [Components.Schemas.LanguageProfileResource] {
        let english = Components.Schemas.Language(id: 1, name: "English")
        let items = languages.map { Components.Schemas.LanguageProfileItemResource(language: .init(id: $0.id, name: $0.name), allowed: $0.id == 1) }
        if versions.sonarrUsesNewerShapes {
            return [.init(id: 1, name: "Deprecated", upgradeAllowed: false, cutoff: english, languages: items)]
        }
        return [
            .init(id: 1, name: "English", upgradeAllowed: false, cutoff: english, languages: items),
            .init(
                id: 2, name: "Anime", upgradeAllowed: true, cutoff: .init(id: 8, name: "Japanese"),
                languages: items.map { item in
                    var item = item
                    item.allowed = [1, 8].contains(item.language?.id ?? 0)
                    return item
                }),
        ]
    }

    // MARK: Blocklist

    private func seedBlocklist(today: Date) {
        let all = episodes.values.sorted { $0.id! < $1.id! }
        for index in 0..<min(12, all.count) {
            let episode = all[(index * 13) % all.count]
            activity.blocklist.add(
                SimulatedBlocklist.item(index: index, title: sourceTitle(episode, quality: "HDTV-720p") + "-BAD\(index)", today: today) {
                    ($0.seriesId, $0.episodeIds) = (episode.seriesId, [episode.id ?? 0])
                })
        }
    }

    // MARK: System

    /// Import list exclusions: a few catalogue series nobody wants added.
    func exclusions() -> [Components.Schemas.ImportListExclusionResource] {
        catalogue.prefix(3).enumerated().map { index, seed in .init(id: index + 1, tvdbId: seed.tvdbId, title: seed.title) }
    }

    /// The quality profile of a series, or of an episode's series (what releases are scored under).
    func qualityProfileID(seriesID: Int?, episodeID: Int?) -> Int? {
        let owner = episodeID.flatMap { episodes[$0]?.seriesId } ?? seriesID
        return owner.flatMap { series[$0]?.qualityProfileId }
    }

    /// The releases as a JSON body, in the shapes of the impersonated version.
    func releaseBody(seriesID: Int?, seasonNumber: Int?, episodeID: Int?) throws -> Data? {
        guard let releases = releases(seriesID: seriesID, seasonNumber: seasonNumber, episodeID: episodeID) else { return nil }
        let body = try encodeJSON(releases)
        return versions.sonarrUsesNewerShapes ? NewerShapes.releases(body) : body
    }
}

private func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

extension SonarrLibrary {
    /// The quality named `name` as Sonarr's records carry it: its id, source and resolution.
    static func qualityModel(named name: String, revision: Components.Schemas.Revision? = nil) -> Components.Schemas.QualityModel {
        let quality = ServerQualities.of(.sonarr).named(name)
        return .init(quality: .init(id: quality.id, name: name, source: quality.source, resolution: quality.resolution), revision: revision)
    }

    /// A generated quality model as the activity records carry it (no JSON round trip: seeding
    /// writes a history record per file).
    private static func activityQuality(_ model: Components.Schemas.QualityModel) -> ActivityRecords.Quality {
        ActivityRecords.Quality(
            quality: model.quality.map { ActivityRecords.Named(id: $0.id, name: $0.name) },
            revision: model.revision.map { ActivityRecords.Quality.Revision(version: $0.version, real: $0.real, isRepack: $0.isRepack) })
    }
}

extension SonarrLibrary: MediaFileLibrary {
    nonisolated var fileService: SimulatedService { .sonarr }

    /// The simulator numbers an episode's file as the episode.
    func hasFile(id: Int) -> Bool { episodeFiles[id]?.id == id }

    /// Sonarr's file edits: quality, languages, release group, scene name, indexer flags and
    /// release type, each when the change has it.
    func apply(_ change: MediaFileChange, quality: ServerQualities.Quality?, toFile id: Int) {
        guard var file = episodeFiles[id] else { return }
        if let quality {
            file.quality = Self.qualityModel(
                named: quality.name,
                revision: change.quality?.revision.map { .init(version: $0.version, real: $0.real, isRepack: $0.isRepack) } ?? file.quality?.revision)
        }
        if let languages = change.languages { file.languages = languages.map { .init(id: $0.id, name: $0.name) } }
        if let group = change.releaseGroup { file.releaseGroup = group }
        if let sceneName = change.sceneName { file.sceneName = sceneName }
        if let flags = change.indexerFlags { file.indexerFlags = flags }
        if let releaseType = change.releaseType { file.releaseType = releaseType }
        episodeFiles[id] = file
    }

    /// Deletes an episode file: its episode is missing again.
    func removeFile(id: Int) {
        advance()
        guard let file = episodeFiles.removeValue(forKey: id), var episode = episodes[id] else { return }
        episode.hasFile = false
        episode.episodeFileId = 0
        episodes[id] = episode
        record(event: "episodeFileDeleted", episode: episode, title: file.relativePath ?? "", quality: file.quality, date: Date())
    }

    func fileRecords(ids: [Int], _ cutoffs: QualityCutoffs) -> [Components.Schemas.EpisodeFileResource] {
        ids.compactMap { id in
            guard var file = episodeFiles[id] else { return nil }
            file.qualityCutoffNotMet = cutoffs.isBelowCutoff(file.quality?.quality?.id, profileID: series[file.seriesId ?? 0]?.qualityProfileId)
            return file
        }
    }
}

extension SonarrLibrary: EditableLibrary {
    /// `PUT series/editor`: monitored, new-season monitoring, quality profile, series type,
    /// season folders, root folder (the series' paths move; with `moveFiles` a
    /// `BulkMoveSeries` command runs) and tags.
    func edit(_ request: EditorRequest) throws -> Data {
        var edited: [SeriesResource] = []
        let now = Date()
        for id in request.ids {
            guard var stored = series[id] else { continue }
            if let monitored = request.monitored { stored.monitored = monitored }
            if let newItems = request.monitorNewItems { stored.monitorNewItems = newItems }
            if let profile = request.qualityProfileId { stored.qualityProfileId = profile }
            if let type = request.seriesType { stored.seriesType = type }
            if let folder = request.seasonFolder { stored.seasonFolder = folder }
            if let root = request.destination {
                stored.path = request.movedPath(from: stored.path, folder: stored.title ?? "")
                stored.rootFolderPath = root
            }
            stored.tags = request.tags(applyingTo: stored.tags)
            series[id] = stored
            edited.append(withStatistics(stored, now: now))
        }
        if request.moveFiles == true, request.destination != nil, !edited.isEmpty {
            activity.startCommand("BulkMoveSeries", .init(mediaIDs: edited.compactMap(\.id)))
        }
        return try encodeJSON(edited)
    }

    /// `DELETE series/editor`: the series named (unknown ids are skipped).
    func deleteItems(_ request: EditorRequest) {
        for id in request.ids { _ = delete(id: id) }
    }
}
