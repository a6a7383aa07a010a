import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import ServarrSimulator
import Testing

/// What the user sees when the server refuses or cannot be reached (docs/keys.md, "Global"): a
/// refused action is a toast naming the action, the instance and the server's words, and the
/// screen keeps what it shows; a screen whose item could not load names the instance and its
/// address and offers only back and retry.
@MainActor
@Suite(.serialized) struct ActionFailureTests {
    @Test(arguments: KitCases.all)
    func aRefusedMonitorToggleOnAnItemIsAToastAndThePageKeepsTheItem(_ service: any KitCase.Type) async throws {
        try await refusedToggleOnTheDetail(service)
    }

    @Test(arguments: KitCases.all)
    func aRefusedSearchOrReloadOnTheLibraryIsAToastAndTheRowsStay(_ service: any KitCase.Type) async throws {
        try await refusedLibraryActions(service)
    }

    @Test(arguments: KitCases.all)
    func anItemThatCouldNotLoadNamesTheInstanceAndOffersOnlyBackAndRetry(_ service: any KitCase.Type) async throws {
        try await unloadedItem(service)
    }

    /// The lines of the screen that carry `text`: each must be a toast ("✗ …"), not a bare
    /// message in the page.
    @Test(arguments: KitCases.all)
    func aListThatCouldNotLoadNamesTheInstance(_ service: any KitCase.Type) async throws {
        try await unloadedLists(service)
    }

    private func unloadedLists<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, simulator, repository in
            let root = Case.Service.Repository.api.root
            let terminal = InMemoryTerminal(size: Size(width: 120, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            for (link, resource) in [("queue", "queue"), ("history", "history"), ("indexers", "indexer"), ("blocklist", "blocklist")] {
                await simulator.faults.add(FaultRule(.connectionDrop, service: Case.simulated, operation: "get/\(root)/\(resource)", remaining: 1))
                flow.open("/\(Case.name)/\(link)")
                await flow.settle()
                shell.render()
                #expect(terminal.row(containing: "\(repository.instanceLabel) is unreachable") != nil, "\(link): \(terminal.screenString)")
                #expect(terminal.row(containing: "Service unreachable") == nil, "\(link): \(terminal.screenString)")
            }
        }
    }

    private func linesSaying(_ text: String, on terminal: InMemoryTerminal) -> [String] {
        terminal.screenText.filter { $0.contains(text) }
    }

    private func refusedToggleOnTheDetail<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let item = try #require(try await repository.mediaListing().elements.first { $0.title == Case.libraryTitle.title })
            flow.open(Case.detailLink(id: item.id)) { $0.setStack(Case.library, Case.Service.detail(id: item.id)) }
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 160, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            let api = Case.Service.Repository.api
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Database is locked"), service: Case.simulated,
                    operation: "put/\(api.root)/\(api.mediaResource)/{id}", remaining: 1))
            shell.handle(.character("m"))
            await flow.settle()
            let action = (item.isMonitored ? "Unmonitoring " : "Monitoring ") + Case.Service.displayName(item)
            #expect(shell.display.lastToast?.message == "✗ \(action) on \(repository.instanceLabel): Database is locked")
            shell.render()
            let saying = linesSaying("Database is locked", on: terminal)
            #expect(!saying.isEmpty && saying.allSatisfy { $0.contains("✗ \(action)") }, "\(terminal.screenString)")
            #expect(!(try Case.detail(in: flow)).awaitsItem, "the page keeps the item")
            #expect(try await repository.media(id: item.id).isMonitored == item.isMonitored)
            flow.finish()
        }
    }

    private func refusedLibraryActions<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            flow.open("/\(Case.name)/library") { $0.setStack(Case.library) }
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 160, height: 30))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            let library = try flow.requireFocusedScreen(as: MediaLibraryScreen<Case.Service>.self)
            let item = try #require(library.selectedItem)
            let api = Case.Service.Repository.api
            await simulator.faults.add(
                FaultRule(.serverError(message: "Database is locked"), service: Case.simulated, operation: "post/\(api.root)/command", remaining: 1))
            shell.handle(.character("s"))
            await flow.settle()
            let search = "Search for \(Case.Service.displayName(item))"
            #expect(shell.display.lastToast?.message == "✗ \(search) on \(repository.instanceLabel): Database is locked")
            shell.render()
            var saying = linesSaying("Database is locked", on: terminal)
            #expect(saying.allSatisfy { $0.contains("✗ \(search)") }, "\(terminal.screenString)")
            #expect(terminal.row(containing: Case.Service.libraryLegend) != nil, "the rule keeps its legend: \(terminal.screenString)")

            // A reload that fails keeps the rows and says so in a toast.
            let count = library.items.count
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Database is locked"), service: Case.simulated, operation: "get/\(api.root)/\(api.mediaResource)",
                    remaining: 1))
            shell.handle(.control("r"))
            await flow.settle()
            let reload = "Reloading \(Case.Service.pluralNoun)"
            #expect(shell.display.lastToast?.message == "✗ \(reload) on \(repository.instanceLabel): Database is locked")
            shell.render()
            saying = linesSaying("Database is locked", on: terminal)
            #expect(saying.allSatisfy { $0.contains("✗ \(reload)") }, "\(terminal.screenString)")
            #expect(library.items.count == count && library.failure == nil)
            #expect(terminal.row(containing: Case.libraryTitle.title) != nil, "\(terminal.screenString)")
            flow.finish()
        }
    }

    private func unloadedItem<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let item = try #require(try await repository.mediaListing().elements.first { $0.title == Case.libraryTitle.title })
            let api = Case.Service.Repository.api
            await simulator.faults.add(
                FaultRule(.connectionDrop, service: Case.simulated, operation: "get/\(api.root)/\(api.mediaResource)/{id}", remaining: 1))
            let terminal = InMemoryTerminal(size: Size(width: 120, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.open(Case.detailLink(id: item.id)) { $0.setStack(Case.library, Case.Service.detail(id: item.id)) }
            await flow.settle()
            shell.render()
            #expect(terminal.row(containing: "\(repository.instanceLabel) is unreachable") != nil, "\(terminal.screenString)")
            let footer = terminal.screenText[23].lowercased()
            for verb in ["search", "edit", "delete", "monitor"] {
                #expect(!footer.contains(verb), "\(footer)")
            }
            #expect(footer.contains("retry") && footer.contains("back"), "\(footer)")

            // The item's keys do nothing: no command starts, no question is asked.
            let commandsBefore = try await repository.commands().count
            for key in ["s", "m", "e", "d"] { shell.handle(.character(Character(key))) }
            await flow.settle()
            #expect(shell.display.recentToasts.isEmpty, "\(shell.display.recentToasts.map(\.message))")
            #expect(try await repository.commands().count == commandsBefore)
            flow.expectNoChange()

            // Ctrl-R retries: the item loads, and its keys are back.
            shell.handle(.control("r"))
            await flow.settle()
            shell.render()
            #expect(!(try Case.detail(in: flow)).awaitsItem)
            #expect(terminal.screenText[23].lowercased().contains("search"), "\(terminal.screenText[23])")
            flow.finish()
        }
    }
}
