import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import Testing

@MainActor
@Suite("Harness: guards, tracked tasks")
struct HarnessTests {
    @Test("send() goes through the guards; a redirect is asserted like any change")
    func guardRedirect() async throws {
        let flow = try FlowTest(modules: [WatchlistModule()], services: watchlistServices())
        flow.host.coordinator.addGuard("items need sign-in") { request in
            request.target.focusedEntry?.route.as(WatchlistRoute.self) == .item(id: 2)
                ? .redirect(.push(WatchlistRoute.item(id: 1)))
                : .allow
        }
        let outcome = flow.send(.push(WatchlistRoute.item(id: 2))) { $0.push(WatchlistRoute.item(id: 1)) }
        guard case .redirected = outcome else {
            Issue.record("expected a redirect, got \(outcome)")
            return
        }
        await flow.settle()
        flow.finish()
    }

    @Test("settle() waits for tracked tasks and the tasks they start, without sleeping")
    func nestedTasks() async {
        let tracker = TaskTracker()
        var order: [String] = []
        tracker.track {
            await Task.yield()
            order.append("outer")
            tracker.track {
                for _ in 0..<3 { await Task.yield() }
                order.append("inner")
            }
        }
        #expect(tracker.pendingCount == 1)
        await tracker.settle()
        #expect(order == ["outer", "inner"])
        #expect(tracker.pendingCount == 0)
    }
}
