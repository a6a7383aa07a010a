import ArgumentParser
import SonarrAPI

extension SonarrCommands {
    /// `marquee sonarr edit series ID… …` / `edit episode ID… --monitored|--unmonitored`:
    /// several series change in one editor request, several episodes in one monitor request.
    struct Edit: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change a series' monitoring, quality profile or tags, or an episode's monitoring.",
            discussion: """
                Every value is checked before anything is saved; fields not given are kept.
                Examples:
                  marquee sonarr edit series 3 --unmonitored
                  marquee sonarr edit series 3 --quality-profile Ultra-HD --tags anime
                  marquee sonarr edit episode 120 --monitored
                  marquee sonarr edit series 3 8 12 --unmonitored      (one request for the three)
                  marquee sonarr edit episode 120 121 122 --monitored   (one request for the three)
                """
        )

        /// What to edit.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case series, episode }

        @Argument(help: "series or episode") var noun: Noun
        @Argument(help: "The series' or episodes' ids; several are changed in one request.") var ids: [Int]
        @OptionGroup var changes: ItemChanges<SonarrCommands>
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard !ids.isEmpty else { throw ValidationError("give a \(noun.rawValue) id") }
            guard !changes.isEmpty else { throw ValidationError("nothing to change: give --monitored, --unmonitored, --quality-profile or --tags") }
            if noun == .episode, changes.changesMoreThanMonitoring { throw ValidationError("an episode has only --monitored or --unmonitored") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                switch noun {
                case .episode:
                    // Every id is checked before anything changes.
                    for id in ids { _ = try await sonarr.episode(id: id) }
                    try await sonarr.setEpisodesMonitored(ids: ids, monitored: changes.monitoring?.isMonitored ?? true)
                    if ids.count == 1, let id = ids.first {
                        try writer.write(try await sonarr.episode(id: id))
                    } else {
                        var episodes: [Episode] = []
                        for id in ids { episodes.append(try await sonarr.episode(id: id)) }
                        try writer.write(episodes)
                    }
                case .series:
                    if ids.count == 1, let id = ids.first {
                        try writer.write(try await sonarr.apply(changes, toItem: id))
                    } else {
                        try writer.write(try await sonarr.apply(changes, toItems: ids))
                    }
                }
            }
        }
    }
}
