/// One search result: a movie from a Radarr instance or a series from a Sonarr instance.
public struct ExploreResult: Hashable, Sendable, Identifiable {
    /// The position of the instance that returned it in ``ServarrInstances/all``.
    public var instanceIndex: Int
    /// "Radarr demo".
    public var instanceLabel: String
    /// Radarr (a movie) or Sonarr (a series).
    public var service: ServarrService
    /// The movie's or the series' title.
    public var title: String
    /// Release year; 0 when unknown.
    public var year: Int
    /// The id in that instance's library; nil when the title is not in it.
    public var libraryID: Int?
    /// The TMDb id (movies) or TVDB id (series).
    public var externalID: Int

    /// Creates a result.
    public init(
        instanceIndex: Int, instanceLabel: String, service: ServarrService, title: String, year: Int,
        libraryID: Int?, externalID: Int
    ) {
        self.instanceIndex = instanceIndex
        self.instanceLabel = instanceLabel
        self.service = service
        self.title = title
        self.year = year
        self.libraryID = libraryID
        self.externalID = externalID
    }

    /// Identifies the result across searches.
    public var id: String { "\(instanceIndex)/\(externalID)/\(libraryID ?? 0)" }

    /// Whether the title is already in that instance's library.
    public var isInLibrary: Bool { libraryID != nil }

    /// What Enter does with it: show it in its library, or start adding it.
    public var handOff: HandOff {
        switch (service, libraryID) {
        case (.radarr, let id?): .showMovie(id: id)
        case (.radarr, nil): .addMovie(tmdbID: externalID)
        case (.sonarr, let id?): .showSeries(id: id)
        case (.sonarr, nil): .addSeries(tvdbID: externalID)
        case (.lidarr, let id?): .showArtist(id: id)
        case (.lidarr, nil): .addArtist(term: title)
        }
    }
}
