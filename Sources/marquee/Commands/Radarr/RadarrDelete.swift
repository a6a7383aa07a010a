import ArgumentParser

extension RadarrCommands {
    /// `marquee radarr delete movie ID`.
    struct Delete: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove a movie from the library (asks first unless --yes).",
            discussion: """
                On a terminal it asks for confirmation; without a terminal it refuses unless \
                --yes is given (exit code 2, nothing deleted).
                Examples:
                  marquee radarr delete movie 12
                  marquee radarr delete movie 12 --delete-files --add-exclusion --yes
                """
        )

        /// What to delete.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case movie }

        @Argument(help: "movie") var noun: Noun
        @Argument(help: "The movie's id in the library.") var id: Int
        @Flag(help: "Delete the movie's folder and files too.") var deleteFiles = false
        @Flag(help: "Add the movie to the import exclusions so lists do not add it again.") var addExclusion = false
        @Flag(name: [.customShort("y"), .long], help: "Do not ask for confirmation.") var yes = false
        @OptionGroup var options: CommonOptions

        @MainActor
        func execute() async throws(AppFailure) {
            try await RadarrCommands.run(options) { radarr, writer in
                let movie = try await radarr.movie(id: id)
                try Confirmation.require(
                    "Delete movie \(id) \"\(TableText.singleLine(movie.title))\" (\(movie.year))"
                        + (deleteFiles ? " and its files" : "") + (addExclusion ? ", adding an import exclusion" : "") + "?",
                    yes: yes)
                try await radarr.delete(id: id, deleteFiles: deleteFiles, addExclusion: addExclusion)
                try writer.write(ActionResult(action: deleteFiles ? "deleted with files" : "deleted", id: .int(id), title: movie.title))
            }
        }
    }
}
