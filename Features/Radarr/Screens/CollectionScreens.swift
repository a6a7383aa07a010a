import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import RadarrAPI
import ServarrCore
import ServarrScreens

/// Radarr's collections: the list (`/radarr/collections`, `O` from any Radarr screen) and one
/// collection with its movies in the library or not (`/radarr/collections/:id`). On a
/// collection `m` toggles monitoring, Enter opens a movie of the library or the add flow's
/// options for a missing one, and `A` adds every missing movie with the collection's own
/// options, after asking (`/radarr/collections/:id/add-missing`).
@MainActor
enum CollectionScreens {
    /// The key that opens the collections from any Radarr screen (a section key, clear of the
    /// System keys `L` `K` `E` `P` and the activity keys).
    static let key = "O"

    static func declare(_ routes: FeatureRoutes<RadarrRoute>) {
        routes.route("/radarr/collections", "Movie collections", .collections, .push(on: RadarrRoute.library)) { list(context: $0) }
        routes.route(
            "/radarr/collections/:id", "A collection and its movies", { RadarrRoute.collection(id: $0) },
            match: { if case .collection(let id) = $0 { id } else { nil } },
            placement: { _ in .push(on: RadarrRoute.collections) }
        ) { id, context in detail(id: id, context: context) }
    }

    static func declareModals(_ routes: FeatureRoutes<RadarrModal>) {
        routes.route(
            "/radarr/collections/:id/add-missing", "Add the missing movies of a collection",
            { RadarrModal.addMissingMovies(collectionID: $0) },
            match: { if case .addMissingMovies(let id) = $0 { id } else { nil } },
            placement: { .present(.alert, over: RadarrRoute.collection(id: $0)) }
        ) { id, context in confirmAddMissing(collectionID: id, context: context) }
    }

    /// "4 collections · 9 missing movies"; a row per collection: "3 movies · 1 missing · monitored".
    nonisolated static func listContent(_ listing: Listing<MovieCollection>) -> ActivityContent {
        let collections = listing.elements.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
        let missing = collections.reduce(0) { $0 + $1.missingMovies.count }
        return ActivityContent(
            summary: "\(collections.count) collection\(collections.count == 1 ? "" : "s") · \(missing) missing movie\(missing == 1 ? "" : "s")",
            rows: collections.map { collection in
                let count = collection.movies.count
                return ActivityRow(
                    title: collection.title,
                    detail: "\(count) movie\(count == 1 ? "" : "s") · \(collection.missingMovies.count) missing"
                        + (collection.isMonitored ? " · monitored" : ""), mediaID: collection.id, recordID: collection.id)
            }, report: listing.report)
    }

    /// What a movie's row says when it is in the library (Enter then opens it).
    nonisolated static let inLibrary = "in library"

    /// "Dune Collection · monitored · 1 of 3 missing"; a row per movie, in the library or missing.
    nonisolated static func detailContent(_ collection: MovieCollection) -> ActivityContent {
        let monitored = collection.isMonitored ? "monitored" : "not monitored"
        return ActivityContent(
            title: collection.title,
            summary: "\(collection.title) · \(monitored) · \(collection.missingMovies.count) of \(collection.movies.count) missing",
            rows: collection.movies.map { movie in
                ActivityRow(
                    title: movie.year > 0 ? "\(movie.title) (\(movie.year))" : movie.title,
                    detail: movie.isInLibrary ? inLibrary : (movie.isExcluded ? "excluded" : "missing"), mediaID: movie.tmdbID,
                    recordID: movie.tmdbID, isProblem: !movie.isInLibrary && !movie.isExcluded)
            })
    }

    private static func router(_ context: ScreenContext) -> FeatureRouter<RadarrRoute, RadarrModal> {
        context.router(for: RadarrRoute.self, RadarrModal.self)
    }

    static func list(context: ScreenContext) -> ActivityScreen {
        guard let repository = context.services.resolve(RadarrRepository.self) else {
            return ActivityScreen(title: "Collections", unavailable: RadarrService.notConfigured, tasks: context.tasks)
        }
        let router = router(context)
        return ActivityScreen(
            title: "Collections", tasks: context.tasks, load: { listContent(try await repository.collections()) },
            open: { row in if let id = row.recordID { try router.push(.collection(id: id)) } })
    }

    static func detail(id: Int, context: ScreenContext) -> ActivityScreen {
        guard let repository = context.services.resolve(RadarrRepository.self) else {
            return ActivityScreen(title: "Collection", unavailable: RadarrService.notConfigured, tasks: context.tasks)
        }
        let router = router(context), tasks = context.tasks
        let addFlow = context.services.resolve(ServarrModalScreens<RadarrService>.self)
        let loaded = LoadedCollection()
        let actions = [
            ActivityAction(key: "m", title: "monitor") { screen in
                screen.run("Saving…") {
                    let saved = try await repository.toggleMonitored(collectionID: id)
                    return saved.isMonitored ? "Monitoring \(saved.title)" : "No longer monitoring \(saved.title)"
                }
            },
            ActivityAction(key: "A", title: "add missing") { _ in
                _ = try? router.present(.addMissingMovies(collectionID: id), style: .alert)
            },
        ]
        return ActivityScreen(
            title: "Collection", instance: repository.instanceLabel, tasks: context.tasks, actions: actions,
            load: {
                let collection = try await repository.collection(id: id)
                await loaded.keep(collection)
                return detailContent(collection)
            },
            open: { row in
                guard let tmdbID = row.recordID else { return }
                if row.detail == inLibrary {
                    tasks.track {
                        guard let movie = try? await repository.libraryMovie(tmdbID: tmdbID) else { return }
                        // On the tab's root stack: Library › Dune, not under the collection.
                        try? router.show(.movie(id: movie.id), onTab: RadarrService.tab)
                    }
                } else if let addFlow, let movie = loaded.collection?.movies.first(where: { $0.tmdbID == tmdbID }) {
                    // The collection knows the movie: the sheet opens titled, ready for Ctrl-S.
                    try addFlow.startAdd(of: movie.lookupResult, from: repository, router: router)
                } else {
                    try router.present(.addLookup(term: "tmdb:\(tmdbID)"))
                    _ = try router.pushInsideModal(.addOptions(tmdbID))
                }
            })
    }

    /// The collection a collection screen loaded last (its load runs away from the main actor).
    @MainActor
    final class LoadedCollection {
        private(set) var collection: MovieCollection?
        func keep(_ collection: MovieCollection) { self.collection = collection }
    }

    /// What the add-missing alert knows: the collection once loaded, whether it is adding,
    /// and why the last try failed (shown in the alert, which stays open).
    @MainActor
    final class AddMissingState {
        var collection: MovieCollection?
        var isAdding = false
        var failure: String?
    }

    static func confirmAddMissing(collectionID id: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        let repository = context.services.resolve(RadarrRepository.self)
        let state = AddMissingState()
        if let repository { context.tasks.track { state.collection = try? await repository.collection(id: id) } }
        return ConfirmAddScreen(
            title: "Add missing movies?",
            message: {
                if let failure = state.failure { return failure }
                guard let collection = state.collection else { return "Add the missing movies of this collection?" }
                let count = collection.missingMovies.count
                guard count > 0 else { return "Every movie of \(collection.title) is in the library." }
                let folder = collection.rootFolderPath.map { " to \($0)" } ?? ""
                return "Add \(count) missing movie\(count == 1 ? "" : "s") of \(collection.title)\(folder)?"
            },
            tasks: context.tasks, isAdding: { state.isAdding },
            add: {
                guard let repository else {
                    state.failure = RadarrService.notConfigured
                    return nil
                }
                state.isAdding = true
                defer { state.isAdding = false }
                do {
                    let collection = try await repository.collection(id: id)
                    let options = AddMovieOptions(
                        qualityProfileID: collection.qualityProfileID, rootFolderPath: collection.rootFolderPath ?? "", isMonitored: true,
                        minimumAvailability: collection.minimumAvailability, searchForMovie: collection.searchOnAdd)
                    let added = try await repository.addMissingMovies(of: collection, options: options)
                    try? router.dismiss()
                    return "✓ Added \(added.count) movie\(added.count == 1 ? "" : "s") of \(collection.title)"
                } catch {
                    state.collection = try? await repository.collection(id: id)
                    state.failure = "Could not add: \(ServarrError.userMessage(for: error))"
                    return nil
                }
            },
            cancel: { try router.dismiss() })
    }
}
