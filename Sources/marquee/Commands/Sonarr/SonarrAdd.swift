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
                let series = try await chosenSeries(sonarr)
                if series.isInLibrary {
                    throw CommandError.runtime("\"\(series.title)\" (\(series.year)) is already in the library as series \(series.id)")
                }
                let profile = try await sonarr.qualityProfile(named: qualityProfile)
                let folder = try await sonarr.rootFolder(at: rootFolder)
                let tagIDs = try await sonarr.tagIDs(labelled: tags?.labels ?? [])
                let added = try await sonarr.add(series, options: AddSeriesOptions(
                    qualityProfileID: profile.id, rootFolderPath: folder.path, isMonitored: monitoring.isMonitored,
                    seriesType: SeriesType(rawValue: seriesType.rawValue), usesSeasonFolders: seasonFolders, tagIDs: tagIDs,
                    monitor: monitor.rawValue, searchForMissingEpisodes: search))
                try writer.write(added)
            }
        }

        private func chosenSeries(_ sonarr: SonarrService) async throws -> Series {
            if let tvdbID { return try await sonarr.lookup(tvdbID: tvdbID) }
            let term = term ?? ""
            let results = try await sonarr.lookup(term: term)
            let exact = results.filter { $0.title.lowercased() == term.lowercased() }
            if results.count == 1 { return results[0] }
            if exact.count == 1 { return exact[0] }
            guard !results.isEmpty else { throw CommandError.runtime("no series matches \"\(term)\"") }
            let candidates = results.prefix(10).map { "\($0.title) (\($0.year), tvdb \($0.tvdbID))" }.joined(separator: "; ")
            throw CommandError.usage("\(results.count) series match \"\(term)\": \(candidates); choose one with --tvdb-id")
        }
    }
}
