import MarqueeHost
import MarqueeTesting
import ServarrSimulator
import ServarrTesting
import SonarrAPI
import SonarrFeature

/// A flow test with the Sonarr module and a repository talking to the simulator over loopback
/// (see `withServarrFlow`).
@MainActor
func withSonarrFlow(
    exhaustive: Bool = true, downloadDuration: Duration = .seconds(2), alongside otherModules: [any FeatureModule] = [],
    _ body: (FlowTest, ServarrSimulator, SonarrRepository) async throws -> Void
) async throws {
    try await withServarrFlow(
        SonarrModule(), exhaustive: exhaustive, downloadDuration: downloadDuration, alongside: otherModules,
        configuration: { $0.sonarrConfiguration(timeout: .seconds(10)) }, body)
}
