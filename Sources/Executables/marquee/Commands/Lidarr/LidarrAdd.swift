import ArgumentParser
import LidarrAPI

extension LidarrCommands {
    /// `marquee lidarr add artist --mbid ID | --term T …`.
    struct Add: ServiceCommand {
        static let configuration = AdditionChoice<LidarrCommands>.configuration(examples: [
            "--mbid a74b1b7f-71a5-4011-9441-d0b5e4122711",
            "--term Radiohead --metadata-profile Standard --monitor future --search",
            #"--term "Daft Punk" --unmonitored --tags favourite"#,
        ])

        /// Which of the artist's albums to monitor (Lidarr's `MonitorTypes`).
        enum Monitor: String, ExpressibleByArgument, CaseIterable {
            case all, future, missing, existing, first, latest, none
        }

        @Argument(help: "artist") var noun: ItemNoun<LidarrCommands>
        @OptionGroup var choice: AdditionChoice<LidarrCommands>
        @Option(help: "The metadata profile, by name or id (default: the first).") var metadataProfile: String?
        @Option(help: "Which albums to monitor: all, future, missing, existing, first, latest, none.") var monitor: Monitor = .all
        @OptionGroup var flags: AdditionFlags<LidarrCommands>
        @OptionGroup var options: CommonOptions

        @MainActor
        func execute() async throws(AppFailure) {
            let (monitor, metadataProfile) = (monitor.rawValue, metadataProfile)
            try await LidarrCommands.add(choice, flags, options) { [flags] addition, lidarr in
                AddArtistOptions(
                    qualityProfileID: addition.qualityProfile.id, metadataProfileID: try await lidarr.metadataProfile(named: metadataProfile).id,
                    rootFolderPath: addition.rootFolder.path, isMonitored: flags.monitoring.isMonitored, tagIDs: addition.tagIDs,
                    monitor: monitor, searchForMissingAlbums: flags.search)
            }
        }
    }
}
