import Foundation
import PluginTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// A plugin whose action never returns, in `marquee --demo` on a real (tmux) terminal: the
    /// UI keeps answering keys while the plugin is stuck, the plugin's screen then says why it
    /// was stopped, Settings › Plugins lists it as unresponsive, and `q` quits in order with no
    /// runner left behind.
    @Suite("A stuck plugin in tmux", .serialized)
    struct PluginTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-plugin-test-\(getpid())", name: "plugin")

        /// The command lines of running plugin runners that mention `tag` (their library's name).
        private func runners(mentioning tag: String) -> [String] {
            let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return processes.filter { Int($0) != nil }.compactMap { process in
                guard let data = FileManager.default.contents(atPath: "/proc/\(process)/cmdline") else { return nil }
                let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
                return line.contains("marquee-plugin-runner") && line.contains(tag) ? line : nil
            }
        }

        @Test func aPluginActionThatNeverReturnsLeavesTheUIResponsiveAndItsScreenShowsTheError() throws {
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            let plugins = URL(fileURLWithPath: folder.path + "/data/marquee/plugins")
            try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
            let tag = String(UUID().uuidString.prefix(8))
            _ = try BuiltPlugins.copy("FaultyHangingAction", to: plugins, as: "stuck-\(tag).so")
            _ = try BuiltPlugins.copy("HelloC", to: plugins, as: "dice-\(tag).so")
            terminal.startMarquee(base: folder.path, arguments: "--demo", environment: "MARQUEE_PLUGIN_ACTION_DEADLINE=4s")
            _ = terminal.waitFor("230 movies")
            #expect(runners(mentioning: tag).count == 2, "one runner per plugin")

            terminal.send(":")
            terminal.send("/stuck", "Enter")
            _ = terminal.waitFor("Waiting", "runs forever", "w wait")
            terminal.send("w")
            _ = terminal.waitFor("Running wait…")

            // The plugin is stuck for 4 s; the UI is not.
            let pressed = Date()
            terminal.send("Tab")
            _ = terminal.waitFor("64 series")
            #expect(Date().timeIntervalSince(pressed) < 4, "switching tabs answered while the plugin was stuck")
            terminal.send("BTab")
            let failed = terminal.waitFor(
                "The plugin stuck is unresponsive", "did not answer within 4 s", "✗ Plugin Stuck is unresponsive")
            #expect(failed.contains { $0.contains("Waiting") })
            #expect(!failed.contains { $0.contains("Running wait…") })
            #expect(runners(mentioning: "stuck-\(tag)").isEmpty, "the stuck runner was killed and reaped")
            #expect(runners(mentioning: "dice-\(tag)").count == 1, "the other plugin still runs")

            // A second try fails at once, and says why.
            terminal.send("p")
            _ = terminal.waitFor("the plugin is unresponsive: did not answer")

            terminal.send(":")
            terminal.send("/settings/plugins", "Enter")
            let settings = terminal.waitFor("Stuck (stuck)", "Dice (dice)")
            #expect(settings.contains { $0.contains("Stuck (stuck)") && $0.contains("unresponsive") }, "\(settings)")

            terminal.send("q")
            let quit = terminal.waitFor("MARQUEE-EXITED-")
            #expect(quit.contains("MARQUEE-EXITED-0"), "q quits in order")
            #expect(!terminal.isOnAlternateScreen)
            #expect(runners(mentioning: tag).isEmpty, "no runner outlives the app")
        }
    }
}
