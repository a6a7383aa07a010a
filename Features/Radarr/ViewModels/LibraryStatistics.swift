import MarqueeTerminal
import RadarrAPI

/// The library's header: how many movies, how many are missing a file, and the disk use.
public struct LibraryStatistics: Hashable, Sendable {
    public var movieCount: Int
    public var missingCount: Int
    public var bytesOnDisk: Int64

    public init(movies: [Movie]) {
        movieCount = movies.count
        missingCount = movies.count { !$0.hasFile }
        bytesOnDisk = movies.reduce(0) { $0 + $1.sizeOnDisk }
    }

    /// `230 movies · 41 missing · 1.2 TB`.
    public var summary: String {
        "\(movieCount) movie\(movieCount == 1 ? "" : "s") · \(missingCount) missing · \(ByteCountText.text(for: bytesOnDisk))"
    }
}
