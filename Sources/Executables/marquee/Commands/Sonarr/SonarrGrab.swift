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

        @OptionGroup var release: ReleaseOptions
        @Option(name: .customLong("series-id"), help: "The series whose releases to search.") var seriesID: Int?
        @Option(help: "With --series-id: one season.") var season: Int?
        @Option(name: .customLong("episode-id"), help: "The episode whose releases to search.") var episodeID: Int?
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard seriesID != nil || episodeID != nil || release.namesRelease else {
                throw ValidationError("give --guid and --indexer-id, or --series-id or --episode-id")
            }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                if let seriesID { _ = try await sonarr.item(id: seriesID) }
                if let episodeID { _ = try await sonarr.episode(id: episodeID) }
                let searches = seriesID != nil || episodeID != nil
                let found = searches ? try await sonarr.releases(seriesID: seriesID, seasonNumber: season, episodeID: episodeID) : nil
                try await sonarr.grab(release, among: found, to: writer)
            }
        }
    }
}
