import ArgumentParser
import RadarrAPI

extension RadarrCommands {
    /// `marquee radarr add movie --tmdb-id N | --term T …`.
    struct Add: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a movie to the library, by TMDb id or by a lookup term.",
            discussion: """
                The quality profile (name or id) and the root folder default to the server's \
                first; both are checked before anything is written. A term must match one \
                movie (or one exactly by title); otherwise the candidates are listed with \
                their TMDb ids.
                Examples:
                  marquee radarr add movie --tmdb-id 603
                  marquee radarr add movie --tmdb-id 603 --quality-profile HD-1080p --root-folder /movies --search
                  marquee radarr add movie --term "The Matrix" --unmonitored --tags 4k,kids
                  marquee radarr add movie --tmdb-id 603 --instance 4k --output json | jq .id
                """
        )

        /// What to add.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case movie }

        @Argument(help: "movie") var noun: Noun
        @OptionGroup var choice: AdditionChoice<RadarrCommands>
        @OptionGroup var flags: AdditionFlags<RadarrCommands>
        @OptionGroup var options: CommonOptions

        @MainActor
        func execute() async throws(AppFailure) {
            try await RadarrCommands.run(options) { radarr, writer in
                let addition = try await radarr.addition(choice, flags)
                try writer.write(try await radarr.add(addition.item, options: AddMovieOptions(
                    qualityProfileID: addition.qualityProfile.id, rootFolderPath: addition.rootFolder.path,
                    isMonitored: flags.monitoring.isMonitored, tagIDs: addition.tagIDs, searchForMovie: flags.search)))
            }
        }
    }
}
