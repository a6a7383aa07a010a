import ArgumentParser
import Foundation

extension RadarrCommands {
    /// `marquee radarr list <noun>`.
    struct List: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "List movies, the queue, history, calendar, wanted movies, health, disk space, tags, quality profiles, root folders or a movie's releases.",
            discussion: """
                Examples:
                  marquee radarr list movies
                  marquee radarr list queue --output json
                  marquee radarr list calendar --start 2025-01-01 --days 30
                  marquee radarr list wanted --cutoff-unmet
                  marquee radarr list releases --movie-id 12
                """
        )

        /// What to list.
        enum Noun: String, ExpressibleByArgument, CaseIterable {
            case movies, queue, history, calendar, wanted, health, releases, tags
            case diskSpace = "disk-space", qualityProfiles = "quality-profiles", rootFolders = "root-folders"
        }

        @Argument(help: "movies, queue, history, calendar, wanted, health, disk-space, tags, quality-profiles, root-folders or releases.")
        var noun: Noun

        @Option(name: .customLong("movie-id"), help: "releases: the movie whose releases to list (an interactive search).")
        var movieID: Int?

        @Option(help: "queue, history, wanted: at most this many records (the rest is counted on standard error).")
        var limit = 1000

        @Option(help: "calendar: the first day, YYYY-MM-DD (default: today).")
        var start: CalendarDay?

        @Option(help: "calendar: how many days from the start.")
        var days = 7

        @Flag(help: "wanted: movies below their profile's cutoff instead of missing ones.")
        var cutoffUnmet = false

        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard (1...100_000).contains(limit) else { throw ValidationError("--limit must be 1…100000") }
            guard (1...366).contains(days) else { throw ValidationError("--days must be 1…366") }
            if noun == .releases, movieID == nil { throw ValidationError("list releases needs --movie-id") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await RadarrCommands.run(options) { radarr, writer in try await list(from: radarr, to: writer) }
        }

        /// Writes what `noun` names. Not optimized: Swift 6.3.1's optimizer crashes splitting
        /// this switch of awaits into a coroutine (signal 11 in a release build).
        @MainActor @_optimize(none)
        private func list(from radarr: RadarrService, to writer: OutputWriter) async throws {
            switch noun {
            case .movies: try writer.write(try await radarr.movies().sorted { $0.sortTitle < $1.sortTitle })
            case .calendar:
                let range = (start ?? CalendarDay.today).range(days: days)
                try writer.write(try await radarr.calendar(from: range.lowerBound, to: range.upperBound))
            case .wanted:
                let listing = try await radarr.wanted(cutoffUnmet: cutoffUnmet, limit: limit)
                try writer.write(listing.records)
                listing.noteOmissions(of: "wanted")
            case .releases: try writer.write(try await radarr.releases(movieID: movieID ?? 0))
            case .queue: try await radarr.write(.queue, limit: limit, to: writer)
            case .history: try await radarr.write(.history, limit: limit, to: writer)
            case .health: try await radarr.write(.health, limit: limit, to: writer)
            case .diskSpace: try await radarr.write(.diskSpace, limit: limit, to: writer)
            case .tags: try await radarr.write(.tags, limit: limit, to: writer)
            case .qualityProfiles: try await radarr.write(.qualityProfiles, limit: limit, to: writer)
            case .rootFolders: try await radarr.write(.rootFolders, limit: limit, to: writer)
            }
        }
    }
}
