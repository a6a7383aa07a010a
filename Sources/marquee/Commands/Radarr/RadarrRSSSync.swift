import ArgumentParser

extension RadarrCommands {
    /// `marquee radarr rss-sync`.
    struct RSSSync: ServiceCommand {
        static let configuration = CommandConfiguration(
            commandName: "rss-sync",
            abstract: "Check every indexer's RSS feed for new releases now.",
            discussion: "Example: marquee radarr rss-sync --wait"
        )

        @Flag(help: "Wait until the command finishes.") var wait = false
        @OptionGroup var options: CommonOptions

        @MainActor
        func execute() async throws(AppFailure) {
            try await RadarrCommands.run(options) { radarr, writer in
                try await radarr.report(try await radarr.rssSync(), wait: wait, to: writer)
            }
        }
    }
}
