import ArgumentParser

/// The options every `marquee radarr|sonarr` command takes: which instance, the demo
/// simulator, and how to print the result.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The configured instance to use, by name (default: the first one of the service).", valueName: "name"))
    var instance: String?

    @Flag(help: "Start the built-in simulator on loopback and use its instance (named `demo`), as `marquee --demo` does.")
    var demo = false

    @Option(name: [.customShort("o"), .long], help: "table, json or yaml. JSON is one object or one array, for `jq`.")
    var output: OutputFormat = .table

    @Flag(help: "Show times in UTC instead of the local time zone.")
    var utc = false

    /// The writer for the chosen format and time zone, as wide as the terminal.
    var writer: OutputWriter {
        OutputWriter(format: output, timeStyle: TimeStyle(utc: utc), width: TerminalWidth.current())
    }
}
