import Foundation
import Logging
import MarqueeApp
import MarqueeExternalPlugins
import MarqueeHost
import MarqueeNavigation
import MarqueePluginHosting
import MarqueeShell
import MarqueeTerminal
import SettingsFeature

/// Why a command stopped, with the exit code it maps to.
struct AppFailure: Error, CustomStringConvertible {
    /// The exit code.
    var code: MarqueeApp.ExitCode
    /// The message printed on standard error (never a secret).
    var message: String

    var description: String { message }
}

/// One run of Marquee: the environment's paths, the configuration, and the host built from
/// them. Commands that need no terminal (`open`, `routes`, `plugins`) use it as well as the
/// interactive app, which builds a new one whenever Settings changes the configuration.
@MainActor
struct App {
    /// The process environment.
    let environment: [String: String]
    /// The configuration (empty when there is no file, or in demo mode).
    let configuration: Configuration
    /// Whether there is no configuration file yet (and not `--demo`): the first run, which
    /// opens the onboarding flow.
    let needsOnboarding: Bool
    /// What the Settings module shows and how it applies changes.
    let settings: SettingsEnvironment
    /// The host with the built-in modules and the external plugins.
    let host: ModuleHost
    /// The external plugins of ``host``, each in its own runner process.
    let plugins: PluginHosting

    /// Loads the configuration (unless `demo` gives one) and builds the host.
    ///
    /// - Parameters:
    ///   - demo: The demo servers; their instances replace the configuration file's.
    ///   - ignoresConfiguration: Do not read the configuration file (`marquee plugins`).
    /// - Throws: ``AppFailure`` with exit code 2 for an invalid configuration.
    init(
        environment: [String: String], demo: DemoServers? = nil, ignoresConfiguration: Bool = false,
        pluginsDirectory: String? = nil, logger: Logger? = nil
    ) throws(AppFailure) {
        let file = ConfigurationFile(kinds: serviceKinds, environment: environment)
        var configuration = Configuration()
        var needsOnboarding = false
        if let demo {
            configuration = demo.configuration
        } else if !ignoresConfiguration {
            do {
                if let loaded = try file?.load() {
                    configuration = loaded
                    for warning in loaded.insecureWarnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
                } else {
                    needsOnboarding = file != nil
                }
            } catch {
                throw AppFailure(code: .usage, message: "marquee: invalid configuration: \(error)")
            }
        }
        self.init(
            environment: environment, change: ConfigurationChange(configuration: configuration, isDemo: demo != nil),
            needsOnboarding: needsOnboarding, pluginsDirectory: pluginsDirectory, logger: logger)
    }

    /// Builds the host for a configuration Settings changed (or the one just loaded).
    init(
        environment: [String: String], change: ConfigurationChange, needsOnboarding: Bool = false,
        pluginsDirectory: String? = nil, logger: Logger? = nil
    ) {
        self.environment = environment
        configuration = change.configuration
        self.needsOnboarding = needsOnboarding
        let state = StateDirectory.path(environment: environment)
        let plugins = pluginsDirectory ?? Self.defaultPluginsDirectory(environment: environment)
        settings = SettingsEnvironment(
            file: ConfigurationFile(kinds: serviceKinds, environment: environment), configuration: configuration, isDemo: change.isDemo,
            version: Marquee.version,
            statePath: StateStore.path(environment: environment, isDemo: change.isDemo) ?? "(none)",
            logPath: state.map { $0 + "/marquee.log" } ?? "(none)",
            pluginsPath: plugins ?? "(none)", probes: serviceProbes)

        let services = ServiceContainer()
        services.register(SettingsEnvironment.self, settings)
        let builtIn = builtInModules(configuration: configuration, services: services)
        let pluginLogger = logger
        self.plugins = PluginHosting(
            configuration: PluginHostingConfiguration(
                directory: plugins.map { URL(fileURLWithPath: $0) },
                log: { level, message, plugin in
                    pluginLogger?.log(level: Self.logLevel(level), "\(message)", metadata: ["plugin": "\(plugin)"])
                },
                limits: Self.pluginLimits(environment: environment), reservedFeatureIDs: builtInFeatureIDs))
        host = ModuleHost(
            modules: builtIn.modules, services: services, instances: builtIn.instances,
            configuration: HostConfiguration(extensions: [self.plugins]))
        settings.modules = host.modules
        host.onModulesChange = { [settings] modules in settings.modules = modules }
    }

    /// The variables that set the plugin deadlines.
    static let pluginDeadlineVariables = ["MARQUEE_PLUGIN_ACTION_DEADLINE", "MARQUEE_PLUGIN_LOAD_DEADLINE"]

    /// The plugin deadlines: 2 s per action and 5 s to load unless
    /// `$MARQUEE_PLUGIN_ACTION_DEADLINE` or `$MARQUEE_PLUGIN_LOAD_DEADLINE` say otherwise
    /// (`500ms`, `3s`; more than 0, at most 600 s). Every command checks them first
    /// (``checkPluginDeadlines(environment:)``); an invalid value that gets here is ignored.
    static func pluginLimits(environment: [String: String]) -> PluginLimits {
        var limits = PluginLimits()
        limits.actionDeadline = (try? pluginDeadline("MARQUEE_PLUGIN_ACTION_DEADLINE", environment: environment)) ?? limits.actionDeadline
        limits.loadDeadline = (try? pluginDeadline("MARQUEE_PLUGIN_LOAD_DEADLINE", environment: environment)) ?? limits.loadDeadline
        return limits
    }

    /// Checks the plugin deadline variables: a value that is not a duration from 1 ms to 600 s
    /// is a usage error (exit code 2) naming the variable.
    static func checkPluginDeadlines(environment: [String: String]) throws(AppFailure) {
        for variable in pluginDeadlineVariables { _ = try pluginDeadline(variable, environment: environment) }
    }

    /// The deadline `variable` sets; nil when it is unset or empty.
    private static func pluginDeadline(_ variable: String, environment: [String: String]) throws(AppFailure) -> Duration? {
        guard let text = environment[variable], !text.isEmpty else { return nil }
        guard let limit = WaitLimit(argument: text), limit.duration > .zero else {
            throw AppFailure(
                code: .usage,
                message:
                    "marquee: \(variable)=\(EchoedInput.escaped(text)) is not a duration from 1ms to \(WaitLimit(WaitLimit.longest)) (such as 500ms or 3s)"
            )
        }
        return limit.duration
    }

    /// The plugins folder: `$MARQUEE_PLUGINS_DIR`, else `$XDG_DATA_HOME/marquee/plugins`, else
    /// `~/.local/share/marquee/plugins`.
    static func defaultPluginsDirectory(environment: [String: String]) -> String? {
        if let path = environment["MARQUEE_PLUGINS_DIR"], !path.isEmpty { return path }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return data + "/marquee/plugins" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/marquee/plugins" }
        return nil
    }

    nonisolated private static func logLevel(_ level: PluginLogLevel) -> Logger.Level {
        switch level {
        case .debug: .debug
        case .info: .info
        case .warning: .warning
        case .error: .error
        }
    }

    /// The theme named by the configuration, else dark.
    var theme: Theme { configuration.theme.flatMap(Theme.named) ?? .dark }
}
