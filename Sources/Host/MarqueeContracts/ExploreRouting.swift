import MarqueeNavigation

/// What other features may ask of the Explore module, without importing it.
///
/// Resolve with `context.router(ExploreRouting.self)`; `nil` when Explore is absent or disabled.
@MainActor
public protocol ExploreRouting: AnyObject {
    /// Shows the search across every configured instance, searching for `term` (none when empty).
    func showSearch(term: String) throws(NavigationError)
    /// Shows the merged calendar of every instance for the next `days` days.
    func showUpcoming(days: Int) throws(NavigationError)
    /// Shows the merged download queues of every instance.
    func showActivity() throws(NavigationError)
}
