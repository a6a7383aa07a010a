/// One search result: a title (a movie, a series, an artist) from one instance.
public struct ExploreResult: Hashable, Sendable, Identifiable {
    /// The position of the instance that returned it in ``ServarrInstances/all``.
    public var instanceIndex: Int
    /// "Radarr demo".
    public var instanceLabel: String
    /// The instance's service.
    public var service: ServarrService
    /// The movie's or the series' title.
    public var title: String
    /// Release year; 0 when unknown.
    public var year: Int
    /// The id in that instance's library; nil when the title is not in it.
    public var libraryID: Int?
    /// The id in the service's catalogue.
    public var catalogueID: CatalogueID

    /// Creates a result.
    public init(
        instanceIndex: Int, instanceLabel: String, service: ServarrService, title: String, year: Int,
        libraryID: Int?, catalogueID: CatalogueID
    ) {
        self.instanceIndex = instanceIndex
        self.instanceLabel = instanceLabel
        self.service = service
        self.title = title
        self.year = year
        self.libraryID = libraryID
        self.catalogueID = catalogueID
    }

    /// Identifies the result across searches.
    public var id: String { "\(instanceIndex)/\(catalogueID)/\(libraryID ?? 0)" }

    /// Whether the title is already in that instance's library.
    public var isInLibrary: Bool { libraryID != nil }

    /// What Enter does with it: show it in its library, or start adding it.
    public var handOff: HandOff {
        HandOff(service: service, action: libraryID.map { .show(id: $0) } ?? .add(catalogueID))
    }
}

/// An id in a service's catalogue: what the add flow looks a title up by.
public enum CatalogueID: Hashable, Sendable, CustomStringConvertible {
    /// A movie's TMDb id.
    case tmdb(Int)
    /// A series' TVDB id.
    case tvdb(Int)
    /// An artist's MusicBrainz id.
    case musicBrainz(String)

    /// The id as a number (TMDb, TVDB), or nil for a MusicBrainz id.
    public var number: Int? {
        switch self {
        case .tmdb(let id), .tvdb(let id): id
        case .musicBrainz: nil
        }
    }

    /// `tmdb:603`, `tvdb:81189`, `musicbrainz:a74b1b7f-…`.
    public var description: String {
        switch self {
        case .tmdb(let id): "tmdb:\(id)"
        case .tvdb(let id): "tvdb:\(id)"
        case .musicBrainz(let id): "musicbrainz:\(id)"
        }
    }
}
