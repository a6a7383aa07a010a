// App support benchmarks. Run in release mode:
//
//     swift run -c release app-benchmarks
//
// Configuration checking (what `marquee check-config` and every start do: read the YAML,
// validate every key, check names are unique per kind) for 1k → 8k instances, and for a file
// at the 4 MiB limit. Reports the median of 5 rounds (best in brackets) and the cost per
// instance, which stays flat when checking is linear (it was quadratic: 8k took 4.6 s).
//
// Then start-up end to end: the release `marquee` built next to this benchmark runs
// `open /settings/about --wait 0` against 1k → 8k instances (the whole start: configuration,
// repositories, modules, host, one screen). Linear means 8k ≤ 8 × 1k (it was 0.16 s → 3.26 s).
// Build it first: `swift build -c release --product marquee`.
import Foundation
import MarqueeApp

/// A configuration of `count` instances, half Radarr and half Sonarr.
func configuration(instances count: Int) -> String {
    var text = "theme: dark\n"
    for kind in ["radarr", "sonarr"] {
        text += "\(kind):\n"
        for index in 0..<(count / 2) {
            text += "  - name: \(kind)-\(index)\n    url: http://nas-\(index).local:7878\n    api_key: ${API_KEY}\n"
        }
    }
    return text
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

let file = ConfigurationFile(
    path: "/benchmark/config.yml", kinds: ["radarr", "sonarr", "lidarr"].map(ServiceKind.init(rawValue:)),
    environment: ["API_KEY": "0123456789abcdef0123456789abcdef"])
print("Marquee configuration checking (release; median of 5 rounds, best in brackets)")
print(String(repeating: "-", count: 92))
let clock = ContinuousClock()
var counts = [1_000, 2_000, 4_000, 8_000]
let perInstanceBytes = configuration(instances: 2).utf8.count / 2
counts.append((ConfigurationFile.maximumSize - 64) / perInstanceBytes / 2 * 2)
for count in counts {
    let text = configuration(instances: count)
    var rounds: [Double] = []
    for _ in 0..<6 {
        var parsed = 0
        let elapsed = clock.measure {
            parsed = (try? file.parse(text))?.instances.count ?? -1
        }
        precondition(parsed == count, "parsed \(parsed) of \(count)")
        rounds.append(milliseconds(elapsed))
    }
    rounds.removeFirst()  // warm-up
    rounds.sort()
    let median = rounds[rounds.count / 2]
    let label = "check \(count) instances (\(text.utf8.count / 1024) KiB)"
    print(
        label.padding(toLength: 44, withPad: " ", startingAt: 0)
            + String(format: "%9.1f ms  [%7.1f ms]  %6.2f µs/instance", median, rounds[0], median * 1_000 / Double(count)))
}

// MARK: Start-up, end to end

let marquee = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("marquee").path
if FileManager.default.isExecutableFile(atPath: marquee) {
    print("")
    print("Start-up: marquee open /settings/about --wait 0 (median of 5 runs)")
    print(String(repeating: "-", count: 92))
    let folder = NSTemporaryDirectory() + "marquee-startup-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var medians: [Int: Double] = [:]
    for count in [1_000, 2_000, 4_000, 8_000] {
        let path = folder + "/config-\(count).yml"
        try? configuration(instances: count).write(toFile: path, atomically: true, encoding: .utf8)
        var rounds: [Double] = []
        for _ in 0..<6 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: marquee)
            process.arguments = ["open", "/settings/about", "--wait", "0"]
            process.environment = [
                "MARQUEE_CONFIG": path, "API_KEY": "0123456789abcdef0123456789abcdef", "HOME": folder,
                "XDG_STATE_HOME": folder + "/state", "XDG_DATA_HOME": folder + "/data",
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let elapsed = clock.measure {
                try? process.run()
                process.waitUntilExit()
            }
            precondition(process.terminationStatus == 0, "marquee open failed with \(count) instances")
            rounds.append(milliseconds(elapsed))
        }
        rounds.removeFirst()  // warm-up
        rounds.sort()
        medians[count] = rounds[rounds.count / 2]
        print(
            "start with \(count) instances".padding(toLength: 44, withPad: " ", startingAt: 0)
                + String(format: "%9.1f ms  [%7.1f ms]  %6.2f µs/instance", rounds[2], rounds[0], rounds[2] * 1_000 / Double(count)))
    }
    if let small = medians[1_000], let large = medians[8_000] {
        print(String(format: "8k / 1k = %.2f (linear: at most 8): ", large / small) + (large <= 8 * small ? "OK" : "OVER"))
    }
} else {
    print("")
    print("Start-up: skipped (no release marquee next to this benchmark: swift build -c release --product marquee)")
}
