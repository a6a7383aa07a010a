import ArgumentParser

extension SonarrCommands {
    /// `marquee sonarr rss-sync`.
    struct RSSSync: ServiceCommand {
        static let configuration = CommandConfiguration(
            commandName: "rss-sync",
            abstract: "Check every indexer's RSS feed for new releases now.",
            discussion: "Example: marquee sonarr rss-sync --wait"
        )

        @Flag(help: "Wait until the command finishes.") var wait = false
        @OptionGroup var options: CommonOptions

        @MainActor
        func execute() async throws(AppFailure) {
            try await SonarrCommands.run(options) { sonarr, writer in
                try await sonarr.report(try await sonarr.rssSync(), wait: wait, to: writer)
            }
        }
    }
}
