import Foundation
import ServarrSimulator
import Testing

/// Root folders and the disk space over loopback: each root folder's disk is listed by
/// `diskspace` with the space the root folder reports, and the total shows on the root folder
/// where the server shows it.
@Suite("Root folders and the disk space agree as on the servers")
struct RootFolderSpaceTests {
    private static let quiet = ServarrSimulator.Configuration(commandStepDuration: .milliseconds(50), downloadDuration: .seconds(3600))

    @Test(
        "Root folders report their disk's space as the server does, and the disk space agrees",
        arguments: [(SimulatedService.radarr, 5), (.sonarr, 3), (.sonarr, 4), (.lidarr, 1)])
    func rootFoldersAndDisks(_ service: SimulatedService, major: Int) async throws {
        var configuration = Self.quiet
        configuration.serverVersions = ServerVersions(radarr: service == .radarr ? major : nil, sonarr: service == .sonarr ? major : nil)
        // Lidarr and Sonarr v4 show a root folder's total space; Radarr's v3 API and Sonarr v3 only in `diskspace`.
        let showsTotal = service == .lidarr || (service == .sonarr && major == 4)
        try await withSimulator(configuration) { simulator in
            let client = RawClient(simulator, service)
            let folders = try #require(try await client.send("\(client.root)/rootfolder").array)
            let disks = try #require(try await client.send("\(client.root)/diskspace").array)
            #expect(disks.count == folders.count + 1, "a disk per root folder, and the configuration's")
            for folder in folders {
                let disk = try #require(disks.first { $0["path"] as? String == folder["path"] as? String })
                let free = try #require(folder["freeSpace"] as? Int64), total = try #require(disk["totalSpace"] as? Int64)
                #expect(disk["freeSpace"] as? Int64 == free)
                #expect(free > 0 && free < total)
                #expect(folder["totalSpace"] as? Int64 == (showsTotal ? total : nil), "\(folder["path"] ?? "?")")
            }

            let path = ["radarr": "/data/movies", "sonarr": "/data/tv", "lidarr": "/data/music"][service.rawValue] ?? "/data"
            let added = try await client.send(
                "POST", "\(client.root)/rootfolder",
                body: ["path": path, "name": "Data", "defaultQualityProfileId": 1, "defaultMetadataProfileId": 1])
            #expect(added.status == 201)
            let disk = try #require(try await client.send("\(client.root)/diskspace").array?.first { $0["path"] as? String == path })
            #expect(disk["freeSpace"] as? Int64 == added.object?["freeSpace"] as? Int64)
            #expect(added.object?["totalSpace"] as? Int64 == (showsTotal ? disk["totalSpace"] as? Int64 : nil))
        }
    }
}
