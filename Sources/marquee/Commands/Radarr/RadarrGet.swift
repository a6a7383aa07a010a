import ArgumentParser

extension RadarrCommands {
    /// `marquee radarr get movie ID`.
    struct Get: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show one movie of the library.",
            discussion: """
                Examples:
                  marquee radarr get movie 12
                  marquee radarr get movie 12 --output json | jq .path
                """
        )

        /// What to show.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case movie }

        @Argument(help: "movie") var noun: Noun
        @Argument(help: "The movie's id in the library.") var id: Int
        @OptionGroup var options: CommonOptions

        @MainActor
        func execute() async throws(AppFailure) {
            try await RadarrCommands.run(options) { radarr, writer in
                try writer.write(try await radarr.item(id: id))
            }
        }
    }
}
