/// Why a Settings screen could not do what a test or the shell asked.
enum SettingsScreenError: Error, CustomStringConvertible {
    case noSuchRow(Int)

    var description: String {
        switch self {
        case .noSuchRow(let index): "no row \(index)"
        }
    }
}
