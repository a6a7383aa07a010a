import ArgumentParser
import MarqueeApp

/// `marquee radarr <verb> <noun>`: the Radarr screens' actions for scripts, over the same
/// repository (``RadarrService``).
struct RadarrCommands: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "radarr",
        abstract: "Script a Radarr instance: list, get, add, edit, delete, search, refresh, grab, remove, rss-sync.",
        discussion: """
            Every verb takes --instance NAME (default: the first Radarr instance of the \
            configuration), --demo (the built-in simulator), --output table|json|yaml and --utc.
            Examples:
              marquee radarr list movies
              marquee radarr list movies --output json | jq '.[] | select(.hasFile | not) | .title'
              marquee radarr get movie 603 --instance 4k
              marquee radarr add movie --tmdb-id 603 --quality-profile HD-1080p --search
              marquee radarr delete movie 603 --delete-files --yes
            See docs/cli.md for the JSON fields and exit codes.
            """,
        subcommands: [List.self, Get.self, Add.self, Edit.self, Delete.self, Search.self, Refresh.self,
                      Grab.self, Remove.self, RSSSync.self]
    )

    /// Runs `body` against the instance `options` chooses.
    @MainActor
    static func run(_ options: CommonOptions, _ body: (RadarrService, OutputWriter) async throws -> Void) async throws(AppFailure) {
        try await ServiceTarget.run(.radarr, options: options, connect: RadarrService.init(instance:), body: body)
    }
}
