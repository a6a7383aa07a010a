import MarqueeNavigation
import RadarrFeature
import Foundation
import MarqueeTesting
import Testing

/// Radarr routes snapshot as short texts (`TextRepresentableRoute`): every case reads back to
/// itself, texts look like the deep-link paths, and anything else reads as nil.
@MainActor
@Suite(.serialized) struct RouteTextTests {
    /// One of each route case (`caseIndex` fails to compile when a case is added).
    static let routes: [RadarrRoute] = [.library, .movie(id: 12)] + RadarrRoute.Activity.allCases.map { .activity($0) }
    static let modals: [RadarrModal] = [
        .addLookup(term: ""), .addLookup(term: "dune: part two / 2024?&=%"), .addOptions(tmdbID: 603),
        .pickQualityProfile, .pickRootFolder, .pickMinimumAvailability, .confirmAdd(tmdbID: 603),
        .deleteMovie(id: 12), .editMovie(id: 12), .interactiveSearch(movieID: 12),
        .grabRelease(movieID: 12, guid: "https://indexer/x?id=1/2 é"), .removeFromQueue(id: 5),
        .pickEditedQualityProfile(movieID: 12),
    ]

    static func caseIndex(_ route: RadarrRoute) -> Int {
        switch route {
        case .library: 0
        case .movie: 1
        case .activity: 2
        }
    }

    static func caseIndex(_ modal: RadarrModal) -> Int {
        switch modal {
        case .addLookup: 0
        case .addOptions: 1
        case .pickQualityProfile: 2
        case .pickRootFolder: 3
        case .pickMinimumAvailability: 4
        case .confirmAdd: 5
        case .deleteMovie: 6
        case .editMovie: 7
        case .interactiveSearch: 8
        case .grabRelease: 9
        case .removeFromQueue: 10
        case .pickEditedQualityProfile: 11
        }
    }

    @Test func everyRouteReadsBackFromItsText() {
        #expect(Set(Self.routes.map(Self.caseIndex)) == Set(0...2))
        for route in Self.routes {
            #expect(RadarrRoute(textRepresentation: route.textRepresentation) == route, "\(route.textRepresentation)")
        }
        #expect(Set(Self.modals.map(Self.caseIndex)) == Set(0...11))
        for modal in Self.modals {
            #expect(RadarrModal(textRepresentation: modal.textRepresentation) == modal, "\(modal.textRepresentation)")
        }
    }

    @Test func textsAreWrittenLikeTheLinks() {
        #expect(RadarrRoute.movie(id: 12).textRepresentation == "movie/12")
        #expect(RadarrRoute.activity(.cutoffUnmet).textRepresentation == "cutoff-unmet")
        #expect(RadarrModal.addLookup(term: "dune").textRepresentation == "add?term=dune")
        #expect(RadarrModal.grabRelease(movieID: 12, guid: "a/b").textRepresentation == "movie/12/releases/a%2Fb/grab")
    }

    @Test(arguments: ["", "/", "Library", "library/", "movie", "movie/", "movie/abc", "movie/+1", "movie/ 1", "movie/1/2",
                      "movie/٣", "movies/1", "queue/1", "add?term=%ZZ", "add?term=a/b", "add/x/confirm", "pick/nothing",
                      "movie/1/releases//grab", "movie/x/releases/abc/grab", "movie/1/releases/%E0%A4/grab", "search"])
    func garbageReadsAsNil(text: String) {
        #expect(RadarrRoute(textRepresentation: text) == nil)
        #expect(RadarrModal(textRepresentation: text) == nil)
    }

    @Test func savedNavigationStateUsesTheTextsAndRestores() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, _ in
            flow.open("/radarr/movie/1/releases/abc/grab")
            let codec = flow.host.snapshotCodec
            let data = try codec.encode(flow.state)
            let json = try #require(String(data: data, encoding: .utf8))
            #expect(json.contains("\"movie/1/releases/abc/grab\""), "\(json)")
            #expect(try codec.decode(data).state == flow.state)
            await flow.settle()
        }
    }
}
