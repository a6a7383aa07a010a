#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One end of the channel between the app and a `marquee-plugin-runner` process: a stream
/// socket carrying length-prefixed frames (see `docs/plugin-runner-protocol.md`).
///
/// Every frame is an 8-byte header and a payload:
///
/// | Offset | Size | Field |
/// |---|---|---|
/// | 0 | 2 | magic `MQ` (0x4D 0x51) |
/// | 2 | 1 | protocol version (``protocolVersion``) |
/// | 3 | 1 | reserved, 0 |
/// | 4 | 4 | payload length in bytes, unsigned big-endian |
/// | 8 | n | payload: one JSON object (``RunnerRequest`` or ``RunnerReply``) |
///
/// A reader refuses a frame with another magic or version, and one longer than its limit
/// before reading the payload, so a peer can never make it allocate more than the limit.
package struct RunnerChannel: Sendable {
    /// The version of the frame and message format; both ends refuse any other.
    package static let protocolVersion: UInt8 = 1
    static let magic: (UInt8, UInt8) = (0x4D, 0x51)
    static let headerSize = 8

    /// Why a frame could not be sent or received.
    package enum Failure: Error, Hashable, Sendable {
        /// The peer closed the channel (or died).
        case closed
        /// The deadline passed first.
        case timedOut
        /// The peer announced a payload longer than the limit.
        case tooLarge(UInt64)
        /// The header does not start with the magic bytes.
        case malformedHeader
        /// The peer speaks another protocol version.
        case unsupportedVersion(UInt8)
        /// A system call failed with this `errno`.
        case system(Int32)
    }

    /// The socket (or pipe) file descriptor. The channel does not own it.
    package let descriptor: Int32

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Sends one frame; waits for room in the socket buffer at most until `deadline`
    /// (nil: as long as it takes).
    package func send(_ payload: [UInt8], until deadline: ContinuousClock.Instant?) throws(Failure) {
        guard payload.count <= Int(UInt32.max) else { throw .tooLarge(UInt64(payload.count)) }
        let length = UInt32(payload.count)
        var frame: [UInt8] = [
            Self.magic.0, Self.magic.1, Self.protocolVersion, 0,
            UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF),
        ]
        frame.append(contentsOf: payload)
        let failure = frame.withUnsafeBytes { bytes -> Failure? in
            var sent = 0
            while sent < bytes.count {
                if let failure = wait(for: Int16(POLLOUT), until: deadline) { return failure }
                let count = writeSome(bytes.baseAddress! + sent, bytes.count - sent)
                if count > 0 {
                    sent += count
                } else if count < 0, errno != EINTR, errno != EAGAIN {
                    return errno == EPIPE || errno == ECONNRESET ? .closed : .system(errno)
                }
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Receives one frame's payload, refusing one longer than `limit` bytes.
    package func receive(limit: Int, until deadline: ContinuousClock.Instant?) throws(Failure) -> [UInt8] {
        var header = [UInt8](repeating: 0, count: Self.headerSize)
        try read(into: &header, until: deadline)
        guard header[0] == Self.magic.0, header[1] == Self.magic.1 else { throw .malformedHeader }
        guard header[2] == Self.protocolVersion else { throw .unsupportedVersion(header[2]) }
        let length = header[4...7].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard length <= UInt64(limit) else { throw .tooLarge(length) }
        var payload = [UInt8](repeating: 0, count: Int(length))
        try read(into: &payload, until: deadline)
        return payload
    }

    private func read(into buffer: inout [UInt8], until deadline: ContinuousClock.Instant?) throws(Failure) {
        let total = buffer.count
        let failure = buffer.withUnsafeMutableBytes { bytes -> Failure? in
            var received = 0
            while received < total {
                if let failure = wait(for: Int16(POLLIN), until: deadline) { return failure }
                let count = systemRead(descriptor, bytes.baseAddress! + received, total - received)
                if count > 0 {
                    received += count
                } else if count == 0 {
                    return .closed
                } else if errno != EINTR, errno != EAGAIN {
                    return errno == ECONNRESET ? .closed : .system(errno)
                }
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Writes without raising SIGPIPE on a socket (falls back to `write` for a pipe).
    private func writeSome(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        let sent = systemSend(descriptor, bytes, count)
        if sent < 0, errno == ENOTSOCK { return systemWrite(descriptor, bytes, count) }
        return sent
    }

    /// Waits until the descriptor is ready for `events` (a hang-up counts as ready: the
    /// next read or write reports it) or the deadline passes.
    private func wait(for events: Int16, until deadline: ContinuousClock.Instant?) -> Failure? {
        while true {
            var timeout: Int32 = -1
            if let deadline {
                let remaining = ContinuousClock.now.duration(to: deadline)
                guard remaining > .zero else { return .timedOut }
                let (seconds, attoseconds) = remaining.components
                let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
                timeout = Int32(clamping: milliseconds)
            }
            var descriptor = pollfd(fd: self.descriptor, events: events, revents: 0)
            let ready = poll(&descriptor, 1, timeout)
            if ready > 0 { return nil }
            if ready < 0, errno != EINTR { return .system(errno) }
        }
    }
}

// The system calls under names the channel's own `send` and `read` methods do not shadow.

private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, bytes, count)
}
