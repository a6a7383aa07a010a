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

/// The ways into a manual import besides the queue, for every service: `i` on a wanted title
/// (its download, or its folder), and `M` with a folder path typed with completion.
@MainActor
@Suite(.serialized) struct ImportEntryFlowTests {
    @Test(arguments: KitCases.all)
    func wantedTitleOpensItsDownloadOrItsFolder(_ service: any KitCase.Type) async throws {
        try await opensFromWanted(service)
    }

    private func opensFromWanted<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false, downloadDuration: .seconds(3600), stuckDownloads: true) { flow, _, repository in
            let queue = try await repository.queueDetails().filter { $0.downloadID != nil && $0.awaitsImport }
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 100, height: 30)))
            flow.open("/\(Case.name)/wanted") { $0.setStack(Case.library, Case.activity(.wanted)) }
            await flow.settle()
            let wanted = try flow.requireFocusedScreen(as: ActivityScreen.self)
            wanted.loadMore(toEnd: true)
            await flow.settle()
            // A title with a download in the queue, and one without.
            let downloaded = wanted.rows.firstIndex { row in
                queue.contains { $0.mediaID == row.mediaID && ($0.episodeID == nil || $0.episodeID == row.recordID) && $0.status == "completed" }
            }
            let bare = try #require(wanted.rows.firstIndex { row in !queue.contains { $0.mediaID == row.mediaID } })
            for (index, expectsDownload) in [(downloaded, true), (bare, false)] {
                guard let index else { continue }
                flow.open("/\(Case.name)/wanted") { $0.setStack(Case.library, Case.activity(.wanted)) }
                await flow.settle()
                let screen = try flow.requireFocusedScreen(as: ActivityScreen.self)
                screen.loadMore(toEnd: true)
                await flow.settle()
                shell.handle(.home)
                for _ in 0..<index { shell.handle(.down) }
                #expect(screen.selectedRow == screen.rows[index])
                let row = screen.rows[index]
                shell.handle(.character("i"))
                await flow.settle()
                let sheet = try flow.requireFocusedScreen(as: ImportSheetScreen<Case.Service.Repository>.self)
                #expect(sheet.failure == nil)
                if expectsDownload {
                    guard case .queue(let id) = sheet.source else {
                        Issue.record("\(row.title) has a download: \(sheet.source)")
                        continue
                    }
                    #expect(queue.first { $0.id == id }?.mediaID == row.mediaID)
                    #expect(!sheet.files.isEmpty)
                } else {
                    let mediaID = try #require(row.mediaID)
                    let path = try #require(try await repository.media(id: mediaID).path)
                    #expect(sheet.source == .folder(path: path))
                }
            }
            #expect(downloaded != nil, "a wanted title has a download in the queue")
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func folderTypedWithCompletionOpensItsFiles(_ service: any KitCase.Type) async throws {
        try await opensAFolder(service)
    }

    /// `M` asks for a folder: Tab completes from the root folders and the download client's
    /// folders, a relative path is refused in the prompt, Enter opens the folder's sheet with
    /// the files of the downloads in it.
    private func opensAFolder<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false, downloadDuration: .seconds(3600), stuckDownloads: true) { flow, _, repository in
            let waiting = try #require(try await repository.queueDetails().first { $0.trackedDownloadState == "importPending" })
            let output = try #require(waiting.outputPath)
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 100, height: 30)))
            flow.open("/\(Case.name)/history") { $0.setStack(Case.library, Case.activity(.history)) }
            await flow.settle()
            shell.handle(.character("M"))
            await flow.settle()
            let prompt = try flow.requireFocusedScreen(as: ImportFolderPromptScreen.self)
            #expect(prompt.folders.contains(Case.folder), "the root folder: \(prompt.folders)")
            #expect(prompt.folders.contains(output), "the download's folder: \(prompt.folders)")

            prompt.type("downloads")
            shell.handle(.enter)
            #expect(prompt.problem?.contains("absolute path") == true)
            #expect(flow.focusedScreen === prompt)

            prompt.replaceText(with: "/downloads/comp")
            shell.handle(.tab)
            #expect(prompt.text == "/downloads/complete", "completed to what the folders share: \(prompt.text)")
            var seen: [String] = []
            for _ in prompt.matches {
                shell.handle(.tab)
                seen.append(prompt.text)
            }
            #expect(Set(seen) == Set(prompt.matches), "Tab goes through every match")
            prompt.replaceText(with: output)
            shell.handle(.enter)
            await flow.settle()
            let sheet = try flow.requireFocusedScreen(as: ImportSheetScreen<Case.Service.Repository>.self)
            #expect(sheet.source == .folder(path: output))
            #expect(flow.state.modals.count == 1, "the sheet replaces the prompt")
            #expect(!sheet.files.isEmpty)
            #expect(sheet.files.allSatisfy { $0.path.hasPrefix(output + "/") })
            flow.finish()
        }
    }
}
