import ArgumentParser
import Foundation

extension RadarrCommands {
    /// `marquee radarr list <noun>`.
    struct List: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "List movies, the queue, history, calendar, wanted movies, health, disk space, tags, quality profiles, custom formats, root folders or a movie's releases.",
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
            case customFormats = "custom-formats", delayProfiles = "delay-profiles", releaseProfiles = "release-profiles", naming
        }

        @Argument(
            help:
                "movies, queue, history, calendar, wanted, health, disk-space, tags, quality-profiles, custom-formats, delay-profiles, release-profiles, naming, root-folders or releases."
        )
        var noun: Noun

        @Option(name: .customLong("movie-id"), help: "releases: the movie whose releases to list (an interactive search).")
        var movieID: Int?

        @OptionGroup var listing: ListOptions<RadarrCommands>
        @OptionGroup var options: CommonOptions

        func validate() throws {
            if noun == .releases, movieID == nil { throw ValidationError("list releases needs --movie-id") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await RadarrCommands.run(options) { radarr, writer in
                let writer = writer.limited(to: listing.limit)
                guard try await !listing.writeCommonList(noun.rawValue, of: radarr, to: writer) else { return }
                switch noun {
                case .movies: try writer.write(try await radarr.namingProfiles(of: radarr.items().sorted { $0.sortTitle < $1.sortTitle }))
                case .releases: try writer.write(try await radarr.releases(movieID: movieID ?? 0))
                default: break  // the lists ListOptions writes
                }
            }
        }
    }
}
