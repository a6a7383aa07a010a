import Foundation
import Testing

/// Runs the built `marquee` executable with an environment and captures what it prints.
struct MarqueeRun {
    var status: Int32
    var output: String
    var error: String

    static var executable: String {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            directory.appendingPathComponent("marquee").path,
            directory.deletingLastPathComponent().appendingPathComponent("marquee").path,
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("marquee").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    init(_ arguments: [String], environment: [String: String]) throws {
        let folder = NSTemporaryDirectory() + "marquee-run-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let processID = try ChildProcess.spawn(
            Self.executable, arguments: arguments, environment: environment, standardOutput: folder + "/out", standardError: folder + "/err")
        status = ChildProcess.wait(for: processID)
        output = String(decoding: FileManager.default.contents(atPath: folder + "/out") ?? Data(), as: UTF8.self)
        error = String(decoding: FileManager.default.contents(atPath: folder + "/err") ?? Data(), as: UTF8.self)
    }
}

@Suite("marquee command line")
struct MarqueeCommandTests {
    let key = "0123456789abcdef0123456789abcdef"

    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "marquee-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func configPathFollowsTheEnvironment() throws {
        #expect(try MarqueeRun(["config-path"], environment: ["HOME": "/h"]).output == "/h/.config/marquee/config.yml\n")
        #expect(
            try MarqueeRun(["config-path"], environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/x"]).output
                == "/x/marquee/config.yml\n")
        #expect(try MarqueeRun(["config-path"], environment: ["MARQUEE_CONFIG": "/m.yml"]).output == "/m.yml\n")
        let none = try MarqueeRun(["config-path"], environment: [:])
        #expect(none.status == 2)
        #expect(none.error.contains("set MARQUEE_CONFIG"))
    }

    @Test func versionAndUsageErrors() throws {
        let version = try MarqueeRun(["--version"], environment: [:])
        #expect(version.status == 0)
        #expect(version.output == "0.1.0\n")
        let bad = try MarqueeRun(["--no-such-flag"], environment: [:])
        #expect(bad.status == 2)
        #expect(bad.error.contains("--no-such-flag"))
    }

    @Test func checkConfigMasksKeysAndLogsToTheStateFolderOnly() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let config = base + "/config.yml"
        try "radarr:\n  - name: home\n    url: http://nas:7878\n    api_key: ${K}\n".write(toFile: config, atomically: true, encoding: .utf8)
        let run = try MarqueeRun(["check-config"], environment: ["MARQUEE_CONFIG": config, "K": key, "XDG_STATE_HOME": base + "/state"])
        #expect(run.status == 0)
        #expect(run.output == "\(config): ok, 1 instance(s)\n  radarr \"home\" at http://nas:7878 (api key ••••)\n")
        #expect(!run.output.contains(key) && !run.error.contains(key))
        let log = try String(contentsOfFile: base + "/state/marquee/marquee.log", encoding: .utf8)
        #expect(log.contains("info marquee: Configuration checked [instances=1]"))
        #expect(!log.contains(key))
    }

    @Test func invalidConfigExitsWith2NamingFileLineAndKey() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let config = base + "/config.yml"
        try "sonarr:\n  - name: home\n    url: http://nas:8989\n    api_key: \(key)\n    port: 1\n".write(
            toFile: config, atomically: true, encoding: .utf8)
        let run = try MarqueeRun(["check-config"], environment: ["MARQUEE_CONFIG": config, "XDG_STATE_HOME": base + "/state"])
        #expect(run.status == 2)
        #expect(run.error.contains("\(config):5: sonarr[0].port: unknown key"))
        #expect(!run.error.contains(key) && !run.output.contains(key))
    }
}
