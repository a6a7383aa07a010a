import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrCore
import ServarrScreens
import ServarrSimulator
import ServarrTesting
import Testing

/// Two instances of every service, each on its own simulator over loopback: each instance's
/// screens talk to its server, keep their own stack across switching, are named by links, and
/// "Add to another instance" adds a title to the other server with that server's options.
@MainActor
@Suite(.serialized) struct InstancesFlowTests {
    @Test(arguments: KitCases.all)
    func eachInstanceKeepsItsServerAndStack(_ service: any KitCase.Type) async throws {
        try await stacks(service)
    }

    @Test(arguments: KitCases.all)
    func addToAnotherInstanceUsesThatServer(_ service: any KitCase.Type) async throws {
        try await addToAnother(service)
    }

    /// Runs `body` with the service on "home" (the default) and "4k", where only the home
    /// server has the catalogue title `Case.newTitle` (added there first, over HTTP).
    private func withTwoInstances<Case: KitCase>(
        _ service: Case.Type,
        _ body: (FlowTest, [ServarrSimulator], [Case.Service.Repository], _ title: Case.Service.Repository.Media) async throws -> Void
    ) async throws {
        try await withServarrInstancesFlow(
            Case.module(), feature: FeatureID(Case.name), names: ["home", "4k"], configuration: Case.configuration(of:)
        ) {
            (flow, simulators, repositories: [Case.Service.Repository]) in
            let home = repositories[0]
            let found = try await home.lookup(term: Case.newTitle.term)
            let item = try #require(found.first { $0.externalID == Case.newTitle.externalID })
            var draft = Case.Service.newDraft(for: item)
            draft.qualityProfileID = try await home.qualityProfiles().first?.id
            draft.rootFolderPath = try await home.rootFolders().first?.path
            let added = try await home.add(item, options: Case.Service.addOptions(for: draft, tagIDs: []))
            await flow.settle()
            (flow.focusedScreen as? MediaLibraryScreen<Case.Service>)?.reload()
            await flow.settle()
            try await body(flow, simulators, repositories, added)
        }
    }

    private func stacks<Case: KitCase>(_ service: Case.Type) async throws {
        try await withTwoInstances(service) { flow, _, repositories, title in
            let fourKTab = TabID("\(Case.name)/4k")
            flow.open(Case.detailLink(id: title.id))
            await flow.settle()
            #expect(Case.shownID(in: flow) == title.id)
            let homeDetail = try #require(flow.focusedScreen)

            // I: the 4k instance, at its library, loaded from its own server.
            flow.press("I")
            await flow.settle()
            #expect(flow.state.selectedTab == fourKTab)
            let library = try flow.requireFocusedScreen(as: MediaLibraryScreen<Case.Service>.self)
            #expect(library.items.count == (try await repositories[1].mediaListing().elements.count))
            #expect(!library.items.contains { $0.title == title.title })

            // I again: home, exactly where it was.
            flow.press("I")
            #expect(flow.state.selectedTab == TabID(Case.name))
            #expect(flow.focusedScreen === homeDetail)

            // A link naming the instance shows that server's item on its stack; the home stack stays.
            let other = try #require(library.items.first)
            let link = Case.detailLink(id: other.id)
            flow.open("/\(Case.name)/4k" + link.dropFirst(Case.name.count + 1))
            await flow.settle()
            #expect(flow.state.selectedTab == fourKTab)
            #expect(Case.shownID(in: flow) == other.id)
            flow.press("I")
            #expect(flow.focusedScreen === homeDetail)

            // An instance that does not exist is a clear error, and nothing changes.
            #expect(throws: NavigationError.self) { try flow.host.coordinator.open("/\(Case.name)/8k" + link.dropFirst(Case.name.count + 1)) }
            #expect(flow.focusedScreen === homeDetail)
        }
    }

    private func addToAnother<Case: KitCase>(_ service: Case.Type) async throws {
        try await withTwoInstances(service) { flow, simulators, repositories, title in
            let fourKTab = TabID("\(Case.name)/4k")
            await flow.settle()
            let library = try flow.requireFocusedScreen(as: MediaLibraryScreen<Case.Service>.self)
            library.filter(by: title.title)
            library.highlight(row: 0)
            #expect(library.selectedItem?.id == title.id)

            // The home server cannot list its root folders or profiles: the 4k add flow must not ask it.
            let api = Case.simulated == .lidarr ? "api/v1" : "api/v3"
            for resource in ["rootfolder", "qualityprofile"] {
                await simulators[0].faults.add(
                    FaultRule(.serverError(message: "home is down"), service: Case.simulated, operation: "get/\(api)/\(resource)"))
            }

            // A: the add sheet on the 4k instance, the title looked up there (not in its library).
            flow.press(ModuleRegistrar.addToAnotherInstanceKey)
            await flow.settle()
            #expect(flow.state.selectedTab == fourKTab)
            let lookup = try flow.requireFocusedScreen(as: AddLookupScreen<Case.Service>.self)
            #expect(lookup.destination == "\(Case.Service.serviceName) · 4k")
            #expect(lookup.results.map(\.title) == [title.title])
            #expect(lookup.results.first?.isInLibrary == false)
            #expect(lookup.alreadyInLibrary == nil)

            flow.selectRow(0)
            await flow.settle()
            let options = try flow.requireFocusedScreen(as: AddOptionsScreen<Case.Service>.self)
            #expect(options.draft.rootFolderPath != nil, "\(String(describing: options.failure))")
            #expect(options.draft.qualityProfileID != nil)
            try options.requestAdd()
            flow.answer("Add")
            await flow.settle()

            // Added on 4k (not home), and its detail shows on the 4k stack.
            let added = try #require(try await repositories[1].mediaListing().elements.first { $0.title == title.title })
            #expect(flow.state.selectedTab == fourKTab)
            #expect(Case.shownID(in: flow) == added.id)
            #expect(try await repositories[0].mediaListing().elements.filter { $0.title == title.title }.count == 1)

            // Back home, on the title's detail; A again: the 4k server has it now, and the sheet says so.
            flow.press("I")
            #expect(flow.state.selectedTab == TabID(Case.name))
            flow.open(Case.detailLink(id: title.id))
            await flow.settle()
            #expect(Case.shownID(in: flow) == title.id)
            flow.press(ModuleRegistrar.addToAnotherInstanceKey)
            await flow.settle()
            #expect(flow.state.selectedTab == fourKTab)
            let again = try flow.requireFocusedScreen(as: AddLookupScreen<Case.Service>.self)
            #expect(
                again.alreadyInLibrary
                    == "\(again.results.first?.titleWithYear ?? "?") is already in \(Case.Service.serviceName) · 4k; Enter shows it")
        }
    }
}
