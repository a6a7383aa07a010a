import Foundation
import ServarrCore

/// A track file of the simulated Lidarr: one per track on disk, with the quality it came in.
struct SimulatedTrackFile: Sendable {
    var id: Int
    var artistID: Int
    var albumID: Int
    var quality: String
    var added: Date
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
    var id: Int
}

/// Lidarr's audio qualities, lowest first, with their ids (as the default profiles list them).
enum LidarrQualities {
    static let all: [(id: Int, name: String)] = [
        (0, "Unknown"), (1, "MP3-192"), (2, "MP3-VBR-V0"), (3, "MP3-256"), (4, "MP3-320"), (10, "AAC-256"), (11, "AAC-320"),
        (6, "FLAC"), (7, "ALAC"), (13, "FLAC 24bit"),
    ]

    /// The quality's id and its weight (its rank: the higher, the better); Unknown's for a name
    /// Lidarr does not have.
    static func definition(of name: String) -> (id: Int, weight: Int) {
        guard let index = all.firstIndex(where: { $0.name == name }) else { return (0, 1) }
        return (all[index].id, (index + 1) * 100)
    }

    /// The quality of a sample album's track: an artist whose profile wants lossless has albums
    /// in FLAC, albums with one lossy track, and lossy albums (cutoff unmet, each differently);
    /// the other profiles' artists have what their profile ends at.
    static func seeded(albumID: Int, track: Int, trackCount: Int, profileID: Int?) -> String {
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
        trackFiles[id] = SimulatedTrackFile(id: id, artistID: track.artistId ?? 0, albumID: track.albumId ?? 0, quality: quality, added: date)
    }

    /// The files of `albumID`'s tracks, in track order.
    private func files(ofAlbum albumID: Int) -> [SimulatedTrackFile] {
        (trackIDsByAlbum[albumID] ?? []).compactMap { tracks[$0]?.trackFileId }.compactMap { trackFiles[$0] }
    }

    /// Whether any file of `albumID` is below its artist's profile's cutoff.
    func hasFileBelowCutoff(albumID: Int, _ cutoffs: QualityCutoffs) -> Bool {
        let profile = albums[albumID].flatMap { artists[$0.artistId ?? 0]?.qualityProfileId }
        return files(ofAlbum: albumID).contains { cutoffs.isBelowCutoff($0.quality, profileID: profile) }
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
            let (id, weight) = LidarrQualities.definition(of: file.quality)
            let isLossless = ["FLAC", "ALAC", "FLAC 24bit"].contains(file.quality)
            return TrackFileRecord(
                artistId: file.artistID, albumId: file.albumID,
                path: "\(artist?.path ?? "/music")/\(relativePaths[file.id] ?? "\(file.id).flac")",
                size: isLossless ? 38_000_000 : 9_500_000, dateAdded: wireDate(file.added),
                quality: .init(id: id, name: file.quality, revision: .init(version: 1, real: 0, isRepack: false)), qualityWeight: weight + 1,
                mediaInfo: .init(
                    audioChannels: 2, audioBitRate: isLossless ? "1411 kbps" : "320 kbps", audioCodec: isLossless ? "FLAC" : "MP3",
                    audioBits: isLossless ? "16bit" : "0bit", audioSampleRate: "44.1 kHz"),
                qualityCutoffNotMet: cutoffs.isBelowCutoff(file.quality, profileID: artist?.qualityProfileId), id: file.id)
        }
    }
}
