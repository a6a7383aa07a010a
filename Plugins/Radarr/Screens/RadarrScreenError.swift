/// Why a Radarr screen could not do what a test or the shell asked.
enum RadarrScreenError: Error, CustomStringConvertible {
    case noSuchRow(Int)
    case notLoaded

    var description: String {
        switch self {
        case .noSuchRow(let index): "no row \(index)"
        case .notLoaded: "the screen has not loaded yet"
        }
    }
}
