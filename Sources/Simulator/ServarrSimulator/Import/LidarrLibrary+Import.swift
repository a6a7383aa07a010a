import Foundation
import LidarrOpenAPI

extension LidarrLibrary: ImportingLibrary {
    func importProposal(_ target: ImportTarget) -> ActivityRecords.ImportProposal {
        guard let artist = artists[target.mediaID] else { return .init() }
        let album = target.albumID.flatMap { albums[$0] }
        return .init(
            artist: .init(id: target.mediaID, artistName: artist.artistName ?? ""),
            album: album.map { .init(id: $0.id ?? 0, title: $0.title ?? "") }, albumReleaseId: album?.id,
            tracks: target.itemIDs.compactMap { tracks[$0] }.map { track in
                .init(
                    id: track.id ?? 0, artistId: target.mediaID, albumId: track.albumId ?? 0, trackNumber: track.trackNumber ?? "",
                    title: track.title ?? "", hasFile: track.hasFile ?? false)
            })
    }

    func importFile(_ file: SimulatedImportFile, as target: ImportTarget, quality: String, at date: Date) throws(SimulatorFailure) {
        guard artists[target.mediaID] != nil else { throw .notFound("Artist with ID \(target.mediaID) does not exist") }
        guard let albumID = target.albumID, let album = albums[albumID], album.artistId == target.mediaID else {
            throw .badRequest("The album is not one of the artist's")
        }
        for id in target.itemIDs where tracks[id]?.albumId != albumID { throw .badRequest("Track \(id) is not on \(album.title ?? "the album")") }
        for id in target.itemIDs { addFile(toTrack: id, quality: quality, date: date) }
        record(event: "trackFileImported", album: album, title: file.name, quality: quality, date: date)
    }

    /// Downloads that went wrong: an album release missing a track (Lidarr: "Has missing
    /// tracks"), and one a delay profile holds back.
    func seedStuckDownloads(today: Date) {
        let candidates = albums.values.sorted { $0.id! < $1.id! }.filter { album in
            (trackIDsByAlbum[album.id ?? 0] ?? []).count >= 3 && (trackIDsByAlbum[album.id ?? 0] ?? []).allSatisfy { tracks[$0]?.hasFile != true }
        }
        guard let album = candidates.first, let albumID = album.id, let artistID = album.artistId else { return }
        let artist = artists[artistID]?.artistName ?? "Artist"
        let title = "\(artist) - \(album.title ?? "") (\(album.releaseDate?.prefix(4) ?? "")) [FLAC]"
        let albumTracks = (trackIDsByAlbum[albumID] ?? []).compactMap { tracks[$0] }
        let download = SimulatedDownload(
            mediaID: artistID, episodeID: albumID, title: title, quality: "FLAC", size: 412_000_000, startedAt: today.addingTimeInterval(-7_200),
            duration: 3_600)
        activity.enqueueHeld(download, hold: .importPending()) { folder in
            albumTracks.dropLast().map { track in
                SimulatedImportFile(
                    path: "\(folder)/\(track.trackNumber ?? "") - \((track.title ?? "").replacingOccurrences(of: "/", with: "-")).flac",
                    size: 31_000_000, quality: "FLAC",
                    target: ImportTarget(mediaID: artistID, itemIDs: [track.id ?? 0], albumID: albumID),
                    rejections: ["Has missing tracks"])
            }
        }
        if let next = candidates.dropFirst().first, let nextID = next.id {
            let held = SimulatedDownload(
                mediaID: next.artistId ?? 0, episodeID: nextID,
                title: "\(artists[next.artistId ?? 0]?.artistName ?? "Artist") - \(next.title ?? "") [MP3-320]",
                quality: "MP3-320", size: 120_000_000, startedAt: today, duration: 3_600)
            activity.enqueueHeld(held, hold: .delayed) { _ in [] }
        }
    }
}
