import ArgumentParser
import LidarrAPI

extension LidarrCommands {
    /// `marquee lidarr search artist ID…` / `search album ID…`: several albums in one command;
    /// several artists one command each (Lidarr's `ArtistSearch` takes one).
    struct Search: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start an automatic search for an artist's monitored albums, or for albums (prints the command's status).",
            discussion: """
                Examples:
                  marquee lidarr search artist 1
                  marquee lidarr search artist 1 2          (one ArtistSearch each)
                  marquee lidarr search album 4 5 --wait     (until the search finishes; exit 1 if it fails)
                """
        )

        /// What to search for.
        enum Noun: String, ExpressibleByArgument, CaseIterable { case artist, album }

        @Argument(help: "artist or album") var noun: Noun
        @Argument(help: "One or more artists' or albums' ids.") var ids: [Int]
        @Flag(help: "Wait until the command finishes.") var wait = false
        @OptionGroup var options: CommonOptions

        func validate() throws {
            guard !ids.isEmpty else { throw ValidationError("give the \(noun.rawValue)'s id") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            try await LidarrCommands.run(options) { lidarr, writer in
                switch noun {
                case .artist:
                    // Every id is checked before anything starts.
                    _ = try await lidarr.items(ids: ids)
                    try await lidarr.report(LidarrCommand.searches(ofLibraryItems: ids), wait: wait, to: writer)
                case .album:
                    for id in ids { _ = try await lidarr.album(id: id) }
                    try await lidarr.report(try await lidarr.search(albumIDs: ids), wait: wait, to: writer)
                }
            }
        }
    }
}
