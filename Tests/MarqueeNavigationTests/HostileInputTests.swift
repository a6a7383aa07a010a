import Foundation
import Testing

@testable import MarqueeNavigation

/// Links and snapshots from outside that are huge, deep, or full of control characters get a
/// short, clear error at once: no trap, no work that grows with the input.
@MainActor
@Suite("Hostile input")
struct HostileInputTests {
    let codec = NavigationSnapshotCodec(registry: fixtureRegistry)

    // MARK: Echoed text

    @Test func echoedInputEscapesControlCharactersAndCutsLongText() {
        #expect(EchoedInput.escaped("a\u{1B}[2Jb\n\t\u{7F}\u{9B}") == #"a\u{1B}[2Jb\n\t\u{7F}\u{9B}"#)
        #expect(EchoedInput.escaped("Amélie 千と千尋") == "Amélie 千と千尋")
        #expect(EchoedInput.escaped(String(repeating: "x", count: 500), maximumLength: 8) == "xxxxxxxx… (492 more bytes)")
        #expect(EchoedInput.containsControlCharacters("a\u{1B}b"))
        #expect(!EchoedInput.containsControlCharacters("plain"))
    }

    // MARK: Links

    @Test func aHugeLinkIsRefusedAtOnceWithAShortMessage() throws {
        let router = try sampleDeepLinks()
        let link = "/radarr/" + String(repeating: "movie", count: 40_000)  // 200 kB, one segment
        #expect(link.utf8.count > 200_000)
        do {
            _ = try router.resolve(link)
            Issue.record("a 200 kB link resolved")
        } catch {
            guard case .malformed(_, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reason == "the link is \(link.utf8.count) bytes long; at most 4096 are accepted")
            #expect(error.description.utf8.count < 400, "the message is short: \(error.description.utf8.count) bytes")
        }
    }

    @Test func aLongLinkUnderTheLimitStillGetsAClosestPattern() throws {
        let router = try sampleDeepLinks()
        let link = "/radarr/movie/" + String(repeating: "9", count: 4_000) + "/credit"
        #expect(throws: DeepLinkError.self) { try router.resolve(link) }
        do {
            _ = try router.match(link)
        } catch {
            guard case .noMatch(_, let closest) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(closest == "/radarr/movie/:id/credits")
        }
    }

    @Test func aHugeIdIsAnInvalidParameterNotATrap() throws {
        let router = try sampleDeepLinks()
        #expect(try router.resolve("/radarr/movie/2147483648").focusedRoute == AnyRoute(MovieRoute.movie(id: 2_147_483_648)))
        #expect(try router.resolve("/radarr/movie/9223372036854775807").focusedRoute == AnyRoute(MovieRoute.movie(id: .max)))
        #expect(
            throws: DeepLinkError.invalidParameter(
                name: "id", value: "9223372036854775808", expected: "Int",
                pattern: "/radarr/movie/:id")
        ) {
            try router.resolve("/radarr/movie/9223372036854775808")
        }
    }

    @Test func errorsEscapeControlCharactersFromTheLink() throws {
        let router = try sampleDeepLinks()
        // Raw: refused as malformed; the message shows the escape, not the byte.
        do {
            _ = try router.resolve("/radarr/\u{1B}]0;pwned\u{7}")
            Issue.record("resolved")
        } catch {
            #expect(!EchoedInput.containsControlCharacters(error.description))
            #expect(error.description.contains(#"\u{1B}]0;pwned\u{7}"#))
        }
        // Percent-encoded: decoded into a parameter value, escaped in the message.
        do {
            _ = try router.resolve("/radarr/movie/%1B%5B2J")
            Issue.record("resolved")
        } catch {
            #expect(error.description == #"parameter 'id' = '\u{1B}[2J' is not a valid Int (pattern /radarr/movie/:id)"#)
        }
    }

    // MARK: Snapshots

    private func snapshot(stackDepth: Int, id: (Int) -> String = { "\($0 + 1)" }) -> Data {
        let entries = (0..<stackDepth).map { index in
            #"{"id":\#(id(index)),"route":{"feature":"sonarr","type":"SeriesRoute","text":"series/\#(index)"}}"#
        }
        return Data(#"{"schemaVersion":2,"selectedTab":"main","modals":[],"tabs":[{"id":"main","stack":[\#(entries.joined(separator: ","))]}]}"#.utf8)
    }

    @Test func aStackDeeperThanTheLimitIsRefusedNamingThePlace() throws {
        #expect(try codec.decode(snapshot(stackDepth: 1_000)).state.stack.count == 1_000)
        #expect(throws: SnapshotError.tooDeep(place: "tabs[0].stack", count: 5_000, maximum: 1_000)) {
            try codec.decode(snapshot(stackDepth: 5_000))
        }
        #expect(
            SnapshotError.tooDeep(place: "tabs[0].stack", count: 5_000, maximum: 1_000).description
                == "the snapshot holds 5000 entries at tabs[0].stack; at most 1000 are restored")
    }

    @Test func aSnapshotLargerThanTheLimitIsNotParsed() throws {
        var small = codec
        small.maximumSize = 100
        let data = snapshot(stackDepth: 3)
        #expect(throws: SnapshotError.tooLarge(size: data.count, maximum: 100)) { try small.decode(data) }
    }

    @Test(arguments: ["18446744073709551615", "9223372036854775807", "99999999999999999999", "-1", "9007199254740993", "1e300"])
    func anIdTooLargeToCountOnFromIsCorruptNotATrap(id: String) throws {
        do {
            _ = try codec.decode(snapshot(stackDepth: 1) { _ in id })
            Issue.record("id \(id) was accepted")
        } catch {
            guard case .corrupt(let detail) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(detail.contains("tabs[0].stack[0].id"), "names the place: \(detail)")
        }
    }

    @Test func theLargestAllowedIdRestoresAndKeepsCounting() throws {
        let largest = NavigationSnapshotCodec.maximumIdentifier
        let restored = try codec.decode(snapshot(stackDepth: 1) { _ in "\(largest)" })
        let coordinator = NavigationCoordinator()
        try coordinator.restore(restored.state)
        let id = try coordinator.push(SeriesRoute.episode(id: 1))
        #expect(id.rawValue == largest + 1)
    }
}
