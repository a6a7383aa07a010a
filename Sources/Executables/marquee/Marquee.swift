import ArgumentParser
import Foundation
import Logging
import MarqueeApp
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The `marquee` command line: the interactive app by default, plus `open`, `routes`,
/// `plugins`, `config-path`, `check-config`, and the scripting commands `radarr`, `sonarr`,
/// `lidarr` and `watch` (Sources/Executables/marquee/Commands, docs/cli.md).
struct Marquee: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "marquee",
        abstract: "A keyboard-driven terminal frontend for Radarr, Sonarr and Lidarr.",
        discussion: """
            Exit codes: 0 ok, 1 runtime error, 2 usage or configuration error, 3 connection or \
            authentication error.
            """,
        version: version,
        subcommands: [
            Interactive.self, Open.self, Routes.self, Plugins.self, ConfigPath.self, CheckConfig.self,
        ] + serviceCommands.map { $0 as ParsableCommand.Type } + [WatchCommands.self],
        defaultSubcommand: Interactive.self
    )

    func run() throws {}

    /// The scripting commands of each service (`marquee radarr …`), one group per kind.
    static var serviceCommands: [any ServiceCommandGroup.Type] { [RadarrCommands.self, SonarrCommands.self, LidarrCommands.self] }
}

/// `marquee` / `marquee run`: the interactive app (the default command).
struct Interactive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Start the interactive app (the default: `marquee`, `marquee --demo`)."
    )

    @Flag(help: "Start the built-in Radarr/Sonarr/Lidarr simulator on loopback and connect to it instead of the configured servers.")
    var demo = false

    @Option(
        help:
            "The folder of external plugins (default: $MARQUEE_PLUGINS_DIR, else $XDG_DATA_HOME/marquee/plugins, else ~/.local/share/marquee/plugins)."
    )
    var pluginsDir: String?

    func run() throws {}

    /// The interactive app: configuration, logging, restored navigation state, the shell on
    /// the real terminal, autosave, and a last save on the way out.
    @MainActor
    func runInteractive() async throws(AppFailure) {
        var environment = ProcessInfo.processInfo.environment
        // Every host the session builds (again after each Settings change) reads it from there.
        if let pluginsDir { environment["MARQUEE_PLUGINS_DIR"] = pluginsDir }
        let logger = AppLogging.bootstrap(environment: environment)
        let servers = demo ? try await DemoServers.start() : nil
        do {
            try await run(environment: environment, demo: servers, logger: logger)
        } catch {
            await servers?.shutdown()
            throw error
        }
        await servers?.shutdown()
    }

    @MainActor
    private func run(environment: [String: String], demo servers: DemoServers?, logger: Logger) async throws(AppFailure) {
        let app: App
        do {
            app = try App(environment: environment, demo: servers, logger: logger)
        } catch {
            logger.error("\(error.message)")
            throw error
        }
        logger.info("Marquee \(Marquee.version) starting", metadata: ["demo": "\(demo)", "modules": "\(app.host.modules.count)"])
        for status in app.host.modules where !status.isActive { logger.warning("Module \(status)") }

        let failures = await ConnectionCheck.failures(of: app.configuration)
        for failure in failures { logger.warning("Cannot use \(failure.instance): \(failure.reason)") }
        if !failures.isEmpty, failures.count == app.configuration.instances.count {
            throw AppFailure(
                code: .connection,
                message: (["marquee: no configured server can be used:"]
                    + failures.map { "  \($0.instance): \($0.reason)" }).joined(separator: "\n"))
        }

        // A crash from here on restores the terminal and says so in the log.
        if let log = LogFile(environment: environment) { TerminalCrashGuard.logCrashes(to: log.path) }
        let session = InteractiveSession(environment: environment, logger: logger)
        defer { logger.info("Marquee stopped") }
        do {
            try await TerminalSession.run { terminal in
                await session.run(first: app, on: terminal)
            }
        } catch {
            await session.shutdown()
            logger.error("Terminal failure: \(error)")
            throw AppFailure(code: .runtime, message: "marquee: cannot use the terminal: \(error)")
        }
        await session.shutdown()
    }
}

/// The process entry point: parses the arguments, runs the command, and maps failures to
/// Marquee's exit codes (see ``MarqueeApp/ExitCode``).
@main
@MainActor
enum MarqueeMain {
    static func main() async {
        StandardOutput.prepare()
        let command: any ParsableCommand
        do {
            command = try Marquee.parseAsRoot(ListArguments.commandLine)
        } catch {
            Marquee.exit(withMarqueeCodeFor: error)
        }
        do {
            try App.checkPluginDeadlines(environment: ProcessInfo.processInfo.environment)
            switch command {
            case let interactive as Interactive: try await interactive.runInteractive()
            case let open as Open: try await open.execute()
            case let routes as Routes: try routes.execute()
            case let plugins as Plugins: plugins.execute()
            case let service as any ServiceCommand:
                // Log lines go to the log file, never to the terminal: what a script should
                // see (rows that could not be read) the command says once itself.
                _ = AppLogging.bootstrap(environment: ProcessInfo.processInfo.environment)
                try await service.execute()
            default:
                var other = command
                try other.run()
            }
        } catch let failure as AppFailure {
            StandardOutput.finish()
            printError(failure.message)
            Foundation.exit(failure.code.rawValue)
        } catch {
            StandardOutput.finish()
            Marquee.exit(withMarqueeCodeFor: error)
        }
        StandardOutput.finish()
        Foundation.exit(MarqueeApp.ExitCode.ok.rawValue)
    }
}

extension Marquee {
    /// Exits for an argument-parser error or clean exit: help and `--version` exit 0, bad
    /// usage 2, anything else 1.
    static func exit(withMarqueeCodeFor error: any Error) -> Never {
        if let code = error as? ArgumentParser.ExitCode { Foundation.exit(code.rawValue) }
        let code = exitCode(for: error)
        guard code != .success else { exit(withError: error) }
        if code == .validationFailure, let number = ListArguments.commandLine.first(where: isNegativeNumber) {
            // The parser takes `-1` for an option and then misses the argument it was meant as.
            printError("marquee: \(number) is not a valid id or count: they are whole numbers from 0 up\n\(fullMessage(for: error))")
        } else {
            printError(fullMessage(for: error))
        }
        Foundation.exit(
            code == .validationFailure
                ? MarqueeApp.ExitCode.usage.rawValue
                : MarqueeApp.ExitCode.runtime.rawValue)
    }
}

/// Whether `argument` is a negative number (`-1`, `-2.5`), which the parser reads as an option.
private func isNegativeNumber(_ argument: String) -> Bool {
    argument.count > 1 && argument.hasPrefix("-") && Double(argument.dropFirst()) != nil
}

/// `marquee open <link>`: renders the screen of a deep link once, as text, without a terminal.
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the screen of a deep link once to standard output and exit (no terminal needed).",
        discussion: """
            Waits for the screen to finish loading (at most --wait), then renders it. A screen \
            still loading after the limit (a server that does not answer) is rendered as it is, \
            with a note on standard error; the exit code is still 0: the link opened.
            With --format json it prints one object instead: the link, the screen's title, its \
            instance, whether it finished loading, its data as the scripting commands print it \
            (null for a screen without such data) and its text (docs/cli.md).
            Examples:
              marquee open /radarr/library --demo --width 100 --height 30
              marquee open /radarr/4k/movie/12 --format json | jq .data.sizeOnDisk
            """
    )

    @Argument(help: "The deep link, e.g. /settings/plugins or marquee://settings/about.")
    var link: String

    @Option(help: "The width of the rendered screen, in columns.")
    var width = 80

    @Option(help: "The height of the rendered screen, in rows.")
    var height = 24

    @Option(help: "The folder of external plugins (default: $MARQUEE_PLUGINS_DIR, else $XDG_DATA_HOME/marquee/plugins).")
    var pluginsDir: String?

    @Flag(help: "Start the built-in simulator and show its instances, as `marquee --demo` does.")
    var demo = false

    @Option(help: "How long to wait for the screen to load before rendering it: 5s, 500ms, 0 (at once); at most 600s.")
    var wait = WaitLimit(.seconds(5))

    /// What `open` prints.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// The screen as drawn.
        case text
        /// The screen's data (docs/cli.md): link, title, instance, complete, data, text.
        case json
    }

    @Option(help: "text (the screen as drawn) or json (its data, as the scripting commands print it, and its text).")
    var format: Format = .text

    @Flag(help: "With --format json, times in UTC instead of the local time zone.")
    var utc = false

    func validate() throws {
        guard (10...1000).contains(width), (4...1000).contains(height) else {
            throw ValidationError("the size must be 10…1000 columns by 4…1000 rows")
        }
    }

    @MainActor
    func execute() async throws(AppFailure) {
        let servers = demo ? try await DemoServers.start() : nil
        let result: Result<String, AppFailure>
        do throws(AppFailure) { result = .success(try await render(demo: servers)) } catch { result = .failure(error) }
        await servers?.shutdown()
        StandardOutput.write(try result.get())
    }

    /// The screen's text, trailing spaces removed.
    @MainActor
    private func render(demo servers: DemoServers?) async throws(AppFailure) -> String {
        let app = try App(environment: ProcessInfo.processInfo.environment, demo: servers, pluginsDirectory: pluginsDir)
        do {
            _ = try app.host.coordinator.open(link)
        } catch {
            throw AppFailure(code: .usage, message: "marquee: \(error)")
        }
        let isComplete = await Self.settle(app.host, within: wait.duration)
        if !isComplete {
            printError("marquee: the screen was still loading after \(wait); rendered as it was")
        }
        let terminal = InMemoryTerminal(width: width, height: height)
        let shell = Shell(environment: HostShellEnvironment(host: app.host), backend: terminal, theme: app.theme)
        shell.render()
        let lines = terminal.screenText.map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        guard format == .json else { return lines.joined(separator: "\n") }
        let host = app.host
        let instance = host.instancePlace(ofTab: host.coordinator.state.selectedTab)?.name
        let json = ScreenData.json(
            link: link, screen: host.focusedScreen, instance: instance, isComplete: isComplete, text: lines,
            timeStyle: TimeStyle(utc: utc))
        return json.hasSuffix("\n") ? String(json.dropLast()) : json
    }

    /// Waits until the work the screens track (their loads, including loads those start) has
    /// finished, or `limit` has passed; true if it finished. Creating a screen starts its load:
    /// the focused one and every one the breadcrumbs name (the stack and each modal's root and
    /// path), so that a deep link's breadcrumb shows the titles once loaded ("Movies › Amélie
    /// (2001) › Interactive search", not "Movie 1"). Refreshing forever is not tracked (only
    /// each refresh is), so a screen such as Explore Activity settles after its first load.
    @MainActor
    static func settle(_ host: ModuleHost, within limit: Duration) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        let state = host.coordinator.state
        for entry in Array(state.stack) + state.modals.flatMap({ [$0.root] + Array($0.path) }) {
            _ = host.screen(for: entry.id)
        }
        while true {
            _ = host.focusedScreen
            if host.tasks.pendingCount == 0 { return true }
            guard clock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}

/// `marquee routes`: the route graph of every active module and plugin.
struct Routes: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print every route type and deep link with its owning module."
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json, mermaid
    }

    @Option(help: "table, json or mermaid.")
    var format: Format = .table

    @Option(help: "The folder of external plugins (default: $MARQUEE_PLUGINS_DIR, else $XDG_DATA_HOME/marquee/plugins).")
    var pluginsDir: String?

    @MainActor
    func execute() throws(AppFailure) {
        let app = try App(environment: ProcessInfo.processInfo.environment, pluginsDirectory: pluginsDir)
        let graph = app.host.routeGraph
        switch format {
        // Plugins name routes and modules: their text is shown escaped.
        case .table: StandardOutput.write(visibleText(graph.table), terminator: graph.table.hasSuffix("\n") ? "" : "\n")
        case .mermaid: StandardOutput.write(visibleText(graph.mermaid), terminator: graph.mermaid.hasSuffix("\n") ? "" : "\n")
        case .json:
            do {
                StandardOutput.write(try graph.json())
            } catch {
                throw AppFailure(code: .runtime, message: "marquee: cannot encode the route graph: \(error)")
            }
        }
    }
}

/// `marquee plugins`: every module, built in or loaded from the plugins folder, with its status.
struct Plugins: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the built-in modules and the external plugins with their status (and why a disabled one is disabled)."
    )

    @Option(
        help:
            "The folder of external plugins (default: $MARQUEE_PLUGINS_DIR, else $XDG_DATA_HOME/marquee/plugins, else ~/.local/share/marquee/plugins)."
    )
    var pluginsDir: String?

    @MainActor
    func execute() {
        let environment = ProcessInfo.processInfo.environment
        let directory = pluginsDir ?? App.defaultPluginsDirectory(environment: environment)
        // Listing modules needs no configuration: an invalid file must not hide the plugins.
        let app = try? App(environment: environment, ignoresConfiguration: true, pluginsDirectory: directory)
        StandardOutput.write(
            visibleText((["plugins folder: \(directory ?? "(none)")"] + (app?.host.modules ?? []).map { "  \($0)" }).joined(separator: "\n")))
    }
}

/// `marquee config-path`: prints where the configuration file is looked for.
struct ConfigPath: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config-path",
        abstract:
            "Print the configuration file's path ($MARQUEE_CONFIG, else $XDG_CONFIG_HOME/marquee/config.yml, else ~/.config/marquee/config.yml)."
    )

    func run() throws {
        guard let path = ConfigurationFile.defaultPath(environment: ProcessInfo.processInfo.environment) else {
            printError("marquee: cannot tell where the configuration lives: set MARQUEE_CONFIG, XDG_CONFIG_HOME or HOME")
            throw ArgumentParser.ExitCode(MarqueeApp.ExitCode.usage.rawValue)
        }
        StandardOutput.write(path)
    }
}

/// `marquee check-config`: validates the configuration and lists the instances (keys masked).
struct CheckConfig: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-config",
        abstract: "Validate the configuration file and list its instances (API keys are never shown)."
    )

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let logger = AppLogging.bootstrap(environment: environment)
        guard let file = ConfigurationFile(kinds: serviceKinds, environment: environment) else {
            printError("marquee: cannot tell where the configuration lives: set MARQUEE_CONFIG, XDG_CONFIG_HOME or HOME")
            throw ArgumentParser.ExitCode(MarqueeApp.ExitCode.usage.rawValue)
        }
        do {
            guard let configuration = try file.load() else {
                printError("marquee: no configuration at \(file.path)")
                throw ArgumentParser.ExitCode(MarqueeApp.ExitCode.usage.rawValue)
            }
            let lines =
                ["\(file.path): ok, \(configuration.instances.count) instance(s)"]
                + configuration.instances.map { "  \($0)" } + (configuration.theme.map { ["  theme: \($0)"] } ?? [])
            StandardOutput.write(visibleText(lines.joined(separator: "\n")))
            logger.info("Configuration checked", metadata: ["instances": "\(configuration.instances.count)"])
        } catch let error as ConfigurationError {
            logger.error("Invalid configuration: \(error)")
            printError("marquee: invalid configuration: \(error)")
            throw ArgumentParser.ExitCode(MarqueeApp.ExitCode.usage.rawValue)
        }
    }
}

/// Writes `message` to standard error: secrets masked (``MarqueeApp/Redaction``) as a last
/// line of defence, whatever the message echoes.
/// Control characters are escaped line by line (``MarqueeNavigation/EchoedInput``), so text a
/// message echoes (an argument, a file name, a plugin's words) cannot drive the terminal. A
/// failed write to standard error is ignored: there is nowhere left to report it.
func printError(_ message: String) {
    try? FileHandle.standardError.write(contentsOf: Data((errorText(message) + "\n").utf8))
}

/// `message` as ``printError(_:)`` writes it: secrets masked, control characters escaped on
/// every line, each line cut after 4,096 characters.
func errorText(_ message: String) -> String {
    Redaction.redact(visibleText(message, maximumLineLength: 4096))
}

/// `text` with the control characters of each line escaped (``MarqueeNavigation/EchoedInput``),
/// for output that shows text from outside (a plugin's name or reason, a theme's name); lines
/// are cut after `maximumLineLength` characters.
func visibleText(_ text: String, maximumLineLength: Int = .max) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { EchoedInput.escaped($0, maximumLength: maximumLineLength) }
        .joined(separator: "\n")
}
