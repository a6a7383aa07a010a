import Foundation
import Testing

/// `marquee open` waits for the screen to load (at most `--wait`) before it renders it.
@Suite("marquee open waits for the screen")
struct OpenWaitTests {
    @Test func theDemoLibraryPrintsItsRowsNotLoading() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-open-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let run = try MarqueeRun(["open", "/radarr/library", "--demo", "--width", "100", "--height", "30"], environment: environment)
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.output.contains("Loading"), "\(run.output)")
        #expect(run.output.contains("movies ·"), "the stats header\n\(run.output)")
        #expect(run.output.contains("Dune"), "\(run.output)")
        #expect(run.error.isEmpty, "\(run.error)")
    }

    /// Activity refreshes for as long as it is shown; `open` still returns after the first load.
    @Test func aScreenThatRefreshesForeverDoesNotHoldItUp() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-open-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let started = Date()
        let run = try MarqueeRun(["open", "/explore/activity", "--demo", "--wait", "60s"], environment: environment)
        #expect(Date().timeIntervalSince(started) < 50, "returned before the limit")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("across 3 instances"), "\(run.output)")
        #expect(!run.output.contains("Loading"), "\(run.output)")
    }

    @Test func aServerThatNeverAnswersPrintsTheLoadingStateAfterTheLimit() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-open-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let server = try SilentServer()
        try FileManager.default.createDirectory(atPath: base + "/config/marquee", withIntermediateDirectories: true)
        try "radarr:\n  - name: home\n    url: http://127.0.0.1:\(server.port)\n    api_key: 0123456789abcdef0123456789abcdef\n"
            .write(toFile: base + "/config/marquee/config.yml", atomically: true, encoding: .utf8)
        let started = Date()
        let run = try MarqueeRun(["open", "/radarr/library", "--wait", "1s"], environment: environment)
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed >= 1 && elapsed < 25, "waited the limit, not the request timeout: \(elapsed) s")
        #expect(run.status == 0, "the link opened; the screen is shown as it is")
        #expect(run.output.contains("Loading movies…"), "\(run.output)")
        #expect(run.error == "marquee: the screen was still loading after 1s; rendered as it was\n")
        withExtendedLifetime(server) {}
    }

    @Test(arguments: ["soon", "-1s", "601s", "5m", ""])
    func aBadLimitIsAUsageErrorNamingTheOption(limit: String) throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-open-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let run = try MarqueeRun(["open", "/settings/about", "--wait", limit], environment: environment)
        #expect(run.status == 2)
        #expect(run.error.contains("--wait"), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test func limitsInSecondsAndMillisecondsAreAccepted() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-open-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        for limit in ["0", "500ms", "2.5s", "3"] {
            let run = try MarqueeRun(["open", "/settings/about", "--wait", limit, "--width", "120"], environment: environment)
            #expect(run.status == 0, "\(limit): \(run.error)")
            #expect(run.output.contains("Mode"), "\(limit): \(run.output)")
        }
    }
}
