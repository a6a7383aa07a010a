import ArgumentParser

/// `marquee watch <what>`: live views for a terminal, refreshed until Ctrl-C.
struct WatchCommands: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Watch something live in the terminal (until Ctrl-C).",
        subcommands: [Queue.self]
    )
}
