import ServarrScreens
import Testing

/// Ctrl-A over the rows a filter shows: marks them all unless every one is marked, then
/// unmarks only them; marks outside the filter stay.
@Suite struct MarkAllTests {
    @Test func ctrlAMarksTheShownRowsThenUnmarksOnlyThem() {
        var marked: Set<Int> = [9]
        marked.toggleMarks([1, 2, 3])
        #expect(marked == [1, 2, 3, 9], "marks the shown rows, keeps the one outside the filter")
        marked.toggleMarks([1, 2, 3])
        #expect(marked == [9], "all shown were marked: unmarks them, not the one outside")
        marked = [1]
        marked.toggleMarks([1, 2])
        #expect(marked == [1, 2], "some shown were unmarked: marks them all")
        marked = [1, 2]
        marked.toggleMarks([1, 1])
        #expect(marked == [2], "a row listed twice (servers repeat ids) unmarks only itself")
    }
}
