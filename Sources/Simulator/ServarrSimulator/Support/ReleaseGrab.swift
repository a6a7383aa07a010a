import Foundation

/// The body of `POST release` as the simulator reads it: the release's `guid` (clients send the
/// whole release a search returned; the servers find it in their cache by guid).
struct ReleaseGrab: Decodable {
    var guid: String?

    /// The 404 the servers answer for a release no recent search returned.
    static let notInCache = SimulatorFailure.notFound("Couldn't find requested release in cache, cache timeout probably expired.")
}

extension ReleaseGrab {
    /// Serves `POST path` (`api/v3/release`): grabs the release the body names, answers it.
    static func register<Release: Encodable & Sendable>(
        on routes: PlainRoutes, _ path: String, grab: @escaping @Sendable (String) async -> Release?
    ) {
        routes.on(.post, path) { input in
            guard let guid = try input.decoded(ReleaseGrab.self).guid, let release = await grab(guid) else { throw notInCache }
            return try PlainRoutes.json(release)
        }
    }
}
