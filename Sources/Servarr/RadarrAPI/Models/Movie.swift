import Foundation
import ServarrCore

/// Release state of a movie (also used for "minimum availability").
public enum MovieStatus: WireEnumeration {
    case tba, announced, inCinemas, released, deleted
    /// A value this client does not know (from a newer server).
    case unknown(String)

    public static let wireValues: [(value: MovieStatus, wire: String)] = [
        (.tba, "tba"), (.announced, "announced"), (.inCinemas, "inCinemas"), (.released, "released"), (.deleted, "deleted"),
    ]

    public var unknownWire: String? { if case .unknown(let wire) = self { wire } else { nil } }
}

/// A movie in the Radarr library, or a lookup result (then ``isInLibrary`` is false).
public struct Movie: Sendable, Hashable, Identifiable {
    /// Library id; 0 for lookup results that are not in the library.
    public var id: Int
    public var title: String
    public var originalTitle: String?
    public var sortTitle: String
    public var year: Int
    public var overview: String
    public var status: MovieStatus
    public var minimumAvailability: MovieStatus
    public var isMonitored: Bool
    public var hasFile: Bool
    public var sizeOnDisk: Int64
    /// Runtime in minutes.
    public var runtime: Int
    public var qualityProfileID: Int
    public var rootFolderPath: String?
    public var path: String?
    public var tmdbID: Int
    public var imdbID: String?
    public var certification: String?
    public var studio: String?
    /// The language the movie was made in ("French"), when the server says.
    public var originalLanguage: String?
    public var genres: [String]
    public var tagIDs: [Int]
    public var added: Date?
    public var inCinemas: Date?
    public var digitalRelease: Date?
    public var physicalRelease: Date?
    /// TMDb rating, 0...10, when known.
    public var rating: Double?
    public var posterURL: URL?
    public var file: MovieFile?
    /// The server's object of a lookup result, sent back when it is added (nil for library items,
    /// whose edits read the server's current object).
    public var original: ServerObject?

    public init(
        id: Int, title: String, originalTitle: String? = nil, sortTitle: String? = nil, year: Int, overview: String = "",
        status: MovieStatus = .released, minimumAvailability: MovieStatus = .released, isMonitored: Bool = true,
        hasFile: Bool = false, sizeOnDisk: Int64 = 0, runtime: Int = 0, qualityProfileID: Int = 0,
        rootFolderPath: String? = nil, path: String? = nil, tmdbID: Int, imdbID: String? = nil,
        certification: String? = nil, studio: String? = nil, genres: [String] = [], tagIDs: [Int] = [],
        added: Date? = nil, inCinemas: Date? = nil, digitalRelease: Date? = nil, physicalRelease: Date? = nil,
        rating: Double? = nil, posterURL: URL? = nil, file: MovieFile? = nil
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.sortTitle = sortTitle ?? title.lowercased()
        self.year = year
        self.overview = overview
        self.status = status
        self.minimumAvailability = minimumAvailability
        self.isMonitored = isMonitored
        self.hasFile = hasFile
        self.sizeOnDisk = sizeOnDisk
        self.runtime = runtime
        self.qualityProfileID = qualityProfileID
        self.rootFolderPath = rootFolderPath
        self.path = path
        self.tmdbID = tmdbID
        self.imdbID = imdbID
        self.certification = certification
        self.studio = studio
        self.genres = genres
        self.tagIDs = tagIDs
        self.added = added
        self.inCinemas = inCinemas
        self.digitalRelease = digitalRelease
        self.physicalRelease = physicalRelease
        self.rating = rating
        self.posterURL = posterURL
        self.file = file
    }
}

extension Movie: ServarrMedia {
    /// The TMDb id.
    public var externalID: Int { tmdbID }
}

// The movie's declaration: its reader, its writer and its schema test come from it (ADR 0021).
extension Movie: ServarrRecord {
    package static let blank = Movie(
        id: 0, title: "", year: 0, status: .unknown(""), minimumAvailability: .unknown(""), isMonitored: false, tmdbID: 0)

    package static let fields: [RecordField<Movie>] = [
        .original(\.original),
        .field("title", \.title, .readWrite),
        .field("originalTitle", \.originalTitle, .readWrite),
        .field("name", in: "originalLanguage", \.originalLanguage),
        .field("sortTitle", \.sortTitle),
        .field("sizeOnDisk", \.sizeOnDisk),
        .enumeration("status", \.status),
        .field("overview", \.overview),
        .field("inCinemas", \.inCinemas),
        .field("physicalRelease", \.physicalRelease),
        .field("digitalRelease", \.digitalRelease),
        .custom("images", .array(.object), read: { json, movie in movie.posterURL = json.posterImageURL() }),
        .custom(
            "remotePoster", .string,
            read: { json, movie in movie.posterURL = json.string("remotePoster").flatMap(URL.init(string:)) ?? movie.posterURL }),
        .field("year", \.year, .readWrite),
        .field("studio", \.studio),
        .field("path", \.path, .readWrite),
        .field("qualityProfileId", \.qualityProfileID, .readWrite),
        .field("hasFile", \.hasFile),
        .field("monitored", \.isMonitored, .readWrite),
        .enumeration("minimumAvailability", \.minimumAvailability, .readWrite),
        .field("runtime", \.runtime),
        .custom("imdbId", .string, read: { json, movie in movie.imdbID = json.imdbID() }, write: { $0.imdbID?.jsonValue }),
        .field("tmdbId", \.tmdbID, .readWrite),
        .field("rootFolderPath", \.rootFolderPath, .readWrite),
        .field("certification", \.certification),
        .field("genres", \.genres),
        .field("tags", \.tagIDs, .readWrite),
        .field("added", \.added),
        .custom("ratings", .object, read: { json, movie in movie.rating = json.rating() }),
        .record("movieFile", \.file),
        // Radarr 5 sends the size in `statistics` too; read after the top-level one, it wins.
        .field("sizeOnDisk", in: "statistics", \.sizeOnDisk),
        // Last, where servers write it: fields are looked up in the order they are declared.
        .identity(\.id),
    ]

    package mutating func complete() {
        if title.isEmpty { title = originalTitle ?? "Untitled" }
        if sortTitle.isEmpty { sortTitle = title.lowercased() }
        if file != nil { hasFile = true }
    }
}
