import Foundation

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// An HTTP/1.1 server on loopback, on a thread of its own, that answers each request's path
/// (query ignored) with a canned JSON body, or 404: bodies in real servers' shapes that the
/// simulator does not send. One request per connection.
final class CannedHTTPServer: Sendable {
    /// `http://127.0.0.1:port`.
    let url: URL
    private let descriptor: Int32

    init(_ routes: [String: String]) throws {
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
                bind(descriptor, $0, length) == 0 && listen(descriptor, 16) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard descriptor >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
        self.descriptor = descriptor
        url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
        Thread.detachNewThread {
            while true {
                let client = accept(descriptor, nil, nil)
                if client < 0 { return }
                let head = Self.head(of: client)
                let target = head.split(separator: " ", maxSplits: 2).dropFirst().first.map(String.init) ?? "/"
                let path = String(target.split(separator: "?", maxSplits: 1).first ?? "/")
                let body = routes[path]
                let answer =
                    "HTTP/1.1 \(body == nil ? "404 Not Found" : "200 OK")\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \((body ?? #"{"message":"NotFound"}"#).utf8.count)\r\nConnection: close\r\n\r\n"
                    + (body ?? #"{"message":"NotFound"}"#)
                let bytes = Array(answer.utf8)
                _ = bytes.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
                close(client)
            }
        }
    }

    deinit {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }

    /// Reads up to the end of a request head (at most 64 KiB).
    private static func head(of client: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65_536, !String(decoding: bytes, as: UTF8.self).contains("\r\n\r\n") {
            let count = read(client, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
