import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrScreens
import ServarrTesting
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
            try await tour(links, in: flow, size: size, service: "Radarr")
        }
    }

    /// The releases table: every value in its column whole and at the same place on every row
    /// (widths computed once for all releases), the title cut only when it must, a rejected
    /// release's reasons below the table rather than in its row.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 50)])
    func releasesTableLinesUp(size: Size) async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, repository in
            let movie = try #require(try await repository.movies().first { $0.title == "Dune" })
            flow.open("/radarr/movie/\(movie.id)/releases")
            await flow.settle()
            let search = try flow.requireFocusedScreen(as: ReleasesScreen.self)
            try expectReleasesTableLinesUp(search, size: size, host: flow.host)
            flow.finish()
        }
    }
}

/// Draws `search` through the shell at `size` and checks the table's alignment, whole values,
/// titles and the line below the table (shared by the Sonarr tour through the same screen).
@MainActor
func expectReleasesTableLinesUp(_ search: ReleasesScreen, size: Size, host: ModuleHost) throws {
    let terminal = InMemoryTerminal(size: size)
    let shell = Shell(environment: HostShellEnvironment(host: host), backend: terminal)
    shell.render()
    let lines = terminal.screenText.map { Array($0) }
    let header = try #require(terminal.row(containing: "Indexer"), "\(terminal.screenString)")
    func column(_ title: String) throws -> Int {
        try #require(terminal.column(of: title, inRow: header), "\(title): \(terminal.screenString)")
    }
    let indexerX = try column("Indexer"), titleX = try column("Release")
    #expect(try column("Quality") < column("Size"))
    #expect(search.releases.contains { !$0.isApproved })
    for (offset, release) in search.releases.enumerated() {
        let y = header + 1 + offset
        guard y < size.height - 2 else { break }
        let row = lines[y]
        let cells = String(row[..<titleX])
        #expect(!cells.contains("…"), "\(cells)")
        #expect(
            cells.contains(release.quality) && cells.contains(ByteCountText.text(for: release.size))
                && cells.contains(" \(release.ageInDays)d"), "\(cells)")
        #expect(String(row[indexerX..<(indexerX + release.indexer.count)]) == release.indexer, "\(String(row))")
        #expect(row[indexerX - 1] == " " && row[titleX - 1] == " ")
        let title = String(row[titleX...]).trimmingCharacters(in: .whitespaces)
        if titleX + release.title.count <= size.width - 1 {
            #expect(title == release.title)
        } else {
            #expect(title.hasSuffix("…") && release.title.hasPrefix(String(title.dropLast())), "\(title)")
        }
        for reason in release.rejections { #expect(!String(row).contains(reason)) }
    }
    // The line below the table: the highlighted release's whole title, or its rejections.
    let detail = terminal.screenText[size.height - 2]
    #expect(detail.contains(try #require(search.selectedRelease).title), "\(terminal.screenString)")
    shell.handle(.end)  // rejected releases come last
    shell.render()
    let rejected = try #require(search.selectedRelease)
    #expect(!rejected.isApproved)
    let reasons = try #require(rejected.rejections.first)
    #expect(terminal.screenText[size.height - 2].contains("✗ " + reasons), "\(terminal.screenString)")
}
