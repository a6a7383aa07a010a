import ArgumentParser
import ServarrCore

/// A service whose `grab release` searches the releases of one kind of record by id: a
/// Radarr movie, a Lidarr album (Sonarr's grab also takes a season or an episode).
protocol ReleaseSearching: ServiceCommandGroup {
    /// What the releases belong to: "movie", "album" (`--movie-id`).
    static var releaseOwner: String { get }
    /// The releases of the record `id`, after checking it exists (a clear "no album with id").
    static func releases(ownerID id: Int, of client: ServiceClient<Self>) async throws -> [Release]
}

/// `marquee radarr|lidarr grab release --guid G --indexer-id N | --<owner>-id ID [--guid G]`.
struct Grab<Group: ReleaseSearching>: ServiceCommand {
    static var configuration: CommandConfiguration {
        let owner = Group.releaseOwner, prefix = "marquee \(Group.name)"
        return CommandConfiguration(
            commandName: "grab",
            abstract: "Send a release to the download client, by guid or the best one for the \(owner) --\(owner)-id names.",
            discussion: """
                With --\(owner)-id, Marquee first asks the indexers for the \(owner)'s releases (as \
                the interactive search does): with --guid it grabs that release, without it the \
                first approved one. With only --guid and --indexer-id it grabs a release the \
                server found recently (see `list releases --\(owner)-id`).
                Examples:
                  \(prefix) list releases --\(owner)-id \(Group.exampleID) --output json | jq -r '.[0].guid'
                  \(prefix) grab release --guid abc --indexer-id 1
                  \(prefix) grab release --\(owner)-id \(Group.exampleID)
                """
        )
    }

    @OptionGroup var release: ReleaseOptions
    @Option(name: .customLong("\(Group.releaseOwner)-id"), help: "The \(Group.releaseOwner) whose releases to search.") var ownerID: Int?
    @OptionGroup var options: CommonOptions

    func validate() throws {
        guard ownerID != nil || release.namesRelease else { throw ValidationError("give --guid and --indexer-id, or --\(Group.releaseOwner)-id") }
    }

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            var found: [Release]?
            if let ownerID { found = try await Group.releases(ownerID: ownerID, of: service) }
            try await service.grab(release, among: found, to: writer)
        }
    }
}
