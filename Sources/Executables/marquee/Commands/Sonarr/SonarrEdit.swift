import ArgumentParser

extension SonarrCommands {
    /// `marquee sonarr edit series ID …` / `edit episode ID --monitored|--unmonitored`.
    struct Edit: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change a series' monitoring, quality profile or tags, or an episode's monitoring.",
            discussion: """
                Every value is checked before anything is saved; fields not given are kept.
                Examples:
                  marquee sonarr edit series 3 --unmonitored
                  marquee sonarr edit series 3 --quality-profile Ultra-HD --tags anime
                  marquee sonarr edit episode 120 --monitored
                """
        )

        /// What to edit.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case series, episode }

        @Argument(help: "series or episode") var noun: Noun
        @Argument(help: "The series' or episode's id.") var id: Int
        @OptionGroup var changes: ItemChanges<SonarrCommands>
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard !changes.isEmpty else { throw ValidationError("nothing to change: give --monitored, --unmonitored, --quality-profile or --tags") }
            if noun == .episode, changes.changesMoreThanMonitoring { throw ValidationError("an episode has only --monitored or --unmonitored") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                switch noun {
                case .episode:
                    _ = try await sonarr.episode(id: id)
                    try await sonarr.setEpisodesMonitored(ids: [id], monitored: changes.monitoring?.isMonitored ?? true)
                    try writer.write(try await sonarr.episode(id: id))
                case .series: try writer.write(try await sonarr.apply(changes, toItem: id))
                }
            }
        }
    }
}
