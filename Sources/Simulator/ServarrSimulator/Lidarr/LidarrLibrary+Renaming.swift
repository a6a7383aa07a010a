import Foundation

/// What the simulated Lidarr knows of its track files beyond the tracks: where the renamed
/// ones are and which were retagged. A file never renamed is where the sample library's older
/// naming put it; one never retagged lacks the album artist and year tags.
struct TrackFileState: Sendable {
    var paths: [Int: String] = [:]
    var retagged: Set<Int> = []
}

extension LidarrLibrary {
    /// An artist's track files as renaming and retagging see them: each named from the artist,
    /// album, year, track number and title, with the tags its metadata gives.
    func namedFiles(mediaID: Int, seasonNumber: Int?) -> [NamedFile]? {
        guard let artist = artists[mediaID] else { return nil }
        let name = artist.artistName ?? ""
        return (albumIDsByArtist[mediaID] ?? []).flatMap { albumID -> [NamedFile] in
            guard let album = albums[albumID] else { return [] }
            let title = album.title ?? "", year = String((album.releaseDate ?? "").prefix(4))
            return (trackIDsByAlbum[albumID] ?? []).compactMap { trackID -> NamedFile? in
                guard let track = tracks[trackID], let fileID = track.trackFileId, fileID > 0 else { return nil }
                let number = track.absoluteTrackNumber ?? 0, trackTitle = track.title ?? ""
                let oldPath = "\(title)/\(number < 10 ? "0" : "")\(number) \(trackTitle).flac"
                let isRetagged = trackFileState.retagged.contains(fileID)
                return NamedFile(
                    fileID: fileID, mediaID: mediaID, albumID: albumID, numbers: [number],
                    relativePath: trackFileState.paths[fileID] ?? oldPath,
                    values: [
                        "artist name": name, "album title": title, "release year": year, "track": String(number),
                        "track title": trackTitle, "medium": "1", "medium format": "CD",
                    ],
                    tags: [
                        .init(field: "Album Artist", current: isRetagged ? name : "", expected: name),
                        .init(field: "Year", current: isRetagged ? year : "", expected: year),
                    ])
            }
        }
    }

    /// Moves the track file and records `trackFileRenamed`.
    func move(_ file: NamedFile, to relativePath: String) {
        trackFileState.paths[file.fileID] = relativePath
        if let album = albums[file.albumID ?? 0] {
            record(event: "trackFileRenamed", album: album, title: relativePath, quality: "FLAC", date: Date())
        }
    }

    /// Writes the album artist and year tags and records `trackFileRetagged`.
    func retag(_ file: NamedFile) {
        guard trackFileState.retagged.insert(file.fileID).inserted, let album = albums[file.albumID ?? 0] else { return }
        record(event: "trackFileRetagged", album: album, title: file.relativePath, quality: "FLAC", date: Date())
    }

    nonisolated func missingItemMessage(_ id: Int) -> String { "Artist with ID \(id) does not exist" }
}
