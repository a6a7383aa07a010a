import Foundation
import Testing

/// A session against a configuration whose URL carries a user and password and an `apikey=`
/// parameter: nothing Marquee prints (standard output, standard error) or logs holds the
/// password, the key in the URL, or the API key; and a link with control characters is
/// echoed escaped.
@Suite("No secret leaves")
struct SecretLeakTests {
    static let password = "Pa55-leak-check"
    static let urlKey = "urlkey0leak0check"
    static let apiKey = "f00dfeedf00dfeedf00dfeedf00dfeed"

    @Test func noOutputOrLogOfASessionHoldsASecret() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-secrets-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/config/marquee", withIntermediateDirectories: true)
        // Port 9 (discard) on loopback: nothing answers, so every connection fails with the URL.
        try """
        radarr:
          - name: home
            url: http://admin:\(Self.password)@127.0.0.1:9/?apikey=\(Self.urlKey)
            api_key: \(Self.apiKey)
        sonarr:
          - name: tv
            url: https://viewer:\(Self.password)@127.0.0.1:9
            api_key: \(Self.apiKey)
        """.write(toFile: base + "/config/marquee/config.yml", atomically: true, encoding: .utf8)

        let check = try MarqueeRun(["check-config"], environment: environment)
        #expect(check.status == 0)
        #expect(check.output.contains("radarr \"home\" at http://••••@127.0.0.1:9/?apikey=•••• (api key ••••)"))
        let start = try MarqueeRun([], environment: environment)
        #expect(start.status == 3, "no server can be used: \(start.error)")
        let open = try MarqueeRun(["open", "/radarr/library", "--wait", "2s"], environment: environment)
        let badLink = try MarqueeRun(["open", "/radarr/movie/\u{1B}[2J?apikey=\(Self.urlKey)"], environment: environment)
        #expect(badLink.status == 2)
        #expect(badLink.error.contains(#"\u{1B}[2J"#), "the control character is shown escaped: \(badLink.error)")
        #expect(!badLink.error.contains("\u{1B}"))
        let settings = try MarqueeRun(["open", "/settings/instances", "--wait", "2s", "--width", "120"], environment: environment)
        #expect(settings.output.contains("http://••••@127.0.0.1:9/?apikey=••••"), "\(settings.output)")

        let log = try String(contentsOfFile: base + "/state/marquee/marquee.log", encoding: .utf8)
        #expect(log.contains("Cannot use radarr"), "the failed connection is logged: \(log)")
        let outputs = [
            ("check-config", check.output + check.error), ("marquee", start.output + start.error),
            ("open", open.output + open.error), ("open with a bad link", badLink.output + badLink.error),
            ("Settings", settings.output + settings.error), ("the log", log),
        ]
        for (name, text) in outputs {
            for secret in [Self.password, Self.urlKey, Self.apiKey] {
                #expect(!text.contains(secret), "\(name) shows a secret: \(text)")
            }
        }
    }
}
