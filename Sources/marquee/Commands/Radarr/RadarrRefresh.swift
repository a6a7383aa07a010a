import ArgumentParser

extension RadarrCommands {
    /// `marquee radarr refresh movie ID | --all`.
    struct Refresh: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Refresh a movie's metadata and rescan its folder, or every movie's with --all.",
            discussion: """
                Examples:
                  marquee radarr refresh movie 12
                  marquee radarr refresh movie --all --wait
                """
        )

        /// What to refresh.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case movie }

        @Argument(help: "movie") var noun: Noun
        @Argument(help: "The movie's id in the library.") var id: Int?
        @Flag(help: "Refresh every movie.") var all = false
        @Flag(help: "Wait until the command finishes.") var wait = false
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard (id == nil) == all else { throw ValidationError("give a movie id or --all (not both)") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await RadarrCommands.run(options) { radarr, writer in
                if let id { _ = try await radarr.movie(id: id) }
                try await radarr.report(try await radarr.refresh(movieIDs: id.map { [$0] } ?? []), wait: wait, to: writer)
            }
        }
    }
}
