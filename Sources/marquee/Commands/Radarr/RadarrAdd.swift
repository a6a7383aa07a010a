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
                let movie = try await chosenMovie(radarr)
                if movie.isInLibrary {
                    throw CommandError.runtime("\"\(movie.title)\" (\(movie.year)) is already in the library as movie \(movie.id)")
                }
                let profile = try await radarr.qualityProfile(named: qualityProfile)
                let folder = try await radarr.rootFolder(at: rootFolder)
                let tagIDs = try await radarr.tagIDs(labelled: tags?.labels ?? [])
                let added = try await radarr.add(movie, options: AddMovieOptions(
                    qualityProfileID: profile.id, rootFolderPath: folder.path, isMonitored: monitoring.isMonitored,
                    tagIDs: tagIDs, searchForMovie: search))
                try writer.write(added)
            }
        }

        private func chosenMovie(_ radarr: RadarrService) async throws -> Movie {
            if let tmdbID { return try await radarr.lookup(tmdbID: tmdbID) }
            let term = term ?? ""
            let results = try await radarr.lookup(term: term)
            let exact = results.filter { $0.title.lowercased() == term.lowercased() }
            if results.count == 1 { return results[0] }
            if exact.count == 1 { return exact[0] }
            guard !results.isEmpty else { throw CommandError.runtime("no movie matches \"\(term)\"") }
            let candidates = results.prefix(10).map { "\($0.title) (\($0.year), tmdb \($0.tmdbID))" }.joined(separator: "; ")
            throw CommandError.usage("\(results.count) movies match \"\(term)\": \(candidates); choose one with --tmdb-id")
        }
    }
}
