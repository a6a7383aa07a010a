import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import Testing

@MainActor
@Suite("Flow tests of the example Watchlist module")
struct FlowTestTests {
    @Test("Select a row, press a key, answer a dialog, await the removal: every change asserted")
    func removeFlow() async throws {
        let store = InMemoryWatchlistStore()
        let flow = try FlowTest(modules: [WatchlistModule()], services: watchlistServices(store))
        flow.expect { $0.setStack(WatchlistRoute.list) }
        await flow.settle()
        #expect(flow.focusedScreen(as: WatchlistScreen.self)?.items.map(\.title) == ["Dune", "Arrival"])

        flow.selectRow(1) { $0.push(WatchlistRoute.item(id: 2)) }
        flow.press("d") { $0.present(WatchlistModal.confirmRemove(id: 2), style: .alert) }
        flow.answer("Remove")
        flow.expectNoChange()  // the removal is still running
        await flow.settle()
        flow.expect {
            $0.dismiss()
            $0.pop()
        }
        #expect(await store.removed == [2])
        flow.finish()
    }

    @Test("Deep links and cross-feature routing protocols, with a fake Radarr module")
    func deepLinkAndHandOff() async throws {
        let flow = try FlowTest(modules: [WatchlistModule(), FakeRadarrModule()], services: watchlistServices())
        flow.open("marquee://watchlist/item/1") { $0.setStack(WatchlistRoute.list, WatchlistRoute.item(id: 1)) }
        #expect(flow.focusedScreen?.title == "Item 1")
        flow.press("o") { $0.push(FakeRadarrRoute.movie(id: 1)) }
        flow.back { $0.pop() }
        await flow.settle()  // the list screen's load, cancelled when the link replaced the stack
        flow.finish()
    }

    @Test("Without Radarr the hand-off key does nothing instead of crashing")
    func handOffWithoutRadarr() async throws {
        let flow = try FlowTest(modules: [WatchlistModule()], services: watchlistServices())
        flow.open("/watchlist/item/1") { $0.push(WatchlistRoute.item(id: 1)) }
        flow.press("o")
        flow.expectNoChange()
        await flow.settle()
        flow.finish()
    }

    @Test("requireFocusedScreen returns the focused screen, or names the one focused instead")
    func requireFocusedScreen() async throws {
        let flow = try FlowTest(modules: [WatchlistModule()], services: watchlistServices())
        flow.open("/watchlist/item/1") { $0.push(WatchlistRoute.item(id: 1)) }
        #expect(try flow.requireFocusedScreen(as: WatchlistItemScreen.self).title == "Item 1")
        #expect {
            try flow.requireFocusedScreen(as: WatchlistScreen.self)
        } throws: { error in
            "\(error)" == "expected WatchlistScreen to be focused, found WatchlistItemScreen"
        }
        await flow.settle()
        flow.finish()
    }

    @Test("A module the host disables stops the flow test with the reason")
    func disabledModule() {
        #expect {
            try FlowTest(modules: [WatchlistModule()])
        } throws: { error in
            "\(error)" == "module Watchlist (watchlist) is disabled: requires service WatchlistStore, which nothing provides"
        }
    }
}

@MainActor
@Suite("Flow-test failures are exhaustive and readable")
struct FlowTestFailureTests {
    @Test("A wrong expectation shows expected and actual stacks and modals")
    func mismatchMessage() throws {
        let failures = CollectedFailures()
        let flow = try FlowTest(modules: [WatchlistModule()], services: watchlistServices(), reporter: failures.reporter)
        flow.open("/watchlist/item/2") { $0.push(WatchlistRoute.item(id: 1)) }
        #expect(failures.all.count == 1)
        let message = try #require(failures.all.first)
        #expect(
            message.contains(
                """
                State after open("/watchlist/item/2") does not match.
                Expected:
                  * tab watchlist: [watchlist:list > watchlist:item(id: 1)]
                Actual:
                  * tab watchlist: [watchlist:list > watchlist:item(id: 2)]
                Difference (− expected, + actual):
                  − * tab watchlist: [watchlist:list > watchlist:item(id: 1)]
                  + * tab watchlist: [watchlist:list > watchlist:item(id: 2)]
                Full state:
                * tab watchlist: [#2 watchlist:list > #3 watchlist:item(id: 2)]
                """))
    }

    @Test("Exhaustive mode fails on unasserted changes, at the next intent and at finish")
    func exhaustive() async throws {
        let failures = CollectedFailures()
        let flow = try FlowTest(modules: [WatchlistModule()], services: watchlistServices(), reporter: failures.reporter)
        await flow.settle()
        flow.selectRow(0)
        flow.press("d")
        #expect(failures.all.count == 1)
        #expect(failures.all[0].hasPrefix("press(\"d\") was sent, but the change(s) after selectRow(0) were not asserted:"))
        flow.finish()
        #expect(failures.all.count == 2)
        #expect(failures.all[1].contains("1 state change(s) after press(\"d\") were not asserted"))
        #expect(failures.all[1].contains("+   modal[0] alert: [watchlist:confirmRemove(id: 1)]"))
    }

    @Test("Non-exhaustive mode only checks what is asserted; unfinished tasks fail exhaustive finish")
    func nonExhaustiveAndTasks() async throws {
        let relaxed = CollectedFailures()
        let flow = try FlowTest(modules: [WatchlistModule()], services: watchlistServices(), exhaustive: false, reporter: relaxed.reporter)
        await flow.settle()
        flow.selectRow(0)
        flow.press("d")
        flow.expectState({ $0.modals.count == 1 }, "the confirmation is up")
        flow.finish()
        #expect(relaxed.all.isEmpty)

        let strict = CollectedFailures()
        let running = try FlowTest(modules: [WatchlistModule()], services: watchlistServices(), reporter: strict.reporter)
        running.finish()
        #expect(strict.all.count == 1)
        #expect(strict.all.first?.hasPrefix("1 tracked task(s) still running (MarqueeTestingTests/WatchlistModule.swift:") == true)
        #expect(strict.all.first?.hasSuffix("; call settle() before finish()") == true)
        await running.settle()
    }

    @Test("Wrong intents are reported: unbound keys, screens that are not dialogs, bad links")
    func wrongIntents() throws {
        let failures = CollectedFailures()
        let flow = try FlowTest(modules: [WatchlistModule()], services: watchlistServices(), reporter: failures.reporter)
        flow.press("z")
        flow.answer("Yes")
        flow.open("/nowhere")
        #expect(
            failures.all == [
                "no key command is bound to 'z' for #1 watchlist:list",
                "the focused screen (watchlist:list WatchlistScreen) is not a dialog",
                "open(\"/nowhere\") failed: no screen for link '/nowhere'; closest pattern: /watchlist",
            ])
    }
}
