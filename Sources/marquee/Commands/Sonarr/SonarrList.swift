import ArgumentParser
import Foundation

extension SonarrCommands {
    /// `marquee sonarr list <noun>`.
    struct List: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "List series, a series' episodes, the queue, history, calendar, wanted episodes, health, disk space, tags, quality profiles, root folders or releases.",
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
        }

        @Argument(help: "series, episodes, queue, history, calendar, wanted, health, disk-space, tags, quality-profiles, root-folders or releases.")
        var noun: Noun

        @Option(name: .customLong("series-id"), help: "episodes, releases: the series.") var seriesID: Int?
        @Option(help: "episodes, releases: one season.") var season: Int?
        @Option(name: .customLong("episode-id"), help: "releases: one episode.") var episodeID: Int?

        @Option(help: "queue, history, wanted: at most this many records (the rest is counted on standard error).")
        var limit = 1000

        @Option(help: "calendar: the first day, YYYY-MM-DD (default: today).")
        var start: CalendarDay?

        @Option(help: "calendar: how many days from the start.")
        var days = 7

        @Flag(help: "wanted: episodes below their profile's cutoff instead of missing ones.")
        var cutoffUnmet = false

        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard (1...100_000).contains(limit) else { throw ValidationError("--limit must be 1…100000") }
            guard (1...366).contains(days) else { throw ValidationError("--days must be 1…366") }
            if noun == .episodes, seriesID == nil { throw ValidationError("list episodes needs --series-id") }
            if noun == .releases, seriesID == nil, episodeID == nil { throw ValidationError("list releases needs --series-id or --episode-id") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in try await list(from: sonarr, to: writer) }
        }

        /// Writes what `noun` names. Not optimized: Swift 6.3.1's optimizer crashes splitting
        /// this switch of awaits into a coroutine (signal 11 in a release build).
        @MainActor @_optimize(none)
        private func list(from sonarr: SonarrService, to writer: OutputWriter) async throws {
            switch noun {
            case .series: try writer.write(try await sonarr.series().sorted { $0.sortTitle < $1.sortTitle })
            case .episodes: try writer.write(try await sonarr.episodes(seriesID: seriesID ?? 0, seasonNumber: season))
            case .calendar:
                let range = (start ?? CalendarDay.today).range(days: days)
                try writer.write(try await sonarr.calendar(from: range.lowerBound, to: range.upperBound))
            case .wanted:
                let listing = try await sonarr.wanted(cutoffUnmet: cutoffUnmet, limit: limit)
                try writer.write(listing.records)
                listing.noteOmissions(of: "wanted")
            case .releases:
                try writer.write(try await sonarr.releases(seriesID: seriesID, seasonNumber: season, episodeID: episodeID))
            case .queue: try await sonarr.write(.queue, limit: limit, to: writer)
            case .history: try await sonarr.write(.history, limit: limit, to: writer)
            case .health: try await sonarr.write(.health, limit: limit, to: writer)
            case .diskSpace: try await sonarr.write(.diskSpace, limit: limit, to: writer)
            case .tags: try await sonarr.write(.tags, limit: limit, to: writer)
            case .qualityProfiles: try await sonarr.write(.qualityProfiles, limit: limit, to: writer)
            case .rootFolders: try await sonarr.write(.rootFolders, limit: limit, to: writer)
            }
        }
    }
}
