/// Why a screen refused an action.
enum ExploreScreenError: Error, Equatable {
    case noSuchRow(Int)
}
