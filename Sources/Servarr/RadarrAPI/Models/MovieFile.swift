import Foundation
import ServarrCore

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

extension MovieFile: ServarrRecord {
    package static let blank = MovieFile(id: 0, movieID: 0, relativePath: "", size: 0, quality: "Unknown", dateAdded: nil)

    package static let fields: [RecordField<MovieFile>] = [
        .identity(\.id),
        .field("movieId", \.movieID),
        .field("path", \.relativePath),
        .field("relativePath", \.relativePath),
        .field("size", \.size),
        .custom("quality", .object, read: { json, file in file.quality = json.qualityName() ?? file.quality }),
        .field("dateAdded", \.dateAdded),
    ]
}
