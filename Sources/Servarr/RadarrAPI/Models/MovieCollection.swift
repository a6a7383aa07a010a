import Foundation
import ServarrCore

/// A Radarr collection (a TMDb collection such as "Dune Collection") and its movies, in the
/// library or not.
public struct MovieCollection: Sendable, Hashable, Identifiable {
    public var id: Int
    public var title: String
    public var tmdbID: Int
    public var overview: String
    /// Whether Radarr adds the collection's new movies by itself.
    public var isMonitored: Bool
    /// The options Radarr adds the collection's movies with.
    public var qualityProfileID: Int
    public var rootFolderPath: String?
    public var minimumAvailability: MovieStatus
    public var searchOnAdd: Bool
    public var movies: [CollectionMovie]

    public init(
        id: Int, title: String, tmdbID: Int, overview: String = "", isMonitored: Bool, qualityProfileID: Int = 0,
        rootFolderPath: String? = nil, minimumAvailability: MovieStatus = .released, searchOnAdd: Bool = false,
        movies: [CollectionMovie]
    ) {
        self.id = id
        self.title = title
        self.tmdbID = tmdbID
        self.overview = overview
        self.isMonitored = isMonitored
        self.qualityProfileID = qualityProfileID
        self.rootFolderPath = rootFolderPath
        self.minimumAvailability = minimumAvailability
        self.searchOnAdd = searchOnAdd
        self.movies = movies
    }

    /// The movies not in the library (and not excluded from it).
    public var missingMovies: [CollectionMovie] { movies.filter { !$0.isInLibrary && !$0.isExcluded } }
}

/// A movie of a collection.
public struct CollectionMovie: Sendable, Hashable, Identifiable {
    public var id: Int { tmdbID }
    public var tmdbID: Int
    public var imdbID: String?
    public var title: String
    public var year: Int
    public var overview: String
    /// Whether the movie is in the library.
    public var isInLibrary: Bool
    /// Whether the movie is on the import exclusions list.
    public var isExcluded: Bool

    public init(
        tmdbID: Int, imdbID: String? = nil, title: String, year: Int, overview: String = "", isInLibrary: Bool,
        isExcluded: Bool = false
    ) {
        self.tmdbID = tmdbID
        self.imdbID = imdbID
        self.title = title
        self.year = year
        self.overview = overview
        self.isInLibrary = isInLibrary
        self.isExcluded = isExcluded
    }

    /// The movie as a lookup result the add flow takes.
    public var lookupResult: Movie {
        Movie(id: 0, title: title, year: year, overview: overview, tmdbID: tmdbID, imdbID: imdbID)
    }
}

extension MovieCollection: ServarrRecord {
    package static let blank = MovieCollection(id: 0, title: "", tmdbID: 0, isMonitored: false, minimumAvailability: .unknown(""), movies: [])

    package static let fields: [RecordField<MovieCollection>] = [
        .identity(\.id),
        .field("title", \.title),
        .field("tmdbId", \.tmdbID),
        .field("overview", \.overview),
        .field("monitored", \.isMonitored, .readWrite),
        .field("rootFolderPath", \.rootFolderPath),
        .field("qualityProfileId", \.qualityProfileID),
        .field("searchOnAdd", \.searchOnAdd),
        .enumeration("minimumAvailability", \.minimumAvailability),
        .custom(
            "movies", .array(.object), read: { json, collection in collection.movies = json.records("movies") { CollectionMovie.read(&$0) } ?? [] }),
    ]
}

extension CollectionMovie: ServarrRecord {
    package static let blank = CollectionMovie(tmdbID: 0, title: "", year: 0, isInLibrary: false)

    // A collection's movies are identified by their TMDb id: one without it is skipped.
    package static let fields: [RecordField<CollectionMovie>] = [
        .numbering("tmdbId", \.tmdbID),
        .field("imdbId", \.imdbID),
        .field("title", \.title),
        .field("year", \.year),
        .field("overview", \.overview),
        .field("isExisting", \.isInLibrary),
        .field("isExcluded", \.isExcluded),
    ]
}
