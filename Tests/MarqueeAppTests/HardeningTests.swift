import Foundation
import MarqueeNavigation
import Testing

@testable import MarqueeApp

@Suite("Secrets never leave")
struct RedactionTests {
    @Test(arguments: [
        ("http://user:pass@nas:7878", "http://••••@nas:7878"),
        ("see https://me:s3cr%40t@tv.example.org/api?x=1 now", "see https://••••@tv.example.org/api?x=1 now"),
        ("http://nas:7878/api/v3/movie?apikey=hunter2&page=1", "http://nas:7878/api/v3/movie?apikey=••••&page=1"),
        ("GET /feed?ApiKey=abc123#top", "GET /feed?ApiKey=••••#top"),
        ("api_key=xyz; token=t0k3n password='pw'", "api_key=••••; token=•••• password='••••'"),
        ("no secrets: http://nas:7878/movie/42?page=2 user@example.org", "no secrets: http://nas:7878/movie/42?page=2 user@example.org"),
        ("key=0123456789abcdef0123456789abcdef;", "key=••••;"),
        ("0123456789abcdef0123456789ABCDEF", "••••"),
        // A long number is an id, not a key.
        ("movie 12345678901234567890123456789012345678 added", "movie 12345678901234567890123456789012345678 added"),
    ])
    func masksCredentialsAndKeys(text: String, expected: String) {
        #expect(Redaction.redact(text) == expected)
    }

    @Test func anInstanceShowsItsURLWithoutCredentials() throws {
        let url = try #require(URL(string: "http://admin:hunter2@nas:7878/?apikey=0000"))
        let instance = ServiceInstance(kind: .radarr, name: "home\u{1B}[2J", url: url, apiKey: Secret("k"))
        #expect(instance.displayURL == "http://••••@nas:7878/?apikey=••••")
        #expect(instance.description == #"radarr "home\u{1B}[2J" at http://••••@nas:7878/?apikey=•••• (api key ••••)"#)
    }

    @Test func configurationErrorsEscapeControlCharactersAndMaskURLs() {
        let file = ConfigurationFile(path: "/c.yml", kinds: .known, environment: [:])
        do {
            _ = try file.parse(
                "radarr:\n  - name: \"a\\e[2J\"\n    url: http://u:p@a:1\n    api_key: k\n  - name: \"a\\e[2J\"\n    url: http://a:1\n    api_key: k\n"
            )
            Issue.record("expected an error")
        } catch {
            #expect(error.description == #"/c.yml:5: radarr[1].name: duplicate instance name ‘a\u{1B}[2J’"#)
        }
    }
}

@Suite("Bounded configuration checking")
struct BoundedConfigurationTests {
    @Test func aFileOverTheLimitIsRefusedWithItsSize() throws {
        let folder = try TemporaryDirectory()
        let size = ConfigurationFile.maximumSize + 10
        let path = try folder.write("# " + String(repeating: "x", count: size - 3) + "\n", to: "config.yml")
        do {
            _ = try ConfigurationFile(path: path, kinds: .known, environment: [:]).load()
            Issue.record("a \(size)-byte file loaded")
        } catch {
            #expect(error.message == "the file is \(size) bytes; at most \(ConfigurationFile.maximumSize) bytes are read")
        }
    }

    @Test func aKeyFileThatNeverEndsIsRefused() throws {
        let file = ConfigurationFile(path: "/c.yml", kinds: .known, environment: [:])
        #expect(
            throws: ConfigurationError(
                file: "/c.yml", line: 4, key: "radarr[0].api_key_file",
                message: "cannot read the key file /dev/zero: not a regular file (a character device); only a regular file is read")
        ) {
            try file.parse("radarr:\n  - name: a\n    url: http://a:1\n    api_key_file: /dev/zero\n")
        }
    }

    @Test func thousandsOfInstancesParseAndTheLastDuplicateIsNamed() throws {
        let count = 4_000
        var yaml = "radarr:\n"
        for index in 0..<count { yaml += "  - {name: n\(index), url: \"http://h:1\", api_key: k}\n" }
        let file = ConfigurationFile(path: "/c.yml", kinds: .known, environment: [:])
        #expect(try file.parse(yaml).instances.count == count)
        yaml += "  - {name: n17, url: \"http://h:1\", api_key: k}\n"
        #expect(throws: ConfigurationError(file: "/c.yml", line: count + 2, key: "radarr[\(count)].name", message: "duplicate instance name ‘n17’")) {
            try file.parse(yaml)
        }
    }
}

enum HardeningRoute: Route {
    static let feature: FeatureID = "radarr"
    case library
    case movie(id: Int)
}

@MainActor
@Suite("State file limits and crash recovery")
struct StateRecoveryTests {
    let codec = NavigationSnapshotCodec(registry: RouteRegistry([HardeningRoute.self]))

    private func savedStore(in folder: TemporaryDirectory) throws -> StateStore {
        var store = StateStore(path: folder.path + "/marquee/navigation.json", codec: codec)
        store.now = { Date(timeIntervalSince1970: 1_700_000_000) }
        let coordinator = NavigationCoordinator(tabs: ["movies"])
        try coordinator.push(HardeningRoute.movie(id: 2_147_483_648))
        try store.save(coordinator.state)
        return store
    }

    @Test func theDemoKeepsItsOwnStateFile() throws {
        let environment = ["XDG_STATE_HOME": "/s"]
        #expect(StateStore.path(environment: environment) == "/s/marquee/navigation.json")
        #expect(StateStore.path(environment: environment, isDemo: true) == "/s/marquee/navigation-demo.json")
        #expect(StateStore(environment: environment, codec: codec, isDemo: true)?.path == "/s/marquee/navigation-demo.json")
    }

    @Test func aFileOverTheSizeLimitIsMovedAsideUnreadWithItsSize() throws {
        let folder = try TemporaryDirectory()
        var store = try savedStore(in: folder)
        store = StateStore(
            path: store.path,
            codec: {
                var small = codec
                small.maximumSize = 16
                return small
            }())
        store.now = { Date(timeIntervalSince1970: 1_700_000_000) }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: store.path)[.size] as? NSNumber).intValue
        let loaded = store.load()
        #expect(loaded.state == nil)
        #expect(
            loaded.warnings == [
                "The saved navigation state could not be restored (the snapshot is \(size) bytes; at most 16 are read); "
                    + "it was moved to \(store.path).corrupt-20231114T221320Z and Marquee started fresh."
            ])
        #expect(folder.contents("marquee") == ["navigation.json.corrupt-20231114T221320Z"])
    }

    @Test func aStateThatCrashedThePreviousStartIsMovedAside() throws {
        let folder = try TemporaryDirectory()
        let store = try savedStore(in: folder)
        // First start: restored, marker written.
        let first = store.restoreOnStart()
        #expect(first.state?.stack.last?.route == AnyRoute(HardeningRoute.movie(id: 2_147_483_648)))
        #expect(FileManager.default.fileExists(atPath: store.restoreMarkerPath))
        // It dies before confirmStart(): the next start moves the state aside and says so.
        let second = store.restoreOnStart()
        #expect(second.state == nil)
        #expect(
            second.warnings == [
                "The saved navigation state was being restored when Marquee stopped unexpectedly at the previous start; "
                    + "it was moved to \(store.path).crashed-20231114T221320Z and Marquee started fresh."
            ])
        #expect(folder.contents("marquee") == ["navigation.json.crashed-20231114T221320Z"])
        // The start after that is a normal one.
        #expect(store.restoreOnStart().warnings.isEmpty)
    }

    @Test func twoCorruptStartsInOneSecondKeepBothFiles() throws {
        let folder = try TemporaryDirectory()
        var store = StateStore(path: folder.path + "/marquee/navigation.json", codec: codec)
        store.now = { Date(timeIntervalSince1970: 1_700_000_000) }
        var asides: [String] = []
        for corrupt in ["{ first", "{ second", "{ third"] {
            _ = try folder.write(corrupt, to: "marquee/navigation.json")
            asides.append(try #require(store.load().setAsidePath))
        }
        let base = store.path + ".corrupt-20231114T221320Z"
        #expect(asides == [base, base + "-2", base + "-3"])
        #expect(try asides.map { try String(contentsOfFile: $0, encoding: .utf8) } == ["{ first", "{ second", "{ third"])
    }

    @Test func aStateFileThatIsAFIFOIsNotWaitedFor() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path + "/marquee", withIntermediateDirectories: true)
        let store = StateStore(path: folder.path + "/marquee/navigation.json", codec: codec)
        #expect(mkfifo(store.path, 0o600) == 0)
        let loaded = store.load()
        #expect(loaded.state == nil)
        #expect(!loaded.warnings.isEmpty)
    }

    @Test func aConfirmedStartRestoresNextTimeToo() throws {
        let folder = try TemporaryDirectory()
        let store = try savedStore(in: folder)
        #expect(store.restoreOnStart().state != nil)
        store.confirmStart()
        #expect(!FileManager.default.fileExists(atPath: store.restoreMarkerPath))
        let again = store.restoreOnStart()
        #expect(again.state != nil)
        #expect(again.warnings.isEmpty)
    }
}

@Suite("The log holds one line per entry")
struct LogEscapingTests {
    @Test func controlCharactersInAMessageAreEscaped() throws {
        let folder = try TemporaryDirectory()
        let file = LogFile(path: folder.path + "/marquee.log")
        file.append("plugin says \u{1B}[2Jhello\n2026-01-01T00:00:00Z critical marquee: forged")
        let text = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(text == #"plugin says \u{1B}[2Jhello\n2026-01-01T00:00:00Z critical marquee: forged"# + "\n")
    }
}
