import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrScreens
import ServarrSimulator
import SonarrAPI
import SonarrFeature
import Testing

/// The nested-modal add-series flow against the simulator over loopback, exhaustive: lookup
/// sheet → options pushed inside it → picker modals returning typed results → confirmation
/// alert → dismiss all → the new series' detail.
@MainActor
@Suite(.serialized) struct AddSeriesFlowTests {
    /// Opens the add sheet from the library, searches, and pushes the options for `tvdbID`.
    private func openOptions(_ flow: FlowTest, term: String, tvdbID: Int) async throws -> AddSeriesOptionsScreen {
        flow.expect { $0.setStack(SonarrRoute.library) }
        await flow.settle()
        flow.press("a") { $0.present(SonarrModal.addLookup(term: "")) }
        let lookup = try flow.requireFocusedScreen(as: AddSeriesLookupScreen.self)
        lookup.search(for: term)
        await flow.settle()
        let index = try #require(lookup.results.firstIndex { $0.tvdbID == tvdbID })
        flow.selectRow(index) { $0.push(SonarrModal.addOptions(tvdbID)) }
        await flow.settle()
        let options = try flow.requireFocusedScreen(as: AddSeriesOptionsScreen.self)
        #expect(options.draft.qualityProfileID != nil)
        #expect(options.draft.rootFolderPath != nil)
        return options
    }

    /// Opens `picker` from the options and chooses the row whose value is `value`.
    private func pick<Value: Hashable & Sendable>(
        _ flow: FlowTest, _ picker: SonarrModal, _ value: Value, open: () throws -> Void
    ) async throws {
        flow.perform("open \(picker)", { _ in try open() }) { $0.present(picker) }
        let screen = try flow.requireFocusedScreen(as: ValuePickerScreen<Value>.self)
        let row = try #require(screen.choices.firstIndex { $0.value == value })
        flow.selectRow(row) { $0.dismiss() }
        await flow.settle()
    }

    @Test func addSeriesWithEveryOptionThroughPickersAndConfirmation() async throws {
        try await withSonarrFlow { flow, _, repository in
            let before = try await repository.series().count
            let options = try await openOptions(flow, term: "kingdom", tvdbID: 700003)
            let profiles = try await repository.qualityProfiles()
            let folders = try await repository.rootFolders()
            try #require(profiles.count >= 2 && folders.count >= 2)

            try await pick(flow, .pickQualityProfile(options.externalID), profiles[1].id) { try options.chooseQualityProfile() }
            try await pick(flow, .pickRootFolder(options.externalID), folders[1].path) { try options.chooseRootFolder() }
            try await pick(flow, .pickSeriesType(tvdbID: options.externalID), "anime") { try options.chooseSeriesType() }
            try await pick(flow, .pickMonitor(tvdbID: options.externalID), "lastSeason") { try options.chooseMonitor() }
            #expect(options.draft.qualityProfileID == profiles[1].id)
            #expect(options.draft.rootFolderPath == folders[1].path)
            #expect(options.draft.seriesType == .anime)
            #expect(options.valueText(.monitor) == "Last season")
            options.draft.usesSeasonFolders = false
            options.draft.searchForMissingEpisodes = true
            options.setTags("nordic, drama")

            flow.perform("add", { _ in try options.requestAdd() }) { $0.present(SonarrModal.confirmAdd(options.externalID), style: .alert) }
            let confirmation = try flow.requireFocusedScreen(as: ConfirmAddScreen.self)
            #expect(confirmation.message.contains("Kingdom"))
            #expect(confirmation.message.contains("last season"))
            flow.answer("Add")
            await flow.settle()
            let added = try #require(try await repository.series().first { $0.tvdbID == 700003 })
            flow.expect {
                $0.dismissAll()
                $0.push(SonarrRoute.series(id: added.id))
            }
            #expect(try await repository.series().count == before + 1)
            #expect(added.qualityProfileID == profiles[1].id)
            #expect(added.path?.hasPrefix(folders[1].path) == true)
            #expect(added.seriesType == .anime)
            #expect(added.usesSeasonFolders == false)
            #expect(added.tagIDs.count == 2)
            let seasons = try await repository.series(id: added.id).seasons.filter { $0.seasonNumber > 0 }
            #expect(seasons.filter(\.isMonitored).map(\.seasonNumber) == [seasons.map(\.seasonNumber).max()])
            #expect(try await repository.commands().contains { $0.name == "SeriesSearch" })
            await flow.settle()
            #expect(flow.focusedScreen(as: SeriesDetailScreen.self)?.seriesID == added.id)
            #expect(flow.host.coordinator.waitingResultCount == 0)
            flow.finish()
        }
    }

    @Test func serverErrorsKeepEveryField() async throws {
        try await withSonarrFlow { flow, simulator, repository in
            let before = try await repository.series().count
            let options = try await openOptions(flow, term: "mushishi", tvdbID: 700000)
            try await pick(flow, .pickMonitor(tvdbID: options.externalID), "future") { try options.chooseMonitor() }
            try await pick(flow, .pickSeriesType(tvdbID: options.externalID), "daily") { try options.chooseSeriesType() }
            options.setTags("calm")
            let entered = options.draft

            // Creating the new tag fails: the alert closes, the options show the server's
            // message, nothing is lost and nothing is added.
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Tag service is down"), service: .sonarr,
                    operation: "post/api/v3/tag", remaining: 1))
            flow.perform("add", { _ in try options.requestAdd() }) { $0.present(SonarrModal.confirmAdd(options.externalID), style: .alert) }
            flow.answer("Add")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(options.addError?.contains("Tag service is down") == true)
            #expect(options.draft == entered)

            // Adding the series fails: same.
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Root folder is read-only"), service: .sonarr,
                    operation: "post/api/v3/series", remaining: 1))
            flow.perform("add again", { _ in try options.requestAdd() }) {
                $0.present(SonarrModal.confirmAdd(options.externalID), style: .alert)
            }
            flow.answer("Add")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(options.addError?.contains("Root folder is read-only") == true)
            #expect(options.draft == entered)
            #expect(try await repository.series().count == before)

            // Loading the pickers' choices fails on a fresh sheet: the options say why.
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Profiles unavailable"), service: .sonarr,
                    operation: "get/api/v3/qualityprofile", remaining: 1))
            flow.open("/sonarr/add/700001") {
                $0.dismissAll()
                $0.present(SonarrModal.addLookup(term: "tvdb:700001"))
                $0.push(SonarrModal.addOptions(700001))
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: AddSeriesOptionsScreen.self)?.failure?.contains("Profiles unavailable") == true)

            // Back on Mushishi, the retry works with what was entered.
            flow.open("/sonarr/add/700000") {
                $0.dismissAll()
                $0.present(SonarrModal.addLookup(term: "tvdb:700000"))
                $0.push(SonarrModal.addOptions(700000))
            }
            await flow.settle()
            let reopened = try flow.requireFocusedScreen(as: AddSeriesOptionsScreen.self)
            #expect(reopened.draft == entered)
            flow.perform("add", { _ in try reopened.requestAdd() }) { $0.present(SonarrModal.confirmAdd(700000), style: .alert) }
            flow.answer("Add")
            await flow.settle()
            let added = try #require(try await repository.series().first { $0.tvdbID == 700000 })
            flow.expect {
                $0.dismissAll()
                $0.push(SonarrRoute.series(id: added.id))
            }
            #expect(added.seriesType == .daily)
            #expect(added.tagIDs.count == 1)
            await flow.settle()
            flow.finish()
        }
    }

    @Test func everyAddScreenHasALink() async throws {
        try await withSonarrFlow { flow, _, _ in
            flow.open("/sonarr/add?term=borgen") {
                $0.setStack(SonarrRoute.library)
                $0.present(SonarrModal.addLookup(term: "borgen"))
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: AddSeriesLookupScreen.self)?.results.contains { $0.tvdbID == 700005 } == true)
            let pickers: [(String, SonarrModal)] = [
                ("quality-profile", .pickQualityProfile(700005)), ("root-folder", .pickRootFolder(700005)),
                ("series-type", .pickSeriesType(tvdbID: 700005)), ("monitor", .pickMonitor(tvdbID: 700005)),
            ]
            for (path, picker) in pickers {
                flow.open("/sonarr/add/700005/\(path)") {
                    $0.dismissAll()
                    $0.present(SonarrModal.addLookup(term: "tvdb:700005"))
                    $0.push(SonarrModal.addOptions(700005))
                    $0.present(picker)
                }
                await flow.settle()
                #expect(flow.focusedScreen is ValuePickerScreen<Int> || flow.focusedScreen is ValuePickerScreen<String>, "\(path)")
            }
            flow.open("/sonarr/add/700005/monitor") {
                $0.dismissAll()
                $0.present(SonarrModal.addLookup(term: "tvdb:700005"))
                $0.push(SonarrModal.addOptions(700005))
                $0.present(SonarrModal.pickMonitor(tvdbID: 700005))
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: ValuePickerScreen<String>.self)?.choices.map(\.value) == AddSeriesDraft.monitorOptions)
            flow.open("/sonarr/add/700005/confirm") {
                $0.dismiss()
                $0.present(SonarrModal.confirmAdd(700005), style: .alert)
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: ConfirmAddScreen.self)?.message.contains("Borgen") == true)
            #expect(flow.host.deepLinks.link(for: SonarrModal.addOptions(700005)) == "marquee://sonarr/add/700005")
            flow.finish()
        }
    }
}
