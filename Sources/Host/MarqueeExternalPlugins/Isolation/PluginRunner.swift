import Foundation

/// Where the `marquee-plugin-runner` executable is: the program that loads one plugin
/// library in its own process and serves the app's calls over a ``RunnerChannel``.
public enum PluginRunner {
    /// The runner's file name; it is installed next to the `marquee` executable.
    public static let executableName = "marquee-plugin-runner"
    /// Names another runner executable (tests, packaging).
    public static let environmentVariable = "MARQUEE_PLUGIN_RUNNER"

    /// `$MARQUEE_PLUGIN_RUNNER` if set, else the runner next to `executable` (symbolic links
    /// resolved), else next to the current directory.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        nextTo executable: URL? = Bundle.main.executableURL
    ) -> URL {
        if let path = environment[environmentVariable], !path.isEmpty { return URL(fileURLWithPath: path) }
        let directory =
            executable?.resolvingSymlinksInPath().deletingLastPathComponent()
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return directory.appendingPathComponent(executableName)
    }
}
