import MarqueeApp
import SettingsFeature

/// The start-up check of the configured servers: each instance's system status, in parallel,
/// with a short deadline (Settings' ``ConnectionTest``). Marquee stops with exit code 3 only
/// when every instance fails (a server that is down among several is logged and the app starts).
enum ConnectionCheck {
    /// One instance that could not be used, and why (never the API key).
    struct Failure: Sendable {
        var instance: String
        var reason: String
    }

    /// The instances that failed.
    static func failures(of configuration: Configuration, timeout: Duration = .seconds(5)) async -> [Failure] {
        let instances = configuration.instances
        let results = await ConnectionTest.run(instances, probes: serviceProbes, timeout: timeout)
        return zip(instances, results).compactMap { instance, result in
            result.isSuccess
                ? nil
                : Failure(
                    instance: "\(instance.kind) \"\(instance.name)\" at \(instance.url.absoluteString)",
                    reason: result.description)
        }.sorted { $0.instance < $1.instance }
    }
}
