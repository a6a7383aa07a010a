import ArgumentParser
import ServarrCore

extension RadarrCommands {
    /// `marquee radarr grab release --guid G --indexer-id N | --movie-id M`.
    struct Grab: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Send a release to the download client, by guid or the best one for a movie.",
            discussion: """
                With --movie-id, Marquee first asks the indexers for the movie's releases (as \
                the interactive search does): with --guid it grabs that release, without it the \
                first approved one. With only --guid and --indexer-id it grabs a release the \
                server found recently (see `list releases --movie-id`).
                Examples:
                  marquee radarr list releases --movie-id 12 --output json | jq -r '.[0].guid'
                  marquee radarr grab release --guid sim-radarr-12-0 --indexer-id 1
                  marquee radarr grab release --movie-id 12
                """
        )

        /// What to grab.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case release }

        @Argument(help: "release") var noun: Noun
        @Option(help: "The release's guid.") var guid: String?
        @Option(name: .customLong("indexer-id"), help: "The release's indexer id.") var indexerID: Int?
        @Option(name: .customLong("movie-id"), help: "The movie whose releases to search.") var movieID: Int?
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard movieID != nil || (guid != nil && indexerID != nil) else {
                throw ValidationError("give --guid and --indexer-id, or --movie-id")
            }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await RadarrCommands.run(options) { radarr, writer in
                guard let movieID else {
                    try await radarr.grab(guid: guid ?? "", indexerID: indexerID ?? 0)
                    try writer.write(ActionResult(action: "grabbed", id: .string(guid ?? ""), title: nil))
                    return
                }
                _ = try await radarr.item(id: movieID)
                let release = try ReleaseChoice.pick(try await radarr.releases(movieID: movieID), guid: guid, indexerID: indexerID)
                try await radarr.grab(guid: release.guid, indexerID: release.indexerID)
                try writer.write(ActionResult(action: "grabbed", id: .string(release.guid), title: release.title))
            }
        }
    }
}
