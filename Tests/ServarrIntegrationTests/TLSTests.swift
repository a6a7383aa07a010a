import Foundation
import Hummingbird
import NIOSSL
import RadarrAPI
import ServarrCore
import Testing

/// Per-instance TLS over real HTTPS on loopback: a server whose certificate only the instance's
/// CA file vouches for, and one that asks for a client certificate.
@Suite("TLS per instance")
struct TLSTests {
    private static let status = #"{"appName": "Radarr", "version": "5.14.0.9383"}"#

    /// The fixtures as files, as the configuration names them.
    private final class Files {
        let folder = NSTemporaryDirectory() + "marquee-tls-" + UUID().uuidString
        init() throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (name, text) in [
                ("ca.pem", TLSFixtures.certificateAuthority), ("client.pem", TLSFixtures.client), ("client.key", TLSFixtures.clientKey),
            ] {
                try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: folder) }
    }

    private static func serverTLS(requiringClientCertificate: Bool = false) throws -> TLSConfiguration {
        var tls = TLSConfiguration.makeServerConfiguration(
            certificateChain: [.certificate(try NIOSSLCertificate(bytes: Array(TLSFixtures.server.utf8), format: .pem))],
            privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(TLSFixtures.serverKey.utf8), format: .pem)))
        if requiringClientCertificate {
            tls.certificateVerification = .noHostnameVerification
            tls.trustRoots = .certificates([try NIOSSLCertificate(bytes: Array(TLSFixtures.certificateAuthority.utf8), format: .pem)])
        }
        return tls
    }

    @Test("A server signed by the instance's CA file is trusted; without it, the message says what to set")
    func certificateAuthority() async throws {
        let files = try Files()
        let server = try await HostileServer.start(tls: try Self.serverTLS()) { _, _ in .json(Self.status) }
        var configuration = server.configuration()
        let untrusted = await thrownError { _ = try await RadarrRepository(configuration: configuration).systemStatus() }
        #expect(String(describing: untrusted).contains("tls.ca_file"), "\(String(describing: untrusted))")

        configuration.tls.certificateAuthorityFile = files.folder + "/ca.pem"
        #expect(try await RadarrRepository(configuration: configuration).systemStatus().appName == "Radarr")
    }

    @Test("tls.insecure accepts a certificate nobody vouches for")
    func insecure() async throws {
        let server = try await HostileServer.start(tls: try Self.serverTLS()) { _, _ in .json(Self.status) }
        var configuration = server.configuration()
        configuration.tls.verifiesCertificates = false
        #expect(try await RadarrRepository(configuration: configuration).systemStatus().appName == "Radarr")
    }

    @Test("A client certificate is presented to a server that requires one")
    func clientCertificate() async throws {
        let files = try Files()
        let server = try await HostileServer.start(tls: try Self.serverTLS(requiringClientCertificate: true)) { _, _ in .json(Self.status) }
        var configuration = server.configuration()
        configuration.tls.certificateAuthorityFile = files.folder + "/ca.pem"
        let refused = await thrownError { _ = try await RadarrRepository(configuration: configuration).systemStatus() }
        #expect(refused is ServarrError, "\(String(describing: refused))")

        configuration.tls.clientCertificateFile = files.folder + "/client.pem"
        configuration.tls.clientKeyFile = files.folder + "/client.key"
        #expect(try await RadarrRepository(configuration: configuration).systemStatus().appName == "Radarr")
    }
}
