import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import Testing

/// The kit's settling, its platform-neutral steps, its state edits, and guards a module registers.
@MainActor
@Suite("Kit: settle, tap, state edits, module guards")
struct KitTests {
    @Test("settle() does not wait for a task awaiting a user's answer")
    func settleSkipsATaskAwaitingAPicker() async throws {
        let flow = try FlowTest(modules: [WatchlistModule()], services: watchlistServices())
        flow.open("/watchlist/item/1") { $0.push(WatchlistRoute.item(id: 1)) }
        let answer = Answer()
        flow.tap("Remove") {
            flow.host.tasks.track(label: "ask to remove") {
                answer.value = try? await flow.host.coordinator.present(WatchlistModal.confirmRemove(id: 1), returning: Int.self)
            }
        }
        await flow.settle()
        flow.expect { $0.present(WatchlistModal.confirmRemove(id: 1), style: .alert) }
        #expect(flow.host.tasks.pendingCount == 1 && flow.host.tasks.busyCount == 0)
        flow.tap("Yes") { try flow.host.coordinator.finish(flow.state.topModal!.id, with: 7) }
        flow.expect { $0.dismiss() }
        await flow.settle()
        #expect(answer.value == 7)
        flow.finish()
    }

    @Test("settle() gives up after its timeout and names what still runs")
    func settleTimesOutListingTheWork() async throws {
        let failures = CollectedFailures()
        let flow = try FlowTest(modules: [WatchlistModule()], services: watchlistServices(), reporter: failures.reporter)
        let (never, _) = AsyncStream<Void>.makeStream()
        flow.host.tasks.track(label: "wait for a server that never answers") {
            for await _ in never {}
        }
        await flow.settle(timeout: .milliseconds(20))
        #expect(failures.all.count == 1)
        #expect(failures.all.first?.contains("wait for a server that never answers") == true)
        flow.host.tasks.cancelAll()
        await flow.settle()
    }

    @Test("A module's guard holds on every path: a key command, a router, a deep link")
    func aModuleGuardHoldsEverywhere() throws {
        let failures = CollectedFailures()
        let flow = try FlowTest(modules: [GatedModule()], reporter: failures.reporter)
        flow.tap("Item") { try flow.host.router(for: GatedRoute.self, GatedRoute.self).push(.item) }
        flow.open("/gated")
        flow.expectNoChange()
        flow.finish()
        #expect(failures.all.count == 2)
        #expect(failures.all.allSatisfy { $0.contains("the guard 'no items' did not let it through") })
    }

    @Test("One-line and link-less declarations: the link, the declared style, the screen")
    func shortDeclarations() throws {
        let flow = try FlowTest(modules: [GatedModule()])
        flow.open("/gated/detail/3") { $0.push(GatedRoute.detail(id: 3)) }
        flow.tap("Inner") { try flow.host.router(for: GatedRoute.self, GatedRoute.self).present(.inner) }
        flow.expect { $0.present(GatedRoute.inner, style: .fullScreen) }
        #expect(flow.focusedScreen(as: GatedScreen.self) != nil)
        #expect(flow.host.deepLinks.link(for: GatedRoute.inner) == nil)
        flow.finish()
    }

    @Test func flowStateEditsAnyModalDepthAndPopsToRoot() {
        var state = FlowState(NavigationState())
        state.setStack(GatedRoute.list, GatedRoute.item)
        state.present(GatedRoute.list)
        state.push(GatedRoute.item, inModal: 0)
        state.present(GatedRoute.item, style: .fullScreen)
        state.push(GatedRoute.list, inModal: 1)
        state.popToRoot(inModal: 0)
        #expect(state.modals.map(\.routes.count) == [1, 2])
        state.dismiss(fromDepth: 1)
        state.popToRoot()
        #expect(state.modals.count == 1 && state.modals[0].routes.count == 1)
        state.dismissAll()
        state.popToRoot()
        #expect(state.stack == [AnyRoute(GatedRoute.list)])
    }
}

@MainActor
final class Answer {
    var value: Int?
}

enum GatedRoute: Route {
    static let feature: FeatureID = "gated"
    case list, item, detail(id: Int), inner
}

/// A module whose items nobody may open: its guard, registered at start-up, denies them.
struct GatedModule: FeatureModule {
    let manifest = ModuleManifest(id: "gated", displayName: "Gated", version: "1.0.0", tab: ModuleTab(title: "Gated", key: "g", order: 1))

    func register(with registrar: ModuleRegistrar) {
        registrar.routes(GatedRoute.self) { routes in
            routes.route("/gated/list", "The list", .list, .root(of: "gated")) { _ in GatedScreen() }
            routes.route("/gated", "An item", .item, .push(on: GatedRoute.list)) { _ in GatedScreen() }
            routes.route("/gated/detail/:id", GatedRoute.detail, .push(on: GatedRoute.list)) { _, _ in GatedScreen() }
            routes.route(GatedRoute.inner, .present(.fullScreen, over: GatedRoute.list)) { _ in GatedScreen() }
        }
        registrar.addGuard("no items", for: [GatedRoute.self]) { request in
            request.adds(GatedRoute.self) && request.target.focusedEntry?.route == AnyRoute(GatedRoute.item) ? .deny(reason: "closed") : .allow
        }
    }
}

@MainActor
final class GatedScreen: Screen {
    let title = "Gated"
}
