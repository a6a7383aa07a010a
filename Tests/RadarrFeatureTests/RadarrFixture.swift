import MarqueeHost
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrSimulator
import ServarrTesting

/// A flow test with the Radarr module and a repository talking to the simulator over loopback
/// (see `withServarrFlow`).
@MainActor
func withRadarrFlow(
    exhaustive: Bool = true, downloadDuration: Duration = .seconds(2), alongside otherModules: [any FeatureModule] = [],
    _ body: (FlowTest, ServarrSimulator, RadarrRepository) async throws -> Void
) async throws {
    try await withServarrFlow(
        RadarrModule(), exhaustive: exhaustive, downloadDuration: downloadDuration, alongside: otherModules,
        configuration: { $0.radarrConfiguration(timeout: .seconds(10)) }, body)
}
