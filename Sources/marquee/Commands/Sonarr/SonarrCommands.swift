import ArgumentParser
import MarqueeApp

/// `marquee sonarr <verb> <noun>`: the Sonarr screens' actions for scripts, over the same
/// repository (``SonarrService``).
struct SonarrCommands: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sonarr",
        abstract: "Script a Sonarr instance: list, get, add, edit, delete, search, refresh, grab, remove, rss-sync.",
        discussion: """
            Every verb takes --instance NAME (default: the first Sonarr instance of the \
            configuration), --demo (the built-in simulator), --output table|json|yaml and --utc.
            Examples:
              marquee sonarr list series
              marquee sonarr list episodes --series-id 3 --season 1 --output json
              marquee sonarr add series --tvdb-id 81189 --monitor future --series-type standard
              marquee sonarr edit episode 120 --unmonitored
              marquee sonarr delete series 3 --yes
            See docs/cli.md for the JSON fields and exit codes.
            """,
        subcommands: [List.self, Get.self, Add.self, Edit.self, Delete.self, Search.self, Refresh.self,
                      Grab.self, Remove.self, RSSSync.self]
    )

    /// Runs `body` against the instance `options` chooses.
    @MainActor
    static func run(_ options: CommonOptions, _ body: (SonarrService, OutputWriter) async throws -> Void) async throws(AppFailure) {
        try await ServiceTarget.run(.sonarr, options: options, connect: SonarrService.init(instance:), body: body)
    }
}
