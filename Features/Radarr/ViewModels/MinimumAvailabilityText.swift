import RadarrAPI

/// The minimum availabilities a movie can have, as people read them.
enum MinimumAvailabilityText {
    static let choices: [MovieStatus] = [.announced, .inCinemas, .released]

    static func text(for status: MovieStatus) -> String {
        switch status {
        case .tba: "To be announced"
        case .announced: "Announced"
        case .inCinemas: "In cinemas"
        case .released: "Released"
        case .deleted: "Deleted"
        case .unknown(let value): value
        }
    }
}
