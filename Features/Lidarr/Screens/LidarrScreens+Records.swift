import ServarrScreens

extension ArtistDetailScreen: RecordShowing {
    /// The artist, once loaded.
    public var shownRecords: ShownRecords { artist.map { .one($0) } ?? .none }
}

extension AlbumDetailScreen: RecordShowing {
    /// The album's tracks, once loaded.
    public var shownRecords: ShownRecords { header.isEmpty ? .none : .list(rows) }
}
