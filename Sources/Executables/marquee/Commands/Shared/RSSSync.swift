import ArgumentParser

/// `marquee radarr|sonarr rss-sync`.
struct RSSSync<Group: ServiceCommandGroup>: ServiceCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "rss-sync",
            abstract: "Check every indexer's RSS feed for new releases now.",
            discussion: "Example: marquee \(Group.name) rss-sync --wait"
        )
    }

    @Flag(help: "Wait until the command finishes.") var wait = false
    @OptionGroup var options: CommonOptions

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            try await service.report(try await service.rssSync(), wait: wait, to: writer)
        }
    }
}
