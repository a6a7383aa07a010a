import MarqueeNavigation

/// What other features may ask of the Radarr module, without importing it.
///
/// The Radarr module registers an implementation at start-up; any module resolves it with
/// `context.router(RadarrRouting.self)` and gets `nil` when Radarr is absent or disabled.
@MainActor
public protocol RadarrRouting: AnyObject {
    /// Shows a movie of the library.
    func showMovie(id: Int) throws(NavigationError)
    /// Starts the add-movie flow with a search term.
    func startAddMovie(term: String) throws(NavigationError)
    /// Starts the add-movie flow for a known TMDb id.
    func startAddMovie(tmdbID: Int) throws(NavigationError)
}
