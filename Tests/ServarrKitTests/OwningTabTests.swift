import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrCore
import ServarrScreens
import Testing

/// Another tab (as Explore) hands a title to a service's feature through its routing protocol
/// (`RadarrRouting`, `SonarrRouting`): the title lands on the service's tab, and the asking tab
/// keeps its stack.
@MainActor
@Suite(.serialized) struct OwningTabTests {
    /// Selects the other tab and opens something there, so that its stack is worth keeping;
    /// first opens the queue on the service's tab when `fromQueue` (what is handed over is
    /// shown on the tab's root stack, in its place).
    private func goElsewhere<Case: KitCase>(_ flow: FlowTest, _ service: Case.Type, fromQueue: Bool = false) {
        flow.expect { $0.setStack(Case.library) }
        if fromQueue {
            flow.perform("open the queue", { host in _ = try host.coordinator.push(Case.activity(.queue)) }) {
                $0.push(Case.activity(.queue))
            }
        }
        flow.perform("select elsewhere", { host in try host.coordinator.selectTab("elsewhere") }) {
            $0.selectTab("elsewhere")
        }
        flow.perform("open a result", { host in _ = try host.coordinator.push(ElsewhereRoute.result(4)) }) {
            $0.push(ElsewhereRoute.result(4))
        }
    }

    private var elsewhereStack: [AnyRoute] { [AnyRoute(ElsewhereRoute.search), AnyRoute(ElsewhereRoute.result(4))] }

    @Test(arguments: KitCases.all)
    func showFromAnotherTabLandsOnTheServiceTab(_ service: any KitCase.Type) async throws {
        try await showFromAnotherTab(service)
    }

    private func showFromAnotherTab<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, alongside: [ElsewhereModule()]) { flow, _, repository in
            let id = try #require(try await repository.mediaListing().elements.first?.id)
            goElsewhere(flow, service, fromQueue: true)
            flow.perform("show", { _ in try Case.show(id: id, in: flow) }) {
                $0.selectTab(TabID(Case.name))
                $0.popToRoot()
                $0.push(Case.Service.detail(id: id))
            }
            #expect(flow.state.selectedTab == TabID(Case.name))
            #expect(flow.state.stack.map(\.route) == [AnyRoute(Case.library), AnyRoute(Case.Service.detail(id: id))], "on the tab's root stack")
            #expect(flow.state.stack(for: "elsewhere")?.map(\.route) == elsewhereStack)
            await flow.settle()
            #expect(Case.shownID(in: flow) == id)
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func addFlowStartedFromAnotherTabEndsOnTheServiceTab(_ service: any KitCase.Type) async throws {
        try await addFromAnotherTab(service)
    }

    private func addFromAnotherTab<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, alongside: [ElsewhereModule()]) { flow, _, repository in
            let (externalID, term) = Case.newTitle
            goElsewhere(flow, service)
            flow.perform("start add", { _ in try Case.startAdd(term: term, in: flow) }) { $0.present(Case.addLookup(term: term)) }
            await flow.settle()
            let lookup = try flow.requireFocusedScreen(as: AddLookupScreen<Case.Service>.self)
            let index = try #require(lookup.results.firstIndex { $0.externalID == externalID })
            flow.selectRow(index) { $0.push(Case.Service.Modal.addOptions(externalID)) }
            await flow.settle()
            let options = try flow.requireFocusedScreen(as: AddOptionsScreen<Case.Service>.self)
            flow.perform("add", { _ in try options.requestAdd() }) { $0.present(Case.Service.Modal.confirmAdd(externalID), style: .alert) }
            flow.answer("Add")
            await flow.settle()
            let added = try #require(try await repository.mediaListing().elements.first { $0.externalID == externalID })
            flow.expect {
                $0.dismissAll()
                $0.selectTab(TabID(Case.name))
                $0.push(Case.Service.detail(id: added.id))
            }
            #expect(flow.state.stack(for: "elsewhere")?.map(\.route) == elsewhereStack)
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func aLibraryTitleChosenInTheAddSheetFromAnotherTabOpensOnTheServiceTab(_ service: any KitCase.Type) async throws {
        try await libraryTitleFromAnotherTab(service)
    }

    private func libraryTitleFromAnotherTab<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, alongside: [ElsewhereModule()]) { flow, _, _ in
            let (title, term) = Case.libraryTitle
            goElsewhere(flow, service)
            flow.perform("start add", { _ in try Case.startAdd(term: term, in: flow) }) { $0.present(Case.addLookup(term: term)) }
            await flow.settle()
            let lookup = try flow.requireFocusedScreen(as: AddLookupScreen<Case.Service>.self)
            let index = try #require(lookup.results.firstIndex { $0.title == title && $0.isInLibrary })
            let id = lookup.results[index].id
            flow.selectRow(index) {
                $0.dismissAll()
                $0.selectTab(TabID(Case.name))
                $0.push(Case.Service.detail(id: id))
            }
            #expect(flow.state.stack(for: "elsewhere")?.map(\.route) == elsewhereStack)
            await flow.settle()
            flow.finish()
        }
    }
}

/// Another feature's tab (as Explore is), for flows that hand a title to a service from elsewhere.
struct ElsewhereModule: FeatureModule {
    let manifest = ModuleManifest(
        id: "elsewhere", displayName: "Elsewhere", version: "1.0.0", tab: ModuleTab(title: "Elsewhere", key: "9", order: 9))

    func register(with registrar: ModuleRegistrar) {
        registrar.routes(ElsewhereRoute.self) { $0.screens { route, _ in ElsewhereScreen(title: "\(route)") } }
        registrar.tabRoot(ElsewhereRoute.search)
    }
}

enum ElsewhereRoute: Route {
    static let feature: FeatureID = "elsewhere"
    case search
    case result(Int)
}

final class ElsewhereScreen: Screen {
    let title: String
    init(title: String) { self.title = title }
}
