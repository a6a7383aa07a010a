import ArgumentParser
import SonarrAPI

extension SonarrCommands {
    /// `marquee sonarr add series --tvdb-id N | --term T …`.
    struct Add: ServiceCommand {
        static let configuration = AdditionChoice<SonarrCommands>.configuration(examples: [
            "--tvdb-id 81189",
            "--tvdb-id 81189 --monitor future --quality-profile HD-1080p --search",
            #"--term "Cowboy Bebop" --series-type anime --no-season-folders"#,
        ])

        /// Which episodes to monitor.
        enum Monitor: String, ExpressibleByArgument, CaseIterable {
            case all, future, missing, existing, pilot, firstSeason, latestSeason, none
        }

        /// The series type.
        enum Kind: String, ExpressibleByArgument, CaseIterable {
            case standard, daily, anime
        }

        @Argument(help: "series") var noun: ItemNoun<SonarrCommands>
        @OptionGroup var choice: AdditionChoice<SonarrCommands>
        @Option(help: "Which episodes to monitor: all, future, missing, existing, pilot, firstSeason, latestSeason, none.")
        var monitor: Monitor = .all
        @Option(help: "standard, daily or anime.") var seriesType: Kind = .standard
        @Flag(inversion: .prefixedNo, help: "Keep each season in its own folder.") var seasonFolders = true
        @OptionGroup var flags: AdditionFlags<SonarrCommands>
        @OptionGroup var options: CommonOptions

        @MainActor
        func execute() async throws(AppFailure) {
            let (monitor, seriesType, seasonFolders) = (monitor.rawValue, SeriesType(rawValue: seriesType.rawValue), seasonFolders)
            try await SonarrCommands.add(choice, flags, options) { [flags] addition, _ in
                AddSeriesOptions(
                    qualityProfileID: addition.qualityProfile.id, rootFolderPath: addition.rootFolder.path,
                    isMonitored: flags.monitoring.isMonitored, seriesType: seriesType, usesSeasonFolders: seasonFolders,
                    tagIDs: addition.tagIDs, monitor: monitor, searchForMissingEpisodes: flags.search)
            }
        }
    }
}
