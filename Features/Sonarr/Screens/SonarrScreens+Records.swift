import ServarrScreens

extension SeriesDetailScreen: RecordShowing {
    /// The series, once loaded.
    public var shownRecords: ShownRecords { series.map { .one($0) } ?? .none }
}

extension SeasonDetailScreen: RecordShowing {
    /// The season's episodes, once loaded.
    public var shownRecords: ShownRecords { isLoaded ? .list(episodes) : .none }
}

extension EpisodeDetailScreen: RecordShowing {
    /// The episode, once loaded.
    public var shownRecords: ShownRecords { episode.map { .one($0) } ?? .none }
}
