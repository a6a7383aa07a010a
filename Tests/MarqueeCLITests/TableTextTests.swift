import Testing

@testable import marquee

/// How a table fits a narrow terminal, and how its cells read.
@Suite("Table layout")
struct TableTextTests {
    private static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("title", "TITLE", shrinks: true),
        TableColumn("status", "STATUS"), TableColumn("monitored", "MONITORED"), TableColumn("tmdbId", "TMDB"),
    ]
    private static let row = ["7", String(repeating: "t", count: 40), "released", "yes", "603"]

    /// The headers `text` shows.
    private func header(of text: String) -> [Substring] { text.split(separator: "\n")[0].split(separator: " ") }

    @Test func theRightmostColumnsGoBeforeATitleIsCutBelowTwentyCharacters() {
        // Every column at full width needs 74 cells; with the title at 20 the five need 54.
        let text = TableText(columns: Self.columns, width: 50).render([Self.row])
        #expect(header(of: text) == ["ID", "TITLE", "STATUS", "MONITORED"])
        let title = text.split(separator: "\n")[1].split(separator: " ")[1]
        #expect(title.count >= 20 && title.hasSuffix("…"), "\(text)")
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 50 })
    }

    @Test func aTitleKeepsItsWholeTextWhenItIsShorterThanTheSensibleWidth() {
        let text = TableText(columns: Self.columns, width: 25).render([["7", "Dune", "released", "yes", "603"]])
        #expect(text.split(separator: "\n")[1].contains("Dune"))
        #expect(header(of: text) == ["ID", "TITLE", "STATUS"])
    }

    @Test func aWideEnoughTerminalShowsEveryColumnUncut() {
        let text = TableText(columns: Self.columns, width: 200).render([Self.row])
        #expect(header(of: text) == ["ID", "TITLE", "STATUS", "MONITORED", "TMDB"])
        #expect(text.contains(Self.row[1]))
    }

    @Test func withOneColumnLeftItsTitleIsCutToTheWidth() {
        let text = TableText(columns: [TableColumn("title", "TITLE", shrinks: true)], width: 12).render([[Self.row[1]]])
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 12 })
        #expect(text.split(separator: "\n")[1].hasSuffix("…"))
    }

    @Test(arguments: [(0.1, "10%"), (0.999, "99%"), (1.0, "100%"), (0, "0%"), (Double.nan, "-")])
    func aFractionReadsAsAPercentageInTables(share: Double, text: String) {
        let writer = OutputWriter(format: .table, timeStyle: TimeStyle(utc: true), width: 80)
        #expect(writer.cellText(.fraction(share)) == text)
    }

    @Test func aFractionStaysANumberInJSON() {
        let json = JSONText.render(.object([OutputField("progress", .fraction(0.1))]), timeStyle: TimeStyle(utc: true))
        #expect(json.contains("0.1") && !json.contains("%"))
    }

    @Test func aNegativeNumberAfterANumericOptionIsItsValue() {
        #expect(ListArguments.joiningNegativeValues(["radarr", "list", "movies", "--limit", "-1"]) == ["radarr", "list", "movies", "--limit=-1"])
        #expect(ListArguments.joiningNegativeValues(["--days", "-3", "--limit", "5"]) == ["--days=-3", "--limit", "5"])
        #expect(ListArguments.joiningNegativeValues(["get", "movie", "-1"]) == ["get", "movie", "-1"])
    }
}
