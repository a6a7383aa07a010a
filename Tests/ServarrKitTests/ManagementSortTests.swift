import MarqueeTerminal
import ServarrCore
import ServarrScreens
import Testing

/// Management lists sort through the tables' one sort by value: a score of -100 before -5 (as
/// text "-5" would come first), a size limit by its megabytes with "no limit" above them all.
@Suite struct ManagementSortTests {
    @Test func profileScoresAndQualityLimitsSortByValueNotText() {
        let profiles = [(1, -5), (2, -100), (3, 50)].map { id, score in
            QualityProfile(id: id, name: "Profile \(id)", minimumFormatScore: score)
        }
        let rows = profiles.map { profile in
            ManagementRow(
                id: profile.id, title: profile.name, details: QualityProfileText.cells(profile),
                sortValues: QualityProfileText.sortValues(profile))
        }
        var list = ListState()
        list.sortableColumnCount = QualityProfileText.columns.count
        list.sort = ListSort(column: 3, ascending: true)  // Minimum score
        #expect(LoadedRowFilter.rows(rows, shownBy: list).map(\.details[2]) == ["-100", "-5", "50"])

        let definitions = [
            QualityDefinition(id: 1, quality: Quality(id: 1, name: "HDTV-720p"), title: "HDTV-720p", minimumSize: 10, maximumSize: nil),
            QualityDefinition(id: 2, quality: Quality(id: 2, name: "DVD"), title: "DVD", minimumSize: 2, maximumSize: 95.5),
            QualityDefinition(id: 3, quality: Quality(id: 3, name: "SDTV"), title: "SDTV", minimumSize: 2, maximumSize: 400),
        ]
        let limits = definitions.map { definition in
            ManagementRow(
                id: definition.id, title: definition.title, details: QualityDefinitionText.limits(definition),
                sortValues: QualityDefinitionText.sortValues(definition))
        }
        list.sort = ListSort(column: 3, ascending: false)  // Maximum
        #expect(LoadedRowFilter.rows(limits, shownBy: list).map(\.title) == ["HDTV-720p", "SDTV", "DVD"], "no limit, 400, 95.5")
    }
}
