import Foundation
import Testing

@testable import MarqueeApp

private let key = "0123456789abcdef0123456789abcdef"

@Suite("Configuration")
struct ConfigurationTests {
    @Test func pathsFromTheEnvironment() {
        #expect(ConfigurationFile.defaultPath(environment: ["MARQUEE_CONFIG": "/etc/m.yml", "HOME": "/h"]) == "/etc/m.yml")
        #expect(ConfigurationFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/marquee/config.yml")
        #expect(ConfigurationFile.defaultPath(environment: ["HOME": "/h"]) == "/h/.config/marquee/config.yml")
        #expect(ConfigurationFile.defaultPath(environment: [:]) == nil)
        #expect(StateDirectory.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/marquee")
        #expect(StateDirectory.path(environment: ["HOME": "/h"]) == "/h/.local/state/marquee")
    }

    @Test func parsesSeveralInstancesInterpolationKeyFilesHeadersAndTheme() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("\(key)\n", to: "keys/sonarr.key")
        let file = ConfigurationFile(
            path: folder.path + "/config.yml",
            kinds: .known, environment: ["RADARR_KEY": key, "HOME": folder.path, "HOST": "nas"])
        let configuration = try file.parse(
            """
            theme: light
            radarr:
              - name: home
                url: http://${HOST}:7878
                api_key: ${RADARR_KEY}
              - name: 4k
                url: https://radarr4k.example.org
                api_key: literal-key
                headers:
                  X-Forwarded-User: me
            sonarr:
              - name: home
                url: http://nas:8989
                api_key_file: ~/keys/sonarr.key
            """)
        #expect(configuration.theme == "light")
        #expect(configuration.instances.map(\.name) == ["home", "4k", "home"])
        let radarr = configuration.instances(of: .radarr)
        #expect(radarr[0].url.absoluteString == "http://nas:7878")
        #expect(radarr[0].apiKey.reveal() == key)
        #expect(radarr[0].apiKeyTemplate?.reveal() == "${RADARR_KEY}")
        #expect(radarr[1].headers == ["X-Forwarded-User": "me"])
        let sonarr = try #require(configuration.instances(of: .sonarr).first)
        #expect(sonarr.apiKey.reveal() == key)
        #expect(sonarr.apiKeyFile == "~/keys/sonarr.key")
    }

    @Test(arguments: [
        ("radarr:\n  - name: home\n    url: http://a:1\n", 2, "radarr[0].api_key", "required key is missing"),
        ("radarr:\n  - name: home\n    url: not a url\n    api_key: k\n", 3, "radarr[0].url", "not a valid http(s) URL"),
        ("sonarr:\n  - name: x\n    url: http://a:1\n    api_key: k\n    colour: red\n", 5, "sonarr[0].colour", "unknown key"),
        ("radarr:\n  name: home\n", 2, "radarr", "expected a list of instances"),
        ("radarr:\n  - name: [a, b]\n    url: http://a:1\n    api_key: k\n", 2, "radarr[0].name", "expected a string, found a list"),
        ("radarr:\n  - name: a\n    url: http://a:1\n    api_key: ${NOPE}\n", 4, "radarr[0].api_key", "environment variable NOPE is not set"),
        (
            "radarr:\n  - name: a\n    url: http://a:1\n    api_key: k\n  - name: a\n    url: http://b:1\n    api_key: k\n", 5, "radarr[1].name",
            "duplicate instance name"
        ),
        ("themes: dark\n", 1, "themes", "unknown key"),
        ("radarr: []\ntheme: neon\n", 2, "theme", "unknown theme ‘neon’ (expected one of: dark, light, high-contrast)"),
        ("radarr:\n  - name: a\n    url: http://a:1\n    api_key: k\n    api_key_file: /k\n", 5, "radarr[0].api_key_file", "not both"),
    ])
    func invalidConfigurationNamesFileLineAndKey(yaml: String, line: Int, keyPath: String, message: String) {
        let file = ConfigurationFile(path: "/home/me/.config/marquee/config.yml", kinds: .known, environment: [:])
        #expect {
            _ = try file.parse(yaml)
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.file == file.path && error.line == line && error.key == keyPath
                && error.message.contains(message)
                && error.description.hasPrefix("/home/me/.config/marquee/config.yml:\(line): \(keyPath): ")
        }
    }

    @Test func yamlSyntaxErrorsGiveALineButNeverTheText() {
        let file = ConfigurationFile(path: "/c.yml", kinds: .known, environment: [:])
        do {
            _ = try file.parse("radarr:\n  - name: a\n    api_key: \"\(key)\n    url: [\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.line != nil)
            #expect(error.description.hasPrefix("/c.yml:"))
            #expect(!error.description.contains(key))
        }
    }

    @Test func missingKeyFileNamesThePathNotItsContents() {
        let file = ConfigurationFile(path: "/c.yml", kinds: .known, environment: ["HOME": "/nonexistent-home"])
        do {
            _ = try file.parse("sonarr:\n  - name: a\n    url: http://a:1\n    api_key_file: ~/missing.key\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 4)
            #expect(error.key == "sonarr[0].api_key_file")
            #expect(error.message == "cannot read the key file /nonexistent-home/missing.key: no such file or directory")
        }
    }

    @Test func secretsNeverPrint() throws {
        let file = ConfigurationFile(path: "/c.yml", kinds: .known, environment: ["K": key])
        let configuration = try file.parse(
            "radarr:\n  - name: a\n    url: http://a:1\n    api_key: ${K}\n    headers:\n      Authorization: Bearer \(key)\n")
        let instance = try #require(configuration.instances.first)
        let printed = [
            "\(instance)", String(describing: instance), String(reflecting: instance), "\(instance.apiKey)",
            String(reflecting: instance.apiKey), "\(configuration)", String(reflecting: configuration),
        ]
        for text in printed {
            #expect(!text.contains(key), "leaked in: \(text)")
        }
        #expect("\(instance.apiKey)" == "••••")
        #expect(instance.description == "radarr \"a\" at http://a:1 (api key ••••, headers: Authorization)")
    }

    @Test func savesAtomicallyWithMode0600AndRoundTrips() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/marquee/config.yml"
        let file = ConfigurationFile(path: path, kinds: .known, environment: ["RADARR_KEY": key])
        let original = try file.parse(
            """
            theme: dark
            radarr:
              - name: home
                url: http://nas:7878
                api_key: ${RADARR_KEY}
                headers:
                  X-A: b
            """)
        try file.save(original)
        #expect(try folder.mode(of: path) == 0o600)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("api_key: ${RADARR_KEY}"))
        #expect(!text.contains(key))
        #expect(try file.load() == original)
        // Saving again replaces the file through a rename and leaves no temporary files behind.
        var changed = original
        changed.theme = "light"
        try file.save(changed)
        #expect(folder.contents("marquee") == ["config.yml"])
        #expect(try file.load()?.theme == "light")
        #expect(try folder.mode(of: path) == 0o600)
    }

    @Test func missingFileLoadsAsNil() throws {
        let folder = try TemporaryDirectory()
        #expect(try ConfigurationFile(path: folder.path + "/none.yml", kinds: .known, environment: [:]).load() == nil)
    }

    @Test func exitCodes() {
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }
}

@Suite("Configuration robustness")
struct ConfigurationRobustnessTests {
    /// Every prefix and every single-character corruption of a valid file either parses or
    /// fails with a ConfigurationError that never contains the key; nothing crashes.
    @Test func mangledFilesNeverCrashOrLeak() {
        let secret = "fedcba9876543210fedcba9876543210"
        let valid = """
            theme: dark
            radarr:
              - name: home
                url: http://nas:7878
                api_key: \(secret)
                headers:
                  X-A: b
            sonarr:
              - name: tv
                url: https://tv.example.org
                api_key: ${SONARR}
            """
        let file = ConfigurationFile(path: "/c.yml", kinds: .known, environment: ["SONARR": secret])
        let characters = Array(valid)
        var variants: [String] = (0...characters.count).map { String(characters[..<$0]) }
        let replacements: [Character] = [":", "-", " ", "\"", "[", "{", "\t", "&", "*", "\n", "#"]
        for index in stride(from: 0, to: characters.count, by: 3) {
            var mangled = characters
            mangled[index] = replacements[index % replacements.count]
            variants.append(String(mangled))
        }
        var failures = 0
        for text in variants {
            do {
                _ = try file.parse(text)
            } catch {
                failures += 1
                #expect(!error.description.contains(secret), "leaked in: \(error)")
                #expect(error.description.hasPrefix("/c.yml"))
            }
        }
        #expect(failures > 50)
    }

    @Test func aFolderInsteadOfAFileIsAnError() throws {
        let folder = try TemporaryDirectory()
        #expect(throws: ConfigurationError.self) {
            _ = try ConfigurationFile(path: folder.path, kinds: .known, environment: [:]).load()
        }
    }
}

@Test func aKeyPastedAsAKeyNameIsMaskedInTheError() {
    let secret = "fedcba9876543210fedcba9876543210"
    let file = ConfigurationFile(path: "/c.yml", kinds: .known, environment: [:])
    do {
        _ = try file.parse("radarr:\n  - name: a\n    url: http://a:1\n    \(secret): x\n")
        Issue.record("expected an error")
    } catch {
        #expect(
            error.description
                == "/c.yml:4: radarr[0].••••: unknown key (expected one of: api_key, api_key_file, connect_timeout, headers, max_response_mib, name, read_timeout, tls, url)"
        )
    }
}
