import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

@MainActor
private func linkedEnvironment() throws -> TestEnvironment {
    var router = DeepLinkRouter()
    try router.register(
        DeepLink(
            "/radarr/library", route: MovieRoute.self,
            destination: { _ in
                NavigationDestination(tab: "movies", stack: [MovieRoute.library])
            }, parameters: { $0 == .library ? [:] : nil }))
    try router.register(
        DeepLink(
            "/radarr/movie/:id", route: MovieRoute.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: "movies", stack: [MovieRoute.library, MovieRoute.movie(id: try parameters.value("id", as: Int.self))])
            }, parameters: { if case .movie(let id) = $0 { ["id": "\(id)"] } else { nil } }))
    try router.register(
        DeepLink(
            "/sonarr/series/:id", route: SeriesRoute.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: "series", stack: [SeriesRoute.library, SeriesRoute.series(id: try parameters.value("id", as: Int.self))])
            }, parameters: { if case .series(let id) = $0 { ["id": "\(id)"] } else { nil } }))
    let environment = TestEnvironment(deepLinks: router)
    return environment
}

@MainActor
@Suite("Command palette")
struct PaletteTests {
    @Test func completionFromRegisteredPatterns() {
        var palette = CommandPalette(candidates: [
            PaletteCompletion(text: "/radarr/library", kind: .link),
            PaletteCompletion(text: "/radarr/movie/:id", kind: .link),
            PaletteCompletion(text: "/sonarr/series/:id", kind: .link),
            PaletteCompletion(text: "refresh", detail: "Refresh", kind: .command),
        ])
        for key in Key.script("/rad") { _ = palette.handle(key) }
        #expect(palette.completions.map(\.text) == ["/radarr/library"], "a link needing an id not typed is no entry")
        _ = palette.handle(.tab)
        #expect(palette.text == "/radarr/library")
        _ = palette.handle(.control("u"))
        for key in Key.script("/radarr/movie/") { _ = palette.handle(key) }
        #expect(palette.completions.isEmpty, "the id is still to type")
        for key in Key.script("42") { _ = palette.handle(key) }
        #expect(palette.completions.map(\.text) == ["/radarr/movie/:id"])
        #expect(palette.handle(.enter) == .submit(.link("/radarr/movie/42")))

        var commands = palette
        _ = commands.handle(.control("u"))
        for key in Key.script("ref") { _ = commands.handle(key) }
        #expect(commands.completions.map(\.text) == ["refresh"])
        #expect(commands.handle(.enter) == .submit(.command("refresh")), "Enter takes the highlighted command")
    }

    @Test func paletteOpensADeepLinkAndShowsErrors() throws {
        let (shell, terminal, environment) = makeShell(environment: try linkedEnvironment())
        shell.press(":")
        #expect(terminal.contains("╭─ Go to "))
        #expect(terminal.contains("/radarr/library"))
        #expect(!terminal.contains("/sonarr/series/"), "a link needing an id is offered only once it is typed")
        #expect(terminal.contains("quit"))
        shell.press("/sonarr/series/9")
        #expect(terminal.contains("/sonarr/series/…"), "a parameter reads …, not :id")
        shell.press("<Enter>")
        #expect(environment.coordinator.state.selectedTab == "series")
        #expect(terminal.rows[1] == " Series library › Series 9")
        #expect(!terminal.contains("Go to"))

        shell.press(":/nowhere<Enter>")
        #expect(terminal.contains("Go to"))
        #expect(terminal.contains("nowhere"))
        #expect(terminal.rows[1] == " Series library › Series 9")
        shell.press("<Esc>")
        #expect(!terminal.contains("Go to"))
    }

    @Test func paletteRunsCommands() throws {
        let environment = TestEnvironment()
        var ran = 0
        environment.commands = [ShellCommand(key: "ctrl-r", title: "Refresh all") { _ in ran += 1 }]
        let (shell, terminal, _) = makeShell(environment: environment)
        shell.press(":refresh-all<Enter>")
        #expect(ran == 1)
        shell.press(":bogus<Enter>")
        #expect(terminal.contains("No command named ‘bogus’"))
        shell.press("<Esc><C-r>")
        #expect(ran == 2)
        shell.press(":qu<Tab><Enter>")
        #expect(!terminal.contains("Go to"))
    }
}
