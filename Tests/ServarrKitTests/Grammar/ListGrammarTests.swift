import ExploreFeature
import MarqueeApp
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrScreens
import ServarrSimulator
import SettingsFeature
import Testing

/// Every list screen of every service follows one grammar (docs/keys.md, "Any list" and
/// "Filter prompt"), driven through the shell as a user types: `/` opens the prompt and every
/// letter goes to it (no command fires, `q` does not quit), the rows narrow, the first Esc
/// clears the filter and only the second leaves; every key the footer offers is documented.
@MainActor
@Suite(.serialized) struct ListGrammarTests {
    /// The list screens below the library, by link path after the service's root.
    nonisolated static let lists = [
        "library", "queue", "history", "calendar", "wanted", "cutoff-unmet", "blocklist", "indexers", "download-clients", "tags",
        "root-folders", "system/logs", "system/tasks", "system/events", "system/updates",
    ]

    @Test(arguments: KitCases.all, lists)
    func filterTakesEveryLetterAndEscClearsThenLeaves(_ service: any KitCase.Type, _ list: String) async throws {
        try await filter(service, list)
    }

    private func filter<Case: KitCase>(_ service: Case.Type, _ list: String) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, repository in
            let (shell, terminal) = try await Self.open(list, Case.self, in: flow, repository)
            let before = terminal.screenText
            let focused = try #require(flow.host.coordinator.state.focusedEntry)
            let depth = flow.host.coordinator.state.stack.count
            #expect(depth == (list == "library" ? 1 : 2), "\(list) opens on the library")
            let rows = try #require(Self.shownRows(flow.host.focusedScreen, Case.self), "\(list) is a list screen")
            #expect(rows > 0, "\(list) shows rows: \(terminal.screenString)")

            // Letters that are commands elsewhere (d delete, x, m, s, e, a, q quit) all go to the prompt.
            for key in Key.script("/dxmseaqzz") { #expect(shell.handle(key) == .continue, "\(list): \(key) quits") }
            await flow.settle()
            shell.render()
            #expect(flow.host.coordinator.state.focusedEntry == focused, "\(list): a letter fired a command")
            #expect(flow.host.coordinator.state.modals.isEmpty, "\(list): a letter opened a modal")
            #expect(terminal.screenString.contains("dxmseaqzz"), "\(list): the prompt shows what was typed")
            #expect(Self.shownRows(flow.host.focusedScreen, Case.self) == 0, "\(list): nothing matches: \(terminal.screenString)")

            shell.handle(.escape)
            shell.render()
            #expect(flow.host.coordinator.state.stack.count == depth, "\(list): the first Esc only clears the filter")
            #expect(!terminal.screenString.contains("dxmseaqzz"), "\(list): the filter is cleared")
            #expect(Self.shownRows(flow.host.focusedScreen, Case.self) == rows, "\(list): every row is back")
            #expect(terminal.screenText == before, "\(list): the screen is as it was")
            shell.handle(.escape)
            #expect(flow.host.coordinator.state.stack.count == max(1, depth - 1), "\(list): the second Esc leaves (the library stays)")
        }
    }

    @Test(arguments: KitCases.all, lists)
    func everyKeyTheFooterOffersIsDocumented(_ service: any KitCase.Type, _ list: String) async throws {
        try await documented(service, list)
    }

    private func documented<Case: KitCase>(_ service: Case.Type, _ list: String) async throws {
        let document = try KeyGrammarDocument.load()
        try await withFlow(service, exhaustive: false) { flow, _, _ in
            flow.open("/\(Case.name)/\(list)")
            await flow.settle()
            let screen = try #require(flow.host.focusedScreen as? any TerminalScreen)
            for hint in screen.keyHints + screen.secondaryKeyHints where KeyChord(hint.key) != nil {
                #expect(!document.rows(for: hint.displayKey).isEmpty, "\(list): \(hint.displayKey) (\(hint.title)) is not in docs/keys.md")
            }
        }
    }

    @Test(arguments: KitCases.all, lists)
    func headerNamesTheColumnsAndSortMarksOneArrow(_ service: any KitCase.Type, _ list: String) async throws {
        try await sorting(service, list)
    }

    /// The list's table has a header of column titles; on a list that sorts, `o` sorts by a
    /// column (▲ in its header, the rows in order) and `r` reverses it (▼); a list whose rows
    /// keep their place (the calendar's days, unmapped folders under their root folder) does
    /// not sort and shows no arrow.
    private func sorting<Case: KitCase>(_ service: Case.Type, _ list: String) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, repository in
            let (shell, terminal) = try await Self.open(list, Case.self, in: flow, repository)
            let screen = flow.host.focusedScreen
            let firstColumn =
                switch screen {
                case let activity as ActivityScreen: activity.columns.title
                case let management as ManagementScreen: management.columns.title
                default: "Title"
                }
            let header = try #require(terminal.screenText.first { $0.contains(firstColumn) }, "\(list): \(terminal.screenString)")
            let titles = { Self.shownTitles(flow.host.focusedScreen, Case.self) ?? [] }
            let sorts = !(Self.keepsItsPlace(screen) ?? false)
            shell.handle(.character("o"))
            await flow.settle()
            shell.render()
            if list == "library" {
                // The library starts sorted by title; `o` sorts by the next column: the year (an
                // artist has none: its type).
                let next = Case.name == "lidarr" ? "Type ▲" : "Year ▲"
                #expect(terminal.screenText.contains { $0.contains(next) }, "library: \(terminal.screenString)")
            } else if sorts {
                #expect(terminal.screenString.contains("▲"), "\(list): \(terminal.screenString)")
                // The blocklist sorts on the server, by release after the date: its header marks it too.
                #expect(terminal.screenText.contains { $0.contains(firstColumn + " ▲") }, "\(list): \(terminal.screenString)")
                if !(screen is ManagementScreen && list == "blocklist") {
                    let sorted = titles()
                    #expect(sorted == sorted.sorted { $0.localizedStandardCompare($1) != .orderedDescending }, "\(list) sorts by title")
                }
            } else {
                #expect(!terminal.screenString.contains("▲"), "\(list): rows that keep their place do not sort (\(header))")
            }
            shell.handle(.character("r"))
            await flow.settle()
            shell.render()
            if sorts {
                #expect(terminal.screenString.contains("▼"), "\(list): `r` reverses: \(terminal.screenString)")
            } else {
                #expect(!terminal.screenString.contains("▼"), "\(list)")
            }
            #expect(flow.host.coordinator.state.modals.isEmpty, "\(list): sorting opened nothing")
        }
    }

    /// The lists outside a service's sections: a movie's releases, Radarr's collections,
    /// Explore's results, upcoming releases and downloads, and Settings' instances.
    enum OtherList: String, CaseIterable, Sendable {
        case releases, collections, exploreResults, exploreUpcoming, exploreActivity, settingsInstances

        /// The titles of the rows the focused screen shows, in order; nil for another screen.
        @MainActor
        func shownTitles(_ screen: (any Screen)?) -> [String]? {
            switch screen {
            case let releases as ReleasesScreen: releases.releases.map(\.title)
            case let activity as ActivityScreen: activity.rows.map(\.title)
            case let results as ExploreSearchScreen: results.rows.map(\.title)
            case let upcoming as UpcomingScreen: upcoming.rows.map(\.title)
            case let downloads as ExploreActivityScreen: downloads.rows.map(\.title)
            case let instances as InstancesScreen: instances.shownRows.map(\.instance.name)
            default: nil
            }
        }

        /// Whether `/` opens the list's filter prompt (Explore's results are filtered by their search box).
        var filtersWithThePrompt: Bool { self != .exploreResults }

        /// Whether the rows sort (Settings' instances keep the tabs' order).
        var sorts: Bool { self != .settingsInstances }
    }

    @Test(arguments: OtherList.allCases)
    func everyOtherListFiltersSortsAndLeavesAsTheOthers(_ list: OtherList) async throws {
        try await Self.withEveryModule { flow, repository in
            let movie = try #require(try await repository.movies().first { $0.title == "Dune" })
            let link =
                switch list {
                case .releases: "/radarr/movie/\(movie.id)/releases"
                case .collections: "/radarr/collections"
                case .exploreResults: "/explore/search?term=the"
                case .exploreUpcoming: "/explore/upcoming"
                case .exploreActivity: "/explore/activity"
                case .settingsInstances: "/settings/instances"
                }
            let terminal = InMemoryTerminal(size: Size(width: 120, height: 30))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.open(link)
            await flow.settle()
            shell.render()
            let titles = { list.shownTitles(flow.host.focusedScreen) ?? [] }
            let all = titles()
            #expect(all.count > 1, "\(list) shows rows: \(terminal.screenString)")
            let header = try #require(
                terminal.screenText.firstIndex { line in ["Title", "Download", "Name", "Quality"].contains { line.contains($0 + " ") } },
                "\(list) has a header: \(terminal.screenString)")
            let state = { flow.host.coordinator.state }
            let (depth, modals) = (state().stack.count, state().modals.count)
            // The same screen (Explore's search keeps its term in its entry, which it replaces as you type).
            let screen = flow.host.focusedScreen.map { ObjectIdentifier($0) }
            let unmoved = { flow.host.focusedScreen.map { ObjectIdentifier($0) } == screen && state().modals.count == modals }

            // Every letter goes to the prompt (or the search box): nothing fires, the rows narrow.
            for key in Key.script("/dxmseaqzz") { #expect(shell.handle(key) == .continue, "\(list): \(key) quits") }
            await flow.settle()
            shell.render()
            #expect(unmoved(), "\(list): a letter fired a command")
            #expect(terminal.screenString.contains("dxmseaqzz"), "\(list): the prompt shows what was typed")
            #expect(titles().isEmpty, "\(list): nothing matches: \(terminal.screenString)")
            if list.filtersWithThePrompt {
                shell.handle(.escape)
                shell.render()
                #expect(state().stack.count == depth && state().modals.count == modals, "\(list): the first Esc only clears the filter")
                #expect(titles() == all, "\(list): every row is back")

                // Enter in the prompt opens the highlighted row of those shown.
                let wanted = try #require(all.last)
                for key in Key.script("/" + wanted) { shell.handle(key) }
                shell.render()
                #expect(titles().allSatisfy { $0.localizedCaseInsensitiveContains(wanted) } && !titles().isEmpty, "\(list)")
                shell.handle(.escape)
            } else {
                // The search box: Esc leaves it, a new term brings the rows back.
                shell.handle(.escape)
                for key in Key.script("/") + [Key.control("u")] + Key.script("the") + [Key.enter] { shell.handle(key) }
                await flow.settle()
                shell.render()
                #expect(titles().count == all.count, "\(list): \(terminal.screenString)")
            }

            // `o` sorts (▲ in the header), `r` reverses (▼); a list that keeps its order shows no arrow.
            shell.handle(.character("o"))
            shell.render()
            #expect(terminal.screenText[header].contains("▲") == list.sorts, "\(list): \(terminal.screenText[header])")
            shell.handle(.character("r"))
            shell.render()
            #expect(terminal.screenText[header].contains("▼") == list.sorts, "\(list): \(terminal.screenText[header])")
            #expect(unmoved(), "\(list): sorting opened nothing")

            // `j` and `k` move as the arrows do (from the first row).
            shell.handle(.home)
            shell.render()
            let cursor = { terminal.screenText.firstIndex { $0.contains("▸") } }
            let before = cursor()
            shell.handle(.character("j"))
            shell.render()
            #expect(before != nil && cursor() == before.map { $0 + 1 }, "\(list): j moves down: \(terminal.screenString)")
            shell.handle(.character("k"))
            shell.render()
            #expect(cursor() == before, "\(list): k moves back up")

            // Without a filter, Esc leaves (the releases close; a tab's first screen stays).
            shell.handle(.escape)
            await flow.settle()
            if list == .releases {
                #expect(state().modals.count == modals - 1, "\(list): Esc closes the search")
            } else if depth > 1 {
                #expect(state().stack.count == depth - 1, "\(list): Esc leaves")
            }
        }
    }

    /// A flow with Radarr, Explore (over the Radarr instance) and Settings (the demo servers) on
    /// one simulator.
    static func withEveryModule(_ body: (FlowTest, RadarrRepository) async throws -> Void) async throws {
        let simulator = try await ServarrSimulator.start(.init(commandStepDuration: .milliseconds(50)))
        do {
            let repository = RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(10)))
            let services = ServiceContainer()
            services.register(RadarrRepository.self, repository)
            services.register(ServarrInstances.self, ServarrInstances([.radarr("demo", repository)]))
            let demo = Configuration(instances: [
                ServiceInstance(kind: .radarr, name: "demo", url: simulator.radarrURL, apiKey: Secret(simulator.apiKey)),
                ServiceInstance(kind: .sonarr, name: "tv", url: simulator.sonarrURL, apiKey: Secret(simulator.apiKey)),
            ])
            services.register(SettingsEnvironment.self, SettingsEnvironment(file: nil, configuration: demo, isDemo: true, version: "0"))
            let modules: [any FeatureModule] = [
                RadarrModule(), ExploreModule(refreshInterval: nil, searchDebounce: .milliseconds(20)),
                SettingsModule(kinds: [.radarr, .sonarr]),
            ]
            let flow = try FlowTest(modules: modules, services: services, exhaustive: false)
            try await body(flow, repository)
            await flow.settle()
            await simulator.shutdown()
        } catch {
            await simulator.shutdown()
            throw error
        }
    }

    /// Opens `list` in a shell drawing on a 120x30 terminal, once it has rows (the events list
    /// shows the commands run lately: one is run first).
    static func open<Case: KitCase>(
        _ list: String, _ service: Case.Type, in flow: FlowTest, _ repository: Case.Service.Repository
    ) async throws -> (Shell, InMemoryTerminal) {
        if list == "system/events" { _ = try await repository.run(.rssSync) }
        let terminal = InMemoryTerminal(size: Size(width: 120, height: 30))
        let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
        flow.open("/\(Case.name)/\(list)")
        await flow.settle()
        shell.render()
        return (shell, terminal)
    }

    /// The titles a list screen shows, in order; nil for another screen.
    static func shownTitles<Case: KitCase>(_ screen: (any Screen)?, _ service: Case.Type) -> [String]? {
        switch screen {
        case let activity as ActivityScreen: activity.rows.map(\.title)
        case let management as ManagementScreen: management.rows.map(\.title)
        case let library as MediaLibraryScreen<Case.Service>: library.shown.map(\.title)
        default: nil
        }
    }

    /// Whether a list screen's rows keep their place (it does not sort); nil for another screen.
    static func keepsItsPlace(_ screen: (any Screen)?) -> Bool? {
        switch screen {
        case let activity as ActivityScreen: activity.rows.contains(where: \.keepsItsPlace)
        case let management as ManagementScreen: management.rows.contains(where: \.keepsItsPlace)
        default: nil
        }
    }

    /// How many rows a list screen shows (after its filter); nil for another screen.
    static func shownRows<Case: KitCase>(_ screen: (any Screen)?, _ service: Case.Type) -> Int? {
        switch screen {
        case let activity as ActivityScreen: activity.rows.count
        case let management as ManagementScreen: management.rows.count
        case let library as MediaLibraryScreen<Case.Service>: library.shown.count
        default: nil
        }
    }
}
