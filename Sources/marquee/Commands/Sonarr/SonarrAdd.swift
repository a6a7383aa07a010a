import ArgumentParser
import SonarrAPI

extension SonarrCommands {
    /// `marquee sonarr add series --tvdb-id N | --term T …`.
    struct Add: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a series to the library, by TVDB id or by a lookup term.",
            discussion: """
                The quality profile (name or id) and the root folder default to the server's \
                first; both are checked before anything is written. A term must match one \
                series (or one exactly by title); otherwise the candidates are listed with \
                their TVDB ids.
                Examples:
                  marquee sonarr add series --tvdb-id 81189
                  marquee sonarr add series --tvdb-id 81189 --monitor future --quality-profile HD-1080p --search
                  marquee sonarr add series --term "Cowboy Bebop" --series-type anime --no-season-folders
                """
        )

        /// What to add.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case series }

        /// Which episodes to monitor.
        enum Monitor: String, ExpressibleByArgument, CaseIterable {
            case all, future, missing, existing, pilot, firstSeason, latestSeason, none
        }

        /// The series type.
        enum Kind: String, ExpressibleByArgument, CaseIterable {
            case standard, daily, anime
        }

        @Argument(help: "series") var noun: Noun
        @OptionGroup var choice: AdditionChoice<SonarrCommands>
        @Option(help: "Which episodes to monitor: all, future, missing, existing, pilot, firstSeason, latestSeason, none.")
        var monitor: Monitor = .all
        @Option(help: "standard, daily or anime.") var seriesType: Kind = .standard
        @Flag(inversion: .prefixedNo, help: "Keep each season in its own folder.") var seasonFolders = true
        @OptionGroup var flags: AdditionFlags<SonarrCommands>
        @OptionGroup var options: CommonOptions

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                let addition = try await sonarr.addition(choice, flags)
                try writer.write(try await sonarr.add(addition.item, options: AddSeriesOptions(
                    qualityProfileID: addition.qualityProfile.id, rootFolderPath: addition.rootFolder.path,
                    isMonitored: flags.monitoring.isMonitored, seriesType: SeriesType(rawValue: seriesType.rawValue),
                    usesSeasonFolders: seasonFolders, tagIDs: addition.tagIDs, monitor: monitor.rawValue,
                    searchForMissingEpisodes: flags.search)))
            }
        }
    }
}
