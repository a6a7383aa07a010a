import ArgumentParser

extension SonarrCommands {
    /// `marquee sonarr refresh series ID | --all`.
    struct Refresh: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Refresh a series' metadata and rescan its folder, or every series' with --all.",
            discussion: """
                Examples:
                  marquee sonarr refresh series 3
                  marquee sonarr refresh series --all --wait
                """
        )

        /// What to refresh.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case series }

        @Argument(help: "series") var noun: Noun
        @Argument(help: "The series' id in the library.") var id: Int?
        @Flag(help: "Refresh every series.") var all = false
        @Flag(help: "Wait until the command finishes.") var wait = false
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard (id == nil) == all else { throw ValidationError("give a series id or --all (not both)") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                if let id { _ = try await sonarr.series(id: id) }
                try await sonarr.report(try await sonarr.refresh(seriesID: id), wait: wait, to: writer)
            }
        }
    }
}
