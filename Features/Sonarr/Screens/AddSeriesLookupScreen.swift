import ServarrScreens

/// The add-series sheet (see ``AddLookupScreen``): search TVDB by title or `tvdb:` id.
public typealias AddSeriesLookupScreen = AddLookupScreen<SonarrService>
