import Foundation
import SonarrOpenAPI

extension SonarrLibrary: ImportingLibrary {
    func importProposal(_ target: ImportTarget) -> ActivityRecords.ImportProposal {
        guard let show = series[target.mediaID] else { return .init() }
        let chosen = target.itemIDs.compactMap { episodes[$0] }
        return .init(
            series: .init(id: target.mediaID, title: show.title ?? "", year: show.year), seasonNumber: chosen.first?.seasonNumber,
            episodes: chosen.map { episode in
                .init(
                    id: episode.id ?? 0, seriesId: target.mediaID, seasonNumber: episode.seasonNumber ?? 0,
                    episodeNumber: episode.episodeNumber ?? 0, title: episode.title ?? "", hasFile: episode.hasFile ?? false,
                    monitored: episode.monitored ?? false)
            })
    }

    func importFile(_ file: SimulatedImportFile, as target: ImportTarget, quality: String, at date: Date) throws(SimulatorFailure) {
        guard series[target.mediaID] != nil else { throw .notFound("Series with ID \(target.mediaID) does not exist") }
        for id in target.itemIDs where episodes[id]?.seriesId != target.mediaID {
            throw .badRequest("Episode \(id) is not an episode of series \(target.mediaID)")
        }
        for id in target.itemIDs {
            importDownload(
                SimulatedDownload(
                    mediaID: target.mediaID, episodeID: id, title: file.name, quality: quality, size: Double(file.size), startedAt: date,
                    duration: 0))
        }
    }

    /// Downloads that went wrong: a season pack missing an episode, with a sample and a file
    /// Sonarr cannot place ("Unknown Series"), and one a delay profile holds back.
    func seedStuckDownloads(today: Date) {
        let shows = series.values.sorted { $0.id! < $1.id! }
        for show in shows {
            guard let seriesID = show.id else { continue }
            let season = (episodeIDsBySeries[seriesID] ?? []).compactMap { episodes[$0] }.filter { $0.seasonNumber == 1 }
                .sorted { ($0.episodeNumber ?? 0) < ($1.episodeNumber ?? 0) }
            guard season.count >= 3 else { continue }
            let title = "\(RadarrLibrary.dotted(show.title)).S01.1080p.WEB-DL-SIM"
            let download = SimulatedDownload(
                mediaID: seriesID, seasonNumber: 1, title: title, quality: "WEBDL-1080p", size: 4_300_000_000,
                startedAt: today.addingTimeInterval(-7_200), duration: 3_600)
            activity.enqueueHeld(
                download, hold: .importPending(note: "One or more episodes expected in this release were not imported or missing from the release")
            ) { folder in
                season.dropLast().map { episode in
                    let code = String(format: "S01E%02d", episode.episodeNumber ?? 0)
                    return SimulatedImportFile(
                        path: "\(folder)/\(title.replacingOccurrences(of: "S01", with: code)).mkv", size: 1_400_000_000, quality: "WEBDL-1080p",
                        target: ImportTarget(mediaID: seriesID, itemIDs: [episode.id ?? 0]))
                } + [
                    SimulatedImportFile(
                        path: "\(folder)/\(title.lowercased())-sample.mkv", size: 40_000_000, quality: "WEBDL-1080p",
                        target: ImportTarget(mediaID: seriesID, itemIDs: [season[0].id ?? 0]), rejections: ["Sample"]),
                    SimulatedImportFile(path: "\(folder)/extras/featurette.mkv", size: 210_000_000, quality: "WEBDL-1080p"),
                ]
            }
            if let waiting = season.last {
                let held = SimulatedDownload(
                    mediaID: seriesID, episodeID: waiting.id, seasonNumber: 1,
                    title: "\(RadarrLibrary.dotted(show.title)).S01E\(String(format: "%02d", waiting.episodeNumber ?? 0)).2160p.WEB-DL-SIM",
                    quality: "WEBDL-2160p", size: 3_900_000_000, startedAt: today, duration: 3_600)
                activity.enqueueHeld(held, hold: .delayed) { _ in [] }
            }
            return
        }
    }
}
