import ArgumentParser
import SonarrAPI

extension SonarrCommands {
    /// `marquee sonarr search series ID… [--season N]` / `search episode ID…`: several episodes
    /// in one command; several series one command each (Sonarr's `SeriesSearch` takes one).
    struct Search: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start an automatic search for a series, one of its seasons, or an episode.",
            discussion: """
                Examples:
                  marquee sonarr search series 3
                  marquee sonarr search series 3 5 8        (one SeriesSearch each)
                  marquee sonarr search series 3 --season 2 --wait
                  marquee sonarr search episode 120 121     (one EpisodeSearch for both)
                """
        )

        /// What to search for.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case series, episode }

        @Argument(help: "series or episode") var noun: Noun
        @Argument(help: "The series' or episodes' ids.") var ids: [Int]
        @Option(help: "series: only this season.") var season: Int?
        @Flag(help: "Wait until the command finishes.") var wait = false
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard !ids.isEmpty else { throw ValidationError("give the \(noun.rawValue)'s id") }
            if noun == .episode, season != nil { throw ValidationError("--season goes with `search series`") }
            if season != nil, ids.count > 1 { throw ValidationError("--season goes with one series") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                switch noun {
                case .series:
                    if let season {
                        let series = try await sonarr.item(id: ids[0])
                        guard series.seasons.contains(where: { $0.seasonNumber == season }) else {
                            throw CommandError.usage("series \(ids[0]) has no season \(season)")
                        }
                        return try await sonarr.report(try await sonarr.search(seriesID: ids[0], seasonNumber: season), wait: wait, to: writer)
                    }
                    // Every id is checked before anything starts.
                    _ = try await sonarr.items(ids: ids)
                    try await sonarr.report(SonarrCommand.searches(ofLibraryItems: ids), wait: wait, to: writer)
                case .episode:
                    for id in ids { _ = try await sonarr.episode(id: id) }
                    try await sonarr.report(try await sonarr.search(episodeIDs: ids), wait: wait, to: writer)
                }
            }
        }
    }
}
