import LidarrAPI
import MarqueeTerminal
import ServarrScreens

extension LidarrService {
    /// An artist has no year: its library shows its kind (group, person), its albums and its
    /// tracks on disk of all, then the date added and the size.
    public static var libraryColumns: [LibraryColumn<Artist>] {
        [
            LibraryColumn(TableColumn("Type", width: .fixed(9), priority: 0), sort: .artistType) { $0.artistType ?? "" },
            LibraryColumn(TableColumn("Albums", width: .fixed(6), alignment: .trailing, priority: 1), sort: .albums) { String($0.albumCount) },
            LibraryColumn(TableColumn("Tracks", width: .fixed(9), alignment: .trailing, priority: 2), sort: .tracks) {
                "\($0.trackFileCount)/\($0.trackCount)"
            },
            .added(libraryFields), .size(libraryFields),
        ]
    }

    /// An artist is downloaded when every track of its albums has a file; its albums sort by
    /// their number, its tracks by those on disk.
    public static func libraryFields(_ artist: Artist) -> LibraryQuery.Fields {
        LibraryQuery.Fields(
            id: artist.id, title: artist.title, sortTitle: artist.sortTitle, year: 0, added: artist.added,
            size: artist.sizeOnDisk, isMonitored: artist.isMonitored, isDownloaded: artist.isComplete,
            values: [
                .artistType: artist.artistType.map(SortValue.text) ?? .none, .albums: .number(Double(artist.albumCount)),
                .tracks: .number(Double(artist.trackFileCount)),
            ])
    }
}

extension LibraryQuery.Sort {
    /// An artist's kind (group, person).
    public static let artistType = LibraryQuery.Sort("type")
    /// An artist's number of albums.
    public static let albums = LibraryQuery.Sort("albums")
    /// An artist's tracks on disk.
    public static let tracks = LibraryQuery.Sort("tracks")
}
