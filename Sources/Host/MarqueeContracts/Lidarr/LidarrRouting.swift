import MarqueeNavigation

/// What other features may ask of the Lidarr feature without importing it.
///
/// Resolve with `context.router(LidarrRouting.self)`; `nil` when Lidarr is absent or disabled.
@MainActor
public protocol LidarrRouting: AnyObject {
    /// Shows an artist of the library.
    func showArtist(id: Int) throws(NavigationError)
    /// Starts the add-artist flow with a search term.
    func startAddArtist(term: String) throws(NavigationError)
}
