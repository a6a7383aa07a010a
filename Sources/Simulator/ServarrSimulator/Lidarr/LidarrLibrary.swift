import Foundation
import LidarrOpenAPI
import ServarrCore

/// In-memory Lidarr state: artists, albums, tracks, settings, commands, queue and history.
/// Commands and downloads advance with the clock each time the state is read.
actor LidarrLibrary: ActivityLibrary, RenamableLibrary {
    typealias ArtistResource = Components.Schemas.ArtistResource
    typealias AlbumResource = Components.Schemas.AlbumResource
    typealias TrackResource = Components.Schemas.TrackResource

    var artists: [Int: ArtistResource] = [:]
    var albums: [Int: AlbumResource] = [:]
    var tracks: [Int: TrackResource] = [:]
    var albumIDsByArtist: [Int: [Int]] = [:]
    var trackIDsByAlbum: [Int: [Int]] = [:]
    /// The queue, history, blocklist and commands (served by ``ActivityRoutes``).
    var activity: ActivityState
    nonisolated let activityShape = ActivityShape.lidarr
    private var releasesByGUID: [String: (albumID: Int, release: Components.Schemas.ReleaseResource)] = [:]
    let startTime: Date
    private let downloadDuration: TimeInterval
    let urlBase: String
    /// The naming settings renames follow (`config/naming`).
    var naming = NamingSettings.defaults(for: .lidarr)
    /// The track files renamed or retagged (the library keeps no other file state).
    var trackFileState = TrackFileState()
    /// The track files by id, with their qualities (``addFile(toTrack:quality:date:)`` makes them).
    var trackFiles: [Int: SimulatedTrackFile] = [:]
    private var nextArtistID = 1
    private var nextAlbumID = 1
    private var nextTrackID = 1
    var nextTrackFileID = 1

    let metadataProfiles: [Components.Schemas.MetadataProfileResource] = [
        .init(id: 1, name: "Standard"), .init(id: 2, name: "Albums only"), .init(id: 3, name: "Everything"),
    ]
    init(_ options: LibraryOptions, urlBase: String) async {
        let today = options.today
        startTime = today
        activity = ActivityState(commandStep: options.commandStep)
        downloadDuration = options.downloadDuration
        self.urlBase = urlBase
        for (index, seed) in LidarrSeed.library(count: options.artists).enumerated() {
            insert(seed, monitored: index % 5 != 3, withFiles: index % 3 != 2, today: today)
        }
        seedActivity(today: today, historyRecords: options.historyRecords, queueRecords: options.queueRecords)
        seedBlocklist(today: today)
        if options.stuckDownloads { seedStuckDownloads(today: today) }
    }

    // MARK: Seeding

    private func insert(_ seed: LidarrSeed.Artist, monitored: Bool, withFiles: Bool, today: Date) {
        let artistID = nextArtistID
        nextArtistID += 1
        artists[artistID] = ArtistResource(
            id: artistID, status: seed.isEnded ? "ended" : "continuing", ended: seed.isEnded, artistName: seed.name,
            foreignArtistId: seed.foreignID, overview: seed.overview, artistType: seed.type, path: "/music/\(seed.name)",
            qualityProfileId: 1 + artistID % 3, metadataProfileId: 1, monitored: monitored, monitorNewItems: "all",
            rootFolderPath: "/music", folder: seed.name, genres: seed.genres, sortName: seed.name.lowercased(), tags: [],
            added: ServarrDate.format(today.addingTimeInterval(-Double(artistID) * 86_400 * 30)))
        for (index, album) in seed.albums.enumerated() {
            // The newest album of each artist is still missing, so the wanted list has rows.
            let hasFiles = withFiles && index < seed.albums.count - 1
            insertAlbum(album, artistID: artistID, monitored: monitored, hasFiles: hasFiles, today: today)
        }
    }

    private func insertAlbum(_ seed: LidarrSeed.Album, artistID: Int, monitored: Bool, hasFiles: Bool, today: Date) {
        let albumID = nextAlbumID
        nextAlbumID += 1
        let release = seed.year > 3000 ? today.addingTimeInterval(Double(seed.year - 3000) * 86_400) : LidarrSeed.date(year: seed.year)
        albums[albumID] = AlbumResource(
            id: albumID, title: seed.title, artistId: artistID, foreignAlbumId: "album-\(artistID)-\(albumID)", monitored: monitored,
            duration: seed.tracks.count * 240_000, albumType: seed.type, releaseDate: ServarrDate.format(release), genres: [])
        albumIDsByArtist[artistID, default: []].append(albumID)
        let profileID = artists[artistID]?.qualityProfileId
        for (number, title) in seed.tracks.enumerated() {
            let trackID = nextTrackID
            nextTrackID += 1
            tracks[trackID] = TrackResource(
                id: trackID, artistId: artistID, trackFileId: 0, albumId: albumID, absoluteTrackNumber: number + 1,
                trackNumber: String(number + 1), title: title, duration: 180_000 + (title.count * 7_919) % 180_000,
                mediumNumber: 1, hasFile: false)
            trackIDsByAlbum[albumID, default: []].append(trackID)
            if hasFiles {
                let quality = Self.seededQuality(albumID: albumID, track: number, trackCount: seed.tracks.count, profileID: profileID)
                addFile(toTrack: trackID, quality: quality, date: min(today, release.addingTimeInterval(30 * 86_400)))
            }
        }
    }

    private func seedActivity(today: Date, historyRecords: Int?, queueRecords: Int?) {
        let albumIDs = albums.keys.sorted()
        guard !albumIDs.isEmpty else { return }
        for index in 0..<(historyRecords ?? 6) {
            let album = albums[albumIDs[index % albumIDs.count]]!
            record(
                event: index % 3 == 0 ? "grabbed" : "trackFileImported", album: album, title: releaseTitle(album, quality: "FLAC"),
                quality: "FLAC", date: today.addingTimeInterval(-Double(index + 1) * 3_600))
        }
        for index in 0..<(queueRecords ?? 2) {
            let album = albums[albumIDs[(index * 7 + 3) % albumIDs.count]]!
            enqueue(
                album: album, quality: index % 2 == 0 ? "FLAC" : "MP3-320", startedAt: today,
                duration: queueRecords == nil ? downloadDuration * Double(index + 2) : 86_400 * 365)
        }
    }

    /// A few rejected grabs of the library's artists.
    private func seedBlocklist(today: Date) {
        let artistIDs = artists.keys.sorted()
        guard !artistIDs.isEmpty else { return }
        let flac = ActivityRecords.Quality(id: 6, name: "FLAC", revision: .init(version: 1, real: 0, isRepack: false))
        for index in 0..<8 {
            activity.blocklist.add(
                SimulatedBlocklist.item(
                    index: index, title: "Artist.\(index + 1).Album.\(2000 + index).FLAC-BAD\(index)", today: today, quality: flac
                ) {
                    ($0.artistId, $0.albumIds, $0.languages) = (artistIDs[index % artistIDs.count], [], nil)
                })
        }
    }

    private func releaseTitle(_ album: AlbumResource, quality: String) -> String {
        let artist = artists[album.artistId ?? 0]?.artistName ?? "Unknown"
        return "\(artist) - \(album.title ?? "") (\(album.releaseDate?.prefix(4) ?? "")) [\(quality)]"
    }

    func record(event: String, album: AlbumResource, title: String, quality: String, date: Date) {
        activity.record(
            .init(
                albumId: album.id, artistId: album.artistId, trackId: 0, sourceTitle: title,
                quality: .init(named: quality, .lidarr, revision: .init(version: 1, real: 0)),
                qualityCutoffNotMet: false, date: wireDate(date), eventType: event, data: [:]))
    }

    private func enqueue(album: AlbumResource, quality: String, startedAt: Date, duration: TimeInterval, title: String? = nil) {
        activity.enqueue(
            SimulatedDownload(
                mediaID: album.artistId ?? 0, episodeID: album.id, title: title ?? releaseTitle(album, quality: quality),
                quality: quality, size: 412_000_000, startedAt: startedAt, duration: duration))
    }

    // MARK: Time

    func advance(_ now: Date = Date()) {
        for command in activity.completeCommands(at: now) {
            if ActivityShape.commandsFailingOnMissingItems.contains(command.name),
                let missing = command.mediaIDs.first(where: { artists[$0] == nil })
            {
                activity.fail(command.id, message: missingItemMessage(missing))
                continue
            }
            applyFileCommand(command)
        }
        for download in activity.finishDownloads(at: now) {
            for trackID in trackIDsByAlbum[download.episodeID ?? 0] ?? [] where tracks[trackID]?.hasFile != true {
                addFile(toTrack: trackID, quality: download.quality, date: download.completesAt)
            }
            if let album = albums[download.episodeID ?? 0] {
                record(event: "trackFileImported", album: album, title: download.title, quality: download.quality, date: download.completesAt)
            }
        }
    }

    // MARK: Artists

    private func statistics(album albumID: Int) -> Components.Schemas.AlbumStatisticsResource {
        let albumTracks = (trackIDsByAlbum[albumID] ?? []).compactMap { tracks[$0] }
        let files = albumTracks.filter { $0.hasFile == true }.count
        return .init(
            trackFileCount: files, trackCount: albumTracks.count, totalTrackCount: albumTracks.count,
            sizeOnDisk: Int64(files) * 38_000_000,
            percentOfTracks: albumTracks.isEmpty ? 0 : Double(files) * 100 / Double(albumTracks.count))
    }

    private func withStatistics(_ artist: ArtistResource) -> ArtistResource {
        var artist = artist
        let albumStatistics = (albumIDsByArtist[artist.id ?? 0] ?? []).map(statistics(album:))
        let tracks = albumStatistics.reduce(0) { $0 + ($1.trackCount ?? 0) }
        let files = albumStatistics.reduce(0) { $0 + ($1.trackFileCount ?? 0) }
        artist.statistics = .init(
            albumCount: albumStatistics.count, trackFileCount: files, trackCount: tracks, totalTrackCount: tracks,
            sizeOnDisk: albumStatistics.reduce(0) { $0 + ($1.sizeOnDisk ?? 0) },
            percentOfTracks: tracks == 0 ? 0 : Double(files) * 100 / Double(tracks))
        return artist
    }

    private func withStatistics(_ album: AlbumResource, includeArtist: Bool = false) -> AlbumResource {
        var album = album
        album.statistics = statistics(album: album.id ?? 0)
        if includeArtist, let artist = artists[album.artistId ?? 0] { album.artist = artist }
        return album
    }

    func allArtists() -> [ArtistResource] {
        advance()
        return artists.keys.sorted().compactMap { artists[$0].map(withStatistics) }
    }

    func artist(id: Int?) -> ArtistResource? {
        advance()
        return id.flatMap { artists[$0] }.map(withStatistics)
    }

    func update(id: Int, with resource: ArtistResource) -> ArtistResource? {
        guard var stored = artists[id] else { return nil }
        stored.monitored = resource.monitored ?? stored.monitored
        stored.qualityProfileId = resource.qualityProfileId ?? stored.qualityProfileId
        stored.metadataProfileId = resource.metadataProfileId ?? stored.metadataProfileId
        stored.monitorNewItems = resource.monitorNewItems ?? stored.monitorNewItems
        stored.tags = resource.tags ?? stored.tags
        stored.path = resource.path ?? stored.path
        artists[id] = stored
        return withStatistics(stored)
    }

    func delete(id: Int?) -> Bool {
        guard let id, artists.removeValue(forKey: id) != nil else { return false }
        for albumID in albumIDsByArtist.removeValue(forKey: id) ?? [] {
            albums[albumID] = nil
            for trackID in trackIDsByAlbum.removeValue(forKey: albumID) ?? [] {
                if let fileID = tracks[trackID]?.trackFileId { trackFiles[fileID] = nil }
                tracks[trackID] = nil
            }
        }
        activity.removeDownloads { $0.mediaID == id }
        return true
    }

    func add(_ resource: ArtistResource) throws(SimulatorFailure) -> ArtistResource {
        guard let foreignID = resource.foreignArtistId, !foreignID.isEmpty else {
            throw .invalid("ForeignArtistId", "'Foreign Artist Id' must not be empty.", attempted: .null, code: "NotEmptyValidator")
        }
        guard !artists.values.contains(where: { $0.foreignArtistId == foreignID }) else {
            throw .invalid("ForeignArtistId", "This artist has already been added", attempted: .string(foreignID), code: "ArtistExistsValidator")
        }
        let (path, rootFolder) = try MediaPath.added(
            path: resource.path, rootFolderPath: resource.rootFolderPath, folder: resource.artistName ?? "Unknown")
        let seed =
            LidarrSeed.catalogue.first { $0.foreignID == foreignID }
            ?? LidarrSeed.Artist(name: resource.artistName ?? "Unknown", foreignID: foreignID, albums: [])
        let monitor = resource.addOptions?.monitor ?? "all"
        let artistID = nextArtistID
        insert(seed, monitored: resource.monitored ?? true, withFiles: false, today: Date())
        artists[artistID]?.path = resource.path?.isEmpty == false ? path : rootFolder + "/" + seed.name
        artists[artistID]?.rootFolderPath = rootFolder
        artists[artistID]?.qualityProfileId = resource.qualityProfileId ?? 1
        artists[artistID]?.metadataProfileId = resource.metadataProfileId ?? 1
        artists[artistID]?.tags = resource.tags ?? []
        let albumIDs = albumIDsByArtist[artistID] ?? []
        for (index, albumID) in albumIDs.enumerated() {
            let monitored: Bool =
                switch monitor {
                case "none": false
                case "first": index == 0
                case "latest": index == albumIDs.count - 1
                default: true
                }
            albums[albumID]?.monitored = monitored && (resource.monitored ?? true)
        }
        return withStatistics(artists[artistID]!)
    }

    func lookup(term: String) -> [ArtistResource] {
        // Case and accents do not matter, as in MusicBrainz's search ("bjork" finds Björk).
        let term = term.searchKey.trimmingCharacters(in: .whitespaces)
        guard !term.isEmpty else { return [] }
        let foreignID = term.hasPrefix("lidarr:") ? String(term.dropFirst(7)) : nil
        return LidarrSeed.catalogue.filter { seed in
            foreignID.map { $0 == seed.foreignID } ?? seed.name.searchKey.contains(term)
        }.map { seed in
            if let stored = artists.values.first(where: { $0.foreignArtistId == seed.foreignID }) { return withStatistics(stored) }
            return ArtistResource(
                status: seed.isEnded ? "ended" : "continuing", artistName: seed.name, foreignArtistId: seed.foreignID,
                overview: seed.overview, artistType: seed.type,
                images: [
                    .init(
                        url: nil, coverType: "poster",
                        remoteUrl: "https://images.example/\(seed.foreignID).jpg")
                ], monitored: false, genres: seed.genres,
                sortName: seed.name.lowercased())
        }
    }

    // MARK: Albums and tracks

    func allAlbums(artistID: Int?, albumIDs: [Int]?) -> [AlbumResource] {
        advance()
        let ids = albumIDs ?? artistID.map { albumIDsByArtist[$0] ?? [] } ?? albums.keys.sorted()
        return ids.compactMap { albums[$0] }.map { withStatistics($0) }
    }

    func album(id: Int?) -> AlbumResource? {
        advance()
        return id.flatMap { albums[$0] }.map { withStatistics($0, includeArtist: true) }
    }

    /// Sets the albums' monitoring; returns the albums (unknown ids left out).
    func setMonitored(albumIDs: [Int], monitored: Bool) -> [AlbumResource] {
        for id in albumIDs { albums[id]?.monitored = monitored }
        return albumIDs.compactMap { id in albums[id].map { withStatistics($0) } }
    }

    func allTracks(artistID: Int?, albumID: Int?, trackIDs: [Int]?) -> [TrackResource] {
        advance()
        if let trackIDs { return trackIDs.compactMap { tracks[$0] } }
        if let albumID { return (trackIDsByAlbum[albumID] ?? []).compactMap { tracks[$0] } }
        if let artistID { return (albumIDsByArtist[artistID] ?? []).flatMap { trackIDsByAlbum[$0] ?? [] }.compactMap { tracks[$0] } }
        return []
    }

    // MARK: Settings

    /// The tag ids of every artist by its id (what `tag/detail` lists).
    func taggedMedia() -> [Int: [Int]] { artists.mapValues { $0.tags ?? [] } }

    // MARK: Releases and queue

    func releases(albumID: Int?, artistID: Int?) -> [Components.Schemas.ReleaseResource]? {
        guard let albumID, let album = albums[albumID] else { return artistID == nil ? nil : [] }
        var random = StableRandom(seed: albumID)
        let qualities = ["FLAC", "FLAC 24bit", "MP3-320", "MP3-VBR-V0", "AAC-256"]
        return (0..<6).map { index in
            let quality = qualities[index % qualities.count]
            let guid = "lidarr-\(albumID)-\(index)"
            let indexer = random.pick(SimulatedIndexers.names)
            let rejected = index == 5
            let release = Components.Schemas.ReleaseResource(
                guid: guid,
                quality: .init(
                    quality: .init(id: ServerQualities.of(.lidarr).named(quality).id, name: quality), revision: .init(version: 1, real: 0)),
                age: random.int(in: 0...900), size: Int64(random.int(in: 60...900)) * 1_000_000, indexerId: 1 + index % 3,
                indexer: indexer, title: releaseTitle(album, quality: quality), artistName: artists[album.artistId ?? 0]?.artistName,
                albumTitle: album.title, approved: !rejected, rejected: rejected,
                rejections: rejected ? ["Not an upgrade for existing album file(s)"] : [],
                seeders: index % 2 == 0 ? random.int(in: 0...500) : nil, leechers: index % 2 == 0 ? random.int(in: 0...50) : nil,
                _protocol: index % 2 == 0 ? "torrent" : "usenet", artistId: album.artistId, albumId: albumID)
            releasesByGUID[guid] = (albumID, release)
            return release
        }
    }

    /// The quality profile of an album's artist, or of an artist (what releases are scored under).
    func qualityProfileID(albumID: Int?, artistID: Int?) -> Int? {
        let owner = albumID.flatMap { albums[$0]?.artistId } ?? artistID
        return owner.flatMap { artists[$0]?.qualityProfileId }
    }

    /// Sends a release to the queue and returns it; nil when it is not in the cache.
    func grab(guid: String) -> Components.Schemas.ReleaseResource? {
        guard let (albumID, release) = releasesByGUID[guid], let album = albums[albumID] else { return nil }
        let quality = release.quality?.quality?.name ?? "FLAC"
        enqueue(album: album, quality: quality, startedAt: Date(), duration: downloadDuration, title: release.title)
        record(event: "grabbed", album: album, title: release.title ?? "", quality: quality, date: Date())
        return release
    }

    // MARK: History, calendar, wanted

    func calendar(start: Date, end: Date, _ options: ActivityOptions) throws -> Data {
        advance()
        return try encodeJSON(
            albums.values.filter { album in
                guard let date = album.releaseDate.flatMap(ServarrDate.parse) else { return false }
                return date >= start && date < end && (options.includesUnmonitored || album.monitored == true)
            }.sorted { ($0.releaseDate ?? "", $0.id ?? 0) < ($1.releaseDate ?? "", $1.id ?? 0) }
                .map { withStatistics($0, includeArtist: options.includesParent) })
    }

    func embeddedItems(parentIDs: Set<Int>, childIDs: Set<Int>) -> EmbeddedItems {
        EmbeddedItems(
            parents: Dictionary(
                uniqueKeysWithValues: parentIDs.compactMap { id in artists[id].map { (id, .init(value: withStatistics($0))) } }),
            children: Dictionary(uniqueKeysWithValues: childIDs.compactMap { id in albums[id].map { (id, .init(value: withStatistics($0))) } }))
    }

    func wanted(_ list: WantedList, _ options: ActivityOptions) throws -> Data {
        advance()
        let now = Date()
        let candidates = albums.values.map { withStatistics($0, includeArtist: options.includesParent) }.filter { album in
            guard options.listsWanted(isMonitored: album.monitored == true, parentIsMonitored: artists[album.artistId ?? 0]?.monitored == true),
                let released = album.releaseDate.flatMap(ServarrDate.parse), released <= now,
                let statistics = album.statistics
            else { return false }
            let files = statistics.trackFileCount ?? 0, total = statistics.trackCount ?? 0
            switch list {
            case .missing: return files < total
            // Cutoff unmet: albums on disk with a file below their artist's profile's cutoff.
            case .cutoffUnmet(let cutoffs): return files > 0 && hasFileBelowCutoff(albumID: album.id ?? 0, cutoffs)
            }
        }
        let order = SortOrders<AlbumResource>(
            defaultKey: "releaseDate", defaultDirection: "descending",
            orders: [
                "releaseDate": { ($0.releaseDate ?? "", $0.id ?? 0) < ($1.releaseDate ?? "", $1.id ?? 0) },
                "title": { ($0.title ?? "") < ($1.title ?? "") },
            ])
        return try encodeJSON(ActivityRecords.Page(order.page(candidates.sorted { ($0.id ?? 0) < ($1.id ?? 0) }, options.page), options.page))
    }

    // MARK: System

    /// The Lidarr version the simulator impersonates.
    static let version = "2.5.3.4341"

    func systemStatus() -> Components.Schemas.SystemResource {
        .init(
            appName: "Lidarr", instanceName: "Lidarr", version: Self.version, buildTime: "2024-08-01T00:00:00Z", isDebug: false,
            isProduction: true, isAdmin: false, isUserInteractive: false, startupPath: "/app/lidarr/bin", appData: "/config",
            osName: "ubuntu", osVersion: "22.04", isNetCore: true, isLinux: true, isOsx: false, isWindows: false, isDocker: true,
            mode: "console", branch: "master", databaseType: "sqLite", authentication: "forms", migrationVersion: 78,
            urlBase: urlBase, runtimeVersion: "6.0.29", runtimeName: ".NET", startTime: ServarrDate.format(startTime))
    }
}

extension LidarrLibrary: EditableLibrary {
    /// `PUT artist/editor`: monitored, new-album monitoring, quality and metadata profiles, root
    /// folder (the artists' paths move; with `moveFiles` a `BulkMoveArtist` command runs) and tags.
    func edit(_ request: EditorRequest) throws -> Data {
        var edited: [ArtistResource] = []
        for id in request.ids {
            guard var stored = artists[id] else { continue }
            if let monitored = request.monitored { stored.monitored = monitored }
            if let newItems = request.monitorNewItems { stored.monitorNewItems = newItems }
            if let profile = request.qualityProfileId { stored.qualityProfileId = profile }
            if let profile = request.metadataProfileId { stored.metadataProfileId = profile }
            if let root = request.destination {
                stored.path = request.movedPath(from: stored.path, folder: stored.artistName ?? "")
                stored.rootFolderPath = root
            }
            stored.tags = request.tags(applyingTo: stored.tags)
            artists[id] = stored
            edited.append(withStatistics(stored))
        }
        if request.moveFiles == true, request.destination != nil, !edited.isEmpty {
            activity.startCommand("BulkMoveArtist", .init(mediaIDs: edited.compactMap(\.id)))
        }
        return try encodeJSON(edited)
    }

    /// `DELETE artist/editor`: the artists named (unknown ids are skipped).
    func deleteItems(_ request: EditorRequest) {
        for id in request.ids { _ = delete(id: id) }
    }
}
