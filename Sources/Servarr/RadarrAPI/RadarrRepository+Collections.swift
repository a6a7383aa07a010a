import Foundation
import MarqueeJSON
import ServarrCore

/// Radarr's collections: list, one collection, monitor it, add its missing movies.
extension RadarrRepository {
    /// Every collection, with its movies.
    public func collections() async throws -> Listing<MovieCollection> {
        try await list("collection") { MovieCollection.read(&$0) }
    }

    /// One collection.
    public func collection(id: Int) async throws -> MovieCollection {
        try await object(.get, "collection/\(id)") { MovieCollection.read(&$0) }
    }

    /// Monitors a collection (Radarr then adds its new movies by itself) or stops monitoring
    /// it; returns the collection as the server stored it. The rest of the server's record is
    /// sent back as it was.
    public func setMonitored(_ monitored: Bool, collectionID: Int) async throws -> MovieCollection {
        try await replace(
            "collection/\(collectionID)",
            change: { stored in
                var json = stored
                json["monitored"] = .bool(monitored)
                return json
            }
        ) { MovieCollection.read(&$0) }
    }

    /// Flips whether a collection is monitored, from the server's own record (one read, one
    /// write); returns the collection as the server stored it.
    public func toggleMonitored(collectionID: Int) async throws -> MovieCollection {
        try await replace(
            "collection/\(collectionID)",
            change: { stored in
                var json = stored
                json["monitored"] = .bool(stored["monitored"] != .bool(true))
                return json
            }
        ) {
            MovieCollection.read(&$0)
        }
    }

    /// The library's movie with TMDb id `tmdbID` (`GET /movie?tmdbId=`), or nil when it is not
    /// in the library.
    public func libraryMovie(tmdbID: Int) async throws -> Movie? {
        try await list("movie", query: [("tmdbId", String(tmdbID))]) { Self.api.readMedia(&$0, true) }.elements.first { $0.tmdbID == tmdbID }
    }

    /// Adds the movies of `collection` that are not in the library with `options`, one by one;
    /// returns the movies added. The first refusal stops and throws (movies added before it stay).
    public func addMissingMovies(of collection: MovieCollection, options: AddMovieOptions) async throws -> [Movie] {
        var added: [Movie] = []
        for movie in collection.missingMovies {
            added.append(try await add(movie.lookupResult, options: options))
        }
        return added
    }
}
