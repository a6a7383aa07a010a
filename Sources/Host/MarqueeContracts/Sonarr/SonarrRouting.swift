import MarqueeNavigation

/// What other features may ask of the Sonarr module, without importing it.
///
/// Resolve with `context.router(SonarrRouting.self)`; `nil` when Sonarr is absent or disabled.
@MainActor
public protocol SonarrRouting: AnyObject {
    /// Shows a series of the library.
    func showSeries(id: Int) throws(NavigationError)
    /// Starts the add-series flow with a search term.
    func startAddSeries(term: String) throws(NavigationError)
    /// Starts the add-series flow for a known TVDB id.
    func startAddSeries(tvdbID: Int) throws(NavigationError)
}
