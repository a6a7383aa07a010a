import MarqueeHost
import MarqueeNavigation

/// Keeps the search's route in step with the term searched, so that the tab's link and a
/// restored session show the same search: when a search starts for a term typed in the box,
/// the search's entry is replaced by `.search(term:)`, and the entry that replaces it gets the
/// same screen (the box, the results in flight and the highlight carry over; nothing is
/// searched again).
@MainActor
final class SearchRouteKeeper {
    private var carried: (term: String, screen: ExploreSearchScreen)?

    /// The screen for `.search(term)` in `context`: the one carried over from the entry it
    /// replaces, else a new one from `make`.
    func screen(for term: String, context: ScreenContext, make: () -> ExploreSearchScreen) -> ExploreSearchScreen {
        let screen: ExploreSearchScreen
        if let carried, carried.term == term {
            screen = carried.screen
        } else {
            carried?.screen.model.cancel()
            screen = make()
        }
        carried = nil
        // The screen's entry: the one it was made or carried for, then each that replaces it.
        var entryID = context.entry?.id
        let coordinator = context.coordinator
        let router = context.router(for: ExploreRoute.self, ExploreRoute.self)
        screen.model.onSearchStart = { [weak self, weak screen] term in
            // Only the focused search follows its box (a search scheduled before the user
            // moved on must not replace another screen).
            guard let self, let screen, let focused = coordinator.state.focusedEntry, focused.id == entryID,
                focused.route.as(ExploreRoute.self) != .search(term: term)
            else { return }
            carried = (term, screen)
            screen.isBeingCarried = true
            defer { screen.isBeingCarried = false }
            do { entryID = try router.replaceTop(with: .search(term: term)) } catch { carried = nil }
        }
        return screen
    }
}
