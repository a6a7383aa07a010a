import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// An HTTP proxy on loopback that accepts `CONNECT`, records each request head it sees (the
/// `CONNECT` and the request sent through the tunnel) and answers the tunnelled request itself
/// with `body`: enough to see that a client goes through it, with what.
final class ConnectProxy: Sendable {
    /// The port it listens on.
    let port: Int
    private let descriptor: Int32
    private let heads = Mutex<[String]>([])

    /// The request heads received, in order.
    var received: [String] { heads.withLock { $0 } }

    init(answering body: String) throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 8) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard descriptor >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        let answer = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(descriptor, nil, nil)
                if client < 0 { return }
                record(head(of: client))
                send(client, "HTTP/1.1 200 Connection established\r\n\r\n")
                record(head(of: client))
                send(client, answer)
                close(client)
            }
        }
    }

    deinit {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }

    private func record(_ head: String) { heads.withLock { $0.append(head) } }

    /// Reads up to the end of a request head (at most 64 KiB).
    private func head(of client: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65_536, !String(decoding: bytes, as: UTF8.self).contains("\r\n\r\n") {
            let count = read(client, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func send(_ client: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
    }
}
