import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import ServarrSimulator
import Testing

/// The shared activity screens of every service (queue, history, calendar, wanted, cutoff
/// unmet, system): each reachable by its link, loaded from the simulator over loopback, with
/// their actions (remove, search all) and errors.
@MainActor
@Suite(.serialized) struct ActivityTests {
    @Test(arguments: KitCases.all)
    func everyActivityScreenLoadsFromItsLinkAndIsTidyAt80x24(_ service: any KitCase.Type) async throws {
        try await activityScreensLoad(service)
    }

    private func activityScreensLoad<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.open("/\(Case.name)/library") { $0.setStack(Case.library) }
            for kind in ActivityKind.allCases {
                flow.open("/\(Case.name)/\(kind.rawValue)") { $0.setStack(Case.library, Case.activity(kind)) }
                await flow.settle()
                let screen = try flow.requireFocusedScreen(as: ActivityScreen.self)
                #expect(screen.isLoaded, "\(kind)")
                #expect(screen.failure == nil, "\(kind): \(screen.failure ?? "")")
                #expect(screen.title == kind.title)
                #expect(flow.host.deepLinks.link(for: Case.activity(kind)) == "marquee://\(Case.name)/\(kind.rawValue)")
                shell.render()
                #expect(terminal.row(containing: screen.summary) != nil, "\(kind): \(terminal.screenString)")
                #expect(terminal.screenText[23].contains("Enter open"), "\(kind): \(terminal.screenString)")
                for line in terminal.screenText { #expect(line.displayWidth <= 80) }
                // Nothing is cut short (the system screen's long health messages may be).
                if kind != .system {
                    let content = terminal.screenText.dropLast().joined(separator: "\n")  // the footer may drop hints behind a …
                    #expect(!content.contains("…"), "\(kind): \(terminal.screenString)")
                }
            }
            let missing = try await repository.missing(pageSize: 200)
            flow.open("/\(Case.name)/wanted") { $0.setStack(Case.library, Case.activity(.wanted)) }
            await flow.settle()
            let wanted = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(wanted.summary == "\(missing.totalRecords) missing")
            // The first page shows; End loads every page up to the real last row.
            #expect(wanted.rows.count == min(missing.totalRecords, ActivityRows.pageSize))
            wanted.loadMore(toEnd: true)
            await flow.settle()
            #expect(wanted.rows.count == missing.totalRecords)
            let id = try #require(wanted.rows.first?.mediaID)
            flow.selectRow(0) { $0.push(Case.Service.detail(id: id)) }
            await flow.settle()
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func activityKeysOpenAndSwitchTheScreens(_ service: any KitCase.Type) async throws {
        try await activityKeys(service)
    }

    /// Each activity's key opens it from the library; from one activity the next key replaces
    /// it (no stack of activities); back returns to the library. The system screen names the
    /// service and draws each disk's space.
    private func activityKeys<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, _ in
            flow.expect { $0.setStack(Case.library) }
            await flow.settle()
            for kind in ActivityKind.allCases {
                let replaces = kind != ActivityKind.allCases.first
                flow.press(kind.key) {
                    if replaces { $0.pop() }
                    $0.push(Case.activity(kind))
                }
                await flow.settle()
                #expect(try flow.requireFocusedScreen(as: ActivityScreen.self).title == kind.title)
            }
            let system = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(system.rows.first?.title.hasPrefix(Case.Service.serviceName) == true)
            // Disks show a bar of the space used and the space free.
            #expect(system.rows.contains { $0.detail.hasSuffix("free") && $0.detail.contains("█") })
            flow.back { $0.pop() }
            await flow.settle()
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func queueRemovesWithOptionsFromItsLinkAndKeepsThemOnAServerError(_ service: any KitCase.Type) async throws {
        try await queueRemoves(service)
    }

    private func queueRemoves<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, downloadDuration: .seconds(600)) { flow, simulator, repository in
            let item = try #require(try await repository.queue(pageSize: 200).records.first)
            let remove = Case.Service.Modal.removeFromQueue(id: item.id)
            flow.open("/\(Case.name)/queue/\(item.id)/remove") {
                $0.setStack(Case.library, Case.activity(.queue))
                $0.present(remove, style: .alert)
            }
            await flow.settle()
            #expect(flow.host.deepLinks.link(for: remove) == "marquee://\(Case.name)/queue/\(item.id)/remove")
            let alert = try flow.requireFocusedScreen(as: RemoveFromQueueScreen.self)
            #expect(alert.downloadTitle == item.title)
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            shell.render()
            alert.blocklists = true
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Download client is offline"), service: Case.simulated,
                    operation: "delete/\(Case.Service.Repository.api.root)/queue/{id}", remaining: 1))
            flow.answer("Remove")
            await flow.settle()
            flow.expectNoChange()
            #expect(alert.failure?.contains("Download client is offline") == true)
            #expect(alert.blocklists && alert.removesFromClient)

            flow.answer("Remove")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(shell.display.lastToast?.message == "✓ Removed \(item.title) from the queue")
            #expect(try await repository.queue(pageSize: 200).records.contains { $0.id == item.id } == false)
            let queue = try flow.requireFocusedScreen(as: ActivityScreen.self)
            queue.reload()
            await flow.settle()
            #expect(queue.rows.contains { $0.recordID == item.id } == false)
            #expect(queue.rows.allSatisfy { $0.detail.contains("%") })
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func wantedSearchesAllAndReportsAServerError(_ service: any KitCase.Type) async throws {
        try await wantedSearchesAll(service)
    }

    private func wantedSearchesAll<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            flow.open("/\(Case.name)/wanted") { $0.setStack(Case.library, Case.activity(.wanted)) }
            await flow.settle()
            let wanted = try flow.requireFocusedScreen(as: ActivityScreen.self)
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Indexers are unavailable"), service: Case.simulated,
                    operation: "post/\(Case.Service.Repository.api.root)/command", remaining: 1))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            shell.render()
            wanted.perform("S")
            await flow.settle()
            // The failure is a toast naming the action, the instance and the server's answer; the rows stay.
            let failure = try #require(shell.display.lastToast)
            #expect(failure.kind == .failure)
            #expect(
                failure.message
                    == "✗ Searching on \(Case.Service.Repository.api.name) at 127.0.0.1:\(try #require(Case.configuration(of: simulator).baseURL.port)): Indexers are unavailable"
            )
            #expect(!wanted.rows.isEmpty)

            wanted.perform("S")
            await flow.settle()
            let toasts = shell.display.recentToasts.map(\.message)
            #expect(toasts.dropFirst().first?.hasPrefix("✓ Search started for ") == true, "after the failure: \(toasts)")
            #expect(toasts.last?.hasPrefix("✓ Search for ") == true && toasts.last?.contains(" completed in ") == true, "\(toasts)")
            #expect(wanted.status == nil)  // the toasts are the one message
            #expect(try await repository.commands().contains { $0.name == Case.missingSearchCommandName })
            flow.expectNoChange()
            flow.finish()
        }
    }
}
