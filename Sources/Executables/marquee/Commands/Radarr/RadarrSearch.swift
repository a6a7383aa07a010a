import ArgumentParser

extension RadarrCommands {
    /// `marquee radarr search movie ID…`: several ids are searched in one command.
    struct Search: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start an automatic search for a movie (prints the command's status).",
            discussion: """
                Examples:
                  marquee radarr search movie 12
                  marquee radarr search movie 3 8 12      (one search command for the three)
                  marquee radarr search movie 12 --wait     (until the search finishes; exit 1 if it fails)
                """
        )

        /// What to search for.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case movie }

        @Argument(help: "movie") var noun: Noun
        @Argument(help: "The movie's id in the library; several ids are searched in one command.") var ids: [Int]
        @Flag(help: "Wait until the command finishes.") var wait = false
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard !ids.isEmpty else { throw ValidationError("give a movie id") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await RadarrCommands.run(options) { radarr, writer in
                _ = try await radarr.items(ids: ids)
                try await radarr.report(try await radarr.search(movieIDs: ids), wait: wait, to: writer)
            }
        }
    }
}
