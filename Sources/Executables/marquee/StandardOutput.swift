import Foundation
import MarqueeApp

#if canImport(Glibc)
import Glibc
#endif

/// Standard output for every command: what a command prints either reaches it or the command
/// fails.
///
/// - A write that fails (`> /dev/full`, a full disk, a closed descriptor) ends the process
///   with exit code 1 and `marquee: cannot write to standard output: <reason>` on standard
///   error.
/// - A pipe whose reader went away (`marquee routes | head -1`) ends the process quietly, as
///   Unix tools do: it dies of SIGPIPE, with nothing on standard error.
///
/// ``prepare()`` runs first thing: a standard descriptor the process was started without
/// (`marquee routes >&-`) is taken by `/dev/null`, so no file the process opens later (the
/// log) can land on descriptor 1 and receive the output, and standard output counts as closed.
enum StandardOutput {
    /// Whether descriptor 1 was closed when the process started.
    nonisolated(unsafe) private static var wasClosed = false

    /// Occupies closed standard descriptors with `/dev/null` (see the type's documentation).
    static func prepare() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor == STDOUT_FILENO { wasClosed = true }
        }
    }

    /// Writes `text` and `terminator` to standard output at once (after anything `print`
    /// buffered); a failure ends the process (see the type's documentation).
    static func write(_ text: String, terminator: String = "\n") {
        if wasClosed { fail(errno: EBADF) }
        finish()
        var bytes = Array((text + terminator).utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written >= 0 {
                offset += written
            } else if errno == EAGAIN {
                // Standard output set to non-blocking by someone else: wait until it can take more.
                var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, -1)
            } else if errno != EINTR {
                fail(errno: errno)
            }
        }
    }

    /// Pushes out what `print` buffered and ends the process if that fails.
    static func finish() {
        if fflush(nil) != 0 { fail(errno: errno) }
    }

    private static func fail(errno code: Int32?) -> Never {
        if code == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        let reason = code.map { String(cString: strerror($0)) } ?? "an earlier write failed"
        printError("marquee: cannot write to standard output: \(reason)")
        // Nothing more can reach standard output; leave without flushing it again.
        _exit(MarqueeApp.ExitCode.runtime.rawValue)
    }
}
