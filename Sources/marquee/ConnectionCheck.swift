import Foundation
import MarqueeApp
import RadarrAPI
import ServarrCore
import SonarrAPI

/// The start-up check of the configured servers: each instance's system status, in parallel,
/// with a short deadline. Marquee stops with exit code 3 only when every instance fails (a
/// server that is down among several is logged and the app starts).
enum ConnectionCheck {
    /// One instance that could not be used, and why (never the API key).
    struct Failure: Sendable {
        var instance: String
        var reason: String
    }

    /// The instances that failed.
    static func failures(of configuration: Configuration, timeout: Duration = .seconds(5)) async -> [Failure] {
        await withTaskGroup(of: Failure?.self) { group in
            for instance in configuration.instances {
                let service = ServiceConfiguration(baseURL: instance.url, apiKey: instance.apiKey.reveal(),
                                                   headers: instance.headers, timeout: timeout)
                let name = "\(instance.kind) \"\(instance.name)\" at \(instance.url.absoluteString)"
                group.addTask {
                    do {
                        switch instance.kind {
                        case .radarr: _ = try await RadarrRepository(configuration: service).systemStatus()
                        case .sonarr: _ = try await SonarrRepository(configuration: service).systemStatus()
                        }
                        return nil
                    } catch {
                        return Failure(instance: name, reason: "\(error)")
                    }
                }
            }
            var failures: [Failure] = []
            for await failure in group { if let failure { failures.append(failure) } }
            return failures.sorted { $0.instance < $1.instance }
        }
    }
}
