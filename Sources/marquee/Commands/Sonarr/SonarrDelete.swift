import ArgumentParser

extension SonarrCommands {
    /// `marquee sonarr delete series ID`.
    struct Delete: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove a series from the library (asks first unless --yes).",
            discussion: """
                On a terminal it asks for confirmation; without a terminal it refuses unless \
                --yes is given (exit code 2, nothing deleted).
                Examples:
                  marquee sonarr delete series 3
                  marquee sonarr delete series 3 --delete-files --add-exclusion --yes
                """
        )

        /// What to delete.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case series }

        @Argument(help: "series") var noun: Noun
        @Argument(help: "The series' id in the library.") var id: Int
        @Flag(help: "Delete the series' folder and files too.") var deleteFiles = false
        @Flag(help: "Add the series to the import list exclusions so lists do not add it again.") var addExclusion = false
        @Flag(name: [.customShort("y"), .long], help: "Do not ask for confirmation.") var yes = false
        @OptionGroup var options: CommonOptions

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                let series = try await sonarr.series(id: id)
                try Confirmation.require(
                    "Delete series \(id) \"\(TableText.singleLine(series.title))\" (\(series.year))"
                        + (deleteFiles ? " and its files" : "") + (addExclusion ? ", adding an import list exclusion" : "") + "?",
                    yes: yes)
                try await sonarr.delete(id: id, deleteFiles: deleteFiles, addExclusion: addExclusion)
                try writer.write(ActionResult(action: deleteFiles ? "deleted with files" : "deleted", id: .int(id), title: series.title))
            }
        }
    }
}
