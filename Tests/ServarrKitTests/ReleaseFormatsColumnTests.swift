import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import RadarrFeature
import ServarrCore
import ServarrScreens
import Testing

/// A release's custom formats are several values in one cell: the column takes at most 24
/// cells and cuts the rest, so the release's own title keeps its room on a wide terminal.
@MainActor
@Suite struct ReleaseFormatsColumnTests {
    private static let formats = ["x265", "HDR10", "Dolby Vision", "Remux", "Repack", "Multi-Audio", "Atmos"]

    private static func release(_ index: Int, formats: [String]) -> Release {
        Release(
            guid: "g\(index)", indexerID: 1, indexer: "NZBgeek", title: "Dune.Part.Two.2024.2160p.UHD.BluRay.Remux-GROUP\(index)",
            quality: "Remux-2160p", size: 60_000_000_000, ageInDays: 3, seeders: nil, leechers: nil, downloadProtocol: .usenet,
            isApproved: true, rejections: [], customFormats: formats, customFormatScore: 100)
    }

    @Test func manyFormatsAreCutAndTheReleaseTitleKeepsItsRoom() async throws {
        let tasks = TaskTracker()
        let releases = [Self.release(1, formats: Self.formats), Self.release(2, formats: ["x265"])]
        let screen = ReleasesScreen(session: ReleaseSession(), tasks: tasks, load: { releases }, confirm: { _ in })
        _ = await tasks.settle()
        var canvas = Canvas(size: Size(width: 160, height: 8))
        let entry = Entry(id: EntryID(rawValue: 1), route: AnyRoute(RadarrRoute.library))
        screen.render(in: &canvas, context: RenderContext(entry: entry, isFocused: true))
        let lines = canvas.buffer.text
        let row = try #require(lines.first { $0.contains("GROUP1") }, "\(lines.joined(separator: "\n"))")
        #expect(!row.contains("Atmos"), "the formats are cut: \(row)")
        #expect(row.contains("…"), "\(row)")
        #expect(row.contains("Dune.Part.Two.2024.2160p.UHD.BluRay.Remux-GROUP1"), "the title is whole: \(row)")
    }
}
