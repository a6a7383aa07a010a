import Foundation
import LidarrAPI
import RadarrAPI
import ServarrCore
import ServarrSimulator
import SonarrAPI
import Testing

/// The management endpoints of the data layer (blocklist, indexers, download clients, tags,
/// root folders), over real HTTP to the simulator, once for every service.
@Suite("Management through the repositories")
struct ManagementRepositoryTests {
    typealias Service = SimulatedService

    /// Runs `body` with a fresh simulator and the service's repository.
    private func with(_ service: Service, _ body: @Sendable (any ServarrRepository, RawClient) async throws -> Void) async throws {
        let simulator = try await ServarrSimulator.start(.init(commandStepDuration: .milliseconds(100)))
        let repository: any ServarrRepository =
            switch service {
            case .radarr: RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(10)))
            case .sonarr: SonarrRepository(configuration: simulator.sonarrConfiguration(timeout: .seconds(10)))
            case .lidarr: LidarrRepository(configuration: simulator.lidarrConfiguration(timeout: .seconds(10)))
            }
        do {
            try await body(repository, RawClient(simulator, service))
            await simulator.shutdown()
        } catch {
            await simulator.shutdown()
            throw error
        }
    }

    @Test("The blocklist pages in the server's order; one, several and all can be removed", arguments: Service.allCases)
    func blocklist(_ service: Service) async throws {
        try await with(service) { repository, client in
            let first = try await repository.blocklist(page: 1, pageSize: 3, sort: .init(key: .sourceTitle, isAscending: true))
            #expect(first.records.count == 3)
            #expect(first.totalRecords > 3)
            #expect(first.hasMorePages)
            #expect(first.records.map(\.sourceTitle) == first.records.map(\.sourceTitle).sorted())
            #expect(first.records.allSatisfy { $0.mediaID != nil && !$0.indexer.isEmpty })
            let total = first.totalRecords
            try await repository.removeFromBlocklist(id: first.records[0].id)
            #expect(try await repository.blocklist(page: 1, pageSize: 3).totalRecords == total - 1)
            await #expect(throws: ServarrError.self) { try await repository.removeFromBlocklist(id: first.records[0].id) }
            try await repository.removeFromBlocklist(ids: Array(first.records.dropFirst().map(\.id)))
            #expect(try await repository.blocklist(page: 1, pageSize: 3).totalRecords == total - 3)
            #expect(try await repository.clearBlocklist() == total - 3)
            #expect(try await repository.blocklist().records.isEmpty)
        }
    }

    @Test("Indexers are listed, edited (keeping their settings), validated, tested and deleted", arguments: Service.allCases)
    func indexers(_ service: Service) async throws {
        try await with(service) { repository, client in
            let indexers = try await repository.indexers().elements
            #expect(indexers.map(\.name) == ["NZBgeek", "DrunkenSlug", "1337x", "TorrentLeech", "Nyaa"])
            #expect(indexers[0].downloadProtocol == "usenet" && indexers[2].downloadProtocol == "torrent")
            #expect(!indexers[1].enableRss && indexers[1].enableAutomaticSearch)
            var edited = indexers[0]
            edited.name = "Geek"
            edited.priority = 3
            edited.enableRss = false
            edited.tagIDs = [2]
            let saved = try await repository.update(edited)
            #expect(saved == edited)
            #expect((try await client.send("\(client.root)/indexer/\(edited.id)").object?["fields"] as? [Any])?.count == 2)
            edited.priority = 99
            let error = try #require(await thrownError { _ = try await repository.update(edited) })
            #expect(ServarrError.userMessage(for: error) == "'Priority' must be between 1 and 50. You entered 99.")
            edited.priority = 3
            edited.name = "Nyaa"
            let duplicate = try #require(await thrownError { _ = try await repository.update(edited) })
            #expect(ServarrError.userMessage(for: duplicate) == "Should be unique")

            #expect(try await repository.testIndexer(id: 1).isValid)
            let failed = try await repository.testIndexer(id: 4)
            #expect(failed.failure?.contains("401:Unauthorized") == true)
            let all = try await repository.testEach(indexers.map(\.id)) { try await repository.testIndexer(id: $0) }
            #expect(all.filter { !$0.isValid }.map(\.id) == [4])

            try await repository.deleteIndexer(id: 5)
            #expect(try await repository.indexers().elements.count == 4)
            #expect(
                await thrownError { try await repository.deleteIndexer(id: 5) } as? ServarrError
                    == .notFound(message: "Indexer with ID 5 does not exist"))
        }
    }

    @Test("Download clients are listed, enabled and disabled, and tested", arguments: Service.allCases)
    func downloadClients(_ service: Service) async throws {
        try await with(service) { repository, client in
            let clients = try await repository.downloadClients().elements
            #expect(clients.map(\.name) == ["SABnzbd", "qBittorrent", "Transmission"])
            #expect(clients.map(\.isEnabled) == [true, true, false])
            #expect(try await repository.setDownloadClient(id: 3, enabled: true).isEnabled)
            #expect(try await repository.setDownloadClient(id: 1, enabled: false).isEnabled == false)
            #expect(try await repository.downloadClients().elements.map(\.isEnabled) == [false, true, true])
            #expect(try await repository.testDownloadClient(id: 2).isValid)
            #expect(try await repository.testDownloadClient(id: 3).failure?.hasPrefix("Unable to connect to Transmission") == true)
        }
    }

    @Test("Tags list what uses them; rename validates; deleting one in use is refused with the reason", arguments: Service.allCases)
    func tags(_ service: Service) async throws {
        try await with(service) { repository, client in
            let usages = try await repository.tagUsages().elements
            let first = try #require(usages.first)
            #expect(first.indexerIDs == [3])
            #expect(first.isInUse)
            #expect(usages.first { $0.id == 2 }?.downloadClientIDs == [2])
            let refused = try #require(await thrownError { try await repository.deleteTag(id: first.id) })
            #expect(ServarrError.userMessage(for: refused) == "'\(first.label)' cannot be deleted since it's still in use")
            let invalid = try #require(await thrownError { _ = try await repository.renameTag(id: first.id, label: "no spaces") })
            #expect(ServarrError.userMessage(for: invalid) == "Allowed characters a-z, 0-9 and -")
            #expect(try await repository.renameTag(id: first.id, label: "Renamed").label == "renamed")
            let spare = try await repository.createTag(label: "spare")
            #expect(try await repository.tagUsages().elements.first { $0.id == spare.id }?.isInUse == false)
            try await repository.deleteTag(id: spare.id)
            #expect(try await repository.tags().map(\.id).contains(spare.id) == false)
        }
    }

    @Test("Root folders list free space and unmapped folders; adding checks the path on the server", arguments: Service.allCases)
    func rootFolders(_ service: Service) async throws {
        try await with(service) { repository, client in
            let folders = try await repository.rootFolderListing().elements
            #expect(folders.count == 2)
            #expect(folders.allSatisfy { ($0.freeSpace ?? 0) > 0 })
            if service != .lidarr { #expect(!folders[0].unmappedFolders.isEmpty) }
            for (path, message) in [
                ("relative", "Invalid Path"), ("/nowhere", "Path '/nowhere' does not exist"),
                (folders[0].path, "Path is already configured as a root folder"),
            ] {
                let error = try #require(await thrownError { _ = try await repository.addRootFolder(path: path) })
                #expect(ServarrError.userMessage(for: error) == message)
            }
            let added = try await repository.addRootFolder(path: "/mnt/archive")
            #expect(added.path == "/mnt/archive")
            #expect(try await repository.rootFolderListing().elements.count == 3)
            try await repository.removeRootFolder(id: added.id)
            #expect(try await repository.rootFolderListing().elements.map(\.id) == folders.map(\.id))
        }
    }
}
