import Foundation

/// A movie file on disk.
public struct MovieFile: Sendable, Hashable, Identifiable {
    public var id: Int
    public var movieID: Int
    public var relativePath: String
    public var size: Int64
    public var quality: String
    public var dateAdded: Date?
    public init(id: Int, movieID: Int, relativePath: String, size: Int64, quality: String, dateAdded: Date?) {
        self.id = id
        self.movieID = movieID
        self.relativePath = relativePath
        self.size = size
        self.quality = quality
        self.dateAdded = dateAdded
    }
}
