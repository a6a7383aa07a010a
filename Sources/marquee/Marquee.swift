import ArgumentParser
import Foundation
import Logging
import MarqueeApp

/// The `marquee` command line. For now it covers the configuration and state plumbing;
/// the interactive UI (`marquee`), `--demo`, `open`, `routes` and `plugins` arrive with the
/// host integration.
@main
struct Marquee: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "marquee",
        abstract: "A keyboard-driven terminal frontend for Radarr and Sonarr.",
        version: version,
        subcommands: [ConfigPath.self, CheckConfig.self]
    )

    /// Parses and runs, mapping failures to Marquee's exit codes: 2 for bad usage or an
    /// invalid configuration, 1 for anything else.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ArgumentParser.ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(code == .validationFailure ? MarqueeApp.ExitCode.usage.rawValue
                                                       : MarqueeApp.ExitCode.runtime.rawValue)
        }
    }
}

/// `marquee config-path`: prints where the configuration file is looked for.
struct ConfigPath: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config-path",
        abstract: "Print the configuration file's path ($MARQUEE_CONFIG, else $XDG_CONFIG_HOME/marquee/config.yml, else ~/.config/marquee/config.yml)."
    )

    func run() throws {
        guard let path = ConfigurationFile.defaultPath(environment: ProcessInfo.processInfo.environment) else {
            printError("marquee: cannot tell where the configuration lives: set MARQUEE_CONFIG, XDG_CONFIG_HOME or HOME")
            throw ArgumentParser.ExitCode(MarqueeApp.ExitCode.usage.rawValue)
        }
        print(path)
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
        guard let file = ConfigurationFile(environment: environment) else {
            printError("marquee: cannot tell where the configuration lives: set MARQUEE_CONFIG, XDG_CONFIG_HOME or HOME")
            throw ArgumentParser.ExitCode(MarqueeApp.ExitCode.usage.rawValue)
        }
        do {
            guard let configuration = try file.load() else {
                printError("marquee: no configuration at \(file.path)")
                throw ArgumentParser.ExitCode(MarqueeApp.ExitCode.usage.rawValue)
            }
            print("\(file.path): ok, \(configuration.instances.count) instance(s)")
            for instance in configuration.instances { print("  \(instance)") }
            if let theme = configuration.theme { print("  theme: \(theme)") }
            logger.info("Configuration checked", metadata: ["instances": "\(configuration.instances.count)"])
        } catch let error as ConfigurationError {
            logger.error("Invalid configuration: \(error)")
            printError("marquee: invalid configuration: \(error)")
            throw ArgumentParser.ExitCode(MarqueeApp.ExitCode.usage.rawValue)
        }
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
