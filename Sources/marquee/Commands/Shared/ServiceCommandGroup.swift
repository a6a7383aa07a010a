import ArgumentParser
import MarqueeApp

/// `marquee radarr` or `marquee sonarr`: the service a group's verbs talk to, so the verbs both
/// services have alike (``RemoveFromQueue``, ``RSSSync``) are written once.
protocol ServiceCommandGroup: ParsableCommand {
    associatedtype Service: ServarrService
    /// The service's kind in the configuration.
    static var kind: ServiceKind { get }
    /// The adapter over the service's repository for `instance`.
    static func connect(_ instance: ServiceInstance) -> Service
}

extension ServiceCommandGroup {
    /// Runs `body` against the instance `options` chooses.
    @MainActor
    static func run(_ options: CommonOptions, _ body: (Service, OutputWriter) async throws -> Void) async throws(AppFailure) {
        try await ServiceTarget.run(kind, options: options, connect: connect, body: body)
    }
}
