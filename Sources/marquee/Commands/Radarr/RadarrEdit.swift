import ArgumentParser

extension RadarrCommands {
    /// `marquee radarr edit movie ID …`.
    struct Edit: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change a movie's monitoring, quality profile or tags.",
            discussion: """
                Every value is checked before the movie is saved; fields not given are kept.
                Examples:
                  marquee radarr edit movie 12 --unmonitored
                  marquee radarr edit movie 12 --quality-profile Ultra-HD --tags 4k
                  marquee radarr edit movie 12 --tags ""      (removes every tag)
                """
        )

        /// What to edit.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case movie }

        @Argument(help: "movie") var noun: Noun
        @Argument(help: "The movie's id in the library.") var id: Int
        @Flag var monitoring: Monitoring?
        @Option(help: "The quality profile, by name or id.") var qualityProfile: String?
        @Option(help: "Tag labels, separated by commas; they replace the movie's tags (the tags must exist).") var tags: TagList?
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard monitoring != nil || qualityProfile != nil || tags != nil else {
                throw ValidationError("nothing to change: give --monitored, --unmonitored, --quality-profile or --tags")
            }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await RadarrCommands.run(options) { radarr, writer in
                var movie = try await radarr.item(id: id)
                if let monitoring { movie.isMonitored = monitoring.isMonitored }
                if let qualityProfile { movie.qualityProfileID = try await radarr.qualityProfile(named: qualityProfile).id }
                if let tags { movie.tagIDs = try await radarr.tagIDs(labelled: tags.labels) }
                try writer.write(try await radarr.update(movie))
            }
        }
    }
}
