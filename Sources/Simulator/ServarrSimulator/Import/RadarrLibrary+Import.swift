import Foundation
import RadarrOpenAPI

extension RadarrLibrary: ImportingLibrary {
    func importProposal(_ target: ImportTarget) -> ActivityRecords.ImportProposal {
        guard let movie = movies[target.mediaID] else { return .init() }
        return .init(movie: .init(id: target.mediaID, title: movie.title ?? "", year: movie.year))
    }

    func importFile(_ file: SimulatedImportFile, as target: ImportTarget, quality: String, at date: Date) throws(SimulatorFailure) {
        guard movies[target.mediaID] != nil else { throw .notFound("Movie with ID \(target.mediaID) does not exist") }
        importDownload(
            SimulatedDownload(mediaID: target.mediaID, title: file.name, quality: quality, size: Double(file.size), startedAt: date, duration: 0))
    }

    /// Downloads that went wrong: a release that is not an upgrade of the movie's file (with a
    /// sample beside it), one Radarr cannot place ("Unknown Movie"), a failed one and one a
    /// delay profile holds back.
    func seedStuckDownloads(today: Date) {
        let sorted = movies.values.sorted { $0.id! < $1.id! }
        let missing = sorted.filter { $0.hasFile != true }
        if let owned = sorted.first(where: { $0.hasFile == true }), let id = owned.id {
            let title = "\(Self.dotted(owned.title)).\(owned.year ?? 0).720p.HDTV.x264-SIM"
            activity.enqueueHeld(download(id, title, "HDTV-720p", today), hold: .importPending()) { folder in
                [
                    SimulatedImportFile(
                        path: "\(folder)/\(title).mkv", size: 2_100_000_000, quality: "HDTV-720p", target: ImportTarget(mediaID: id),
                        rejections: [
                            "Not an upgrade for existing movie file(s). Existing quality: \(owned.movieFile?.quality?.quality?.name ?? "Bluray-1080p")."
                        ]),
                    SimulatedImportFile(
                        path: "\(folder)/\(title).sample.mkv", size: 48_000_000, quality: "HDTV-720p", target: ImportTarget(mediaID: id),
                        rejections: ["Sample"]),
                ]
            }
        }
        if let unknown = missing.first, let id = unknown.id {
            let title = "tt\(id)-\(Self.dotted(unknown.title).lowercased().prefix(6)).1080p.WEB-DL-SIM"
            activity.enqueueHeld(download(id, title, "WEBDL-1080p", today), hold: .importBlocked) { folder in
                [SimulatedImportFile(path: "\(folder)/\(title).mkv", size: 6_300_000_000, quality: "WEBDL-1080p")]
            }
        }
        if missing.count > 1, let id = missing[1].id {
            let title = "\(Self.dotted(missing[1].title)).\(missing[1].year ?? 0).2160p.WEB-DL-SIM"
            activity.enqueueHeld(download(id, title, "WEBDL-2160p", today), hold: .failed("Download failed: unpacking error")) { _ in [] }
        }
        if missing.count > 2, let id = missing[2].id {
            let title = "\(Self.dotted(missing[2].title)).\(missing[2].year ?? 0).1080p.BluRay-SIM"
            activity.enqueueHeld(download(id, title, "Bluray-1080p", today), hold: .delayed) { _ in [] }
        }
    }

    private func download(_ movieID: Int, _ title: String, _ quality: String, _ today: Date) -> SimulatedDownload {
        SimulatedDownload(
            mediaID: movieID, title: title, quality: quality, size: 8_400_000_000, startedAt: today.addingTimeInterval(-7_200), duration: 3_600)
    }

    static func dotted(_ title: String?) -> String {
        (title ?? "Movie").filter { $0.isLetter || $0.isNumber || $0 == " " }.split(separator: " ").joined(separator: ".")
    }
}
