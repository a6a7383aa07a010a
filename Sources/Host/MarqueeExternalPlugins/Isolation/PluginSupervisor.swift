import Dispatch
import Foundation
import Synchronization

/// Runs external plugins out of process and keeps the app safe from them.
///
/// Each plugin library gets its own `marquee-plugin-runner` process, which loads it with
/// ``PluginLoader`` and calls its actions through libffi. The supervisor talks to every
/// runner over a socket (``RunnerChannel``), answers the host callbacks the plugin makes
/// meanwhile, and holds each load and call to the ``PluginLimits``. A plugin that crashes,
/// blocks past its deadline or floods the channel is stopped (its runner killed and reaped)
/// and marked unresponsive; ``call(_:action:input:)`` then fails at once with
/// ``PluginCallError/unresponsive(_:)``, and the app goes on.
///
/// ```swift
/// let (supervisor, results) = PluginSupervisor.launch(directory: plugins, host: bridge)
/// for result in results { print(result) }        // "libdice.so: loaded dice 1.0.0 (...)"
/// let value = try await results[0].plugin?.call(action: "roll", screenData: ["sides": "6"])
/// ```
public actor PluginSupervisor {
    /// The deadlines and sizes every runner is held to.
    public nonisolated let limits: PluginLimits
    /// The process id of every runner started, loaded or not (for leak checks).
    public nonisolated let runnerProcessIDs: [pid_t]
    nonisolated let processes: [PluginID: PluginProcess]
    private let onFault: @Sendable (PluginID, PluginFault) -> Void
    private var faults: [PluginID: PluginFault] = [:]

    private init(
        processes: [PluginID: PluginProcess], runnerProcessIDs: [pid_t], limits: PluginLimits,
        onFault: @escaping @Sendable (PluginID, PluginFault) -> Void
    ) {
        self.processes = processes
        self.runnerProcessIDs = runnerProcessIDs
        self.limits = limits
        self.onFault = onFault
    }

    /// Loads every `*.so` directly inside `directory` (file-name order) in its own runner.
    /// See ``launch(files:runner:host:claims:limits:onFault:)``.
    public static func launch(
        directory: URL, runner: URL = PluginRunner.locate(), host: any ExternalPluginHost,
        claims: FeatureClaims = FeatureClaims(), limits: PluginLimits = PluginLimits(),
        onFault: @escaping @Sendable (PluginID, PluginFault) -> Void = { _, _ in }
    ) -> (supervisor: PluginSupervisor, results: [PluginLaunchResult]) {
        launch(
            files: PluginLoader.libraries(in: directory), runner: runner, host: host, claims: claims,
            limits: limits, onFault: onFault)
    }

    /// Starts one runner per file and loads the files side by side, waiting at most
    /// ``PluginLimits/loadDeadline`` in all (the calling thread blocks for that long at most).
    ///
    /// A file whose runner cannot start, crashes, blocks or floods while loading is rejected
    /// with ``PluginLoadError/unresponsive(_:)``; the runner's own rejections (not a library,
    /// bad manifest, ...) come back as they are; a feature id already in `claims` is refused.
    /// Rejected runners are stopped before this returns.
    ///
    /// - Parameters:
    ///   - host: Receives every plugin's callbacks, tagged with the plugin's id (by the
    ///     supervisor, never by the runner).
    ///   - onFault: Called once, from any thread, when a loaded plugin becomes unresponsive.
    public static func launch(
        files: [URL], runner: URL = PluginRunner.locate(), host: any ExternalPluginHost,
        claims: FeatureClaims = FeatureClaims(), limits: PluginLimits = PluginLimits(),
        onFault: @escaping @Sendable (PluginID, PluginFault) -> Void = { _, _ in }
    ) -> (supervisor: PluginSupervisor, results: [PluginLaunchResult]) {
        let deadline = ContinuousClock.now + limits.loadDeadline
        let spawned = files.map { PluginProcess.spawn(runner: runner, file: $0, host: host) }
        let outcomes = Mutex<[Int: Result<RunnerReply, PluginFault>]>([:])
        let group = DispatchGroup()
        for (index, process) in spawned.enumerated() {
            guard case .success(let process) = process else { continue }
            process.converse(
                .load(path: process.file.path), activity: .loading, limit: limits.loadDeadline, until: deadline,
                limits: limits, group: group
            ) { outcome in outcomes.withLock { $0[index] = outcome } }
        }
        group.wait()

        var accepted: [(PluginManifest, PluginProcess)] = []
        var results: [(file: URL, outcome: Result<(PluginManifest, PluginProcess), PluginLoadError>)] = []
        let replies = outcomes.withLock { $0 }
        for (index, file) in files.enumerated() {
            let outcome: Result<(PluginManifest, PluginProcess), PluginLoadError>
            switch (spawned[index], replies[index]) {
            case (.failure(let fault), _):
                outcome = .failure(.unresponsive(fault))
            case (.success(let process), let reply?):
                outcome = accept(reply, from: process, claims: claims)
                if case .failure = outcome { process.stop() }
            case (.success(let process), nil):
                process.stop()
                outcome = .failure(.unresponsive(.protocolViolation(.loading, detail: "no answer")))
            }
            if case .success(let loaded) = outcome { accepted.append(loaded) }
            results.append((file, outcome))
        }
        let supervisor = PluginSupervisor(
            processes: Dictionary(accepted.map { ($0.0.id, $0.1) }) { first, _ in first },
            runnerProcessIDs: spawned.compactMap { try? $0.get().processID }, limits: limits, onFault: onFault)
        let launched = results.map { result in
            switch result.outcome {
            case .success(let (manifest, process)):
                PluginLaunchResult.loaded(
                    IsolatedPlugin(
                        manifest: manifest, file: process.file, processID: process.processID, supervisor: supervisor))
            case .failure(let error):
                PluginLaunchResult.rejected(file: result.file, error: error)
            }
        }
        return (supervisor, launched)
    }

    /// Checks a runner's answer to the load request: the manifest is validated again here
    /// (a runner is as untrusted as its plugin) and its id must be free.
    private static func accept(
        _ reply: Result<RunnerReply, PluginFault>, from process: PluginProcess, claims: FeatureClaims
    ) -> Result<(PluginManifest, PluginProcess), PluginLoadError> {
        switch reply {
        case .failure(let fault):
            return .failure(.unresponsive(fault))
        case .success(.rejected(let error)):
            return .failure(error)
        case .success(.loaded(let json)):
            let manifest: PluginManifest
            do {
                manifest = try PluginManifest(json: json)
            } catch {
                return .failure(.invalidManifest(error))
            }
            if let owner = claims.claim(manifest.id, for: process.file) {
                return .failure(.duplicateFeatureID(manifest.id, takenBy: owner))
            }
            process.binding.accept(as: manifest.id)
            return .success((manifest, process))
        case .success(let other):
            return .failure(.unresponsive(.protocolViolation(.loading, detail: "unexpected \(other)")))
        }
    }

    /// Calls an action of a running plugin, holding it to ``PluginLimits/actionDeadline``.
    ///
    /// - Throws: the plugin's own ``PluginCallError``, or ``PluginCallError/unresponsive(_:)``
    ///   if the plugin is (or just became) unresponsive.
    func call(_ plugin: PluginID, action: String, input: ActionInput) async throws(PluginCallError) -> PluginValue? {
        if let fault = faults[plugin] { throw .unresponsive(fault) }
        guard let process = processes[plugin] else { throw .unknownAction(action) }
        let outcome = await process.converse(
            .call(action: action, input: input), activity: .action(action), limit: limits.actionDeadline, limits: limits)
        switch outcome {
        case .success(.returned(let value)):
            return value
        case .success(.failed(let error)):
            throw error
        case .success(let other):
            throw .unresponsive(record(.protocolViolation(.action(action), detail: "unexpected \(other)"), for: plugin))
        case .failure(let fault):
            throw .unresponsive(record(fault, for: plugin))
        }
    }

    /// Marks the plugin unresponsive (the first fault wins) and stops its runner.
    private func record(_ fault: PluginFault, for plugin: PluginID) -> PluginFault {
        processes[plugin]?.stop()
        if let first = faults[plugin] { return first }
        faults[plugin] = fault
        onFault(plugin, fault)
        return fault
    }

    /// Why the plugin is unresponsive, or nil while it runs.
    public func fault(of plugin: PluginID) -> PluginFault? { faults[plugin] }

    /// Stops every runner (killed and reaped). Later calls fail as unresponsive.
    public nonisolated func stopAll() {
        for process in processes.values { process.stop() }
    }

    /// Whether the plugin's runner is still running (false once stopped and reaped).
    public nonisolated func isRunning(_ plugin: PluginID) -> Bool {
        processes[plugin].map { !$0.isStopped } ?? false
    }
}
