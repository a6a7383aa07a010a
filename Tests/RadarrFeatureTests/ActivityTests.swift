import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import Testing

/// Queue, history, calendar, wanted and system: each reachable by its link, loaded from the simulator.
@MainActor
@Suite(.serialized) struct ActivityTests {
    @Test func everyActivityScreenLoadsFromItsLink() async throws {
        try await withRadarrFlow { flow, _, repository in
            flow.open("/radarr/library") { $0.setStack(RadarrRoute.library) }
            for kind in RadarrRoute.Activity.allCases {
                flow.open("/radarr/\(kind.rawValue)") { $0.setStack(RadarrRoute.library, RadarrRoute.activity(kind)) }
                await flow.settle()
                let screen = try focused(flow, as: ActivityScreen.self)
                #expect(screen.isLoaded, "\(kind)")
                #expect(screen.failure == nil, "\(kind)")
                #expect(flow.host.deepLinks.link(for: RadarrRoute.activity(kind)) == "marquee://radarr/\(kind.rawValue)")
            }
            flow.open("/radarr/wanted") { $0.setStack(RadarrRoute.library, RadarrRoute.activity(.wanted)) }
            await flow.settle()
            let wanted = try focused(flow, as: ActivityScreen.self)
            let missing = try await repository.missing(pageSize: 200)
            #expect(wanted.rows.count == missing.records.count)
            let id = try #require(wanted.rows.first?.movieID)
            flow.selectRow(0) { $0.push(RadarrRoute.movie(id: id)) }
            await flow.settle()
            flow.finish()
        }
    }
}
