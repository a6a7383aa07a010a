import LidarrAPI
import LidarrFeature
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrCore
import ServarrScreens
import ServarrSimulator
import SonarrAPI
import SonarrFeature
import Testing

/// What the rename flows need of a service beyond ``KitCase``: its preview routes and its
/// preview call.
@MainActor
protocol RenamingCase: KitCase where Service.Repository.Media: ServarrMedia {
    /// The preview of one item's files.
    static func renameFiles(id: Int) -> Service.Modal
    /// The preview of the library's marked items.
    static func renameMarked(_ ids: [Int]) -> Service.Modal
    /// The server's rename preview of one item.
    static func preview(_ repository: Service.Repository, id: Int) async throws -> [FileRename]
    /// "Movie with ID 12 does not exist".
    static func missing(_ id: Int) -> String
}

extension RadarrCase: RenamingCase {
    static func renameFiles(id: Int) -> RadarrModal { .renameFiles(movieID: id) }
    static func renameMarked(_ ids: [Int]) -> RadarrModal { .renameMarked(ids: RecordIDs(ids)) }
    static func preview(_ repository: RadarrRepository, id: Int) async throws -> [FileRename] { try await repository.renamePreview(movieIDs: [id]) }
    static func missing(_ id: Int) -> String { "Movie with ID \(id) does not exist" }
}

extension SonarrCase: RenamingCase {
    static func renameFiles(id: Int) -> SonarrModal { .renameFiles(seriesID: id) }
    static func renameMarked(_ ids: [Int]) -> SonarrModal { .renameMarked(ids: RecordIDs(ids)) }
    static func preview(_ repository: SonarrRepository, id: Int) async throws -> [FileRename] { try await repository.renamePreview(seriesID: id) }
    static func missing(_ id: Int) -> String { "Series with ID \(id) does not exist" }
}

extension LidarrCase: RenamingCase {
    static func renameFiles(id: Int) -> LidarrModal { .renameFiles(artistID: id) }
    static func renameMarked(_ ids: [Int]) -> LidarrModal { .renameMarked(ids: RecordIDs(ids)) }
    static func preview(_ repository: LidarrRepository, id: Int) async throws -> [FileRename] { try await repository.renamePreview(artistID: id) }
    static func missing(_ id: Int) -> String { "Artist with ID \(id) does not exist" }
}

enum RenamingCases {
    static let all: [any RenamingCase.Type] = [RadarrCase.self, SonarrCase.self, LidarrCase.self]
}

/// Rename previews for every service: `p` on an item shows its files old → new; Enter asks and
/// Enter again renames the marked files (or all), says how many, and shows what is left; a
/// refusal keeps the marks and says why; an item gone says so; the library previews its marked
/// items at once.
@MainActor
@Suite(.serialized) struct RenameFlowTests {
    /// Library items whose preview is not empty, with it, in library order.
    private func itemsWithRenames<Case: RenamingCase>(
        _ service: Case.Type, _ repository: Case.Service.Repository, count: Int, minimumFiles: Int = 1
    ) async throws -> [(id: Int, files: [FileRename])] {
        var found: [(Int, [FileRename])] = []
        for item in try await repository.mediaListing().elements where found.count < count {
            let files = try await Case.preview(repository, id: item.id)
            if files.count >= minimumFiles { found.append((item.id, files)) }
        }
        return found
    }

    private func openPreview<Case: RenamingCase>(_ service: Case.Type, id: Int, in flow: FlowTest) async throws -> FileChangesScreen<Case.Service> {
        flow.open(Case.detailLink(id: id)) { $0.setStack(Case.library, Case.Service.detail(id: id)) }
        await flow.settle()
        flow.press("p") { $0.present(Case.renameFiles(id: id), style: .fullScreen) }
        await flow.settle()
        return try flow.requireFocusedScreen(as: FileChangesScreen<Case.Service>.self)
    }

    @Test(arguments: RenamingCases.all)
    func previewThenRenameEveryFile(_ service: any RenamingCase.Type) async throws { try await renameAll(service) }

    private func renameAll<Case: RenamingCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, repository in
            let (id, files) = try #require(try await itemsWithRenames(service, repository, count: 1).first)
            let preview = try await openPreview(service, id: id, in: flow)
            #expect(preview.files == files.map(FileChange.init))
            let title = try await repository.media(id: id).title
            #expect(preview.subject.contains(title))

            let terminal = InMemoryTerminal(size: Size(width: 220, height: 30))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            let first = try #require(files.first)
            #expect(terminal.screenString.contains(first.existingPath), "\(terminal.screenString)")
            #expect(terminal.screenString.contains("→ " + first.newPath), "\(terminal.screenString)")

            flow.selectRow(0)
            #expect(
                preview.questionText
                    == "Rename \(files.count == 1 ? "1 file" : "\(files.count) files") of \(preview.subject)? Enter: rename · Esc: leave them")
            preview.confirmApply()
            await flow.settle()
            #expect(preview.status == "✓ \(files.count == 1 ? "1 file" : "\(files.count) files") renamed")
            #expect(preview.files.isEmpty && preview.failure == nil)
            #expect(try await Case.preview(repository, id: id).isEmpty)
            shell.render()
            #expect(terminal.screenString.contains("Nothing to rename: every file already follows the naming settings"), "\(terminal.screenString)")
        }
    }

    @Test(arguments: RenamingCases.all)
    func onlyTheMarkedFilesAreRenamedAndARefusalKeepsThem(_ service: any RenamingCase.Type) async throws { try await renameMarked(service) }

    private func renameMarked<Case: RenamingCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, simulator, repository in
            let items = try await itemsWithRenames(service, repository, count: 2)
            try #require(items.count == 2)
            let preview = try await previewMarked(service, items.map(\.id), in: flow)
            let files = items.flatMap(\.files)
            #expect(preview.files.map(\.id) == files.map(\.fileID))
            preview.toggleMark()
            #expect(preview.marked == [files[0].fileID])

            let root = Case.simulated == .lidarr ? "api/v1" : "api/v3"
            await simulator.faults.add(
                FaultRule(.serverError(message: "Disk is read-only"), service: Case.simulated, operation: "post/\(root)/command", remaining: 1))
            preview.askToApply()
            preview.confirmApply()
            await flow.settle()
            #expect(preview.status?.contains("Disk is read-only") == true, "\(preview.status ?? "")")
            #expect(preview.marked == [files[0].fileID], "a refusal keeps the marks")
            #expect(try await Case.preview(repository, id: items[0].id).count == items[0].files.count)

            preview.askToApply()
            preview.confirmApply()
            await flow.settle()
            #expect(preview.status == "✓ 1 file renamed")
            let left = try await Case.preview(repository, id: items[0].id) + Case.preview(repository, id: items[1].id)
            #expect(left.map(\.fileID) == files.dropFirst().map(\.fileID))
            #expect(preview.files.map(\.id) == left.map(\.fileID) && preview.marked.isEmpty)
        }
    }

    /// Marks `ids` in the library and presses `p`: the preview of the marked items.
    private func previewMarked<Case: RenamingCase>(
        _ service: Case.Type, _ ids: [Int], in flow: FlowTest
    ) async throws -> FileChangesScreen<Case.Service> {
        flow.open("/\(Case.name)/library") { $0.setStack(Case.library) }
        await flow.settle()
        let library = try flow.requireFocusedScreen(as: MediaLibraryScreen<Case.Service>.self)
        for id in ids {
            library.highlight(row: try #require(library.shown.firstIndex { $0.id == id }))
            library.toggleMark()
        }
        #expect(library.marked == Set(ids))
        flow.press("p") { $0.present(Case.renameMarked(library.marked.sorted()), style: .fullScreen) }
        await flow.settle()
        return try flow.requireFocusedScreen(as: FileChangesScreen<Case.Service>.self)
    }

    @Test(arguments: RenamingCases.all)
    func anItemGoneIsSaid(_ service: any RenamingCase.Type) async throws { try await itemGone(service) }

    private func itemGone<Case: RenamingCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, repository in
            let (id, files) = try #require(try await itemsWithRenames(service, repository, count: 1).first)
            let preview = try await openPreview(service, id: id, in: flow)
            #expect(preview.files.count == files.count)
            try await repository.deleteMedia(id: id)
            preview.askToApply()
            preview.confirmApply()
            await flow.settle()
            #expect(preview.status == "✗ " + Case.missing(id), "\(preview.status ?? "")")
            #expect(preview.failure?.contains(Case.missing(id)) == true, "the preview reloads and says the item is gone: \(preview.failure ?? "")")
        }
    }

    @Test(arguments: RenamingCases.all)
    func theLibraryPreviewsItsMarkedItems(_ service: any RenamingCase.Type) async throws { try await libraryMarks(service) }

    private func libraryMarks<Case: RenamingCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, repository in
            let items = try await itemsWithRenames(service, repository, count: 2)
            try #require(items.count == 2)
            let ids = items.map(\.id)
            let preview = try await previewMarked(service, ids, in: flow)
            let count = items.reduce(0) { $0 + $1.files.count }
            #expect(Set(preview.files.map(\.mediaID)) == Set(ids))
            #expect(preview.files.count == count)
            #expect(preview.subject == "2 \(Case.Service.pluralNoun)")
            preview.askToApply()
            preview.confirmApply()
            await flow.settle()
            #expect(preview.status == "✓ \(count) files renamed")
            for id in ids { #expect(try await Case.preview(repository, id: id).isEmpty) }
        }
    }

    @Test func aSeasonPreviewsOnlyItsFiles() async throws {
        try await withFlow(SonarrCase.self, exhaustive: false) { flow, _, repository in
            var chosen: (id: Int, season: Int, files: [FileRename])?
            for series in try await repository.series() where chosen == nil {
                let all = try await repository.renamePreview(seriesID: series.id)
                let seasons = Set(all.compactMap(\.seasonNumber))
                if seasons.count > 1, let season = seasons.min() { chosen = (series.id, season, all.filter { $0.seasonNumber == season }) }
            }
            let (id, season, files) = try #require(chosen)
            flow.open("/sonarr/series/\(id)/season/\(season)") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: id), SonarrRoute.season(seriesID: id, number: season))
            }
            await flow.settle()
            flow.press("p") { $0.present(SonarrModal.renameSeasonFiles(seriesID: id, seasonNumber: season), style: .fullScreen) }
            await flow.settle()
            let preview = try flow.requireFocusedScreen(as: FileChangesScreen<SonarrService>.self)
            #expect(preview.files == files.map(FileChange.init))
            #expect(preview.subject.hasPrefix("season \(season) of "))
        }
    }

    @Test func lidarrRetagsFromTheSamePreview() async throws {
        try await withFlow(LidarrCase.self, exhaustive: false) { flow, _, repository in
            var found: (id: Int, retags: [FileRetag])?
            for artist in try await repository.artists() where found == nil {
                let retags = try await repository.retagPreview(artistID: artist.id)
                if !retags.isEmpty { found = (artist.id, retags) }
            }
            let (id, retags) = try #require(found)
            let preview = try await openPreview(LidarrCase.self, id: id, in: flow)
            #expect(preview.kind.verb == "Rename")
            preview.showKind(at: 1)
            await flow.settle()
            #expect(preview.kind.verb == "Retag")
            #expect(preview.files == retags.map(FileChange.init))
            #expect(preview.files.first?.outcome.contains("Album Artist: – → ") == true)
            preview.askToApply()
            preview.confirmApply()
            await flow.settle()
            #expect(preview.status == "✓ \(retags.count) files retagged")
            #expect(try await repository.retagPreview(artistID: id).isEmpty)
        }
    }
}
