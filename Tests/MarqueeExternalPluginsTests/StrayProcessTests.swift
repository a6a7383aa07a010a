import Foundation
import PluginTestSupport
import Testing

@testable import MarqueeExternalPlugins

#if canImport(Glibc)
import Glibc
#endif

/// A plugin's processes end with it, including one that left its runner's process group and
/// session (`setsid`) and whose parent exited.
@Suite("A plugin's processes end with it")
struct StrayProcessTests {
    let limits = PluginLimits(actionDeadline: .seconds(5), loadDeadline: .seconds(5))

    /// Whether `process` has ended (gone, or a zombie waiting for a parent to reap it).
    private func hasEnded(_ process: pid_t) -> Bool {
        guard kill(process, 0) == 0 else { return errno == ESRCH }
        let stat = (try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    /// Waits up to 5 s for `process` to end.
    private func waitForEnd(of process: pid_t) -> Bool {
        for _ in 0..<250 {
            if hasEnded(process) { return true }
            usleep(20_000)
        }
        return false
    }

    @Test func aSetsidGrandchildEndsWhenThePluginIsStopped() async throws {
        let directory = try BuiltPlugins.temporaryDirectory()
        _ = try BuiltPlugins.copy("FaultyStrayChild", to: directory, as: "stray.so")
        let (supervisor, results) = PluginSupervisor.launch(
            directory: directory, runner: try BuiltPlugins.runner(), host: RecordingHost(), claims: FeatureClaims(),
            limits: limits, onFault: { _, _ in })
        defer { supervisor.stopAll() }
        let plugin = try #require(results.first?.plugin, "\(results)")
        guard case .int64(let stray)? = try await plugin.call(action: "spawn") else {
            Issue.record("spawn returned no pid")
            return
        }
        let grandchild = pid_t(stray)
        #expect(grandchild > 0)
        #expect(!hasEnded(grandchild), "the stray process runs while the plugin does")
        #expect(getsid(grandchild) != getsid(plugin.processID), "it left the runner's session")

        supervisor.stopAll()
        #expect(waitForEnd(of: grandchild), "the stray process ended with its plugin")
        if !hasEnded(grandchild) { kill(grandchild, SIGKILL) }
    }
}
