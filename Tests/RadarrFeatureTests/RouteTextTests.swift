import Foundation
import MarqueeNavigation
import MarqueeTesting
import RadarrFeature
import ServarrScreens
import Testing

/// Radarr routes are declared once (`RadarrRoute.declare`, `RadarrModal.declare`): every case's
/// snapshot text is its link path, reads back to it, and its link shows it; snapshots written
/// before (texts without `/radarr/`, pickers without their movie) still restore.
@MainActor
@Suite(.serialized) struct RouteTextTests {
    /// One of each route case (`caseIndex` fails to compile when a case is added).
    static let routes: [RadarrRoute] =
        [.library, .movie(id: 12)] + RadarrRoute.Activity.allCases.map { .activity($0) }
        + [.logs, .logFiles, .tasks, .events, .updates].map { .system($0) } + [.collections, .collection(id: 1)]
        + ManagementRoute.allCases.map { .manage($0) } + ProfileRoute.allCases.map { .profiles($0) }
    static let modals: [RadarrModal] =
        [
            .addLookup(term: ""), .addLookup(term: "dune: part two / 2024?&=%"), .addOptions(603),
            .pickQualityProfile(603), .pickRootFolder(603), .pickMinimumAvailability(tmdbID: 603), .confirmAdd(603),
            .delete(id: 12), .edit(id: 12), .interactiveSearch(movieID: 12),
            .grabRelease(movieID: 12, guid: "https://indexer/x?id=1/2 é"), .removeFromQueue(id: 5),
            .pickEditedQualityProfile(id: 12), .systemModal(.logFile(name: "radarr.txt")),
            .addMissingMovies(collectionID: 1), .bulk(MediaBulkChange(.monitor, ids: [12, 13])), .renameFiles(movieID: 12),
            .renameMarked(ids: RecordIDs([12, 13])), .manualImport(queueID: 5), .removeDownloads(RecordIDs([5, 6])),
            .pickEditedRootFolder(id: 12),
            .importFolder(path: "/downloads/complete/Dune 2021"), .chooseImportFolder, .queueDetails(id: 5), .markFailed(historyID: 7),
            .pickImport(ImportPick(.proposal(step: 1), on: .folder(path: "/data/a b"))), .pickImport(ImportPick(.quality, on: .queue(id: 5))),
        ] + ManagementModal.oneOfEach.map { .manageModal($0) } + ProfileModal.oneOfEach.map { .profileModal($0) }

    static func caseIndex(_ route: RadarrRoute) -> Int {
        switch route {
        case .library: 0
        case .movie: 1
        case .activity: 2
        case .system: 3
        case .manage: 4
        case .collections: 5
        case .collection: 6
        case .profiles: 7
        }
    }

    static func caseIndex(_ modal: RadarrModal) -> Int {
        switch modal {
        case .kit(.addLookup): 0
        case .kit(.addOptions): 1
        case .kit(.pickQualityProfile): 2
        case .kit(.pickRootFolder): 3
        case .pickMinimumAvailability: 4
        case .kit(.confirmAdd): 5
        case .kit(.delete): 6
        case .kit(.edit): 7
        case .interactiveSearch: 8
        case .grabRelease: 9
        case .kit(.removeFromQueue): 10
        case .kit(.pickEditedQualityProfile): 11
        case .systemModal: 12
        case .manageModal: 13
        case .kit(.bulk): 14
        case .addMissingMovies: 15
        case .renameFiles: 16
        case .renameMarked: 17
        case .profileModal: 18
        case .kit(.manualImport): 19
        case .kit(.removeDownloads): 20
        case .kit(.pickEditedRootFolder): 21
        case .kit(.importFolder): 22
        case .kit(.chooseImportFolder): 23
        case .kit(.queueDetails): 24
        case .kit(.markFailed): 25
        case .kit(.pickImport): 26
        }
    }

    @Test func everyCaseIsItsLinkPathAndItsLinkShowsIt() async throws {
        #expect(Set(Self.routes.map(Self.caseIndex)) == Set(0...7))
        #expect(Set(Self.modals.map(Self.caseIndex)) == Set(0...26))
        try await withRadarrFlow(exhaustive: false) { flow, _, _ in
            #expect(flow.host.routeDeclarationProblems(Self.routes + Self.modals) == [])
        }
    }

    @Test func textsAreTheLinkPaths() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, _ in
            let modals = try #require(flow.host.routeRegistry.declaration(of: RadarrModal.self))
            let routes = try #require(flow.host.routeRegistry.declaration(of: RadarrRoute.self))
            #expect(routes.text(of: RadarrRoute.movie(id: 12)) == "/radarr/movie/12")
            #expect(routes.text(of: RadarrRoute.activity(.cutoffUnmet)) == "/radarr/cutoff-unmet")
            #expect(modals.text(of: RadarrModal.addLookup(term: "dune")) == "/radarr/add?term=dune")
            #expect(modals.text(of: RadarrModal.addLookup(term: "")) == "/radarr/add")
            #expect(modals.text(of: RadarrModal.pickMinimumAvailability(tmdbID: 603)) == "/radarr/add/603/availability")
            #expect(modals.text(of: RadarrModal.grabRelease(movieID: 12, guid: "a/b")) == "/radarr/movie/12/releases/a%2Fb/grab")
        }
    }

    @Test func garbageReadsAsNil() async throws {
        // Links match literals case-insensitively, so `Library` reads as the library: not garbage.
        let texts = [
            "", "/", "movie", "movie/", "movie/abc", "movie/+1", "movie/ 1", "movie/1/2",
            "movie/٣", "movies/1", "queue/1", "add?term=%ZZ", "add/x/confirm", "pick/nothing",
            "pick/quality-profile", "movie/1/releases//grab", "movie/x/releases/abc/grab", "movie/1/releases/%E0%A4/grab",
            "search", "/radarr/movie/x", "/sonarr/series/1", "/radarr/add?nothing=1",
        ]
        try await withRadarrFlow(exhaustive: false) { flow, _, _ in
            let declarations = ([RadarrRoute.self, RadarrModal.self] as [any Route.Type]).compactMap { flow.host.routeRegistry.declaration(of: $0) }
            #expect(declarations.count == 2)
            for text in texts {
                for declaration in declarations {
                    #expect(declaration.route(fromText: text, under: nil) == nil, "\(text)")
                }
            }
        }
    }

    @Test func savedNavigationStateUsesTheLinkPathsAndRestores() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, _ in
            flow.open("/radarr/movie/1/releases/abc/grab")
            let codec = flow.host.snapshotCodec
            let data = try codec.encode(flow.state)
            let json = try #require(String(data: data, encoding: .utf8))
            #expect(json.contains("\"/radarr/movie/1/releases/abc/grab\""), "\(json)")
            #expect(try codec.decode(data).state == flow.state)
            await flow.settle()
        }
    }

    /// A snapshot as the app wrote it before routes were declared once: texts without
    /// `/radarr/`, and the add flow's picker named without its movie (`pick/minimum-availability`).
    static let snapshotInTheOlderForm = """
        {"modals":[{"id":3,"options":{"isDismissalDisabled":false},"path":[{"id":4,"route":{"feature":"radarr","text":"add/603","type":"RadarrModal"}}],\
        "root":{"id":2,"route":{"feature":"radarr","text":"add?term=tmdb%3A603","type":"RadarrModal"}},"style":{"sheet":{"detents":["large"]}}},\
        {"id":6,"options":{"isDismissalDisabled":false},"path":[],"root":{"id":5,"route":{"feature":"radarr","text":"pick/minimum-availability","type":"RadarrModal"}},\
        "style":{"sheet":{"detents":["large"]}}}],"nextID":7,"schemaVersion":2,"selectedTab":"radarr","tabs":[{"id":"radarr","stack":[\
        {"id":1,"route":{"feature":"radarr","text":"library","type":"RadarrRoute"}},{"id":7,"route":{"feature":"radarr","text":"movie/12","type":"RadarrRoute"}}]}]}
        """

    @Test func snapshotsInTheOlderTextsStillRestore() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, _ in
            let restored = try flow.host.snapshotCodec.decode(Data(Self.snapshotInTheOlderForm.utf8))
            #expect(restored.warnings.isEmpty)
            let state = restored.state
            #expect(state.stack.map(\.route) == [AnyRoute(RadarrRoute.library), AnyRoute(RadarrRoute.movie(id: 12))])
            #expect(
                state.modals.map(\.root.route) == [
                    AnyRoute(RadarrModal.addLookup(term: "tmdb:603")),
                    AnyRoute(RadarrModal.pickMinimumAvailability(tmdbID: 603)),
                ])
            #expect(state.modals.first?.path.map(\.route) == [AnyRoute(RadarrModal.addOptions(603))])
            // Written again, it is in the link form.
            let json = String(decoding: try flow.host.snapshotCodec.encode(state), as: UTF8.self)
            #expect(json.contains("\"/radarr/add/603/availability\""), "\(json)")
        }
    }
}
