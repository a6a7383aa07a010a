import Foundation

/// A file in a download's folder that a manual import lists: where it is, how big, what the
/// server makes of it (``target``, nil when it cannot tell) and why it would not import it alone.
struct SimulatedImportFile: Sendable, Equatable {
    var path: String
    var size: Int64
    var quality: String
    var releaseGroup = "SIM"
    /// What the server proposes the file is; nil: "Unknown Movie", "Unknown Series".
    var target: ImportTarget?
    var rejections: [String] = []
    /// When a manual import copied the file into the library (it stays in the folder).
    var importedAt: Date? = nil

    var name: String { String(path.split(separator: "/").last ?? "") }
}

/// What a manual import's file is: a movie; a series and its episodes (`itemIDs`); an artist,
/// an album and its tracks.
struct ImportTarget: Sendable, Equatable {
    var mediaID: Int
    /// Episodes (Sonarr) or tracks (Lidarr); empty for a movie.
    var itemIDs: [Int] = []
    /// The album (Lidarr).
    var albumID: Int? = nil
}

/// Why a download stays in the queue instead of importing by itself.
enum DownloadHold: Sendable, Equatable {
    /// Finished; the server waits for a manual import (files it would not take alone); `note`
    /// is a message about the whole release ("One or more episodes expected … missing").
    case importPending(note: String? = nil)
    /// Finished; the server cannot import it (an unknown title, a mismatch).
    case importBlocked
    /// The download client reported the download failed.
    case failed(String)
    /// A release a delay profile holds back: not sent to the download client yet.
    case delayed

    /// Fills the queue record's status and messages the way the real servers do.
    func describe(_ download: SimulatedDownload, in item: inout ActivityRecords.QueueItem) {
        let messages = download.files.filter { !$0.rejections.isEmpty }.map { ActivityRecords.StatusMessage(title: $0.name, messages: $0.rejections) }
        item.outputPath = download.outputPath
        switch self {
        case .importPending(let note):
            (item.status, item.trackedDownloadStatus, item.trackedDownloadState) = ("completed", "warning", "importPending")
            (item.sizeleft, item.timeleft) = (0, "00:00:00")
            item.statusMessages = (note.map { [ActivityRecords.StatusMessage(title: $0, messages: [])] } ?? []) + messages
        case .importBlocked:
            (item.status, item.trackedDownloadStatus, item.trackedDownloadState) = ("completed", "warning", "importBlocked")
            (item.sizeleft, item.timeleft) = (0, "00:00:00")
            item.statusMessages = messages
        case .failed(let message):
            (item.status, item.trackedDownloadStatus, item.trackedDownloadState) = ("failed", "error", "failedPending")
            item.errorMessage = message
            item.statusMessages = [ActivityRecords.StatusMessage(title: download.title, messages: [message])]
        case .delayed:
            (item.status, item.trackedDownloadStatus, item.trackedDownloadState) = ("delay", "ok", "downloading")
            item.downloadClient = ""
        }
    }
}

extension SimulatedDownload {
    /// The folder the download client put it in.
    var outputPath: String { "/downloads/complete/\(title)" }
    /// The id the download client gave it (what `manualimport?downloadId=` names).
    var downloadID: String { "SIM\(id)" }
}

extension ActivityState {
    /// Queues a download that waits (or failed, or is held back) with its files in its folder.
    mutating func enqueueHeld(_ download: SimulatedDownload, hold: DownloadHold, files: (String) -> [SimulatedImportFile]) {
        var download = download
        download.hold = hold
        download.files = files("/downloads/complete/\(download.title)")
        enqueue(download)
    }

    /// The download the client knows as `downloadID` (in the queue, or left behind in its folder).
    func download(withID downloadID: String) -> SimulatedDownload? {
        downloads.first { $0.downloadID == downloadID } ?? leftBehind.first { $0.downloadID == downloadID }
    }

    /// The files of the finished downloads inside `folder` (the download client's folder, one
    /// download's folder), those left behind after leaving the queue too; none for a folder no
    /// download is in.
    func files(in folder: String) -> [(download: SimulatedDownload, file: SimulatedImportFile)] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return (downloads.filter { $0.hold != .delayed } + leftBehind).flatMap { download in
            download.files.filter { $0.path.hasPrefix(prefix) }.map { (download, $0) }
        }
    }
}
