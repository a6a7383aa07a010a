import ArgumentParser

/// A scripting command (`marquee radarr …`, `marquee sonarr …`, `marquee lidarr …`, `marquee watch queue`): parsed
/// by argument-parser, run asynchronously by `MarqueeMain`, failing with an ``AppFailure``
/// whose exit code follows Marquee's (0 ok, 1 runtime, 2 usage or configuration, 3 connection
/// or authentication).
protocol ServiceCommand: ParsableCommand {
    /// Runs the command.
    @MainActor
    func execute() async throws(AppFailure)
}
