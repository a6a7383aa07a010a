import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One `marquee-plugin-runner` child process serving one plugin library, seen from the app.
///
/// Conversations (a load or an action call, with the host callbacks the plugin makes
/// meanwhile) run one at a time on the process's own serial queue, never on the caller's
/// thread, and each ends by its deadline. When a conversation fails the process is killed
/// and reaped at once; ``stop()`` does the same on demand, and so does releasing the object.
final class PluginProcess: Sendable {
    /// The plugin library the runner serves.
    let file: URL
    /// The runner's process id.
    let processID: pid_t
    /// Attributes the plugin's callbacks (to `<loading file>` until the plugin is accepted).
    let binding: PluginBinding
    /// The app's end of the runner's socket; closed when the process object is released.
    let channel: RunnerChannel
    private let queue: DispatchQueue
    /// How the runner ended, once it has been reaped.
    private let termination = Mutex<String?>(nil)

    private init(file: URL, processID: pid_t, socket: Int32, binding: PluginBinding) {
        self.file = file
        self.processID = processID
        self.binding = binding
        channel = RunnerChannel(descriptor: socket)
        queue = DispatchQueue(label: "marquee.plugin-runner.\(processID)")
    }

    deinit {
        stop()
        close(channel.descriptor)
    }

    /// Whether the runner has been stopped (or has ended and been reaped).
    var isStopped: Bool { termination.withLock { $0 != nil } }

    // MARK: Starting and stopping

    /// Starts a runner for `file`: its standard input and output are one end of a socket
    /// pair, its standard error is `/dev/null` (a plugin's prints never reach the terminal),
    /// it has its own process group (the terminal's Ctrl-C does not reach it) and default
    /// signal handling.
    static func spawn(runner: URL, file: URL, host: any ExternalPluginHost) -> Result<PluginProcess, PluginFault> {
        guard FileManager.default.isExecutableFile(atPath: runner.path) else {
            return .failure(
                .runnerUnavailable(
                    "\(runner.path) does not exist or is not executable (install it next to marquee or set \(PluginRunner.environmentVariable))"))
        }
        var sockets: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            return .failure(.runnerUnavailable("socketpair failed: \(String(cString: strerror(errno)))"))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, sockets[1], 0)
        posix_spawn_file_actions_adddup2(&actions, sockets[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The app's own descriptors are close-on-exec or closed by the runner at start.

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let arguments = [runner.path, file.lastPathComponent]
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var processID = pid_t()
        let status = LiveRunners.spawning {
            posix_spawn(&processID, runner.path, &actions, &attributes, &argv, &envp)
        } recording: { status in
            status == 0 ? processID : nil
        }
        close(sockets[1])
        guard status == 0 else {
            close(sockets[0])
            return .failure(.runnerUnavailable("cannot start \(runner.path): \(String(cString: strerror(status)))"))
        }
        _ = fcntl(sockets[0], F_SETFL, fcntl(sockets[0], F_GETFL) | O_NONBLOCK)
        let binding = PluginBinding(host: host, fileName: file.lastPathComponent)
        return .success(PluginProcess(file: file, processID: processID, socket: sockets[0], binding: binding))
    }

    /// Kills the runner (SIGKILL) and reaps it; does nothing if it was already reaped.
    func stop() {
        termination.withLock { termination in
            guard termination == nil else { return }
            ProcessTree.killDescendants(of: processID)
            kill(processID, SIGKILL)
            termination = Self.reap(processID)
        }
        LiveRunners.remove(processID)
    }

    /// Reaps a runner that closed its end: gives it a moment to finish exiting, then kills
    /// it (a runner that closed the channel but goes on running is not left behind).
    private func reapAfterHangUp() -> String {
        let text = termination.withLock { termination -> String in
            if let termination { return termination }
            var status: Int32 = 0
            for _ in 0..<50 {
                let reaped = waitpid(processID, &status, WNOHANG)
                if reaped == processID {
                    termination = Self.describe(status)
                    return termination!
                }
                if reaped < 0, errno != EINTR { break }
                usleep(2_000)
            }
            ProcessTree.killDescendants(of: processID)
            kill(processID, SIGKILL)
            termination = Self.reap(processID)
            return termination!
        }
        LiveRunners.remove(processID)
        return text
    }

    private static func reap(_ processID: pid_t) -> String {
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 {
            if errno != EINTR { return "already reaped" }
        }
        return describe(status)
    }

    /// `signal 11, Segmentation fault` or `exit status 3` (the `WIFSIGNALED` macros by hand).
    private static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        if signal == 0 { return "exit status \((status >> 8) & 0xFF)" }
        return "signal \(signal), \(String(cString: strsignal(signal)))"
    }

    // MARK: Conversations

    /// Sends `request` and answers the plugin's host callbacks until the runner replies, on
    /// the process's queue; the deadline starts when the conversation does.
    func converse(
        _ request: RunnerRequest, activity: PluginFault.Activity, limit: Duration, limits: PluginLimits
    ) async -> Result<RunnerReply, PluginFault> {
        await withCheckedContinuation { continuation in
            queue.async {
                let deadline = ContinuousClock.now + limit
                continuation.resume(returning: self.converse(request, activity: activity, limit: limit, until: deadline, limits: limits))
            }
        }
    }

    /// Starts ``converse(_:activity:limit:until:limits:)`` on the process's queue and
    /// reports the outcome to `completion` there; `group` tracks it.
    func converse(
        _ request: RunnerRequest, activity: PluginFault.Activity, limit: Duration, until deadline: ContinuousClock.Instant,
        limits: PluginLimits, group: DispatchGroup, completion: @escaping @Sendable (Result<RunnerReply, PluginFault>) -> Void
    ) {
        queue.async(group: group) {
            completion(self.converse(request, activity: activity, limit: limit, until: deadline, limits: limits))
        }
    }

    /// The conversation itself (blocking, bounded by `deadline`). Any failure stops the runner.
    func converse(
        _ request: RunnerRequest, activity: PluginFault.Activity, limit: Duration, until deadline: ContinuousClock.Instant,
        limits: PluginLimits
    ) -> Result<RunnerReply, PluginFault> {
        if let ended = termination.withLock({ $0 }) { return .failure(.crashed(activity, termination: ended)) }
        do {
            try channel.send(try RunnerCoding.encode(request), until: deadline)
            var callbacks = 0
            while true {
                let payload = try channel.receive(limit: limits.maximumMessageBytes, until: deadline)
                let reply: RunnerReply
                do {
                    reply = try RunnerCoding.decode(RunnerReply.self, from: payload)
                } catch {
                    return fail(.protocolViolation(activity, detail: "a message that is not valid (\(payload.count) bytes)"))
                }
                guard case .callback(let callback) = reply else { return .success(reply) }
                callbacks += 1
                guard callbacks <= limits.maximumCallbacksPerCall else {
                    return fail(.flooded(activity, detail: "more than \(limits.maximumCallbacksPerCall) host callbacks in one call"))
                }
                if let answer = answer(callback) {
                    try channel.send(try RunnerCoding.encode(RunnerRequest.answer(answer)), until: deadline)
                }
            }
        } catch let failure as RunnerChannel.Failure {
            switch failure {
            case .timedOut:
                return fail(.timedOut(activity, limit: limit))
            case .closed:
                return .failure(.crashed(activity, termination: reapAfterHangUp()))
            case .tooLarge(let length):
                return fail(.flooded(activity, detail: "a message of \(length) bytes (the limit is \(limits.maximumMessageBytes))"))
            case .malformedHeader:
                return fail(.protocolViolation(activity, detail: "a frame without the MQ header"))
            case .unsupportedVersion(let version):
                return fail(.protocolViolation(activity, detail: "protocol version \(version) (the app speaks \(RunnerChannel.protocolVersion))"))
            case .system(let code):
                return fail(.protocolViolation(activity, detail: String(cString: strerror(code))))
            }
        } catch {
            return fail(.protocolViolation(activity, detail: "cannot encode the request: \(error)"))
        }
    }

    private func fail(_ fault: PluginFault) -> Result<RunnerReply, PluginFault> {
        stop()
        return .failure(fault)
    }

    /// Performs a callback for the plugin; the answer to send back, or nil for `log`.
    private func answer(_ callback: HostCallback) -> CallbackAnswer? {
        switch callback {
        case .navigate(let url): return CallbackAnswer(status: binding.navigate(to: url).rawValue)
        case .present(let url): return CallbackAnswer(status: binding.present(url: url).rawValue)
        case .dismiss: return CallbackAnswer(status: binding.dismiss().rawValue)
        case .setting(let name): return CallbackAnswer(status: 0, text: binding.setting(named: name))
        case .log(let level, let message):
            binding.log(level: level, message: message)
            return nil
        }
    }
}

/// Every runner the app started and has not reaped yet. They are killed when the app exits
/// (a runner blocked in a plugin would otherwise outlive it), with every process their
/// plugins started (``ProcessTree``).
enum LiveRunners {
    private static let processIDs = Mutex<Set<pid_t>>([])
    private static let registration: Void = {
        atexit { LiveRunners.killAll() }
    }()

    /// Runs `spawn` under the lock, recording the process id `recording` extracts, so an exit
    /// racing with a spawn still sees the new runner.
    static func spawning(_ spawn: () -> Int32, recording: (Int32) -> pid_t?) -> Int32 {
        _ = registration
        return processIDs.withLock { processIDs in
            let status = spawn()
            if let processID = recording(status) { processIDs.insert(processID) }
            return status
        }
    }

    static func remove(_ processID: pid_t) {
        _ = processIDs.withLock { $0.remove(processID) }
    }

    private static func killAll() {
        processIDs.withLock { processIDs in
            for processID in processIDs {
                ProcessTree.killDescendants(of: processID)
                kill(processID, SIGKILL)
            }
        }
    }
}
