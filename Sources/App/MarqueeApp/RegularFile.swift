import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads the files Marquee is pointed at (the configuration, API key files, the saved
/// navigation state) without ever blocking and with a bound on what is read.
///
/// The file is opened with `O_NONBLOCK`, so opening a FIFO with no writer returns at once,
/// and then read only when it is a regular file: a FIFO, a socket, a device (`/dev/zero`,
/// a terminal) or a folder is refused with a message naming what it is, instead of hanging or
/// reading forever. At most `limit` + 1 bytes are read.
enum RegularFile {
    /// The contents of the regular file at `path`, at most `limit` bytes.
    ///
    /// - Throws: `makeError(message)`: the file cannot be opened (the system's reason, such as
    ///   "no such file or directory"), is not a regular file, cannot be read, or holds more than
    ///   `limit` bytes (the message gives its size and the limit).
    static func read<Failure: Error>(
        _ path: String, atMost limit: Int,
        error makeError: (String) -> Failure
    ) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        // "no such file or directory", "permission denied", …
        guard descriptor >= 0 else { throw makeError(String(cString: strerror(errno)).lowercased()) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw makeError(String(cString: strerror(errno)).lowercased()) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw makeError("not a regular file (\(kind(of: status.st_mode))); only a regular file is read")
        }
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw makeError("reading it failed")
        }
        guard data.count <= limit else {
            let size = Int(status.st_size)
            throw makeError((size > limit ? "the file is \(size) bytes" : "the file is too large") + "; at most \(limit) bytes are read")
        }
        return data
    }

    /// What a file that is not a regular file is, in words.
    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a folder"
        default: "not a regular file"
        }
    }
}
