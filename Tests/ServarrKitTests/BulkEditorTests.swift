import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrCore
import ServarrScreens
import ServarrSimulator
import Testing

/// The library's marks and the bulk changes they take, for every service: Space and Ctrl-A
/// mark (Ctrl-A only the rows the filter shows), `m` and `d` then ask once, naming the count,
/// and a refusal keeps the question, the marks and the server's message.
@MainActor
@Suite(.serialized) struct BulkEditorTests {
    @Test(arguments: KitCases.all)
    func marksFollowTheFilterAndSurviveAReload(_ service: any KitCase.Type) async throws {
        try await marks(service)
    }

    @Test(arguments: KitCases.all)
    func aRefusedBulkChangeKeepsTheQuestionAndTheMarks(_ service: any KitCase.Type) async throws {
        try await refusal(service)
    }

    @Test(arguments: KitCases.all)
    func cutoffUnmetSearchesTheMarkedRowsInOneCommand(_ service: any KitCase.Type) async throws {
        try await searchMarked(service)
    }

    private func searchMarked<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, repository in
            flow.open("/\(Case.name)/cutoff-unmet") { $0.setStack(Case.library, Case.activity(.cutoffUnmet)) }
            await flow.settle()
            let list = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(list.allowsMarking)
            let rows = list.rows.filter { $0.recordID != nil }
            try #require(rows.count >= 2)
            let before = try await repository.commands().count
            list.toggleMark()
            list.toggleMark()
            let marked = Set(list.rows.prefix(2).compactMap(\.recordID))
            #expect(list.marked == marked)
            #expect(Set(list.targetRecordIDs) == marked)
            list.perform("s")
            await flow.settle()
            let commands = try await repository.commands()
            #expect(commands.count == before + 1, "one command for the marked rows")
            let all = Set(rows.compactMap(\.recordID))
            list.toggleMarkAll()
            #expect(list.marked == (marked == all ? [] : all), "Ctrl-A marks every row shown, or clears them when all are")
        }
    }

    @Test(arguments: KitCases.all)
    func markedItemsAreMonitoredThenDeletedInOneRequestEach(_ service: any KitCase.Type) async throws {
        try await monitorThenDelete(service)
    }

    private func monitorThenDelete<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, repository in
            let library = try await library(flow, service)
            // Two items, one of them unmonitored: m monitors both.
            let unmonitored = try #require(library.shown.firstIndex { !$0.isMonitored })
            library.highlight(row: unmonitored)
            library.toggleMark()
            let other = unmonitored == 0 ? 1 : 0
            library.highlight(row: other)
            library.toggleMark()
            let ids = library.marked.sorted()
            #expect(ids.count == 2)
            let monitor = try #require(library.markedChange(.monitor))
            #expect(monitor == MediaBulkChange(.monitor, ids: ids))
            flow.press("m") { $0.present(Case.Service.Modal.bulk(monitor), style: .alert) }
            flow.answer("Monitor")
            await flow.settle()
            flow.expect { $0.dismiss() }
            for id in ids { #expect(try await repository.media(id: id).isMonitored, "\(id) is monitored") }
            #expect(library.markedChange(.monitor) == MediaBulkChange(.unmonitor, ids: ids), "all monitored: m now unmonitors")

            let delete = try #require(library.markedChange(.delete))
            flow.press("d") { $0.present(Case.Service.Modal.bulk(delete), style: .alert) }
            let question = try flow.requireFocusedScreen(as: DeleteMediaScreen<Case.Service>.self)
            #expect(question.message == "Delete 2 \(Case.Service.pluralNoun) from \(Case.Service.serviceName)?")
            #expect(question.mediaIDs == ids)
            question.deletesFiles = true
            question.addsExclusion = true
            flow.answer("Delete")
            await flow.settle()
            flow.expect { $0.dismiss() }
            let left = Set(try await repository.mediaListing().elements.map(\.id))
            #expect(left.isDisjoint(with: ids), "both are gone")
            #expect(library.marked.isEmpty, "the marks of deleted items go with them")
        }
    }

    private func library<Case: KitCase>(_ flow: FlowTest, _ service: Case.Type) async throws -> MediaLibraryScreen<Case.Service> {
        flow.open("/\(Case.name)/library") { $0.setStack(Case.library) }
        await flow.settle()
        return try flow.requireFocusedScreen(as: MediaLibraryScreen<Case.Service>.self)
    }

    private func marks<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, _ in
            let library = try await library(flow, service)
            #expect(library.items.count >= 3)
            let title = Case.libraryTitle.title
            library.filter(by: title)
            #expect(!library.shown.isEmpty && library.shown.count < library.items.count)
            library.toggleMarkAll()
            #expect(library.marked == Set(library.shown.map(\.id)), "Ctrl-A marks what the filter shows, nothing else")
            library.toggleMarkAll()
            #expect(library.marked.isEmpty, "a second Ctrl-A clears them")
            library.filter(by: "")
            library.highlight(row: 0)
            library.toggleMark()
            library.toggleMark()
            let marked = Set(library.shown.prefix(2).map(\.id))
            #expect(library.marked == marked)
            library.reload()
            await flow.settle()
            #expect(library.marked == marked, "a reload keeps the marks")
            library.clearMarks()
            #expect(library.markedChange(.monitor) == nil, "without marks, m acts on the highlighted item")
        }
    }

    private func refusal<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, simulator, _ in
            let library = try await library(flow, service)
            library.highlight(row: 0)
            library.toggleMark()
            library.toggleMark()
            let ids = library.shown.prefix(2).map(\.id).sorted()
            let change = try #require(library.markedChange(.monitor))
            #expect(change.ids == ids)
            flow.press("m") { $0.present(Case.Service.Modal.bulk(change), style: .alert) }
            let question = try flow.requireFocusedScreen(as: ConfirmActionScreen.self)
            let plural = Case.Service.pluralNoun
            #expect(question.message == "\(change.action.answer) 2 \(plural)?")
            let api = Case.Service.Repository.api
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Database is locked"), service: Case.simulated,
                    pathPrefix: "/\(api.root)/\(api.mediaResource)/editor", remaining: 1))
            flow.answer(change.action.answer)
            await flow.settle()
            flow.expectNoChange()
            #expect(question.failure?.contains("Database is locked") == true, "\(question.failure ?? "no message")")
            #expect(library.marked == Set(ids), "the marks wait for another try")
        }
    }
}
