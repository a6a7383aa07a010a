import MarqueeNavigation
import SonarrFeature
import Foundation
import MarqueeTesting
import Testing

/// Sonarr routes snapshot as short texts (`TextRepresentableRoute`): every case reads back to
/// itself, texts look like the deep-link paths, and anything else reads as nil.
@MainActor
@Suite(.serialized) struct SonarrRouteTextTests {
    /// One of each route case (`caseIndex` fails to compile when a case is added).
    static let routes: [SonarrRoute] = [.library, .series(id: 3), .season(seriesID: 3, number: 0)]
        + SonarrRoute.Activity.allCases.map { .activity($0) }
    static let modals: [SonarrModal] = [
        .episode(id: 9), .addLookup(term: ""), .addLookup(term: "borgen / 2010?&=%"), .addOptions(tvdbID: 700003),
        .pickQualityProfile, .pickRootFolder, .pickSeriesType, .pickMonitor, .confirmAdd(tvdbID: 700003),
        .editSeries(id: 3), .deleteSeries(id: 3), .removeFromQueue(id: 5), .interactiveSearch(episodeID: 9),
        .grabRelease(episodeID: 9, guid: "https://indexer/x?id=1/2 é"), .seasonSearch(seriesID: 3, seasonNumber: 2),
        .grabSeasonRelease(seriesID: 3, seasonNumber: 2, guid: "sim-sonarr-1-s-0"), .pickEditedQualityProfile(seriesID: 3),
    ]

    static func caseIndex(_ route: SonarrRoute) -> Int {
        switch route {
        case .library: 0
        case .series: 1
        case .season: 2
        case .activity: 3
        }
    }

    static func caseIndex(_ modal: SonarrModal) -> Int {
        switch modal {
        case .episode: 0
        case .addLookup: 1
        case .addOptions: 2
        case .pickQualityProfile: 3
        case .pickRootFolder: 4
        case .pickSeriesType: 5
        case .pickMonitor: 6
        case .confirmAdd: 7
        case .editSeries: 8
        case .deleteSeries: 9
        case .removeFromQueue: 10
        case .interactiveSearch: 11
        case .grabRelease: 12
        case .seasonSearch: 13
        case .grabSeasonRelease: 14
        case .pickEditedQualityProfile: 15
        }
    }

    @Test func everyRouteReadsBackFromItsText() {
        #expect(Set(Self.routes.map(Self.caseIndex)) == Set(0...3))
        for route in Self.routes {
            #expect(SonarrRoute(textRepresentation: route.textRepresentation) == route, "\(route.textRepresentation)")
        }
        #expect(Set(Self.modals.map(Self.caseIndex)) == Set(0...15))
        for modal in Self.modals {
            #expect(SonarrModal(textRepresentation: modal.textRepresentation) == modal, "\(modal.textRepresentation)")
        }
    }

    @Test func textsAreWrittenLikeTheLinks() {
        #expect(SonarrRoute.season(seriesID: 3, number: 2).textRepresentation == "series/3/season/2")
        #expect(SonarrModal.seasonSearch(seriesID: 3, seasonNumber: 2).textRepresentation == "series/3/season/2/releases")
        #expect(SonarrModal.addLookup(term: "the wire").textRepresentation == "add?term=the%20wire")
    }

    @Test(arguments: ["", "/", "Library", "library/", "series", "series/", "series/abc", "series/+1", "series/1/season",
                      "series/1/season/x", "series/1/season/2/3", "episode/٣", "queue/1", "add?term=%ZZ", "add/x",
                      "pick/minimum-availability", "episode/1/releases//grab", "series/1/season/2/releases/%E0%A4/grab",
                      "series/x/season/2/releases/abc/grab", "movie/1"])
    func garbageReadsAsNil(text: String) {
        #expect(SonarrRoute(textRepresentation: text) == nil)
        #expect(SonarrModal(textRepresentation: text) == nil)
    }

    @Test func savedNavigationStateUsesTheTextsAndRestores() async throws {
        try await withSonarrFlow(exhaustive: false) { flow, _, _ in
            flow.open("/sonarr/series/1/season/1/releases/abc/grab")
            let codec = flow.host.snapshotCodec
            let data = try codec.encode(flow.state)
            let json = try #require(String(data: data, encoding: .utf8))
            #expect(json.contains("\"series/1/season/1/releases/abc/grab\""), "\(json)")
            #expect(try codec.decode(data).state == flow.state)
            await flow.settle()
        }
    }
}
