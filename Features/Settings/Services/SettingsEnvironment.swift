import MarqueeApp
import MarqueeHost

/// What the Settings module needs from the app: the configuration file, the configuration in
/// use, the paths and modules it shows, and how to apply a changed configuration. The
/// executable registers one in the host's services:
///
/// ```swift
/// let settings = SettingsEnvironment(file: file, configuration: configuration, version: "0.1.0")
/// settings.apply = { change in reload(with: change) }
/// services.register(SettingsEnvironment.self, settings)
/// ```
@MainActor
public final class SettingsEnvironment {
    /// The configuration file (nil when the environment names no place for it).
    public let file: ConfigurationFile?
    /// The configuration the app runs with.
    public var configuration: Configuration
    /// Whether the app runs on the built-in demo servers (the file is then not used for instances).
    public var isDemo: Bool
    /// Marquee's version.
    public let version: String
    /// The navigation state file.
    public var statePath: String
    /// The log file.
    public var logPath: String
    /// The folder external plugins are loaded from.
    public var pluginsPath: String
    /// Every module and whether it runs (set once the host is built).
    public var modules: [ModuleStatus] = []
    /// How long a connection test waits for an answer.
    public var connectionTimeout: Duration
    /// How the connection test reaches each kind of server the app runs.
    public var probes: [ServiceProbe]
    /// Whether ``apply`` takes effect at once; when false the screens say "applies on restart".
    public var appliesLive: Bool
    /// Makes the app use a changed configuration (the executable rebuilds its modules).
    public var apply: @MainActor (ConfigurationChange) -> Void
    /// Starts the built-in demo servers and returns the configuration pointing at them; nil
    /// when this build cannot.
    public var startDemoServers: (@MainActor () async throws -> Configuration)?

    /// Creates an environment.
    public init(
        file: ConfigurationFile?, configuration: Configuration, isDemo: Bool = false, version: String,
        statePath: String = "(none)", logPath: String = "(none)", pluginsPath: String = "(none)",
        connectionTimeout: Duration = .seconds(10), probes: [ServiceProbe] = [], appliesLive: Bool = false,
        apply: @escaping @MainActor (ConfigurationChange) -> Void = { _ in },
        startDemoServers: (@MainActor () async throws -> Configuration)? = nil
    ) {
        self.file = file
        self.configuration = configuration
        self.isDemo = isDemo
        self.version = version
        self.statePath = statePath
        self.logPath = logPath
        self.pluginsPath = pluginsPath
        self.connectionTimeout = connectionTimeout
        self.probes = probes
        self.appliesLive = appliesLive
        self.apply = apply
        self.startDemoServers = startDemoServers
    }

    /// The kinds of server this build runs (one per probe), in the order Settings offers them.
    public var kinds: [ServiceKind] { probes.map(\.kind) }

    /// Where the configuration file is, for display.
    public var configurationPath: String {
        file?.path ?? "(none: set MARQUEE_CONFIG, XDG_CONFIG_HOME or HOME)"
    }

    /// Uses `theme` from now on: saves it in the configuration file (in demo mode only for this
    /// run) and applies it, at once when the app can. Returns what happened ("Theme light
    /// saved, applied").
    ///
    /// - Throws: ``ThemeNotSaved`` when the theme is unknown, the file has no place or cannot be
    ///   written; the theme in use is then unchanged.
    func useTheme(_ theme: String) throws(ThemeNotSaved) -> String {
        guard Configuration.themeNames.contains(theme) else {
            throw ThemeNotSaved(description: "no theme named ‘\(theme)’ (\(Configuration.themeNames.joined(separator: ", ")))")
        }
        let when = appliesLive ? "applied" : "applies on restart"
        var changed = configuration
        if isDemo {
            changed.theme = theme
            use(changed)
            return "Theme \(theme) \(when) (demo mode: not saved)"
        }
        guard let file else { throw ThemeNotSaved(description: "no configuration path: set MARQUEE_CONFIG, XDG_CONFIG_HOME or HOME") }
        do {
            let updated = try file.update { $0.theme = theme }
            changed.theme = updated.theme
            changed.instances = updated.instances
        } catch {
            throw ThemeNotSaved(description: error.description)
        }
        use(changed)
        return "Theme \(theme) saved, \(when)"
    }

    /// Applies `configuration` (keeping the current screens) and remembers it.
    func use(_ configuration: Configuration, startsFresh: Bool = false) {
        self.configuration = configuration
        apply(ConfigurationChange(configuration: configuration, isDemo: isDemo, startsFresh: startsFresh))
    }
}

/// Why a theme was not saved: the words the Appearance screen and the palette show.
struct ThemeNotSaved: Error, CustomStringConvertible {
    var description: String
}
