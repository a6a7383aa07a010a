import Foundation
import PluginTestSupport
import Synchronization
import Testing

@testable import MarqueeExternalPlugins

#if canImport(Glibc)
import Glibc
#endif

/// Plugins run in `marquee-plugin-runner` processes: these load the real libraries through
/// the real runner, and check that a plugin that hangs, blocks, crashes or floods costs the
/// app one error within its deadline, and nothing else.
@Suite("Plugins run out of process")
struct IsolationTests {
    let limits = PluginLimits(
        actionDeadline: .milliseconds(800), loadDeadline: .seconds(2), maximumMessageBytes: 64 << 10,
        maximumCallbacksPerCall: 200)

    /// Records the faults the supervisor reports.
    final class Faults: Sendable {
        private let recorded = Mutex<[PluginID: PluginFault]>([:])
        var all: [PluginID: PluginFault] { recorded.withLock { $0 } }
        func record(_ plugin: PluginID, _ fault: PluginFault) { recorded.withLock { $0[plugin] = fault } }
    }

    private func launch(
        _ products: [(product: String, name: String)], host: RecordingHost = RecordingHost(), faults: Faults = Faults(),
        claims: FeatureClaims = FeatureClaims()
    ) throws -> (supervisor: PluginSupervisor, results: [PluginLaunchResult]) {
        let directory = try BuiltPlugins.temporaryDirectory()
        for (product, name) in products { _ = try BuiltPlugins.copy(product, to: directory, as: name) }
        return PluginSupervisor.launch(
            directory: directory, runner: try BuiltPlugins.runner(), host: host, claims: claims, limits: limits,
            onFault: faults.record)
    }

    /// True once the process is gone and reaped (a zombie still answers `kill(pid, 0)`).
    private func isGone(_ processID: pid_t) -> Bool {
        kill(processID, 0) == -1 && errno == ESRCH
    }

    /// Calls `action` of the faulty plugin next to Dice and checks the whole contract: an
    /// error within the deadline, the fault recorded and reported once, later calls refused
    /// at once, Dice still working, and the faulty runner reaped.
    private func expectFault(
        of product: String, calling action: String, with arguments: [PluginValue] = [], _ expected: (PluginFault) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let faults = Faults()
        let (supervisor, results) = try launch([(product, "10-faulty.so"), ("HelloC", "20-dice.so")], faults: faults)
        defer { supervisor.stopAll() }
        let faulty = try #require(results[0].plugin, "\(results[0])", sourceLocation: sourceLocation)
        let dice = try #require(results[1].plugin, sourceLocation: sourceLocation)

        var fault: PluginFault?
        do {
            try await faulty.call(action: action, arguments: arguments)
            Issue.record("\(action) returned", sourceLocation: sourceLocation)
        } catch {
            if case .unresponsive(let reported) = error { fault = reported } else { Issue.record("\(error)", sourceLocation: sourceLocation) }
        }
        // How soon the call returns is checked by `aConversationEndsAtItsDeadline` on one thread:
        // here the await also waits for the test run's shared cooperative threads.
        let reported = try #require(fault, sourceLocation: sourceLocation)
        #expect(expected(reported), "\(reported)", sourceLocation: sourceLocation)
        #expect(await supervisor.fault(of: faulty.id) == reported, sourceLocation: sourceLocation)
        #expect(faults.all == [faulty.id: reported], sourceLocation: sourceLocation)
        #expect(isGone(faulty.processID), sourceLocation: sourceLocation)
        #expect(!supervisor.isRunning(faulty.id), sourceLocation: sourceLocation)

        await #expect(throws: PluginCallError.unresponsive(reported), sourceLocation: sourceLocation) {
            try await faulty.call(action: action, arguments: arguments)
        }

        #expect(try await dice.call(action: "normalize", arguments: [.int64(5)]) == .int32(6), sourceLocation: sourceLocation)
        #expect(supervisor.isRunning(dice.id), sourceLocation: sourceLocation)
        supervisor.stopAll()
        #expect(isGone(dice.processID), sourceLocation: sourceLocation)
    }

    @Test func anActionThatNeverReturnsTimesOut() async throws {
        try await expectFault(of: "FaultyHangingAction", calling: "wait") {
            $0 == .timedOut(.action("wait"), limit: .milliseconds(800))
                && $0.description == "did not answer within 800 ms in action \"wait\"; its runner was stopped"
        }
    }

    @Test func aConversationEndsAtItsDeadline() throws {
        let (supervisor, results) = try launch([("FaultyHangingAction", "libstuck.so")])
        defer { supervisor.stopAll() }
        let process = try #require(supervisor.processes["stuck"])
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = process.converse(
            .call(action: "wait", input: .arguments([])), activity: .action("wait"), limit: limits.actionDeadline,
            until: start + limits.actionDeadline, limits: limits)
        let elapsed = clock.now - start
        #expect(outcome == .failure(.timedOut(.action("wait"), limit: .milliseconds(800))))
        #expect(elapsed >= limits.actionDeadline)
        #expect(elapsed < limits.actionDeadline + .milliseconds(500), "killed and reaped at the deadline")
        #expect(isGone(try #require(results.first?.plugin).processID))
    }

    @Test func anActionThatSegfaultsKillsOnlyItsRunner() async throws {
        try await expectFault(of: "FaultyCrashingAction", calling: "crash", with: [.int64(42)]) {
            $0 == .crashed(.action("crash"), termination: "signal 11, Segmentation fault")
        }
    }

    @Test func anActionThatFloodsTheHostWithCallbacksIsCutOff() async throws {
        try await expectFault(of: "FaultyFlood", calling: "chatter") {
            $0 == .flooded(.action("chatter"), detail: "more than 200 host callbacks in one call")
        }
    }

    @Test func anActionThatReturnsAHugeStringIsCutOff() async throws {
        // 8 MiB of text plus the JSON around it; refused from the frame header alone.
        try await expectFault(of: "FaultyFlood", calling: "huge") {
            $0 == .flooded(.action("huge"), detail: "a message of 8388648 bytes (the limit is 65536)")
        }
    }

    @Test func anEntryThatBlocksIsRejectedAtTheLoadDeadline() async throws {
        let host = RecordingHost()
        let clock = ContinuousClock()
        let start = clock.now
        // launch blocks this thread (no await): it waits for the load deadline, once.
        let (supervisor, results) = try launch(
            [("FaultyBlockingEntry", "10-blocks.so"), ("HelloC", "20-dice.so"), ("HelloSwift", "30-hello.so")], host: host)
        defer { supervisor.stopAll() }
        // The plugins load side by side: one deadline for all, not one each.
        #expect(clock.now - start < limits.loadDeadline + .seconds(1))
        #expect(results[0].error == .unresponsive(.timedOut(.loading, limit: .seconds(2))))
        #expect(results[0].description == "10-blocks.so: rejected: unresponsive: did not answer within 2 s while loading; its runner was stopped")
        #expect(host.events.first == .log(.info, "about to block", from: .loading(file: "10-blocks.so")))
        #expect(supervisor.runnerProcessIDs.count == 3)
        #expect(isGone(supervisor.runnerProcessIDs[0]))

        let dice = try #require(results[1].plugin)
        let hello = try #require(results[2].plugin)
        #expect(try await dice.call(action: "normalize", arguments: [.int64(7)]) == .int32(8))
        #expect(try await hello.call(action: "shout", screenData: ["text": "hi"]) == .string("HI!"))
    }

    @Test func aGoodPluginBehavesAsInProcess() async throws {
        let host = RecordingHost(settings: ["dice": ["greeting": "Ahoy"]])
        let (supervisor, results) = try launch([("HelloC", "libdice.so")], host: host)
        defer { supervisor.stopAll() }
        let dice = try #require(results[0].plugin)
        #expect(results[0].description == "libdice.so: loaded dice 1.0.0 (3 routes, 7 actions)")
        #expect(try await dice.call(action: "greeting") == .string("Ahoy from Dice"))
        #expect(try await dice.call(action: "average", arguments: [.int64(6)]) == .double(3.5))
        #expect(
            try await dice.call(
                action: "describe",
                screenData: [
                    "name": "Ana", "sides": "20", "modifier": "1.5", "advantage": "yes",
                ]) == .string("Ana rolls d20+1.5 with advantage"))
        #expect(try await dice.call(action: "open-history") == nil)
        #expect(
            host.events == [
                .log(.debug, "opening history", from: "dice"),
                .navigate("/dice/roll/20", from: "dice"),
            ])
        // The plugin's own errors come back as they are, and the plugin keeps running.
        await #expect(throws: PluginCallError.actionFailed(action: "roll", code: -1, message: "a die needs at least 1 side, got 0")) {
            try await dice.call(action: "roll", arguments: [.int64(0), .int64(1)])
        }
        await #expect(throws: PluginCallError.wrongArgumentType(action: "normalize", position: 1, expected: .int64, got: .string)) {
            try await dice.call(action: "normalize", arguments: [.string("6")])
        }
        #expect(await supervisor.fault(of: dice.id) == nil)
        #expect(supervisor.isRunning(dice.id))
    }

    @Test func featureIDsAreClaimedAcrossRunners() throws {
        let claims = FeatureClaims(reserving: ["hello-swift"])
        let (supervisor, results) = try launch(
            [("HelloC", "10-dice.so"), ("HelloC", "20-dice-again.so"), ("HelloSwift", "30-hello.so")], claims: claims)
        defer { supervisor.stopAll() }
        #expect(results[0].plugin != nil)
        #expect(results[1].error?.description == "feature id \"dice\" is already taken by the plugin 10-dice.so")
        #expect(results[2].error == .duplicateFeatureID("hello-swift", takenBy: .builtInModule))
        #expect(supervisor.runnerProcessIDs.dropFirst().allSatisfy(isGone))
    }

    /// What a descriptor of this process refers to, e.g. `socket:[123456]`.
    private func target(of descriptor: Int32) -> String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)"))
    }

    @Test func releasingTheSupervisorClosesEverySocketAndReapsEveryRunner() throws {
        var sockets: [String] = []
        var runners: [pid_t] = []
        do {
            let (supervisor, results) = try launch([("HelloC", "10-dice.so"), ("HelloSwift", "20-hello.so")])
            #expect(results.allSatisfy { $0.plugin != nil })
            sockets = supervisor.processes.values.compactMap { target(of: $0.channel.descriptor) }
            runners = supervisor.runnerProcessIDs
        }
        #expect(sockets.count == 2 && sockets.allSatisfy { $0.hasPrefix("socket:") })
        #expect(runners.count == 2 && runners.allSatisfy(isGone))
        // Inode names are unique while open: none of ours is open anywhere in this process now.
        let open = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [])
            .compactMap { Int32($0) }.compactMap(target(of:))
        #expect(Set(open).isDisjoint(with: sockets))
    }

    @Test func aMissingRunnerRejectsEveryPluginWithTheReason() throws {
        let directory = try BuiltPlugins.temporaryDirectory()
        _ = try BuiltPlugins.copy("HelloC", to: directory)
        let (_, results) = PluginSupervisor.launch(
            directory: directory, runner: directory.appendingPathComponent("no-runner"), host: RecordingHost())
        guard case .unresponsive(.runnerUnavailable(let detail)) = results.first?.error else {
            Issue.record("expected runnerUnavailable, got \(results)")
            return
        }
        #expect(detail.contains("no-runner does not exist or is not executable"))
        #expect(detail.contains(PluginRunner.environmentVariable))
    }

    @Test func theRunnerIsFoundNextToTheExecutableUnlessOverridden() {
        let executable = URL(fileURLWithPath: "/opt/marquee/bin/marquee")
        #expect(PluginRunner.locate(environment: [:], nextTo: executable).path == "/opt/marquee/bin/marquee-plugin-runner")
        #expect(PluginRunner.locate(environment: ["MARQUEE_PLUGIN_RUNNER": "/tmp/r"], nextTo: executable).path == "/tmp/r")
    }

    /// A connected socket pair: the app's end and the runner's end.
    private func socketPair() throws -> (Int32, Int32) {
        var sockets: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &sockets) == 0)
        return (sockets[0], sockets[1])
    }

    private func writeRaw(_ bytes: [UInt8], to descriptor: Int32) {
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    @Test func framesWithAnotherVersionOrAnOversizedLengthAreRefusedBeforeTheirPayload() throws {
        let soon = ContinuousClock.now + .seconds(1)
        let (app, runner) = try socketPair()
        defer {
            close(app)
            close(runner)
        }
        let sender = RunnerChannel(descriptor: app), receiver = RunnerChannel(descriptor: runner)
        try sender.send(Array("{}".utf8), until: soon)
        #expect(try receiver.receive(limit: 16, until: soon) == Array("{}".utf8))
        try sender.send([UInt8](repeating: 0x20, count: 17), until: soon)
        #expect(throws: RunnerChannel.Failure.tooLarge(17)) { try receiver.receive(limit: 16, until: soon) }

        let (newer, newerEnd) = try socketPair()
        defer { close(newerEnd) }
        writeRaw([0x4D, 0x51, 2, 0, 0, 0, 0, 0], to: newer)
        #expect(throws: RunnerChannel.Failure.unsupportedVersion(2)) {
            try RunnerChannel(descriptor: newerEnd).receive(limit: 16, until: soon)
        }
        writeRaw(Array("HTTP/1.1".utf8), to: newer)
        #expect(throws: RunnerChannel.Failure.malformedHeader) {
            try RunnerChannel(descriptor: newerEnd).receive(limit: 16, until: soon)
        }
        #expect(throws: RunnerChannel.Failure.timedOut) {
            try RunnerChannel(descriptor: newerEnd).receive(limit: 16, until: .now + .milliseconds(20))
        }
        close(newer)
        #expect(throws: RunnerChannel.Failure.closed) {
            try RunnerChannel(descriptor: newerEnd).receive(limit: 16, until: soon)
        }
    }
}
