import Foundation
import ServarrCore

// Readers of the shapes Radarr v4 and v5 send differently, for the movie's declaration
// (Models/Movie.swift): a numeric `imdbId`, ratings by source or a flat `ratings.value`.

extension JSONRecord {
    /// `imdbId` as text; some servers and lists send the number without `tt` (133093).
    mutating func imdbID() -> String? {
        guard let index = value("imdbId") else { return nil }
        switch tape.kind(at: index) {
        case .string: return tape.string(at: index)
        case .number:
            guard let number = tape.integer(at: index) else { return nil }
            let digits = String(number)
            return "tt" + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
        default:
            return string("imdbId")
        }
    }

    /// The TMDb rating (v4/v5: `ratings.tmdb.value`), else IMDb's, else a flat `ratings.value` (v3).
    mutating func rating() -> Double? {
        guard var ratings = record("ratings") else { return nil }
        if var tmdb = ratings.record("tmdb"), let value = tmdb.double("value") { return value }
        if var imdb = ratings.record("imdb"), let value = imdb.double("value") { return value }
        return ratings.double("value")
    }
}
