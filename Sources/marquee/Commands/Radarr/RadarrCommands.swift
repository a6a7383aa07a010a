import ArgumentParser
import MarqueeApp

/// `marquee radarr <verb> <noun>`: the Radarr screens' actions for scripts, over the same
/// repository (``RadarrService``).
struct RadarrCommands: ServiceCommandGroup {
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
                      Grab.self, RemoveFromQueue<RadarrCommands>.self, RSSSync<RadarrCommands>.self]
    )

    static var kind: ServiceKind { .radarr }

    static func connect(_ instance: ServiceInstance) -> RadarrService { RadarrService(instance: instance) }
}
