import LidarrAPI
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import RadarrAPI
import ServarrCore
import ServarrScreens
import ServarrSimulator
import SonarrAPI
import Testing

/// The bulk editor on every service's library: `e` with marks opens a sheet over the library;
/// what is chosen (quality profile, root folder, tags, the service's own field) goes to every
/// marked item in one editor request after one question naming the count; a refusal keeps the
/// sheet, the choices and the marks, and shows the server's message.
@MainActor
@Suite(.serialized) struct BulkEditSheetTests {
    @Test(arguments: KitCases.all)
    func theMarkedItemsTakeTheChosenValuesInOneRequest(_ service: any KitCase.Type) async throws {
        try await edit(service)
    }

    @Test(arguments: KitCases.all)
    func aRefusedBulkEditKeepsTheSheetTheChoicesAndTheMarks(_ service: any KitCase.Type) async throws {
        try await refusal(service)
    }

    /// The service's own row: its label, a value to choose, and whether an item has it.
    static func ownRow<Case: KitCase>(_ service: Case.Type, metadataProfiles: [MetadataProfile]) -> (label: String, value: String, has: (Any) -> Bool)
    {
        switch Case.self {
        case is RadarrCase.Type: ("Availability", "In cinemas", { ($0 as? Movie)?.minimumAvailability == .inCinemas })
        case is SonarrCase.Type: ("Series type", "anime", { ($0 as? Series)?.seriesType == .anime })
        default:
            ("Metadata profile", metadataProfiles.last?.name ?? "", { ($0 as? Artist)?.metadataProfileID == metadataProfiles.last?.id })
        }
    }

    private func sheet<Case: KitCase>(
        _ flow: FlowTest, _ service: Case.Type
    ) async throws -> (library: MediaLibraryScreen<Case.Service>, sheet: BulkEditScreen<Case.Service>, ids: [Int]) {
        flow.open("/\(Case.name)/library") { $0.setStack(Case.library) }
        await flow.settle()
        let library = try flow.requireFocusedScreen(as: MediaLibraryScreen<Case.Service>.self)
        library.highlight(row: 0)
        library.toggleMark()
        library.toggleMark()
        let ids = library.marked.sorted()
        #expect(ids.count == 2)
        let change = try #require(library.markedChange(.edit))
        #expect(change == MediaBulkChange(.edit, ids: ids))
        flow.press("e") { $0.present(Case.Service.Modal.bulk(change), style: .sheet) }
        await flow.settle()
        let sheet = try flow.requireFocusedScreen(as: BulkEditScreen<Case.Service>.self)
        #expect(sheet.isLoaded, "\(sheet.failure ?? "")")
        #expect(sheet.title == "Edit 2 \(Case.Service.pluralNoun)")
        return (library, sheet, ids)
    }

    private func edit<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, repository in
            let (_, sheet, ids) = try await sheet(flow, service)
            let profile = try #require(try await repository.qualityProfiles().last)
            let folder = try #require(try await repository.rootFolders().last)
            let lidarrProfiles = try await (repository as? LidarrRepository)?.metadataProfiles() ?? []
            let own = Self.ownRow(service, metadataProfiles: lidarrProfiles)
            sheet.confirm()
            #expect(sheet.question == nil && sheet.failure == "Choose something to change", "nothing chosen: nothing asked")
            #expect(sheet.choose(profile.name, for: "Quality profile"))
            #expect(sheet.choose(folder.path, for: "Root folder"))
            #expect(sheet.choose("add", for: BulkEditScreen<Case.Service>.tagsLabel))
            #expect(sheet.choose(own.value, for: own.label), "\(own.label): \(own.value)")
            sheet.setTagLabels("bulk-edited")
            sheet.confirm()
            let question = try #require(sheet.question)
            #expect(question.hasPrefix("Change 2 \(Case.Service.pluralNoun): "))
            #expect(question.contains(profile.name) && question.contains("tags add bulk-edited"))
            sheet.apply()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let tag = try #require(try await repository.tags().first { $0.label == "bulk-edited" }, "the new tag is created")
            for id in ids {
                let item = try await repository.media(id: id)
                #expect(item.qualityProfileID == profile.id, "\(id): quality profile")
                #expect(item.tagIDs.contains(tag.id), "\(id): tag added")
                #expect(item.path?.hasPrefix(folder.path) == true, "\(id): moved to \(folder.path): \(item.path ?? "")")
                #expect(own.has(item), "\(id): \(own.label) \(own.value)")
            }
        }
    }

    private func refusal<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, simulator, repository in
            let (library, sheet, ids) = try await sheet(flow, service)
            let profile = try #require(try await repository.qualityProfiles().last)
            #expect(sheet.choose(profile.name, for: "Quality profile"))
            sheet.confirm()
            #expect(sheet.question != nil)
            let api = Case.Service.Repository.api
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Database is locked"), service: Case.simulated,
                    pathPrefix: "/\(api.root)/\(api.mediaResource)/editor", remaining: 1))
            sheet.apply()
            await flow.settle()
            flow.expectNoChange()
            #expect(sheet.failure?.contains("Database is locked") == true, "\(sheet.failure ?? "no message")")
            #expect(sheet.question == nil)
            #expect(sheet.rows.first { $0.label == "Quality profile" }?.value == profile.name, "the choice waits for another try")
            #expect(library.marked == Set(ids), "the marks wait for another try")
        }
    }
}
