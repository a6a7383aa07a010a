import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrFeature
import ServarrScreens
import Testing

/// The releases' custom formats column follows the terminal's width: whole when there is room
/// (the tour holds every cell whole at 200 columns), cut with "…" when there is a little less,
/// gone when there is not (the least important column first); the line below the table still
/// names the highlighted release's formats.
@MainActor
@Suite(.serialized) struct ReleaseFormatsColumnTests {
    @Test func formatsAreCutWithAnEllipsisWhenShortOfRoom() async throws {
        try await withReleases(size: Size(width: 120, height: 30)) { search, terminal in
            let header = try #require(terminal.row(containing: "Formats"), "\(terminal.screenString)")
            let formatsX = try #require(terminal.column(of: "Formats", inRow: header))
            let titleX = try #require(terminal.column(of: "Release", inRow: header))
            let lines = terminal.screenText.map { Array($0) }
            var cut = 0
            for (offset, release) in search.releases.enumerated() {
                let cell = String(lines[header + 1 + offset][formatsX..<(titleX - 2)]).trimmingCharacters(in: .whitespaces)
                let formats = release.customFormats.joined(separator: ", ")
                if cell.hasSuffix("…") {
                    cut += 1
                    #expect(formats.hasPrefix(String(cell.dropLast())), "\(cell) cuts \(formats)")
                } else {
                    #expect(cell == formats)
                }
                // The title is whole or cut the same way, never run on.
                let title = String(lines[header + 1 + offset][titleX...]).trimmingCharacters(in: .whitespaces)
                #expect(title == release.title || (title.hasSuffix("…") && release.title.hasPrefix(String(title.dropLast()))))
            }
            #expect(cut > 0, "some formats are longer than the room: \(terminal.screenString)")
        }
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 10)])
    func narrowTerminalsDropTheFormatsFirst(size: Size) async throws {
        try await withReleases(size: size) { search, terminal in
            let header = try #require(terminal.row(containing: "Quality"), "\(terminal.screenString)")
            #expect(!terminal.screenText[header].contains("Formats"), "\(terminal.screenString)")
            #expect(terminal.screenText[header].contains("Release"), "the title stays: \(terminal.screenString)")
            if size.width >= 80 { #expect(terminal.screenText[header].contains("Indexer"), "\(terminal.screenString)") }
            let release = try #require(search.selectedRelease)
            if let format = release.customFormats.first, size.width >= 80 {
                #expect(terminal.screenText[size.height - 2].contains(format), "named below: \(terminal.screenString)")
            }
        }
    }

    /// Opens Dune's releases and draws them through the shell at `size`.
    private func withReleases(size: Size, _ body: (ReleasesScreen, InMemoryTerminal) throws -> Void) async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, repository in
            let movie = try #require(try await repository.movies().first { $0.title == "Dune" })
            flow.open("/radarr/movie/\(movie.id)/releases")
            await flow.settle()
            let search = try flow.requireFocusedScreen(as: ReleasesScreen.self)
            let terminal = InMemoryTerminal(size: size)
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            try body(search, terminal)
            flow.finish()
        }
    }
}
