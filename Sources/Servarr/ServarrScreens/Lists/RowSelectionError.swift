/// Why a shared Servarr screen could not select what a test or the shell asked for.
public enum RowSelectionError: Error, CustomStringConvertible {
    /// There is no row at this index.
    case noSuchRow(Int)

    public var description: String {
        switch self {
        case .noSuchRow(let index): "no row \(index)"
        }
    }
}
