import Foundation
import MarqueeApp
import MarqueeNavigation
import Testing

@testable import marquee

/// Drives generated links, state files and configuration files through the real parsing paths
/// of the real app (the host with the built-in modules' deep links, its snapshot codec and
/// ``StateStore``, the configuration parser) and checks that every input gives a clear result
/// (success, or an error whose message is short and holds no control character and no
/// secret), never a trap, with bounded work (the size caps: a message never grows with the
/// input).
///
/// The default run (10,200 inputs) takes seconds. A larger one:
/// `MARQUEE_FUZZ_ITERATIONS=200000 swift test --disable-xctest --filter HostileInputFuzz`;
/// `MARQUEE_FUZZ_SEED=<n>` replays a run (every failure prints its seed and input number).
@MainActor
@Suite("Hostile input fuzzing", .serialized)
struct HostileInputFuzzTests {
    /// Inputs per kind (links, state files, configuration files).
    static let iterations = ProcessInfo.processInfo.environment["MARQUEE_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 3_400
    static let seed = ProcessInfo.processInfo.environment["MARQUEE_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x4D41_5251_5545_4531

    /// The longest message an error may have, whatever the input's size.
    static let longestMessage = 2_000
    static let password = "pa55w0rd-fuzz"
    static let apiKey = "0123456789abcdef0123456789abcdef"

    /// The real app with Radarr and Sonarr instances configured (never contacted: only links
    /// and snapshots are resolved, no screen is created).
    private func makeApp(in folder: String) throws -> App {
        try FileManager.default.createDirectory(atPath: folder + "/config/marquee", withIntermediateDirectories: true)
        try """
        radarr:
          - name: home
            url: http://127.0.0.1:9
            api_key: \(Self.apiKey)
        sonarr:
          - name: tv
            url: http://127.0.0.1:9
            api_key: \(Self.apiKey)
        """.write(toFile: folder + "/config/marquee/config.yml", atomically: true, encoding: .utf8)
        let environment = [
            "HOME": folder, "XDG_CONFIG_HOME": folder + "/config", "XDG_STATE_HOME": folder + "/state",
            "XDG_DATA_HOME": folder + "/data",
        ]
        return try App(environment: environment)
    }

    func checkMessage(_ message: String, input: Int, kind: String) {
        let context = "\(kind) #\(input), seed \(Self.seed) (MARQUEE_FUZZ_SEED=\(Self.seed))"
        #expect(!message.isEmpty, "an empty message: \(context)")
        #expect(message.utf8.count <= Self.longestMessage, "a \(message.utf8.count)-byte message: \(context)")
        #expect(!EchoedInput.containsControlCharacters(message), "control characters in the message: \(context)")
        #expect(!message.contains(Self.password) && !message.contains(Self.apiKey), "a secret in the message: \(context)")
    }

    // MARK: Links

    @Test func generatedLinksOpenOrFailClearly() async throws {
        let folder = NSTemporaryDirectory() + "marquee-fuzz-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try makeApp(in: folder)
        let patterns = app.host.deepLinks.links.map(\.pattern.text)
        #expect(patterns.count > 20, "the built-in modules' links are registered")
        var random = SeededRandom(seed: Self.seed)
        var opened = 0
        for input in 0..<Self.iterations {
            // The suite runs on the main actor: let the rest of the test run's main-actor work
            // (autosave timers, loading screens) go on between inputs.
            if input % 16 == 0 { await Task.yield() }
            let link = FuzzInput.link(patterns: patterns, using: &random)
            do {
                _ = try app.host.coordinator.open(link)
                opened += 1
            } catch {
                checkMessage("\(error)", input: input, kind: "link")
            }
            if input % 64 == 0 { app.host.coordinator.dismissAll() }
        }
        #expect(opened > Self.iterations / 20, "some generated links are valid: \(opened)")
        #expect(opened < Self.iterations, "some generated links are not")
    }

    // MARK: State files

    @Test func generatedStateFilesRestoreOrAreSetAsideClearly() async throws {
        let folder = NSTemporaryDirectory() + "marquee-fuzz-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try makeApp(in: folder)
        let codec = app.host.snapshotCodec
        // Valid snapshots to start from: states reached through the real links.
        var random = SeededRandom(seed: Self.seed ^ 0x5354_4154_45)
        var seeds: [String] = []
        for link in [
            "/radarr/movie/42", "/sonarr/series/7/season/2", "/settings/instances", "/radarr/add?term=dune",
            "/sonarr/series/3/season/1/episode/9",
        ] {
            if (try? app.host.coordinator.open(link)) != nil {
                seeds.append(String(decoding: try codec.encode(app.host.coordinator.state), as: UTF8.self))
            }
        }
        #expect(seeds.count >= 3)
        // Deep stacks around the 1,000-entry limit, of a real route.
        let route = try #require(app.host.coordinator.state.stack.last?.route)
        var deep: [String] = []
        for depth in [1_000, 1_001, 5_000] {
            let coordinator = NavigationCoordinator(tabs: app.host.coordinator.state.tabs)
            coordinator.checksInvariants = false
            try coordinator.transaction { transaction throws(NavigationError) in
                for _ in 0..<depth { try transaction.push(route) }
            }
            var unlimited = codec
            unlimited.maximumDepth = .max
            deep.append(String(decoding: try unlimited.encode(coordinator.state), as: UTF8.self))
        }
        try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
        let store = StateStore(path: folder + "/state/navigation.json", codec: codec)
        var restored = 0
        for input in 0..<Self.iterations {
            // The suite runs on the main actor: let the rest of the test run's main-actor work
            // (autosave timers, loading screens) go on between inputs.
            if input % 16 == 0 { await Task.yield() }
            let text = FuzzInput.snapshot(from: seeds[random.next(below: seeds.count)], deep: deep, using: &random)
            let result: Result<NavigationState, FuzzFailure>
            if input % 25 == 0 {
                // Through the file, as at start: a bad file is moved aside with a warning.
                try Data(text.utf8).write(to: URL(fileURLWithPath: store.path))
                let loaded = store.load()
                result = loaded.state.map { .success($0) } ?? .failure(FuzzFailure(message: loaded.warnings.joined(separator: "; ")))
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder + "/state")) ?? [] {
                    try? FileManager.default.removeItem(atPath: folder + "/state/" + name)
                }
            } else {
                do throws(SnapshotError) {
                    result = .success(try codec.decode(Data(text.utf8)).state)
                } catch {
                    result = .failure(FuzzFailure(message: error.description))
                }
            }
            switch result {
            case .success(let state):
                restored += 1
                // A decoded state applies to the real coordinator or is refused clearly (a tab
                // the host does not have), and ids go on counting.
                do {
                    try app.host.coordinator.restore(state)
                    _ = try app.host.coordinator.open("/settings/about")
                } catch {
                    checkMessage("\(error)", input: input, kind: "state file (restore)")
                }
            case .failure(let failure):
                checkMessage(failure.message, input: input, kind: "state file")
            }
        }
        #expect(restored > 0 && restored < Self.iterations, "both outcomes were generated: \(restored) restored")
    }

    // MARK: Configuration files

    @Test func generatedConfigurationFilesParseOrFailClearly() async {
        var random = SeededRandom(seed: Self.seed ^ 0x434F_4E46_4947)
        let file = ConfigurationFile(path: "/fuzz/config.yml", kinds: serviceKinds, environment: ["KEY": Self.apiKey, "HOME": "/nonexistent"])
        var parsed = 0
        for input in 0..<Self.iterations {
            // The suite runs on the main actor: let the rest of the test run's main-actor work
            // (autosave timers, loading screens) go on between inputs.
            if input % 16 == 0 { await Task.yield() }
            let text = FuzzInput.configuration(password: Self.password, apiKey: Self.apiKey, using: &random)
            do {
                let configuration = try file.parse(text)
                parsed += 1
                for instance in configuration.instances {
                    checkMessage(instance.description, input: input, kind: "configuration (instance shown)")
                }
            } catch {
                checkMessage(error.description, input: input, kind: "configuration")
            }
        }
        #expect(parsed > 0 && parsed < Self.iterations, "both outcomes were generated: \(parsed) parsed")
    }
}

/// The message an input was refused with.
struct FuzzFailure: Error {
    var message: String
}

/// SplitMix64: a small, fast, seeded generator, so a failing run can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func chance(_ percent: Int) -> Bool { next(below: 100) < percent }

    mutating func pick<T>(_ values: [T]) -> T { values[next(below: values.count)] }
}
