import ArgumentParser

extension SonarrCommands {
    /// `marquee sonarr get series ID` / `get episode ID`.
    struct Get: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show one series or episode.",
            discussion: """
                Examples:
                  marquee sonarr get series 3
                  marquee sonarr get episode 120 --output json | jq .hasFile
                """
        )

        /// What to show.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case series, episode }

        @Argument(help: "series or episode") var noun: Noun
        @Argument(help: "The series' or episode's id.") var id: Int
        @OptionGroup var options: CommonOptions

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                switch noun {
                case .series: try writer.write(try await sonarr.item(id: id))
                case .episode: try writer.write(try await sonarr.episode(id: id))
                }
            }
        }
    }
}
