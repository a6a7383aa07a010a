import Foundation

/// One download of a merged queue.
public struct DownloadItem: Hashable, Sendable, Identifiable {
    /// The queue record's id on its instance.
    public var queueID: Int
    /// The release being downloaded.
    public var title: String
    /// "downloading", "paused", "completed".
    public var status: String
    /// "Bluray-1080p".
    public var quality: String
    /// Fraction downloaded, 0...1.
    public var progress: Double
    /// When the download client expects it to finish.
    public var estimatedCompletion: Date?
    /// The download client's or the server's error, if any.
    public var errorMessage: String?
    /// "Sonarr demo".
    public var instanceLabel: String
    /// The position of its instance in ``ServarrInstances/all``.
    public var instanceIndex: Int
    /// Showing the movie or series it belongs to, when known.
    public var handOff: HandOff?

    /// Creates a download.
    public init(
        queueID: Int, title: String, status: String, quality: String, progress: Double, estimatedCompletion: Date?,
        errorMessage: String?, instanceLabel: String, instanceIndex: Int, handOff: HandOff?
    ) {
        self.queueID = queueID
        self.title = title
        self.status = status
        self.quality = quality
        self.progress = progress
        self.estimatedCompletion = estimatedCompletion
        self.errorMessage = errorMessage
        self.instanceLabel = instanceLabel
        self.instanceIndex = instanceIndex
        self.handOff = handOff
    }

    /// Identifies the download across reloads.
    public var id: String { "\(instanceIndex)/\(queueID)" }

    /// Queue order: soonest to finish first (unknown last), then title.
    static func precedes(_ lhs: DownloadItem, _ rhs: DownloadItem) -> Bool {
        let left = lhs.estimatedCompletion ?? .distantFuture
        let right = rhs.estimatedCompletion ?? .distantFuture
        return left != right ? left < right : (lhs.title, lhs.instanceIndex) < (rhs.title, rhs.instanceIndex)
    }
}
