import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes files atomically: a temporary file in the same folder, flushed, then renamed over the
/// target, so a reader sees the old contents or the new, never a half-written file.
enum AtomicFile {
    static func write<Failure: Error>(
        _ data: Data, to path: String, mode: mode_t,
        error makeError: (String) -> Failure
    ) throws(Failure) {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                throw makeError("cannot create the folder \(directory)")
            }
        }
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw makeError("cannot create a temporary file in \(directory)") }
        var written = 0
        let ok = data.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        // The umask may have narrowed the mode; set it exactly.
        let synced = ok && fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw makeError("cannot write \(path)")
        }
    }
}
