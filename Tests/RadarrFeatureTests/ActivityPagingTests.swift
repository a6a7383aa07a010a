import MarqueeHost
import MarqueeTerminal
import ServarrCore
import ServarrScreens
import Testing

/// The activity screens page through long lists: the header shows the server's total, the
/// next page loads near the end of the loaded rows, End reaches the real last row, and a
/// server that ignores the page number cannot make the screen loop.
@MainActor
@Suite("Activity screens page through long lists")
struct ActivityPagingTests {
    nonisolated private static func item(_ id: Int) -> QueueItem {
        QueueItem(
            id: id, mediaID: id, episodeID: nil, title: "Download \(id)", status: "downloading", trackedDownloadState: nil,
            quality: "WEBDL-1080p", size: 100, sizeLeft: 50, estimatedCompletionTime: nil, downloadClient: nil,
            downloadProtocol: .usenet, errorMessage: nil)
    }

    @Test("350 queue records: 100 first, then every page to the last row, each once")
    func endReachesTheLastRow() async {
        let tasks = TaskTracker()
        let screen = ActivityScreen(
            title: "Queue", tasks: tasks,
            load: {
                try await ActivityRows.queue { page in
                    let ids = ((page - 1) * 100 + 1)...min(350, page * 100)
                    return Page(page: page, pageSize: 100, totalRecords: 350, records: ids.map(Self.item))
                }
            }, open: { _ in })
        await tasks.settle()
        #expect(screen.summary == "350 in the queue")
        #expect(screen.rows.count == 100 && screen.hasMoreRows)
        screen.loadMore(toEnd: true)  // what End does once the last loaded row is selected
        await tasks.settle()
        #expect(screen.rows.map(\.recordID) == Array(1...350))
        #expect(!screen.hasMoreRows)
        #expect(screen.selectedRow?.recordID == 350)
    }

    @Test("A server that answers page 1 to every page number ends the list after one repeat")
    func ignoredPageNumber() async {
        let tasks = TaskTracker()
        let screen = ActivityScreen(
            title: "Queue", tasks: tasks,
            load: {
                try await ActivityRows.queue { _ in Page(page: 1, pageSize: 100, totalRecords: 350, records: (1...100).map(Self.item)) }
            }, open: { _ in })
        await tasks.settle()
        screen.loadMore(toEnd: true)
        await tasks.settle()
        #expect(screen.rows.count == 100 && !screen.hasMoreRows)
    }
}
