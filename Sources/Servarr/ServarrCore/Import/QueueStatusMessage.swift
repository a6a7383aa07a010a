/// Why a download in the queue waits or was refused, as the server says it: a title (the file,
/// or a sentence about the download) with its messages ("Not an upgrade for existing movie
/// file(s)", "Sample").
public struct QueueStatusMessage: Sendable, Hashable {
    public var title: String
    public var messages: [String]

    public init(title: String, messages: [String]) {
        self.title = title
        self.messages = messages
    }
}

extension QueueStatusMessage: ServarrRecord {
    package static let blank = QueueStatusMessage(title: "", messages: [])
    package static let fields: [RecordField<QueueStatusMessage>] = [.field("title", \.title), .field("messages", \.messages)]
}

extension QueueItem {
    /// Whether the download finished but is waiting to be imported, or was refused: what a
    /// manual import is for (`importPending`, `importBlocked`, `failedPending`, `failed`).
    public var awaitsImport: Bool {
        switch trackedDownloadState?.lowercased() {
        case "importpending", "importblocked", "failedpending", "failed": true
        default: false
        }
    }

    /// Whether the download is a release held back by a delay profile or an unavailable client,
    /// which `queue/grab` sends to the download client now.
    public var isPendingRelease: Bool {
        switch status.lowercased() {
        case "delay", "downloadclientunavailable": true
        default: false
        }
    }
}
