import ArgumentParser
import RadarrAPI

extension RadarrCommands {
    /// `marquee radarr add movie --tmdb-id N | --term T …`.
    struct Add: ServiceCommand {
        static let configuration = AdditionChoice<RadarrCommands>.configuration(examples: [
            "--tmdb-id 603",
            "--tmdb-id 603 --quality-profile HD-1080p --root-folder /movies --search",
            #"--term "The Matrix" --unmonitored --tags 4k,kids"#,
            "--tmdb-id 603 --instance 4k --output json | jq .id",
        ])

        @Argument(help: "movie") var noun: ItemNoun<RadarrCommands>
        @OptionGroup var choice: AdditionChoice<RadarrCommands>
        @OptionGroup var flags: AdditionFlags<RadarrCommands>
        @OptionGroup var options: CommonOptions

        @MainActor
        func execute() async throws(AppFailure) {
            try await RadarrCommands.add(choice, flags, options) { [flags] addition, _ in
                AddMovieOptions(
                    qualityProfileID: addition.qualityProfile.id, rootFolderPath: addition.rootFolder.path,
                    isMonitored: flags.monitoring.isMonitored, tagIDs: addition.tagIDs, searchForMovie: flags.search)
            }
        }
    }
}
