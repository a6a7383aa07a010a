import Foundation

/// Radarr's collections in the simulator: a few TMDb collections around the sample library's
/// movies, each with movies in the library and movies missing from it (whether a movie is in
/// the library is read from the library at each request, so adding one shows at once).
actor SimulatedCollections {
    struct Member: Sendable {
        var tmdbId: Int
        var imdbId: String
        var title: String
        var year: Int
    }

    struct Collection: Sendable {
        var id: Int
        var title: String
        var tmdbId: Int
        var overview: String
        var monitored = false
        var qualityProfileId = 1
        var rootFolderPath = "/movies"
        var searchOnAdd = false
        var minimumAvailability = "released"
        var tags: [Int] = []
        var members: [Member]
    }

    /// The wire shape of a collection (`CollectionResource`).
    struct Resource: Encodable {
        struct Movie: Encodable {
            var tmdbId: Int
            var imdbId: String
            var title: String
            var cleanTitle: String
            var sortTitle: String
            var status: String
            var overview: String
            var runtime: Int
            var images: [String]
            var year: Int
            var genres: [String]
            var folder: String
            var isExisting: Bool
            var isExcluded: Bool
        }
        var id: Int
        var title: String
        var sortTitle: String
        var tmdbId: Int
        var images: [String]
        var overview: String
        var monitored: Bool
        var rootFolderPath: String
        var qualityProfileId: Int
        var searchOnAdd: Bool
        var minimumAvailability: String
        var movies: [Movie]
        var missingMovies: Int
        var tags: [Int]
    }

    private var collections: [Collection] = [
        Collection(
            id: 1, title: "Dune Collection", tmdbId: 726_871, overview: "The saga of Paul Atreides on the desert planet Arrakis.",
            members: [
                Member(tmdbId: 438_631, imdbId: "tt1160419", title: "Dune", year: 2021),
                Member(tmdbId: 693_134, imdbId: "tt15239678", title: "Dune: Part Two", year: 2024),
                Member(tmdbId: 1_170_608, imdbId: "tt31378509", title: "Dune: Part Three", year: 2026),
            ]),
        Collection(
            id: 2, title: "The Matrix Collection", tmdbId: 2_344, overview: "Neo and the war against the machines.",
            members: [
                Member(tmdbId: 603, imdbId: "tt0133093", title: "The Matrix", year: 1999),
                Member(tmdbId: 604, imdbId: "tt0234215", title: "The Matrix Reloaded", year: 2003),
                Member(tmdbId: 605, imdbId: "tt0242653", title: "The Matrix Revolutions", year: 2003),
                Member(tmdbId: 624_860, imdbId: "tt10838180", title: "The Matrix Resurrections", year: 2021),
            ]),
        Collection(
            id: 3, title: "Blade Runner Collection", tmdbId: 422_837, overview: "Replicants, and the blade runners who hunt them.",
            monitored: true,
            members: [
                Member(tmdbId: 78, imdbId: "tt0083658", title: "Blade Runner", year: 1982),
                Member(tmdbId: 335_984, imdbId: "tt1856101", title: "Blade Runner 2049", year: 2017),
            ]),
        Collection(
            id: 4, title: "Mad Max Collection", tmdbId: 8_945, overview: "The road warrior of a wasteland.",
            members: [
                Member(tmdbId: 9_659, imdbId: "tt0079501", title: "Mad Max", year: 1979),
                Member(tmdbId: 8_810, imdbId: "tt0082694", title: "Mad Max 2", year: 1981),
                Member(tmdbId: 9_355, imdbId: "tt0089530", title: "Mad Max Beyond Thunderdome", year: 1985),
                Member(tmdbId: 76_341, imdbId: "tt1392190", title: "Mad Max: Fury Road", year: 2015),
                Member(tmdbId: 786_892, imdbId: "tt12037194", title: "Furiosa: A Mad Max Saga", year: 2024),
            ]),
    ]

    /// Every collection; `existing` is the library's TMDb ids.
    func all(existing: Set<Int>, tmdbID: Int? = nil) -> [Resource] {
        collections.filter { tmdbID == nil || $0.tmdbId == tmdbID }.map { Self.resource($0, existing: existing) }
    }

    func one(id: Int, existing: Set<Int>) throws(SimulatorFailure) -> Resource {
        guard let collection = collections.first(where: { $0.id == id }) else {
            throw .notFound("Collection with ID \(id) does not exist")
        }
        return Self.resource(collection, existing: existing)
    }

    /// Applies a `PUT /collection/{id}` body: the editable fields it carries, validated as
    /// Radarr does (a quality profile and a root folder are required).
    func update(id: Int, with body: [String: Any], existing: Set<Int>) throws(SimulatorFailure) -> Resource {
        guard let index = collections.firstIndex(where: { $0.id == id }) else {
            throw .notFound("Collection with ID \(id) does not exist")
        }
        var collection = collections[index]
        if let profile = body["qualityProfileId"] {
            guard let value = profile as? Int, value > 0 else {
                throw .invalid(
                    "QualityProfileId", "'Quality Profile Id' must be greater than '0'.",
                    attempted: .integer((profile as? Int) ?? 0), code: "GreaterThanValidator")
            }
            collection.qualityProfileId = value
        }
        if let root = body["rootFolderPath"] {
            guard let path = root as? String, path.hasPrefix("/") else {
                throw .invalid(
                    "RootFolderPath", "'Root Folder Path' must not be empty.", attempted: .string((root as? String) ?? ""), code: "NotEmptyValidator")
            }
            collection.rootFolderPath = path
        }
        if let monitored = body["monitored"] as? Bool { collection.monitored = monitored }
        if let search = body["searchOnAdd"] as? Bool { collection.searchOnAdd = search }
        if let availability = body["minimumAvailability"] as? String { collection.minimumAvailability = availability }
        if let tags = body["tags"] as? [Int] { collection.tags = tags }
        collections[index] = collection
        return Self.resource(collection, existing: existing)
    }

    private static func resource(_ collection: Collection, existing: Set<Int>) -> Resource {
        let movies = collection.members.map { member in
            Resource.Movie(
                tmdbId: member.tmdbId, imdbId: member.imdbId, title: member.title,
                cleanTitle: member.title.lowercased().filter { $0.isLetter || $0.isNumber }, sortTitle: member.title.lowercased(),
                status: "released", overview: "", runtime: 0, images: [], year: member.year, genres: [],
                folder: "\(member.title) (\(member.year))", isExisting: existing.contains(member.tmdbId), isExcluded: false)
        }
        return Resource(
            id: collection.id, title: collection.title, sortTitle: collection.title.lowercased(), tmdbId: collection.tmdbId,
            images: [], overview: collection.overview, monitored: collection.monitored, rootFolderPath: collection.rootFolderPath,
            qualityProfileId: collection.qualityProfileId, searchOnAdd: collection.searchOnAdd,
            minimumAvailability: collection.minimumAvailability, movies: movies,
            missingMovies: movies.count { !$0.isExisting }, tags: collection.tags)
    }
}
