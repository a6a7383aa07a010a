import Foundation
import MarqueeApp
import ServarrSimulator
import SettingsFeature
import Testing

/// Settings knows the Lidarr kind: its connection test asks Lidarr's `api/v1` and tells a
/// Lidarr from the other kinds.
@Suite("Settings tests Lidarr connections")
struct LidarrConnectionTests {
    static let probes: [ServiceProbe] = [.radarr, .sonarr, .lidarr]

    @Test func aLidarrInstanceConnectsAndAMisconfiguredKindIsNamed() async throws {
        let simulator = try await ServarrSimulator.start(.init())
        let key = Secret(simulator.apiKey)
        let lidarr = await ConnectionTest.run(
            ServiceInstance(kind: .lidarr, name: "home", url: simulator.lidarrURL, apiKey: key), probes: Self.probes)
        let sonarrAsLidarr = await ConnectionTest.run(
            ServiceInstance(kind: .lidarr, name: "x", url: simulator.sonarrURL, apiKey: key), probes: Self.probes)
        let lidarrAsRadarr = await ConnectionTest.run(
            ServiceInstance(kind: .radarr, name: "y", url: simulator.lidarrURL, apiKey: key), probes: Self.probes)
        await simulator.shutdown()
        #expect(lidarr == .connected(appName: "Lidarr", version: "2.5.3.4341"))
        #expect(sonarrAsLidarr == .notAServer(expected: .lidarr, detail: "it has no /api/v1/system/status (HTTP 404)"))
        #expect(lidarrAsRadarr == .notAServer(expected: .radarr, detail: "it has no /api/v3/system/status (HTTP 404)"))
        #expect(InstanceForm(kinds: .known, kind: .lidarr).kind == .lidarr, "the form offers Lidarr as a kind")
    }
}
