import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrCore
import ServarrScreens
import Testing

/// What every service's nested-modal add flow does alike, against the simulator over loopback,
/// exhaustive: cancel at every depth, and a confirmation opened by its link.
@MainActor
@Suite(.serialized) struct AddFlowTests {
    /// Opens the add sheet from the library, searches, and pushes the options of `Case.newTitle`.
    private func openOptions<Case: KitCase>(_ flow: FlowTest, _ service: Case.Type) async throws -> AddOptionsScreen<Case.Service> {
        let (externalID, term) = Case.newTitle
        flow.expect { $0.setStack(Case.library) }
        await flow.settle()
        flow.press("a") { $0.present(Case.addLookup(term: "")) }
        let lookup = try flow.requireFocusedScreen(as: AddLookupScreen<Case.Service>.self)
        lookup.search(for: term)
        await flow.settle()
        let index = try #require(lookup.results.firstIndex { $0.externalID == externalID })
        #expect(!lookup.results[index].isInLibrary)
        flow.selectRow(index) { $0.push(Case.Service.Modal.addOptions(externalID)) }
        await flow.settle()
        let options = try flow.requireFocusedScreen(as: AddOptionsScreen<Case.Service>.self)
        #expect(options.draft.qualityProfileID != nil)
        #expect(options.draft.rootFolderPath != nil)
        return options
    }

    @Test(arguments: KitCases.all)
    func cancelAtEveryDepthAddsNothing(_ service: any KitCase.Type) async throws {
        try await cancelAtEveryDepth(service)
    }

    private func cancelAtEveryDepth<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let before = try await repository.mediaListing().elements.count
            let options = try await openOptions(flow, service)
            let chosen = options.draft

            // Each picker: Esc dismisses without a result; the draft is unchanged.
            for field in Case.Service.AddField.allCases {
                let picker: Case.Service.Modal
                switch Case.Service.addRow(field, of: chosen).action {
                case .qualityProfile: picker = Case.Service.Modal.pickQualityProfile(options.externalID)
                case .rootFolder: picker = Case.Service.Modal.pickRootFolder(options.externalID)
                case .pick(let modal, _): picker = modal(options.externalID)
                case .toggle, .tags, .add: continue
                }
                flow.perform("open \(picker)", { _ in try options.choose(field) }) { $0.present(picker) }
                flow.back { $0.dismiss() }
                await flow.settle()
                #expect(options.draft == chosen, "\(picker)")
            }

            // Confirmation: Cancel returns to the options with everything kept.
            flow.perform("add", { _ in try options.requestAdd() }) {
                $0.present(Case.Service.Modal.confirmAdd(options.externalID), style: .alert)
            }
            flow.answer("Cancel") { $0.dismiss() }
            await flow.settle()
            #expect(flow.focusedScreen(as: AddOptionsScreen<Case.Service>.self) === options)
            #expect(options.draft == chosen)

            // Options: back to the lookup, with its results; lookup: back to the library.
            flow.back { $0.pop() }
            #expect(flow.focusedScreen(as: AddLookupScreen<Case.Service>.self)?.results.isEmpty == false)
            flow.back { $0.dismiss() }
            #expect(flow.focusedScreen(as: MediaLibraryScreen<Case.Service>.self) != nil)
            #expect(try await repository.mediaListing().elements.count == before)
            #expect(flow.host.coordinator.waitingResultCount == 0)
            await flow.settle()
            flow.finish()
        }
    }

    @Test(arguments: KitCases.lookingUpAddLinks)
    func confirmationOpenedDirectlyByItsLinkNamesTheTitle(_ service: any KitCase.Type) async throws {
        try await confirmationByLink(service)
    }

    private func confirmationByLink<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, _ in
            let (externalID, message) = Case.confirmation
            flow.open("/\(Case.name)/add/\(externalID)/confirm") {
                $0.setStack(Case.library)
                $0.present(Case.addLookup(term: Case.Service.lookupTerm(externalID: externalID)))
                $0.push(Case.Service.Modal.addOptions(externalID))
                $0.present(Case.Service.Modal.confirmAdd(externalID), style: .alert)
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: ConfirmAddScreen.self)?.message == message)
            flow.answer("Cancel") { $0.dismiss() }
            await flow.settle()
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func selectingALibraryTitleInTheAddSheetShowsIt(_ service: any KitCase.Type) async throws {
        try await selectingALibraryTitle(service)
    }

    private func selectingALibraryTitle<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let (title, term) = Case.libraryTitle
            flow.open("/\(Case.name)/add?term=\(term)") {
                $0.setStack(Case.library)
                $0.present(Case.addLookup(term: term))
            }
            await flow.settle()
            let lookup = try flow.requireFocusedScreen(as: AddLookupScreen<Case.Service>.self)
            let index = try #require(lookup.results.firstIndex { $0.title == title })
            #expect(lookup.results[index].isInLibrary)
            let id = lookup.results[index].id
            flow.selectRow(index) {
                $0.dismissAll()
                $0.push(Case.Service.detail(id: id))
            }
            await flow.settle()
            #expect(try await repository.media(id: id).title == title)
            flow.finish()
        }
    }
}
