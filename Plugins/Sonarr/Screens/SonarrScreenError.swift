/// Why a Sonarr screen could not do what a test or the shell asked.
enum SonarrScreenError: Error, CustomStringConvertible {
    case noSuchRow(Int)

    var description: String {
        switch self {
        case .noSuchRow(let index): "no row \(index)"
        }
    }
}
