import Foundation
import Testing

@testable import MarqueeApp

/// `ConfigurationFile.update`: how the Settings screens change config.yml.
@Suite("Configuration editing")
struct ConfigurationEditingTests {
    private let original = """
        # my servers
        theme: dark
        radarr:
          - name: home
            url: http://nas:7878
            api_key: ${RADARR_KEY}
        """

    @Test func updateKeepsTheOldFileAsBackupAndWritesPrivately() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(original, to: "config.yml")
        let file = ConfigurationFile(path: path, kinds: .known, environment: ["RADARR_KEY": "secret-value"])
        let updated = try file.update { configuration in
            configuration.theme = "light"
            configuration.instances.append(
                ServiceInstance(
                    kind: .sonarr, name: "tv", url: URL(string: "http://nas:8989")!,
                    apiKey: Secret("abc")))
        }
        #expect(updated.instances.map(\.name) == ["home", "tv"])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("api_key: ${RADARR_KEY}"), "the reference is kept, not the resolved key")
        #expect(!text.contains("secret-value"))
        #expect(!text.contains("# my servers"), "comments do not survive a rewrite…")
        #expect(try String(contentsOfFile: file.backupPath, encoding: .utf8) == original, "…so the old file is kept")
        #expect(try folder.mode(of: path) == 0o600)
        #expect(try folder.mode(of: file.backupPath) == 0o600)
        #expect(try file.load()?.theme == "light")
    }

    /// An instance of every kind Settings can add is written and read back (a `lidarr:` key
    /// once failed to load after Settings had written it).
    @Test(arguments: [ServiceKind].known)
    func everyKindSettingsWritesIsReadBack(kind: ServiceKind) throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(original, to: "config.yml")
        let file = ConfigurationFile(path: path, kinds: .known, environment: ["RADARR_KEY": "k"])
        try file.update { configuration in
            configuration.instances.append(
                ServiceInstance(kind: kind, name: "added", url: URL(string: "http://nas:1234")!, apiKey: Secret("abc")))
        }
        let reread = try #require(try file.load())
        let added = try #require(reread.instances(of: kind).first { $0.name == "added" })
        #expect(added.url.absoluteString == "http://nas:1234")
        #expect(added.apiKey.reveal() == "abc")
    }

    @Test func anInvalidFileIsNeverOverwritten() throws {
        let folder = try TemporaryDirectory()
        let broken = "radarr:\n  - name: home\n    port: 7878\n"
        let path = try folder.write(broken, to: "config.yml")
        let file = ConfigurationFile(path: path, kinds: .known, environment: [:])
        #expect(throws: ConfigurationError.self) { try file.update { $0.theme = "light" } }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
        #expect(!FileManager.default.fileExists(atPath: file.backupPath))
    }

    @Test func duplicateNamesAreRefusedAndNothingIsWritten() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(original, to: "config.yml")
        let file = ConfigurationFile(path: path, kinds: .known, environment: ["RADARR_KEY": "k"])
        let error = try #require(throws: ConfigurationError.self) {
            try file.update { configuration in
                configuration.instances.append(
                    ServiceInstance(
                        kind: .radarr, name: "home", url: URL(string: "http://other")!,
                        apiKey: Secret("x")))
            }
        }
        #expect(error.description.contains("duplicate instance name ‘home’"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    }

    @Test func aMissingFileIsCreatedFromNothing() throws {
        let folder = try TemporaryDirectory()
        let file = ConfigurationFile(path: folder.path + "/new/config.yml", kinds: .known, environment: [:])
        try file.update { $0.instances = [ServiceInstance(kind: .radarr, name: "a", url: URL(string: "http://a:1")!, apiKey: Secret("k"))] }
        #expect(try file.load()?.instances.map(\.name) == ["a"])
        #expect(!FileManager.default.fileExists(atPath: file.backupPath))
    }

    @Test func environmentReferencesResolveOrNameTheMissingVariable() throws {
        let file = ConfigurationFile(path: "/nowhere/config.yml", kinds: .known, environment: ["KEY": "value"])
        #expect(try file.resolvingEnvironment(in: "${KEY}", key: "api_key") == "value")
        let error = try #require(throws: ConfigurationError.self) { try file.resolvingEnvironment(in: "${NOPE}", key: "api_key") }
        #expect(error.message == "environment variable NOPE is not set")
    }
}
