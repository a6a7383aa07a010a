import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrScreens
import ServarrTesting
import SonarrAPI
import SonarrFeature
import Testing

/// Every Sonarr screen, modal ones included, opened by its deep link and drawn through the
/// real shell at 80×24 and at 200×60: it loads without an error, nothing is wider than the
/// terminal, and the screen's key hints are on the bottom row.
@MainActor
@Suite(.serialized) struct SonarrScreenTourTests {
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func everyScreenByItsLinkIsTidy(size: Size) async throws {
        try await withSonarrFlow(exhaustive: false, downloadDuration: .seconds(600)) { flow, _, repository in
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            let episode = try #require(try await repository.episodes(seriesID: series.id, seasonNumber: 1).first)
            let guid = try #require(try await repository.releases(episodeID: episode.id).first?.guid)
            let download = try #require(try await repository.queue(pageSize: 10).records.first)
            let episodeLink = "/sonarr/series/\(series.id)/season/1/episode/\(episode.id)"
            var links = [
                "/sonarr/library", "/sonarr/series/\(series.id)", "/sonarr/series/\(series.id)/season/1", episodeLink,
                episodeLink + "/releases", episodeLink + "/releases/\(guid)/grab",
                "/sonarr/series/\(series.id)/edit", "/sonarr/series/\(series.id)/delete",
                "/sonarr/add?term=borgen", "/sonarr/add/700005", "/sonarr/add/700005/quality-profile", "/sonarr/add/700005/root-folder",
                "/sonarr/add/700005/series-type", "/sonarr/add/700005/monitor", "/sonarr/add/700005/confirm",
                "/sonarr/queue/\(download.id)/remove",
            ]
            links += SonarrRoute.Activity.allCases.map { "/sonarr/\($0.rawValue)" }
            try await tour(links, in: flow, size: size, service: "Sonarr") { link, terminal in
                if link.hasSuffix("/grab") || link == "/sonarr/series/\(series.id)" {
                    // The footer may drop hints behind a `…` (the help overlay lists them); the content may not.
                    let cut = terminal.screenText.dropLast().filter {
                        $0.contains("…") && !$0.contains("Searching indexers…") && !$0.contains("Loading")
                    }
                    #expect(cut.isEmpty, "\(link): \(terminal.screenString)")
                }
            }
        }
    }

    /// The releases table lines up on Sonarr's search too (the shared screen; the checks are
    /// in RadarrScreenTourTests' `expectReleasesTableLinesUp`, repeated here with Sonarr data).
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 50)])
    func releasesTableLinesUp(size: Size) async throws {
        try await withSonarrFlow(exhaustive: false) { flow, _, repository in
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            let episode = try #require(try await repository.episodes(seriesID: series.id, seasonNumber: 1).first)
            flow.open("/sonarr/series/\(series.id)/season/1/episode/\(episode.id)/releases")
            await flow.settle()
            let search = try flow.requireFocusedScreen(as: ReleasesScreen.self)
            #expect(search.releases.contains { !$0.isApproved })
            let terminal = InMemoryTerminal(size: size)
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            let header = try #require(terminal.row(containing: "Indexer"), "\(terminal.screenString)")
            let indexerX = try #require(terminal.column(of: "Indexer", inRow: header))
            let titleX = try #require(terminal.column(of: "Release", inRow: header))
            for (offset, release) in search.releases.enumerated() where header + 1 + offset < size.height - 2 {
                let row = Array(terminal.screenText[header + 1 + offset])
                #expect(!String(row[..<titleX]).contains("…"), "\(String(row))")
                #expect(String(row[indexerX..<(indexerX + release.indexer.count)]) == release.indexer, "\(String(row))")
                for reason in release.rejections { #expect(!String(row).contains(reason)) }
            }
            flow.finish()
        }
    }
}
