import ArgumentParser

extension SonarrCommands {
    /// `marquee sonarr grab release --guid G --indexer-id N | --series-id S [--season N] | --episode-id E`.
    struct Grab: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Send a release to the download client, by guid or the best one for a series, season or episode.",
            discussion: """
                With --series-id (and --season) or --episode-id, Marquee first asks the indexers \
                for releases (as the interactive search does): with --guid it grabs that \
                release, without it the first approved one. With only --guid and --indexer-id it \
                grabs a release the server found recently.
                Examples:
                  marquee sonarr grab release --series-id 3 --season 1
                  marquee sonarr grab release --episode-id 120 --guid abc --indexer-id 2
                """
        )

        /// What to grab.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case release }

        @Argument(help: "release") var noun: Noun
        @Option(help: "The release's guid.") var guid: String?
        @Option(name: .customLong("indexer-id"), help: "The release's indexer id.") var indexerID: Int?
        @Option(name: .customLong("series-id"), help: "The series whose releases to search.") var seriesID: Int?
        @Option(help: "With --series-id: one season.") var season: Int?
        @Option(name: .customLong("episode-id"), help: "The episode whose releases to search.") var episodeID: Int?
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard seriesID != nil || episodeID != nil || (guid != nil && indexerID != nil) else {
                throw ValidationError("give --guid and --indexer-id, or --series-id or --episode-id")
            }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                guard seriesID != nil || episodeID != nil else {
                    try await sonarr.grab(guid: guid ?? "", indexerID: indexerID ?? 0)
                    try writer.write(ActionResult(action: "grabbed", id: .string(guid ?? ""), title: nil))
                    return
                }
                if let seriesID { _ = try await sonarr.item(id: seriesID) }
                if let episodeID { _ = try await sonarr.episode(id: episodeID) }
                let releases = try await sonarr.releases(seriesID: seriesID, seasonNumber: season, episodeID: episodeID)
                let release = try ReleaseChoice.pick(releases, guid: guid, indexerID: indexerID)
                try await sonarr.grab(guid: release.guid, indexerID: release.indexerID)
                try writer.write(ActionResult(action: "grabbed", id: .string(release.guid), title: release.title))
            }
        }
    }
}
