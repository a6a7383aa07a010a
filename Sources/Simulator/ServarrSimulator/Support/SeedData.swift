import Foundation
import ServarrCore

/// The sample data shipped in `Seed/` (written by `scripts/generate-seed.py`).
/// Dates are day offsets from "today"; the libraries resolve them at start.
struct SeedMovie: Decodable {
    var title: String
    var originalTitle: String
    var year: Int
    var tmdbId: Int
    var imdbId: String?
    var overview: String
    var runtime: Int
    var genres: [String]
    var studio: String
    var certification: String?
    var status: String?
    var monitored: Bool?
    var hasFile: Bool?
    var qualityProfileId: Int?
    var rating: Double
    var tags: [Int]?
    var addedDaysAgo: Int?
    var releaseOffsetDays: Int?
    var sizeOnDisk: Int64?
    var quality: String?
}

struct SeedEpisode: Decodable {
    var episodeNumber: Int
    var title: String
    var airOffsetDays: Int
    var hasFile: Bool
}

struct SeedSeason: Decodable {
    var seasonNumber: Int
    var monitored: Bool
    var episodes: [SeedEpisode]
}

struct SeedSeries: Decodable {
    var title: String
    var year: Int
    var tvdbId: Int
    var imdbId: String?
    var network: String
    var status: String
    var seriesType: String
    var overview: String
    var genres: [String]
    var monitored: Bool
    var qualityProfileId: Int
    var rating: Double
    var tags: [Int]
    var addedDaysAgo: Int
    var seasons: [SeedSeason]
}

struct SeedCatalogueSeries: Decodable {
    var title: String
    var year: Int
    var tvdbId: Int
    var network: String
    var overview: String
    var genres: [String]
    var seasonCount: Int
    var rating: Double
}

struct SeedCatalogue: Decodable {
    var movies: [SeedMovie]
    var series: [SeedCatalogueSeries]
}

enum SeedData {
    /// Decoded once per process: every simulator starts from the same sample data.
    static let movies = Result { try load("movies", as: [SeedMovie].self) }
    static let series = Result { try load("series", as: [SeedSeries].self) }
    static let catalogue = Result { try load("catalogue", as: SeedCatalogue.self) }

    static func load<Value: Decodable>(_ name: String, as type: Value.Type) throws -> Value {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Seed") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Seed/\(name).json"])
        }
        return try JSONDecoder().decode(Value.self, from: Data(contentsOf: url))
    }
}

extension String {
    /// Folds case and diacritics for lookups ("amelie" finds "Amélie"). ASCII text (most
    /// generated titles) only needs lowercasing, which is far cheaper than Foundation's folding.
    var searchKey: String {
        if utf8.allSatisfy({ $0 < 0x80 }) { return lowercased() }
        return folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}

/// Formats simulator dates the way the servers do (UTC, no fractions; the `dotNetDates`
/// fault rewrites them with seven digits).
func wireDate(_ date: Date) -> String { ServarrDate.format(date) }
