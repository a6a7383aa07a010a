import ArgumentParser
import Foundation

extension SonarrCommands {
    /// `marquee sonarr list <noun>`.
    struct List: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "List series, a series' episodes, the queue, history, calendar, wanted episodes, health, disk space, tags, quality profiles, custom formats, root folders or releases.",
            discussion: """
                Examples:
                  marquee sonarr list series
                  marquee sonarr list episodes --series-id 3 --season 2
                  marquee sonarr list calendar --days 14 --utc
                  marquee sonarr list wanted --output json | jq length
                  marquee sonarr list releases --series-id 3 --season 1
                """
        )

        /// What to list.
        enum Noun: String, ExpressibleByArgument, CaseIterable {
            case series, episodes, queue, history, calendar, wanted, health, releases, tags
            case diskSpace = "disk-space", qualityProfiles = "quality-profiles", rootFolders = "root-folders"
            case customFormats = "custom-formats", delayProfiles = "delay-profiles", releaseProfiles = "release-profiles", naming
        }

        @Argument(
            help:
                "series, episodes, queue, history, calendar, wanted, health, disk-space, tags, quality-profiles, custom-formats, delay-profiles, release-profiles, naming, root-folders or releases."
        )
        var noun: Noun

        @Option(name: .customLong("series-id"), help: "episodes, releases: the series.") var seriesID: Int?
        @Option(help: "episodes, releases: one season.") var season: Int?
        @Option(name: .customLong("episode-id"), help: "releases: one episode.") var episodeID: Int?

        @OptionGroup var listing: ListOptions<SonarrCommands>
        @OptionGroup var options: CommonOptions

        func validate() throws {
            if noun == .episodes, seriesID == nil { throw ValidationError("list episodes needs --series-id") }
            if noun == .releases, seriesID == nil, episodeID == nil { throw ValidationError("list releases needs --series-id or --episode-id") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                let writer = writer.limited(to: listing.limit)
                guard try await !listing.writeCommonList(noun.rawValue, of: sonarr, to: writer) else { return }
                switch noun {
                case .series: try writer.write(try await sonarr.namingProfiles(of: sonarr.items().sorted { $0.sortTitle < $1.sortTitle }))
                case .episodes: try writer.write(try await sonarr.episodes(seriesID: seriesID ?? 0, seasonNumber: season))
                case .releases:
                    try writer.write(try await sonarr.releases(seriesID: seriesID, seasonNumber: season, episodeID: episodeID))
                default: break  // the lists ListOptions writes
                }
            }
        }
    }
}
