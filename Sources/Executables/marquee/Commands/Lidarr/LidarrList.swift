import ArgumentParser
import Foundation

extension LidarrCommands {
    /// `marquee lidarr list <noun>`.
    struct List: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: """
                List artists, an artist's albums, an album's tracks, the queue, history, calendar, wanted albums, health, disk space, \
                tags, quality or metadata profiles, custom formats, root folders or an album's releases.
                """,
            discussion: """
                Examples:
                  marquee lidarr list artists
                  marquee lidarr list albums --artist-id 1
                  marquee lidarr list tracks --album-id 4 --output json
                  marquee lidarr list wanted --cutoff-unmet
                  marquee lidarr list releases --album-id 4
                """
        )

        /// What to list.
        enum Noun: String, ExpressibleByArgument, CaseIterable {
            case artists, albums, tracks, queue, history, calendar, wanted, health, releases, tags
            case diskSpace = "disk-space", qualityProfiles = "quality-profiles", metadataProfiles = "metadata-profiles"
            case rootFolders = "root-folders", customFormats = "custom-formats", delayProfiles = "delay-profiles", releaseProfiles =
                "release-profiles", naming
        }

        @Argument(
            help: """
                artists, albums, tracks, queue, history, calendar, wanted, health, disk-space, tags, quality-profiles, \
                metadata-profiles, custom-formats, delay-profiles, release-profiles, naming, root-folders or releases.
                """)
        var noun: Noun

        @Option(name: .customLong("artist-id"), help: "albums: the artist.") var artistID: Int?
        @Option(name: .customLong("album-id"), help: "tracks, releases: the album (releases: an interactive search).") var albumID: Int?

        @OptionGroup var listing: ListOptions<LidarrCommands>
        @OptionGroup var options: CommonOptions

        func validate() throws {
            if noun == .albums, artistID == nil { throw ValidationError("list albums needs --artist-id") }
            if noun == .tracks || noun == .releases, albumID == nil { throw ValidationError("list \(noun.rawValue) needs --album-id") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await LidarrCommands.run(options) { lidarr, writer in
                let writer = writer.limited(to: listing.limit)
                guard try await !listing.writeCommonList(noun.rawValue, of: lidarr, to: writer) else { return }
                switch noun {
                case .artists: try writer.write(try await lidarr.namingProfiles(of: lidarr.items().sorted { $0.sortTitle < $1.sortTitle }))
                case .albums: try writer.write(try await lidarr.albums(artistID: artistID ?? 0))
                case .tracks: try writer.write(try await lidarr.tracks(albumID: albumID ?? 0))
                case .metadataProfiles: try writer.write(try await lidarr.metadataProfiles())
                case .releases: try writer.write(try await lidarr.releases(albumID: albumID ?? 0))
                default: break  // the lists ListOptions writes
                }
            }
        }
    }
}
