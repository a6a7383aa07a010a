import MarqueeNavigation
import MarqueeTesting
import Testing

// Written by FlowTestSource.make(from:name:boot:deepLinks:) from the session recorded in
// GeneratedSourceTests.recordSession(); GeneratedSourceTests checks it stays current.

@MainActor
@Suite("Recorded flows")
struct RecordedFlows {
    @Test("Recorded watchlist session")
    func recordedWatchlistSession() async throws {
        let flow = try FlowTest(modules: [WatchlistModule()], services: watchlistServices())
        flow.expect {
            $0.selectedTab = "watchlist"
            $0.stack = [AnyRoute(MarqueeTestingTests.WatchlistRoute.list)]
            $0.modals = []
        }
        flow.apply(NavigationIntent([.push(AnyRoute(MarqueeTestingTests.WatchlistRoute.item(id: 2)), in: .top)], reason: .programmatic)) {
            $0.stack = [AnyRoute(MarqueeTestingTests.WatchlistRoute.list), AnyRoute(MarqueeTestingTests.WatchlistRoute.item(id: 2))]
        }
        flow.apply(NavigationIntent([.present(AnyRoute(MarqueeTestingTests.WatchlistModal.confirmRemove(id: 2)), style: .alert, options: ModalOptions(isDismissalDisabled: false))], reason: .programmatic)) {
            $0.modals = [.init(style: .alert, routes: [AnyRoute(MarqueeTestingTests.WatchlistModal.confirmRemove(id: 2))])]
        }
        flow.apply(NavigationIntent([.dismissTop], reason: .programmatic)) {
            $0.modals = []
        }
        flow.apply(NavigationIntent([.open(url: "/watchlist/item/1")], reason: .deepLink)) {
            $0.stack = [AnyRoute(MarqueeTestingTests.WatchlistRoute.list), AnyRoute(MarqueeTestingTests.WatchlistRoute.item(id: 1))]
        }
        flow.apply(NavigationIntent([.back], reason: .back)) {
            $0.stack = [AnyRoute(MarqueeTestingTests.WatchlistRoute.list)]
        }
        flow.apply(NavigationIntent([.back], reason: .back))
        flow.expectNoChange()
        await flow.settle()
        flow.finish()
    }
}
