import MarqueeHost
import MarqueeTerminal
import ServarrScreens
import Testing

/// The management list pages like the activity screens: the next page loads as the selection
/// nears the last loaded row, rows already shown are not added twice, and a page without new
/// rows ends the list (a server that ignores the page number cannot loop it).
@MainActor
struct ManagementScreenPagingTests {
    /// Pages of 20 rows out of `total`; `repeating` answers page 1 again for every later page.
    private nonisolated static func page(_ number: Int, total: Int, repeating: Bool = false) -> ManagementContent {
        let first = repeating ? 0 : (number - 1) * 20
        let rows = (first..<min(total, first + 20)).map { ManagementRow(id: $0 + 1, title: "Release \($0 + 1)") }
        var next: (@Sendable () async throws -> ManagementContent)?
        if first + 20 < total || repeating { next = { page(number + 1, total: total, repeating: repeating) } }
        return ManagementContent(summary: "\(total) releases", rows: rows, next: next)
    }

    /// Marks `count` rows from the highlighted one down (each mark moves the selection on),
    /// letting the pages that come due load.
    private func mark(_ count: Int, on screen: ManagementScreen, tasks: TaskTracker) async {
        for _ in 0..<count {
            screen.toggleMark()
            await tasks.settle()
        }
    }

    @Test func theNextPageLoadsNearTheEndAndMarksKeepTheirRows() async {
        let tasks = TaskTracker()
        let screen = ManagementScreen(title: "Blocklist", tasks: tasks, allowsMarking: true) { Self.page(1, total: 45) }
        await tasks.settle()
        #expect(screen.rows.count == 20)
        #expect(screen.hasMoreRows)
        await mark(11, on: screen, tasks: tasks)
        #expect(screen.rows.count == 40)  // the selection came within ten rows of the end
        #expect(screen.targetIDs == Array(1...11))
        await mark(25, on: screen, tasks: tasks)
        #expect(screen.rows.map(\.id) == Array(1...45))
        #expect(!screen.hasMoreRows)
        #expect(screen.marked.count == 36)
    }

    @Test func aServerThatIgnoresThePageNumberCannotLoopTheList() async {
        let tasks = TaskTracker()
        let screen = ManagementScreen(title: "Blocklist", tasks: tasks) { Self.page(1, total: 20, repeating: true) }
        await tasks.settle()
        #expect(screen.targetIDs == [1])  // nothing marked: the highlighted row
        #expect(screen.hasMoreRows)
        try? screen.selectRow(at: 15)
        screen.reload()  // keeps the selection: the repeated page comes due
        await tasks.settle()
        await tasks.settle()
        #expect(screen.rows.count == 20)
        #expect(!screen.hasMoreRows)
    }
}
