import Foundation
import ServarrCore

/// A track file of the simulated Lidarr: one per track on disk, with the quality it came in.
struct SimulatedTrackFile: Sendable {
    var id: Int
    var artistID: Int
    var albumID: Int
    var quality: ServerQualities.Quality
    var revision = ActivityRecords.Quality.Revision(version: 1, real: 0, isRepack: false)
    var added: Date
    var releaseGroup: String?
    var sceneName: String?
}

/// One record of `GET trackfile`, with Lidarr's member names (`TrackFileResource`).
struct TrackFileRecord: Encodable, Sendable {
    struct MediaInfo: Encodable, Sendable {
        var audioChannels: Double
        var audioBitRate: String
        var audioCodec: String
        var audioBits: String
        var audioSampleRate: String
    }

    var artistId: Int
    var albumId: Int
    var path: String
    var size: Int64
    var dateAdded: String
    var quality: ActivityRecords.Quality
    var qualityWeight: Int
    var mediaInfo: MediaInfo
    var qualityCutoffNotMet: Bool
    var releaseGroup: String?
    var sceneName: String?
    var id: Int
}

extension LidarrLibrary {
    /// The quality of a sample album's track: an artist whose profile wants lossless has albums
    /// in FLAC, albums with one lossy track, and lossy albums (cutoff unmet, each differently);
    /// the other profiles' artists have what their profile ends at.
    static func seededQuality(albumID: Int, track: Int, trackCount: Int, profileID: Int?) -> String {
        switch profileID {
        case 2 where albumID % 3 == 1: track == trackCount - 1 ? "MP3-320" : "FLAC"
        case 2 where albumID % 3 == 2: "MP3-VBR-V0"
        case 3: "MP3-320"
        default: "FLAC"
        }
    }
}

extension LidarrLibrary {
    /// Puts a file of `quality` on track `trackID` (imported at `date`), in place of the one it
    /// had (an upgrade replaces the file).
    func addFile(toTrack trackID: Int, quality: String, date: Date) {
        guard let track = tracks[trackID] else { return }
        if let old = track.trackFileId { trackFiles[old] = nil }
        let id = nextTrackFileID
        nextTrackFileID += 1
        tracks[trackID]?.hasFile = true
        tracks[trackID]?.trackFileId = id
        trackFiles[id] = SimulatedTrackFile(
            id: id, artistID: track.artistId ?? 0, albumID: track.albumId ?? 0, quality: ServerQualities.of(.lidarr).named(quality), added: date)
    }

    /// The files of `albumID`'s tracks, in track order.
    private func files(ofAlbum albumID: Int) -> [SimulatedTrackFile] {
        (trackIDsByAlbum[albumID] ?? []).compactMap { tracks[$0]?.trackFileId }.compactMap { trackFiles[$0] }
    }

    /// Whether any file of `albumID` is below its artist's profile's cutoff.
    func hasFileBelowCutoff(albumID: Int, _ cutoffs: QualityCutoffs) -> Bool {
        let profile = albums[albumID].flatMap { artists[$0.artistId ?? 0]?.qualityProfileId }
        return files(ofAlbum: albumID).contains { cutoffs.isBelowCutoff($0.quality.id, profileID: profile) }
    }

    /// `GET trackfile`, as Lidarr answers it: the files of the albums `albumIDs` (each must
    /// exist), else of the artist `artistID`, else those of `trackFileIDs` (unknown ids left out);
    /// `unmapped` files (none here) answer an empty list. Without any of them, 400.
    func trackFiles(
        artistID: Int?, albumIDs: [Int]?, trackFileIDs: [Int]?, unmapped: Bool?, _ cutoffs: QualityCutoffs
    ) throws(SimulatorFailure) -> [TrackFileRecord] {
        advance()
        if unmapped == true { return [] }
        let files: [SimulatedTrackFile]
        if let albumIDs, !albumIDs.isEmpty {
            var found: [SimulatedTrackFile] = []
            for id in albumIDs {
                guard albums[id] != nil else { throw .notFound("Album with ID \(id) does not exist") }
                found += self.files(ofAlbum: id)
            }
            files = found
        } else if let artistID {
            files = (albumIDsByArtist[artistID] ?? []).flatMap { self.files(ofAlbum: $0) }
        } else if let trackFileIDs, !trackFileIDs.isEmpty {
            files = trackFileIDs.compactMap { trackFiles[$0] }
        } else {
            throw .badRequest("artistId, albumId, trackFileIds or unmapped must be provided")
        }
        return records(of: files, cutoffs)
    }

    /// `GET trackfile/{id}`.
    func trackFile(id: Int, _ cutoffs: QualityCutoffs) throws(SimulatorFailure) -> TrackFileRecord {
        advance()
        guard let file = trackFiles[id], let record = records(of: [file], cutoffs).first else {
            throw .notFound("TrackFile with ID \(id) does not exist")
        }
        return record
    }

    /// The records of `files`, each at the path its artist's folder and name give it.
    private func records(of files: [SimulatedTrackFile], _ cutoffs: QualityCutoffs) -> [TrackFileRecord] {
        var relativePaths: [Int: String] = [:]
        for artistID in Set(files.map(\.artistID)) {
            for file in namedFiles(mediaID: artistID, seasonNumber: nil) ?? [] { relativePaths[file.fileID] = file.relativePath }
        }
        return files.map { file in
            let artist = artists[file.artistID]
            let isLossless = ["FLAC", "ALAC", "FLAC 24bit"].contains(file.quality.name)
            return TrackFileRecord(
                artistId: file.artistID, albumId: file.albumID,
                path: "\(artist?.path ?? "/music")/\(relativePaths[file.id] ?? "\(file.id).flac")",
                size: isLossless ? 38_000_000 : 9_500_000, dateAdded: wireDate(file.added),
                quality: .init(id: file.quality.id, name: file.quality.name, revision: file.revision),
                qualityWeight: ServerQualities.of(.lidarr).weight(of: file.quality.name) + 1,
                mediaInfo: .init(
                    audioChannels: 2, audioBitRate: isLossless ? "1411 kbps" : "320 kbps", audioCodec: isLossless ? "FLAC" : "MP3",
                    audioBits: isLossless ? "16bit" : "0bit", audioSampleRate: "44.1 kHz"),
                qualityCutoffNotMet: cutoffs.isBelowCutoff(file.quality.id, profileID: artist?.qualityProfileId),
                releaseGroup: file.releaseGroup, sceneName: file.sceneName, id: file.id)
        }
    }
}

extension LidarrLibrary: MediaFileLibrary {
    nonisolated var fileService: SimulatedService { .lidarr }

    func hasFile(id: Int) -> Bool { trackFiles[id] != nil }

    /// Lidarr's `SetQuality`: the quality, release group and scene name, each when the change has it.
    func apply(_ change: MediaFileChange, quality: ServerQualities.Quality?, toFile id: Int) {
        guard var file = trackFiles[id] else { return }
        if let quality {
            file.quality = quality
            if let revision = change.quality?.revision { file.revision = revision }
        }
        if let group = change.releaseGroup { file.releaseGroup = group }
        if let sceneName = change.sceneName { file.sceneName = sceneName }
        trackFiles[id] = file
    }

    /// Deletes a track file: its tracks lose it (the album's statistics drop), and the history
    /// records `trackFileDeleted`.
    func removeFile(id: Int) {
        advance()
        guard let file = trackFiles[id] else { return }
        let path = namedFiles(mediaID: file.artistID, seasonNumber: nil)?.first { $0.fileID == id }?.relativePath
        trackFiles[id] = nil
        for trackID in trackIDsByAlbum[file.albumID] ?? [] where tracks[trackID]?.trackFileId == id {
            tracks[trackID]?.hasFile = false
            tracks[trackID]?.trackFileId = 0
        }
        trackFileState.paths[id] = nil
        trackFileState.retagged.remove(id)
        if let album = albums[file.albumID] {
            record(event: "trackFileDeleted", album: album, title: path ?? "", quality: file.quality.name, date: Date())
        }
    }

    func fileRecords(ids: [Int], _ cutoffs: QualityCutoffs) -> [TrackFileRecord] {
        records(of: ids.compactMap { trackFiles[$0] }, cutoffs)
    }
}
