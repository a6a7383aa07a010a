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

/// The pickers over the manual import sheet, for every service: what a file is (the service's
/// steps), its quality, languages and release group; the changes survive a refused import and
/// go into the import that succeeds.
@MainActor
@Suite(.serialized) struct ImportPickerFlowTests {
    @Test(arguments: KitCases.all)
    func pickersOverTheSheetChangeAFileThatARefusalKeeps(_ service: any KitCase.Type) async throws {
        try await changesAFile(service)
    }

    private func changesAFile<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false, downloadDuration: .seconds(3600), stuckDownloads: true) { flow, simulator, repository in
            let waiting = try #require(try await repository.queueDetails().first { $0.trackedDownloadState == "importPending" })
            flow.open("/\(Case.name)/queue/\(waiting.id)/import") {
                $0.setStack(Case.library, Case.activity(.queue))
                $0.present(Case.Service.Modal.manualImport(queueID: waiting.id))
            }
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 100, height: 30))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            let sheet = try flow.requireFocusedScreen(as: ImportSheetScreen<Case.Service.Repository>.self)
            let original = try #require(sheet.selectedFile)
            let first = try #require(
                try await repository.mediaListing().elements.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }.first)

            // Enter: the service's pickers, one after another, each over the sheet.
            shell.handle(.enter)
            for step in Case.Service.importProposalSteps {
                await flow.settle()
                #expect(
                    flow.state.modals.count == 2, "the picker opens over the sheet: \(String(describing: flow.focusedScreen)) \(sheet.refusal ?? "")")
                shell.render()
                #expect(terminal.row(containing: "Manual import") != nil, "the sheet stays visible: \(terminal.screenString)")
                if step.allowsMany {
                    let picker = try flow.requireFocusedScreen(as: MultipleChoiceScreen.self)
                    #expect(picker.title == step.title)
                    #expect(!picker.rows.isEmpty)
                    shell.handle(.enter)
                } else {
                    let picker = try flow.requireFocusedScreen(as: ValuePickerScreen<Int>.self)
                    #expect(picker.title == step.title)
                    try picker.selectRow(at: 0)
                }
            }
            await flow.settle()
            #expect(flow.focusedScreen === sheet)
            var changed = try #require(sheet.files.first { $0.path == original.path })
            #expect(changed.proposal.mediaID == first.id)
            #expect(changed.proposal.isComplete)
            #expect(sheet.chosen.contains(original.path))
            // The server evaluated the changed file again: its rejections are those for the new choice.
            let evaluated = try #require(try await repository.reevaluate([changed]).first)
            #expect(changed.rejections == evaluated.rejections)
            if changed.proposal.mediaID != original.proposal.mediaID {
                #expect(!changed.rejections.contains { $0.hasPrefix("Not an upgrade") || $0.hasPrefix("Unknown") })
            }

            // u: the quality, another than the file's.
            shell.handle(.character("u"))
            await flow.settle()
            let qualities = try flow.requireFocusedScreen(as: ValuePickerScreen<Int>.self)
            let other = try #require(qualities.choices.firstIndex { $0.label != original.quality?.name && $0.label != "Unknown" })
            try qualities.selectRow(at: other)
            await flow.settle()
            let quality = qualities.choices[other].label
            changed = try #require(sheet.files.first { $0.path == original.path })
            #expect(changed.quality?.name == quality)

            // l: the languages (several), where the service's files have them.
            if Case.Service.importsLanguages {
                shell.handle(.character("l"))
                await flow.settle()
                let languages = try flow.requireFocusedScreen(as: MultipleChoiceScreen.self)
                #expect(!languages.marked.isEmpty, "the file's language is marked")
                languages.toggleAll()
                if !languages.marked.isEmpty { languages.toggleAll() }
                let spoken = original.languages.map(\.name)
                let other = try #require(languages.rows.firstIndex { !spoken.contains($0.label) && $0.label != "Unknown" })
                try languages.selectRow(at: other)
                await flow.settle()
                #expect(sheet.files.first { $0.path == original.path }?.languages.map(\.name) == [languages.rows[other].label])
            } else {
                shell.handle(.character("l"))
                await flow.settle()
                #expect(flow.focusedScreen === sheet, "no languages picker")
            }

            // n: the release group.
            shell.handle(.character("n"))
            await flow.settle()
            let prompt = try flow.requireFocusedScreen(as: TextPromptScreen.self)
            #expect(prompt.text == original.releaseGroup)
            prompt.replaceText(with: "MARQUEE")
            prompt.submitText()
            await flow.settle()
            #expect(flow.focusedScreen === sheet)
            #expect(sheet.files.first { $0.path == original.path }?.releaseGroup == "MARQUEE")

            // A refused import keeps every change and shows the reason.
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Disk is full"), service: Case.simulated,
                    operation: "post/\(Case.Service.Repository.api.root)/command", remaining: 1))
            shell.handle(.control("s"))
            await flow.settle()
            #expect(sheet.refusal?.contains("Disk is full") == true)
            sheet.reload()
            await flow.settle()
            changed = try #require(sheet.files.first { $0.path == original.path })
            #expect(changed.proposal.mediaID == first.id)
            #expect(changed.quality?.name == quality)
            #expect(changed.releaseGroup == "MARQUEE")
            #expect(sheet.chosen.contains(original.path))
            #expect(sheet.changedPaths == [original.path])

            // The next import puts the file in the item chosen, in the quality chosen.
            shell.handle(.control("s"))
            await flow.settle()
            #expect(sheet.refusal == nil)
            #expect(sheet.outcomes[original.path] == "Imported")
            let events = try await repository.history(pageSize: 100).records
            #expect(
                events.contains { $0.mediaID == first.id && $0.quality == quality && $0.sourceTitle == original.name },
                "\(events.prefix(5))")
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func escapeOnAPickerLeavesTheFileAsItWas(_ service: any KitCase.Type) async throws {
        try await escapeLeavesTheFile(service)
    }

    /// Esc on the first picker (or the second, after a choice in the first) changes nothing.
    private func escapeLeavesTheFile<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false, downloadDuration: .seconds(3600), stuckDownloads: true) { flow, _, repository in
            let waiting = try #require(try await repository.queueDetails().first { $0.trackedDownloadState == "importPending" })
            flow.open("/\(Case.name)/queue/\(waiting.id)/import") {
                $0.setStack(Case.library, Case.activity(.queue))
                $0.present(Case.Service.Modal.manualImport(queueID: waiting.id))
            }
            await flow.settle()
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 100, height: 30)))
            let sheet = try flow.requireFocusedScreen(as: ImportSheetScreen<Case.Service.Repository>.self)
            let original = try #require(sheet.selectedFile)
            shell.handle(.enter)
            await flow.settle()
            if Case.Service.importProposalSteps.count > 1 {
                try flow.requireFocusedScreen(as: ValuePickerScreen<Int>.self).selectRow(at: 0)
                await flow.settle()
            }
            #expect(flow.focusedScreen !== sheet)
            shell.handle(.escape)
            await flow.settle()
            #expect(flow.focusedScreen === sheet)
            #expect(sheet.files.first { $0.path == original.path } == original)
            #expect(sheet.changedPaths.isEmpty)
            flow.finish()
        }
    }
}
