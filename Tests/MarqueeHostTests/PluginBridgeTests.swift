import MarqueeExternalPlugins
import MarqueeNavigation
import Synchronization
import Testing

@testable import MarqueePluginHosting

@Suite("Plugin callbacks are checked, then queued for the main actor")
struct PluginBridgeTests {
    @Test("A link that does not resolve is refused at once; a good one is queued and wakes the host")
    func refuseAndQueue() throws {
        let bridge = PluginBridge(log: nil, settings: ["dice": ["sides": "20"]])
        #expect(throws: PluginBridge.Refused.self) { try bridge.navigate(to: "/radarr/movie/1", from: "dice") }

        var links = DeepLinkRouter()
        try links.register(
            DeepLink(
                "/radarr/movie/:id", route: MovieRoute.self,
                destination: { parameters throws(DeepLinkError) in
                    NavigationDestination(stack: [MovieRoute.movie(id: try parameters.value("id"))])
                }, parameters: { _ in nil }))
        let wakes = Mutex(0)
        bridge.connect(deepLinks: links) { wakes.withLock { $0 += 1 } }

        #expect(throws: PluginBridge.Refused.self) { try bridge.present(url: "/radarr/movie/x", from: "dice") }
        try bridge.navigate(to: "marquee://radarr/movie/1", from: "dice")
        try bridge.dismiss(from: "dice")
        #expect(bridge.takeRequests() == [.navigate("marquee://radarr/movie/1", from: "dice"), .dismiss(from: "dice")])
        #expect(bridge.takeRequests().isEmpty)
        #expect(wakes.withLock { $0 } == 2)
        #expect(bridge.setting(named: "sides", for: "dice") == "20")
        #expect(bridge.setting(named: "sides", for: "other") == nil)
    }
}
