import Foundation
import MarqueeNavigation
import MarqueeTesting
import ServarrScreens
import SonarrFeature
import Testing

/// Sonarr routes are declared once (`SonarrRoute.declare`, `SonarrModal.declare`): every case's
/// snapshot text is its link path and its link shows it; the links an episode had before it had
/// its own (`/sonarr/series/:id/season/:number/episode/:episodeID`) still open it over its season.
@MainActor
@Suite(.serialized) struct SonarrRouteTextTests {
    /// One of each route case (`caseIndex` fails to compile when a case is added).
    static let routes: [SonarrRoute] =
        [.library, .series(id: 3), .season(seriesID: 3, number: 0)]
        + SonarrRoute.Activity.allCases.map { .activity($0) } + [.logs, .logFiles, .tasks, .events, .updates].map { .system($0) }
        + ManagementRoute.allCases.map { .manage($0) } + ProfileRoute.allCases.map { .profiles($0) }
    static let modals: [SonarrModal] =
        [
            .episode(id: 9), .addLookup(term: ""), .addLookup(term: "borgen / 2010?&=%"), .addOptions(700003),
            .pickQualityProfile(7), .pickRootFolder(7), .pickSeriesType(tvdbID: 7), .pickMonitor(tvdbID: 7),
            .confirmAdd(700003), .edit(id: 3), .delete(id: 3), .removeFromQueue(id: 5), .interactiveSearch(episodeID: 9),
            .grabRelease(episodeID: 9, guid: "https://indexer/x?id=1/2 é"), .seasonSearch(seriesID: 3, seasonNumber: 2),
            .grabSeasonRelease(seriesID: 3, seasonNumber: 2, guid: "sim-sonarr-1-s-0"), .pickEditedQualityProfile(id: 3),
            .systemModal(.logFile(name: "sonarr.txt")), .bulk(MediaBulkChange(.unmonitor, ids: [3, 4])), .renameFiles(seriesID: 3),
            .renameSeasonFiles(seriesID: 3, seasonNumber: 0), .renameMarked(ids: RecordIDs([3, 4])), .manualImport(queueID: 5),
            .removeDownloads(RecordIDs([5, 6])), .pickEditedRootFolder(id: 3),
            .removeDownloads(RecordIDs([5, 6])),
            .importFolder(path: "/downloads/complete/Dune 2021"), .chooseImportFolder, .queueDetails(id: 5), .markFailed(historyID: 7),
            .pickImport(ImportPick(.proposal(step: 1), on: .folder(path: "/data/a b"))), .pickImport(ImportPick(.quality, on: .queue(id: 5))),
        ] + ManagementModal.oneOfEach.map { .manageModal($0) } + ProfileModal.oneOfEach.map { .profileModal($0) }

    static func caseIndex(_ modal: SonarrModal) -> Int {
        switch modal {
        case .episode: 0
        case .kit(.addLookup): 1
        case .kit(.addOptions): 2
        case .kit(.pickQualityProfile): 3
        case .kit(.pickRootFolder): 4
        case .pickSeriesType: 5
        case .pickMonitor: 6
        case .kit(.confirmAdd): 7
        case .kit(.edit): 8
        case .kit(.delete): 9
        case .kit(.removeFromQueue): 10
        case .interactiveSearch: 11
        case .grabRelease: 12
        case .seasonSearch: 13
        case .grabSeasonRelease: 14
        case .kit(.pickEditedQualityProfile): 15
        case .systemModal: 16
        case .manageModal: 17
        case .kit(.bulk): 18
        case .renameFiles: 19
        case .renameSeasonFiles: 20
        case .renameMarked: 21
        case .profileModal: 22
        case .kit(.manualImport): 23
        case .kit(.removeDownloads): 24
        case .kit(.pickEditedRootFolder): 25
        case .kit(.importFolder): 26
        case .kit(.chooseImportFolder): 27
        case .kit(.queueDetails): 28
        case .kit(.markFailed): 29
        case .kit(.pickImport): 30
        }
    }

    @Test func everyCaseIsItsLinkPathAndOlderTextsRead() async throws {
        #expect(Set(Self.modals.map(Self.caseIndex)) == Set(0...30))
        try await withSonarrFlow(exhaustive: false) { flow, _, _ in
            #expect(flow.host.routeDeclarationProblems(Self.routes + Self.modals) == [])
            let modals = try #require(flow.host.routeRegistry.declaration(of: SonarrModal.self))
            #expect(modals.text(of: SonarrModal.seasonSearch(seriesID: 3, seasonNumber: 2)) == "/sonarr/series/3/season/2/releases")
            #expect(modals.text(of: SonarrModal.addLookup(term: "the wire")) == "/sonarr/add?term=the%20wire")
            // Texts as snapshots wrote them before.
            let older: [(String, AnyRoute?, SonarrModal)] = [
                ("episode/9/releases", nil, .interactiveSearch(episodeID: 9)),
                ("series/3/season/2/releases/abc/grab", nil, .grabSeasonRelease(seriesID: 3, seasonNumber: 2, guid: "abc")),
                ("pick/monitor", AnyRoute(SonarrModal.addOptions(7)), .pickMonitor(tvdbID: 7)),
            ]
            for (text, under, modal) in older {
                #expect(modals.route(fromText: text, under: under).map(AnyRoute.init(erasing:)) == AnyRoute(modal), "\(text)")
            }
            #expect(modals.route(fromText: "pick/monitor", under: nil) == nil)
        }
    }

    @Test func anEpisodeLinkThroughItsSeasonOpensItOverTheSeason() async throws {
        try await withSonarrFlow(exhaustive: false) { flow, _, _ in
            let destination = try flow.host.deepLinks.resolve("/sonarr/series/1/season/1/episode/9/releases/abc/grab")
            #expect(
                destination.stack == [
                    AnyRoute(SonarrRoute.library), AnyRoute(SonarrRoute.series(id: 1)),
                    AnyRoute(SonarrRoute.season(seriesID: 1, number: 1)),
                ])
            #expect(
                destination.modals.map(\.root) == [
                    AnyRoute(SonarrModal.episode(id: 9)), AnyRoute(SonarrModal.interactiveSearch(episodeID: 9)),
                    AnyRoute(SonarrModal.grabRelease(episodeID: 9, guid: "abc")),
                ])
            #expect(destination.modals.map(\.style) == [.sheet, .fullScreen, .alert])
        }
    }
}
