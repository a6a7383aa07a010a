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
        @Option(name: .customLong("tmdb-id"), help: "The movie's TMDb id.") var tmdbID: Int?
        @Option(help: "A lookup term (a title); it must match one movie.") var term: String?
        @Option(help: "The quality profile, by name or id (default: the first).") var qualityProfile: String?
        @Option(help: "The root folder's path (default: the first).") var rootFolder: String?
        @Flag var monitoring: Monitoring = .monitored
        @Option(help: "Tag labels, separated by commas (the tags must exist).") var tags: TagList?
        @Flag(help: "Search for the movie right after adding it.") var search = false
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard (tmdbID == nil) != (term == nil) else { throw ValidationError("give exactly one of --tmdb-id and --term") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await RadarrCommands.run(options) { radarr, writer in
                let choice = try await radarr.addition(externalID: tmdbID, term: term, qualityProfile: qualityProfile,
                                                       rootFolder: rootFolder, tags: tags)
                try writer.write(try await radarr.add(choice.item, options: AddMovieOptions(
                    qualityProfileID: choice.qualityProfile.id, rootFolderPath: choice.rootFolder.path, isMonitored: monitoring.isMonitored,
                    tagIDs: choice.tagIDs, searchForMovie: search)))
            }
        }
    }
}
