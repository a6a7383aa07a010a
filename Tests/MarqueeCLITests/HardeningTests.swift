import ArgumentParser
import Foundation
import MarqueeApp
import Testing

@testable import marquee

#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `marquee` through `/bin/sh -c`, for redirections a `Process` cannot express
/// (`>&-`, `> /dev/full`); standard error goes to a file that is returned.
private func shell(_ script: String, environment: [String: String]) throws -> (status: Int32, error: String) {
    let errorFile = NSTemporaryDirectory() + "marquee-stderr-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: errorFile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script.replacingOccurrences(of: "MARQUEE", with: "'\(MarqueeRun.executable)'") + " 2>'\(errorFile)'"]
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "")
}

@Suite("No trap, no hang, no loss at the command line")
struct HardeningTests {
    // MARK: Durations

    @Test(arguments: ["1e300", "99999999999999999999s", "601", "600001ms", "-1", "nan", "inf", "1e309ms", "", "5x"])
    func aDurationOutOfRangeIsRefused(text: String) {
        #expect(WaitLimit(argument: text) == nil)
    }

    @Test(arguments: [("600s", 600_000), ("0", 0), ("500ms", 500), ("2.5", 2_500), (" 5S ", 5_000)])
    func aDurationInRangeIsRead(text: String, milliseconds: Int64) {
        #expect(WaitLimit(argument: text)?.duration == .milliseconds(milliseconds))
    }

    @Test func anHugeWaitIsAUsageError() throws {
        let (base, environment) = try isolatedEnvironment()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let run = try MarqueeRun(["open", "/settings/about", "--wait", "1e300"], environment: environment)
        #expect(run.status == 2)
        #expect(run.error.contains("--wait"), "\(run.error)")
    }

    @Test(arguments: ["MARQUEE_PLUGIN_ACTION_DEADLINE", "MARQUEE_PLUGIN_LOAD_DEADLINE"])
    func aPluginDeadlineOutOfRangeIsAUsageErrorForEveryCommand(variable: String) throws {
        let (base, environment) = try isolatedEnvironment()
        defer { try? FileManager.default.removeItem(atPath: base) }
        for value in ["1e300", "99999999999999999999s", "0", "\u{1B}[2J"] {
            let run = try MarqueeRun(["routes"], environment: environment.merging([variable: value]) { $1 })
            #expect(run.status == 2, "\(variable)=\(value): \(run.error)")
            #expect(run.error.contains(variable))
            #expect(!run.error.contains("\u{1B}"), "escaped: \(run.error)")
        }
        let fine = try MarqueeRun(["routes"], environment: environment.merging([variable: "750ms"]) { $1 })
        #expect(fine.status == 0, "\(fine.error)")
    }

    // MARK: Standard output

    @Test(arguments: [["routes"], ["config-path"], ["plugins"], ["open", "/settings/about", "--wait", "0"], ["check-config"]])
    func aFailedWriteToStandardOutputExitsWithAMessage(arguments: [String]) throws {
        let (base, environment) = try isolatedEnvironment()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let config = base + "/config.yml"
        try "radarr:\n  - name: home\n    url: http://127.0.0.1:9\n    api_key: k\n".write(toFile: config, atomically: true, encoding: .utf8)
        let command = (["MARQUEE"] + arguments).joined(separator: " ")
        let full = try shell(command + " >/dev/full", environment: environment.merging(["MARQUEE_CONFIG": config]) { $1 })
        #expect(full.status == 1, "\(arguments) > /dev/full: \(full.error)")
        #expect(full.error.contains("cannot write to standard output: No space left on device"), "\(full.error)")
        let closed = try shell(command + " >&-", environment: environment.merging(["MARQUEE_CONFIG": config]) { $1 })
        #expect(closed.status == 1, "\(arguments) >&-: \(closed.error)")
        #expect(closed.error.contains("cannot write to standard output"), "\(closed.error)")
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let (base, environment) = try isolatedEnvironment()
        defer { try? FileManager.default.removeItem(atPath: base) }
        // The reading end is closed before marquee writes: its first write meets a closed pipe.
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let errors = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: MarqueeRun.executable)
        process.arguments = ["routes"]
        process.environment = environment
        process.standardOutput = pipe.fileHandleForWriting
        process.standardError = errors
        try process.run()
        try pipe.fileHandleForWriting.close()
        let error = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(error.isEmpty, "nothing on standard error: \(error)")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE)
    }

    // MARK: Messages that echo input

    @Test func argumentsAndPathsAreEchoedEscaped() throws {
        let (base, environment) = try isolatedEnvironment()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let runs = [
            try MarqueeRun(["radarr", "add", "movie", "--term", "\u{1B}[2J"], environment: environment),
            try MarqueeRun(["radarr", "list", "calendar", "--start", "\u{1B}[31m"], environment: environment),
            try MarqueeRun(["open", "/x\u{1B}[2J"], environment: environment),
            try MarqueeRun(["check-config"], environment: environment.merging(["MARQUEE_CONFIG": base + "/\u{1B}[2J.yml"]) { $1 }),
            try MarqueeRun(["--no-such-\u{1B}[2J"], environment: environment),
        ]
        for run in runs {
            #expect(run.status != 0)
            #expect(!run.error.isEmpty)
            #expect(!(run.error + run.output).contains("\u{1B}"), "no raw escape: \(run.error)")
        }
    }

    @Test func aNegativeIdSaysWhatIsWrong() throws {
        let (base, environment) = try isolatedEnvironment()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let run = try MarqueeRun(["radarr", "get", "movie", "-1"], environment: environment)
        #expect(run.status == 2)
        #expect(run.error.contains("-1 is not a valid id"), "\(run.error)")
    }

    // MARK: Options

    @Test func plainMarqueeAcceptsAPluginsFolder() throws {
        let command = try Marquee.parseAsRoot(["--plugins-dir", "/opt/plugins", "--demo"])
        let interactive = try #require(command as? Interactive)
        #expect(interactive.pluginsDir == "/opt/plugins")
        #expect(interactive.demo)
    }

    // MARK: Key files and ports

    @Test func aKeyFileThatIsAFIFOIsRefusedWithoutWaiting() throws {
        let (base, environment) = try isolatedEnvironment()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let fifo = base + "/key.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let config = base + "/config.yml"
        try "radarr:\n  - name: home\n    url: http://nas:7878\n    api_key_file: \(fifo)\n".write(toFile: config, atomically: true, encoding: .utf8)
        let run = try MarqueeRun(["check-config"], environment: environment.merging(["MARQUEE_CONFIG": config]) { $1 })
        #expect(run.status == 2)
        #expect(run.error.contains("not a regular file (a FIFO)"), "\(run.error)")
    }

    @Test func headerValuesAreMaskedAndPortsRangeChecked() throws {
        let (base, environment) = try isolatedEnvironment()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let config = base + "/config.yml"
        try """
        radarr:
          - name: home
            url: http://nas:7878
            api_key: k
            headers:
              Authorization: Bearer sekrit-token-value
        """.write(toFile: config, atomically: true, encoding: .utf8)
        let check = try MarqueeRun(["check-config"], environment: environment.merging(["MARQUEE_CONFIG": config]) { $1 })
        #expect(check.status == 0)
        #expect(check.output.contains("headers: Authorization"))
        #expect(!check.output.contains("sekrit-token-value"))

        for port in ["99999", "0", "99999999999999999999"] {
            try "radarr:\n  - name: home\n    url: http://h:\(port)\n    api_key: k\n".write(toFile: config, atomically: true, encoding: .utf8)
            let run = try MarqueeRun(["check-config"], environment: environment.merging(["MARQUEE_CONFIG": config]) { $1 })
            #expect(run.status == 2, "port \(port): \(run.output)")
            #expect(run.error.contains("radarr[0].url"), "\(run.error)")
        }
    }
}
