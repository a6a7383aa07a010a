import CProcessTree
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Ends a plugin's processes with it: its runner's children, their children, and those that
/// left the runner's process group or session (`setsid`).
///
/// The runner makes itself a child subreaper (``becomeSubreaper()``), so a descendant whose
/// parent exits is re-parented to the runner and stays in its tree. ``killDescendants(of:)``
/// walks `/proc` once per round (linear in the processes on the machine) and sends SIGKILL to
/// every process whose chain of parents reaches the runner; a few rounds catch processes
/// forked while the first was under way. Where `/proc` is missing it does nothing.
public enum ProcessTree {
    /// Makes the calling process a child subreaper (Linux); false where unsupported.
    @discardableResult
    public static func becomeSubreaper() -> Bool {
        marquee_process_become_subreaper() == 0
    }

    /// Sends SIGKILL to every descendant of `root` (not to `root` itself).
    public static func killDescendants(of root: pid_t) {
        for _ in 0..<3 {
            let descendants = self.descendants(of: root)
            if descendants.isEmpty { return }
            for process in descendants { kill(process, SIGKILL) }
        }
    }

    /// The processes whose chain of parents reaches `root`.
    static func descendants(of root: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        for entry in entries {
            guard let process = pid_t(entry), let parent = parent(of: process) else { continue }
            children[parent, default: []].append(process)
        }
        var result: [pid_t] = []
        var pending = children[root] ?? []
        while let process = pending.popLast() {
            result.append(process)
            pending += children[process] ?? []
        }
        return result
    }

    /// The parent of `process`, from `/proc/<pid>/stat` (the field after the command name,
    /// which ends at the last `)`).
    private static func parent(of process: pid_t) -> pid_t? {
        let descriptor = open("/proc/\(process)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let bytes = buffer[0..<count]
        guard let nameEnd = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        // ") S 1234 ..." : state, then the parent id.
        let fields = bytes[(nameEnd + 1)...].split(separator: UInt8(ascii: " "), maxSplits: 3)
        guard fields.count >= 2 else { return nil }
        return pid_t(String(decoding: fields[1], as: UTF8.self))
    }
}
