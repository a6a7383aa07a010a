import ServarrScreens

extension MovieDetailScreen: RecordShowing {
    /// The movie, once loaded.
    public var shownRecords: ShownRecords { movie.map { .one($0) } ?? .none }
}
