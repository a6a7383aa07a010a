import ServarrScreens

/// The add-movie sheet (see ``AddLookupScreen``): search TMDb by title, `tmdb:` or `imdb:` id.
public typealias AddMovieLookupScreen = AddLookupScreen<RadarrService>
