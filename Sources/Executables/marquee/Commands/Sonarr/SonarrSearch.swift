import ArgumentParser

extension SonarrCommands {
    /// `marquee sonarr search series ID [--season N]` / `search episode ID`.
    struct Search: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start an automatic search for a series, one of its seasons, or an episode.",
            discussion: """
                Examples:
                  marquee sonarr search series 3
                  marquee sonarr search series 3 --season 2 --wait
                  marquee sonarr search episode 120
                """
        )

        /// What to search for.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case series, episode }

        @Argument(help: "series or episode") var noun: Noun
        @Argument(help: "The series' or episode's id.") var id: Int
        @Option(help: "series: only this season.") var season: Int?
        @Flag(help: "Wait until the command finishes.") var wait = false
        @OptionGroup var options: CommonOptions

        func validate() throws {
            if noun == .episode, season != nil { throw ValidationError("--season goes with `search series`") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                switch noun {
                case .series:
                    let series = try await sonarr.item(id: id)
                    if let season, !series.seasons.contains(where: { $0.seasonNumber == season }) {
                        throw CommandError.usage("series \(id) has no season \(season)")
                    }
                    try await sonarr.report(try await sonarr.search(seriesID: id, seasonNumber: season), wait: wait, to: writer)
                case .episode:
                    _ = try await sonarr.episode(id: id)
                    try await sonarr.report(try await sonarr.search(episodeIDs: [id]), wait: wait, to: writer)
                }
            }
        }
    }
}
