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
        @Option(name: .customLong("tvdb-id"), help: "The series' TVDB id.") var tvdbID: Int?
        @Option(help: "A lookup term (a title); it must match one series.") var term: String?
        @Option(help: "The quality profile, by name or id (default: the first).") var qualityProfile: String?
        @Option(help: "The root folder's path (default: the first).") var rootFolder: String?
        @Option(help: "Which episodes to monitor: all, future, missing, existing, pilot, firstSeason, latestSeason, none.")
        var monitor: Monitor = .all
        @Option(help: "standard, daily or anime.") var seriesType: Kind = .standard
        @Flag(inversion: .prefixedNo, help: "Keep each season in its own folder.") var seasonFolders = true
        @Flag var monitoring: Monitoring = .monitored
        @Option(help: "Tag labels, separated by commas (the tags must exist).") var tags: TagList?
        @Flag(help: "Search for missing episodes right after adding.") var search = false
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard (tvdbID == nil) != (term == nil) else { throw ValidationError("give exactly one of --tvdb-id and --term") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                let choice = try await sonarr.addition(externalID: tvdbID, term: term, qualityProfile: qualityProfile,
                                                       rootFolder: rootFolder, tags: tags)
                try writer.write(try await sonarr.add(choice.item, options: AddSeriesOptions(
                    qualityProfileID: choice.qualityProfile.id, rootFolderPath: choice.rootFolder.path, isMonitored: monitoring.isMonitored,
                    seriesType: SeriesType(rawValue: seriesType.rawValue), usesSeasonFolders: seasonFolders, tagIDs: choice.tagIDs,
                    monitor: monitor.rawValue, searchForMissingEpisodes: search)))
            }
        }
    }
}
