import Foundation

extension SonarrLibrary {
    /// A series' episode files (of one season) as renaming sees them: each named from the
    /// series title, season and episode numbers, episode title and quality.
    func namedFiles(mediaID: Int, seasonNumber: Int?) -> [NamedFile]? {
        guard let show = series[mediaID] else { return nil }
        return (episodeIDsBySeries[mediaID] ?? []).compactMap { episodeID -> NamedFile? in
            guard let episode = episodes[episodeID], let file = episodeFiles[episodeID], let fileID = file.id,
                seasonNumber == nil || episode.seasonNumber == seasonNumber
            else { return nil }
            let season = episode.seasonNumber ?? 0, number = episode.episodeNumber ?? 0
            return NamedFile(
                fileID: fileID, mediaID: mediaID, seasonNumber: season, numbers: [number], relativePath: file.relativePath ?? "",
                values: [
                    "series title": show.title ?? "", "season": String(season), "episode": String(number),
                    "episode title": episode.title ?? "", "quality full": file.quality?.quality?.name ?? "",
                    "air-date": String((episode.airDate ?? "").prefix(10)),
                ])
        }
    }

    /// Moves the episode file and records `episodeFileRenamed`.
    func move(_ file: NamedFile, to relativePath: String) {
        guard let episodeID = (episodeIDsBySeries[file.mediaID] ?? []).first(where: { episodeFiles[$0]?.id == file.fileID }),
            let episode = episodes[episodeID]
        else { return }
        episodeFiles[episodeID]?.relativePath = relativePath
        episodeFiles[episodeID]?.path = "\(series[file.mediaID]?.path ?? "")/\(relativePath)"
        record(event: "episodeFileRenamed", episode: episode, title: relativePath, quality: episodeFiles[episodeID]?.quality, date: Date())
    }

    /// Sonarr does not retag.
    func retag(_ file: NamedFile) {}

    nonisolated func missingItemMessage(_ id: Int) -> String { "Series with ID \(id) does not exist" }
}
