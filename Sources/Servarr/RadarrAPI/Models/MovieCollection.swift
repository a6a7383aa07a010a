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

extension MovieCollection {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        let title = record.string("title") ?? ""
        let tmdbID = record.int("tmdbId") ?? 0
        let overview = record.string("overview") ?? ""
        let monitored = record.bool("monitored") ?? false
        let rootFolderPath = record.string("rootFolderPath")
        let qualityProfileID = record.int("qualityProfileId") ?? 0
        let searchOnAdd = record.bool("searchOnAdd") ?? false
        let availability = MovieStatus(rawValue: record.string("minimumAvailability"))
        let movies = record.records("movies") { CollectionMovie(&$0) } ?? []
        self.init(
            id: id, title: title, tmdbID: tmdbID, overview: overview, isMonitored: monitored, qualityProfileID: qualityProfileID,
            rootFolderPath: rootFolderPath, minimumAvailability: availability, searchOnAdd: searchOnAdd, movies: movies)
    }
}

extension CollectionMovie {
    package init?(_ record: inout JSONRecord) {
        guard let tmdbID = record.int("tmdbId") else { return nil }
        self.init(
            tmdbID: tmdbID, imdbID: record.string("imdbId"), title: record.string("title") ?? "", year: record.int("year") ?? 0,
            overview: record.string("overview") ?? "", isInLibrary: record.bool("isExisting") ?? false,
            isExcluded: record.bool("isExcluded") ?? false)
    }
}
