import Foundation
import Testing

@testable import MarqueeApp

/// The per-instance connection keys: timeouts, answer limit and TLS.
@Suite("Connection options")
struct ConnectionOptionsTests {
    private let instance = "radarr:\n  - name: nas\n    url: https://nas.lan\n    api_key: k\n"

    @Test func parsesEveryKeyAndKeepsThemWhenTheFileIsRewritten() throws {
        let folder = try TemporaryDirectory()
        let ca = try folder.write("-----BEGIN CERTIFICATE-----\n", to: "tls/ca.pem")
        _ = try folder.write("cert", to: "tls/me.pem")
        _ = try folder.write("key", to: "tls/me.key")
        let file = ConfigurationFile(
            path: folder.path + "/config.yml", kinds: .known, environment: ["HOME": folder.path, "TLS": folder.path + "/tls"])
        let text =
            instance + """
                    connect_timeout: 2.5
                    read_timeout: 90
                    max_response_mib: 512
                    tls:
                      ca_file: ~/tls/ca.pem
                      client_certificate: ${TLS}/me.pem
                      client_key: ${TLS}/me.key
                      insecure: true

                """
        let options = try #require(try file.parse(text).instances.first).connection
        #expect(options.connectTimeout == .milliseconds(2500))
        #expect(options.readTimeout == .seconds(90))
        #expect(options.maximumResponseMiB == 512)
        #expect(options.certificateAuthorityFile == ConfiguredPath(written: "~/tls/ca.pem", path: ca))
        #expect(options.clientKeyFile?.written == "${TLS}/me.key")
        #expect(options.isInsecure)

        try file.save(try file.parse(text))
        let saved = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(saved.contains("ca_file: ~/tls/ca.pem"), "written as typed, not resolved")
        #expect(try #require(try file.load()).instances.first?.connection == options)
    }

    @Test func theInsecureSwitchIsWarnedAboutNamingTheInstance() throws {
        let configuration = try ConfigurationFile(path: "/c.yml", kinds: .known, environment: [:]).parse(
            instance + "    tls:\n      insecure: true\n")
        #expect(
            configuration.insecureWarnings == [
                "marquee: warning: radarr \"nas\" has tls.insecure set: its server certificate is not checked, so anyone between Marquee and https://nas.lan can read its API key"
            ])
        #expect(try ConfigurationFile(path: "/c.yml", kinds: .known, environment: [:]).parse(instance).insecureWarnings.isEmpty)
    }

    @Test(
        "Wrong values name the file, the line and the key",
        arguments: [
            ("    connect_timeout: soon\n", "/c.yml:5: radarr[0].connect_timeout: expected a number"),
            ("    read_timeout: 0\n", "/c.yml:5: radarr[0].read_timeout: must be between 0.001 and 3600"),
            ("    max_response_mib: 1.5\n", "/c.yml:5: radarr[0].max_response_mib: expected a whole number of MiB"),
            (
                "    tls:\n      ca: x\n",
                "/c.yml:6: radarr[0].tls.ca: unknown key (expected one of: ca_file, client_certificate, client_key, insecure)"
            ),
            ("    tls:\n      ca_file: /nonexistent/ca.pem\n", "/c.yml:6: radarr[0].tls.ca_file: cannot read the file /nonexistent/ca.pem"),
            ("    tls:\n      insecure: yes please\n", "/c.yml:6: radarr[0].tls.insecure: expected true or false"),
            ("    tls: on\n", "/c.yml:5: radarr[0].tls: expected a mapping with ca_file, client_certificate, client_key or insecure"),
        ])
    func errors(line: String, message: String) {
        do {
            _ = try ConfigurationFile(path: "/c.yml", kinds: .known, environment: [:]).parse(instance + line)
            Issue.record("expected an error for \(line)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aClientCertificateNeedsItsKey() throws {
        let folder = try TemporaryDirectory()
        let certificate = try folder.write("cert", to: "me.pem")
        do {
            _ = try ConfigurationFile(path: "/c.yml", kinds: .known, environment: [:]).parse(
                instance + "    tls:\n      client_certificate: \(certificate)\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "/c.yml:6: radarr[0].tls.client_key: required with client_certificate")
        }
    }
}
