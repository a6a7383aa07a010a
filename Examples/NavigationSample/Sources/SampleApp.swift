import Foundation
import MarqueeNavigation

/// A headless two-tab app on the navigation engine alone: what a newcomer copies
/// (docs/navigation-tutorial.md walks through it). A SwiftUI app binds its views to ``model``
/// (docs/swiftui.md) and calls these methods from buttons; the flow tests call them directly.
@MainActor
public final class SampleApp {
    /// The only writer of the navigation state.
    public let coordinator: NavigationCoordinator
    /// What views observe.
    public let model: NavigationModel
    /// Async work started by screens (flow tests settle it).
    public let tasks = TaskTracker()
    /// Typed routers for each feature's routes.
    public let episodes: FeatureRouter<EpisodesRoute, AppModal>
    public let characters: FeatureRouter<CharactersRoute, CharactersRoute>
    /// Whether a user is signed in (the watchlist needs one).
    public private(set) var isSignedIn = false
    /// The status the filter sheet picked last.
    public private(set) var statusFilter: CharacterStatus?

    private static let tabs: [TabID] = ["episodes", "characters"]

    /// Starts the app on its tab roots, or where `snapshot` (from ``snapshot()``) left it.
    public init(restoring snapshot: Data? = nil) throws {
        coordinator = NavigationCoordinator(tabs: Self.tabs)
        try coordinator.declare(SampleRoutes.episodes, SampleRoutes.characters, SampleRoutes.modals)
        episodes = FeatureRouter(coordinator: coordinator)
        characters = FeatureRouter(coordinator: coordinator)
        model = NavigationModel(coordinator: coordinator)
        if let snapshot, let restored = try? Self.codec.decode(snapshot) {
            try coordinator.restore(restored.state.fitted(to: Self.tabs))
        } else {
            try coordinator.transaction { tx in
                try tx.selectTab("characters")
                try tx.push(CharactersRoute.list)
                try tx.selectTab("episodes")
                try tx.push(EpisodesRoute.list)
            }
        }
        // The sign-in gate: opening the watchlist signed out parks the intent and shows the
        // sign-in sheet; closing the sheet gives up on the watchlist.
        coordinator.addGuard("sign-in", for: [EpisodesRoute.self]) { [unowned self] request in
            isSignedIn || !request.diff.addedEntries.contains { $0.route == AnyRoute(EpisodesRoute.watchlist) }
                ? .allow : .park(redirectingTo: .present(AppModal.signIn))
        }
    }

    // MARK: What the screens do

    /// Opens an episode (push).
    public func showEpisode(_ id: Int) throws { try episodes.push(.episode(id: id)) }

    /// Opens the watchlist; signed out, the sign-in sheet comes first.
    public func showWatchlist() throws { try episodes.push(.watchlist) }

    /// Plays an episode full-screen (the style comes from the declaration).
    public func play(_ episode: Int) throws { try episodes.present(.player(episode: episode)) }

    /// Opens settings (a sheet) and, inside it, the about screen.
    public func showSettings() throws { try episodes.present(.settings) }
    public func showAbout() throws { try episodes.pushInsideModal(.about) }

    /// Asks to sign out: an alert over the settings sheet (a modal over a modal).
    public func askToSignOut() throws { try episodes.present(.confirmSignOut) }

    /// Signs in and resumes what the sign-in gate held back, where it was asked for.
    public func signIn() {
        isSignedIn = true
        coordinator.resumePending()
    }

    /// Signs out and closes every modal.
    public func signOut() {
        isSignedIn = false
        episodes.dismissAll()
    }

    /// Opens the filter sheet and picks a status inside it; waits for the user's pick (``pick(_:)``)
    /// or the sheet's dismissal (nil).
    public func filterCharacters() {
        tasks.track(label: "filter characters") { [weak self] in
            guard let self,
                let filter = try? characters.transaction({ tx in
                    let sheet = try tx.present(CharactersRoute.filter)
                    try tx.push(CharactersRoute.status)
                    return sheet
                })
            else { return }
            statusFilter = await coordinator.result(of: filter.modalID, as: CharacterStatus.self)
        }
    }

    /// The user picks a status in the filter sheet: the sheet closes with it.
    public func pick(_ status: CharacterStatus) throws { try characters.finish(with: status) }

    /// Goes back to the first screen of the visible tab.
    public func popToRoot() throws { try coordinator.popToRoot(in: .root) }

    // MARK: Saving

    private static let codec = NavigationSnapshotCodec(
        registry: {
            var registry = RouteRegistry()
            registry.register(SampleRoutes.episodes)
            registry.register(SampleRoutes.characters)
            registry.register(SampleRoutes.modals)
            return registry
        }())

    /// The navigation state, to save across a relaunch.
    public func snapshot() throws -> Data { try Self.codec.encode(coordinator.state) }
}
