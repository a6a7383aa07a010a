// App support benchmarks. Run in release mode:
//
//     swift run -c release app-benchmarks
//
// Configuration checking (what `marquee check-config` and every start do: read the YAML,
// validate every key, check names are unique per kind) for 1k → 8k instances, and for a file
// at the 4 MiB limit. Reports the median of 5 rounds (best in brackets) and the cost per
// instance, which stays flat when checking is linear (it was quadratic: 8k took 4.6 s).
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

let file = ConfigurationFile(path: "/benchmark/config.yml", environment: ["API_KEY": "0123456789abcdef0123456789abcdef"])
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
