import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a program the way the tests need, through `posix_spawn`: standard input from
/// `/dev/null`, standard output and error into files.
///
/// Not `Foundation.Process`: on Linux its `run()` reads `/proc/self/fd` with a buffer over-read
/// that crashes the whole test process now and then (swift-corelibs-foundation PR #5472, not in
/// the 6.3.1 toolchain), and these tests start hundreds of programs.
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts `executable` with `arguments` and exactly `environment`; returns its process id.
    static func spawn(
        _ executable: String, arguments: [String], environment: [String: String], standardOutput: String, standardError: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var processID = pid_t()
        let status = posix_spawn(&processID, executable, &actions, nil, &argv, &envp)
        guard status == 0 else { throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))") }
        return processID
    }

    /// How a reaped child ended: its exit code, or the number of the signal that ended it (as
    /// `Process.terminationStatus` says it).
    private static func termination(_ status: Int32) -> Int32 {
        status & 0x7f == 0 ? (status >> 8) & 0xff : status & 0x7f
    }

    /// Waits for `processID` to end, blocking the calling thread.
    static func wait(for processID: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(processID, &status, 0) == -1, errno == EINTR {}
        return termination(status)
    }

    /// Waits for `processID` to end without holding a thread: polls every 10 ms.
    static func ending(of processID: pid_t) async -> Int32 {
        var status: Int32 = 0
        while true {
            let reaped = waitpid(processID, &status, WNOHANG)
            if reaped == processID { return termination(status) }
            if reaped == -1, errno != EINTR { return -1 }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}
