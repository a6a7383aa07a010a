import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrScreens
import Testing

/// Every Radarr screen, modal ones included, opened by its deep link and drawn through the
/// real shell at 80×24 and at 200×60: it loads without an error, nothing is wider than the
/// terminal, and the screen's key hints are on the bottom row.
@MainActor
@Suite(.serialized) struct RadarrScreenTourTests {
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func everyScreenByItsLinkIsTidy(size: Size) async throws {
        try await withRadarrFlow(exhaustive: false, downloadDuration: .seconds(600)) { flow, _, repository in
            let movie = try #require(try await repository.movies().first { $0.title == "Dune" })
            let guid = try #require(try await repository.releases(movieID: movie.id).first?.guid)
            let download = try #require(try await repository.queue(pageSize: 10).records.first)
            let movieLink = "/radarr/movie/\(movie.id)"
            var links = [
                "/radarr/library", movieLink, movieLink + "/edit", movieLink + "/delete", movieLink + "/releases",
                movieLink + "/releases/\(guid)/grab", "/radarr/add?term=dune", "/radarr/add/800005",
                "/radarr/add/800005/quality-profile", "/radarr/add/800005/root-folder", "/radarr/add/800005/availability",
                "/radarr/add/800005/confirm", "/radarr/queue/\(download.id)/remove",
            ]
            links += RadarrRoute.Activity.allCases.map { "/radarr/\($0.rawValue)" }
            let terminal = InMemoryTerminal(size: size)
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            for link in links {
                flow.open(link)
                await flow.settle()
                shell.render()
                let screen = try #require(flow.focusedScreen as? any TerminalScreen, "\(link)")
                let bottom = terminal.screenText[size.height - 1]
                let hint = try #require(screen.keyHints.first, "\(link)")
                #expect(bottom.contains("\(hint.displayKey) \(hint.title)"), "\(link): \(terminal.screenString)")
                #expect(!terminal.screenString.contains("Radarr is not configured"), "\(link)")
                #expect(terminal.row(containing: "Server error") == nil, "\(link): \(terminal.screenString)")
                for line in terminal.screenText { #expect(line.displayWidth <= size.width, "\(link)") }
            }
        }
    }
}
