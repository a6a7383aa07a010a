import Foundation
import Hummingbird
import HummingbirdTLS
import Logging
import NIOSSL
import ServarrCore
import Synchronization

/// A small HTTP server on loopback that answers every request with what `respond` makes of
/// it and records what it received: redirects, challenges, bombs and huge bodies that the
/// simulator never sends.
final class HostileServer: Sendable {
    /// One request as the server saw it.
    struct Received: Sendable {
        var path: String
        var authority: String?
        var headers: HTTPFields
    }

    /// What the server received, shared with its handler.
    private final class RequestLog: Sendable {
        let requests = Mutex<[Received]>([])
    }

    let url: URL
    private let task: Task<Void, any Error>
    private let log: RequestLog

    private init(url: URL, task: Task<Void, any Error>, log: RequestLog) {
        self.url = url
        self.task = task
        self.log = log
    }

    /// Every request received so far.
    var received: [Received] { log.requests.withLock { $0 } }

    /// Starts a server that answers with `respond(path, headers)`, over TLS with `tls`.
    static func start(
        tls: TLSConfiguration? = nil, _ respond: @escaping @Sendable (_ path: String, _ headers: HTTPFields) -> Response
    ) async throws -> HostileServer {
        let log = RequestLog()
        let router = Router()
        let handler: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            let path = request.uri.description
            log.requests.withLock { $0.append(Received(path: path, authority: request.head.authority, headers: request.headers)) }
            return respond(path, request.headers)
        }
        for method in [HTTPRequest.Method.get, .post, .put, .delete] { router.on("**", method: method, use: handler) }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: router, server: try tls.map { try .tls(tlsConfiguration: $0) } ?? .http1(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) },
            logger: Logger(label: "hostile-server", factory: { _ in SwiftLogNoOpLogHandler() }))
        let task = Task { try await app.runService(gracefulShutdownSignals: []) }
        var port = 0
        for await value in ports {
            port = value
            break
        }
        return HostileServer(url: URL(string: "\(tls == nil ? "http" : "https")://127.0.0.1:\(port)")!, task: task, log: log)
    }

    /// A configuration for this server (or `path` below it).
    func configuration(path: String = "", maximumResponseSize: Int = ServiceConfiguration.defaultMaximumResponseSize) -> ServiceConfiguration {
        ServiceConfiguration(
            baseURL: URL(string: url.absoluteString + path)!, apiKey: "0123456789abcdef0123456789abcdef",
            headers: ["X-Forwarded-User": "marquee"], timeout: .seconds(20), maximumResponseSize: maximumResponseSize)
    }

    deinit { task.cancel() }
}

extension Response {
    /// A JSON answer.
    static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

/// A gzip member of `count` copies of `byte` (a bomb when `count` is large: about 13 bits per
/// 258 bytes), or of `text`, written with deflate's fixed Huffman codes.
enum Gzip {
    static func repeating(_ byte: UInt8, count: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.header()
        bits.literal(byte)
        var left = count - 1
        while left >= 258 {
            bits.code(0b1100_0101, length: 8)  // length 258 (code 285)
            bits.code(0, length: 5)  // distance 1
            left -= 258
        }
        for _ in 0..<left { bits.literal(byte) }
        bits.code(0, length: 7)  // end of block
        return member(bits.finished, crc: crc32(repeating: byte, count: count), count: count)
    }

    static func text(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        var bits = BitWriter()
        bits.header()
        for byte in bytes { bits.literal(byte) }
        bits.code(0, length: 7)
        var crc = Checksum()
        for byte in bytes { crc.add(byte) }
        return member(bits.finished, crc: crc.value, count: bytes.count)
    }

    private static func member(_ deflated: [UInt8], crc: UInt32, count: Int) -> [UInt8] {
        var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 255]
        out += deflated
        for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8(truncatingIfNeeded: crc >> UInt32(shift))) }
        for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8(truncatingIfNeeded: UInt32(truncatingIfNeeded: count) >> UInt32(shift))) }
        return out
    }

    private static func crc32(repeating byte: UInt8, count: Int) -> UInt32 {
        var crc = Checksum()
        for _ in 0..<count { crc.add(byte) }
        return crc.value
    }

    private struct Checksum {
        private static let table: [UInt32] = (0..<256).map { index in
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            return value
        }
        private var state: UInt32 = 0xFFFF_FFFF
        mutating func add(_ byte: UInt8) { state = Self.table[Int((state ^ UInt32(byte)) & 0xFF)] ^ (state >> 8) }
        var value: UInt32 { state ^ 0xFFFF_FFFF }
    }

    /// Deflate's bit order: header bits least significant first, Huffman codes most significant first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var current: UInt8 = 0
        private var used = 0

        mutating func bit(_ value: Int) {
            if value != 0 { current |= 1 << UInt8(used) }
            used += 1
            if used == 8 { flush() }
        }

        mutating func flush() {
            bytes.append(current)
            current = 0
            used = 0
        }

        /// BFINAL = 1, BTYPE = 01 (fixed codes).
        mutating func header() {
            bit(1)
            bit(1)
            bit(0)
        }

        mutating func code(_ value: Int, length: Int) {
            for shift in stride(from: length - 1, through: 0, by: -1) { bit((value >> shift) & 1) }
        }

        /// Literals 0–143 are 8-bit codes from 0x30, 144–255 9-bit codes from 0x190.
        mutating func literal(_ byte: UInt8) {
            if byte < 144 { code(0x30 + Int(byte), length: 8) } else { code(0x190 + Int(byte) - 144, length: 9) }
        }

        var finished: [UInt8] {
            mutating get {
                if used > 0 { flush() }
                return bytes
            }
        }
    }
}
