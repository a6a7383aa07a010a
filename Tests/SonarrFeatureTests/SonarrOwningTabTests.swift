import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import SonarrAPI
import SonarrFeature
import ServarrScreens
import Testing

/// Another tab (as Explore) hands a series to Sonarr through `SonarrRouting`: the series lands
/// on the Sonarr tab, and the asking tab keeps its stack.
@MainActor
@Suite(.serialized) struct SonarrOwningTabTests {
    /// Selects the other tab and opens something there, so that its stack is worth keeping;
    /// first opens the queue on the Sonarr tab when `fromQueue` (what is handed over is
    /// pushed on top of it, not put in its place).
    private func goElsewhere(_ flow: FlowTest, fromQueue: Bool = false) {
        flow.expect { $0.setStack(SonarrRoute.library) }
        if fromQueue {
            flow.perform("open the queue", { host in _ = try host.coordinator.push(SonarrRoute.activity(.queue)) }) {
                $0.push(SonarrRoute.activity(.queue))
            }
        }
        flow.perform("select elsewhere", { host in try host.coordinator.selectTab("elsewhere") }) {
            $0.selectTab("elsewhere")
        }
        flow.perform("open a result", { host in _ = try host.coordinator.push(ElsewhereRoute.result(4)) }) {
            $0.push(ElsewhereRoute.result(4))
        }
    }

    @Test func showSeriesFromAnotherTabLandsOnTheSonarrTab() async throws {
        try await withSonarrFlow(alongside: [ElsewhereModule()]) { flow, _, repository in
            let id = try #require(try await repository.series().first?.id)
            goElsewhere(flow, fromQueue: true)
            flow.perform("showSeries", { host in try #require(host.router(SonarrRouting.self)).showSeries(id: id) }) {
                $0.selectTab("sonarr")
                $0.push(SonarrRoute.series(id: id))
            }
            #expect(flow.state.selectedTab == "sonarr")
            #expect(flow.state.stack.count == 3, "pushed over the queue")
            #expect(flow.state.stack(for: "elsewhere")?.map(\.route) == [AnyRoute(ElsewhereRoute.search), AnyRoute(ElsewhereRoute.result(4))])
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: SeriesDetailScreen.self).series?.id == id)
            flow.finish()
        }
    }

    @Test func addSeriesStartedFromAnotherTabEndsOnTheSonarrTab() async throws {
        try await withSonarrFlow(alongside: [ElsewhereModule()]) { flow, _, repository in
            goElsewhere(flow)
            flow.perform("startAddSeries", { host in try #require(host.router(SonarrRouting.self)).startAddSeries(term: "kingdom") }) {
                $0.present(SonarrModal.addLookup(term: "kingdom"))
            }
            await flow.settle()
            let lookup = try flow.requireFocusedScreen(as: AddSeriesLookupScreen.self)
            let index = try #require(lookup.results.firstIndex { $0.tvdbID == 700003 })
            flow.selectRow(index) { $0.push(SonarrModal.addOptions(tvdbID: 700003)) }
            await flow.settle()
            let options = try flow.requireFocusedScreen(as: AddSeriesOptionsScreen.self)
            flow.perform("add", { _ in try options.requestAdd() }) { $0.present(SonarrModal.confirmAdd(tvdbID: 700003), style: .alert) }
            flow.answer("Add")
            await flow.settle()
            let added = try #require(try await repository.series().first { $0.tvdbID == 700003 })
            flow.expect {
                $0.dismissAll()
                $0.selectTab("sonarr")
                $0.push(SonarrRoute.series(id: added.id))
            }
            #expect(flow.state.stack(for: "elsewhere")?.map(\.route) == [AnyRoute(ElsewhereRoute.search), AnyRoute(ElsewhereRoute.result(4))])
            flow.finish()
        }
    }

    @Test func aLibrarySeriesChosenInTheAddSheetFromAnotherTabOpensOnTheSonarrTab() async throws {
        try await withSonarrFlow(alongside: [ElsewhereModule()]) { flow, _, _ in
            goElsewhere(flow)
            flow.perform("startAddSeries", { host in try #require(host.router(SonarrRouting.self)).startAddSeries(term: "breaking") }) {
                $0.present(SonarrModal.addLookup(term: "breaking"))
            }
            await flow.settle()
            let lookup = try flow.requireFocusedScreen(as: AddSeriesLookupScreen.self)
            let index = try #require(lookup.results.firstIndex { $0.title == "Breaking Bad" && $0.isInLibrary })
            let id = lookup.results[index].id
            flow.selectRow(index) {
                $0.dismissAll()
                $0.selectTab("sonarr")
                $0.push(SonarrRoute.series(id: id))
            }
            #expect(flow.state.stack(for: "elsewhere")?.map(\.route) == [AnyRoute(ElsewhereRoute.search), AnyRoute(ElsewhereRoute.result(4))])
            await flow.settle()
            flow.finish()
        }
    }
}
