import Foundation
import Testing

@testable import MarqueeNavigation

@MainActor
@Suite("Snapshots")
struct SnapshotTests {
    let codec = NavigationSnapshotCodec(registry: fixtureRegistry)

    /// Two tabs, a sheet with a path, a full-screen cover and an alert on top.
    func richState() throws -> NavigationState {
        let coordinator = NavigationCoordinator(tabs: ["radarr", "sonarr"])
        try coordinator.push(MovieRoute.library)
        try coordinator.push(MovieRoute.movie(id: 1))
        try coordinator.selectTab("sonarr")
        try coordinator.push(SeriesRoute.library)
        try coordinator.push(SeriesRoute.series(id: 4))
        try coordinator.present(AddMovieRoute.lookup(term: "千と千尋"), style: .sheet(detents: [.medium, .large]))
        try coordinator.push(AddMovieRoute.options(tmdbID: 129))
        try coordinator.present(SettingsRoute.instances, style: .fullScreen, options: ModalOptions(isDismissalDisabled: true))
        try coordinator.present(AddMovieRoute.confirm, style: .alert)
        return coordinator.state
    }

    @Test func roundTripWithTabsSheetsAndAlerts() throws {
        let state = try richState()
        let restored = try codec.decode(try codec.encode(state))
        #expect(restored.state == state)
        #expect(restored.warnings.isEmpty)
        #expect(restored.state.modals.map(\.style) == [.sheet(detents: [.medium, .large]), .fullScreen, .alert])
        #expect(restored.state.modals[1].options.isDismissalDisabled)
    }

    @Test func declaredRoutesAreWrittenAsTheirLinkPathsAndReadBack() throws {
        let state = try richState()
        let data = try codec.encode(state)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""text":"/sonarr/series/4","type":"SeriesRoute""#))
        #expect(json.contains(#""type":"MovieRoute","value":{"movie":{"id":1}}"#))
        #expect(try codec.decode(data).state == state)
    }

    @Test func aRouteTypeThatAdoptedTextStillReadsItsOlderCodableForm() throws {
        let json = """
            {"schemaVersion":2,"selectedTab":"sonarr","modals":[],"nextID":3,"tabs":[{"id":"sonarr","stack":[
              {"id":1,"route":{"feature":"sonarr","type":"SeriesRoute","value":{"season":{"seriesID":4,"number":2}}}},
              {"id":2,"route":{"feature":"sonarr","type":"SeriesRoute","text":"episode/9"}}]}]}
            """
        #expect(try codec.decode(Data(json.utf8)).state.stackRoutes == routes(SeriesRoute.season(seriesID: 4, number: 2), SeriesRoute.episode(id: 9)))
    }

    @Test(arguments: [
        (
            #"{"feature":"sonarr","type":"SeriesRoute","text":"season/x/1"}"#,
            "route sonarr.SeriesRoute at tabs[0].stack[0].route.text does not read 'season/x/1'"
        ),
        (
            #"{"feature":"sonarr","type":"SeriesRoute","text":7}"#,
            "expected String at tabs[0].stack[0].route.text, found a number"
        ),
        (
            #"{"feature":"radarr","type":"MovieRoute","text":"movie/1"}"#,
            "route radarr.MovieRoute at tabs[0].stack[0].route.text is written as text, which this route type does not read"
        ),
    ])
    func unreadableRouteTextIsACorruptSnapshotNamingThePlace(route: String, expected: String) {
        let json = #"{"schemaVersion":2,"selectedTab":"main","modals":[],"tabs":[{"id":"main","stack":[{"id":1,"route":"# + route + "}]}]}"
        #expect(throws: SnapshotError.corrupt(detail: expected)) { try codec.decode(Data(json.utf8)) }
    }

    @Test func stringsWithQuotesEscapesAndControlCharactersRoundTrip() throws {
        let coordinator = NavigationCoordinator()
        let awkward = "a \"quoted\" term\nwith\\ back\tslash \u{1} and émoji 🎬 and 千"
        try coordinator.push(AddMovieRoute.lookup(term: awkward))
        let data = try codec.encode(coordinator.state)
        #expect(String(decoding: data, as: UTF8.self).contains("\\u0001"))
        #expect(try codec.decode(data).state.stackRoutes == routes(AddMovieRoute.lookup(term: awkward)))
    }

    @Test func restoredCoordinatorKeepsHandingOutFreshIDs() throws {
        let state = try richState()
        let coordinator = NavigationCoordinator()
        try coordinator.restore(try codec.decode(try codec.encode(state)).state)
        coordinator.dismissAll()
        let id = try coordinator.push(SeriesRoute.episode(id: 1))
        #expect(!state.allEntries.map(\.id).contains(id))
    }

    @Test func entriesOfAMissingFeatureAreDroppedWithWarningsAndTheRestRestores() throws {
        let state = try richState()
        var registry = RouteRegistry([MovieRoute.self, AddMovieRoute.self])
        registry.register(seriesRoutes)
        let withoutSettings = NavigationSnapshotCodec(registry: registry)
        let restored = try withoutSettings.decode(try codec.encode(state))
        #expect(restored.state.stack(for: "radarr")?.count == 2)
        #expect(restored.state.modals.map(\.style) == [.sheet(detents: [.medium, .large]), .alert])
        #expect(restored.warnings.count == 1)
        #expect(restored.warnings[0].description.hasSuffix("with its path: feature 'settings' is not installed"))

        let withoutSonarr = NavigationSnapshotCodec(registry: RouteRegistry([MovieRoute.self, AddMovieRoute.self, SettingsRoute.self]))
        let partial = try withoutSonarr.decode(try codec.encode(state))
        #expect(partial.state.stack.isEmpty)
        #expect(
            partial.warnings.map(\.description) == [
                "dropped entry at tabs.1.stack.0: feature 'sonarr' is not installed",
                "dropped entry at tabs.1.stack.1: feature 'sonarr' is not installed",
            ])
    }

    @Test(arguments: [
        ("", "not valid JSON: the document is empty at byte 0"),
        ("{\"schemaVersion\": 2", "not valid JSON: unexpected end in an object at byte 19"),
        ("{\"schemaVersion\": 2, \"tabs\": [}", "not valid JSON: unexpected character at byte 30"),
        ("[1,2]", "expected an object at the top level, found an array"),
        ("{\"schemaVersion\": 2}", "missing 'tabs' at the top level"),
        ("{\"tabs\": []}", "missing 'schemaVersion' at the top level"),
        ("{\"schemaVersion\": \"two\"}", "expected Int at schemaVersion"),
        (
            "{\"schemaVersion\":2,\"selectedTab\":\"main\",\"modals\":[],\"tabs\":[{\"id\":\"main\",\"stack\":[{\"id\":\"x\"}]}]}",
            "expected UInt64 at tabs[0].stack[0].id"
        ),
        ("{\"schemaVersion\":2,\"selectedTab\":\"main\",\"modals\":[],\"tabs\":[]}", "a snapshot needs at least one tab"),
    ])
    func corruptInputThrowsADescriptiveError(json: String, expected: String) {
        do {
            _ = try codec.decode(Data(json.utf8))
            Issue.record("decoded corrupt input")
        } catch {
            #expect(error.description.contains(expected), "\(error)")
        }
    }

    @Test func duplicateIDsAreRejectedAsInvalid() throws {
        let json = """
            {"schemaVersion":2,"selectedTab":"main","modals":[],"nextID":9,"tabs":[{"id":"main","stack":[
              {"id":3,"route":{"feature":"radarr","type":"MovieRoute","value":{"library":{}}}},
              {"id":3,"route":{"feature":"radarr","type":"MovieRoute","value":{"library":{}}}}]}]}
            """
        #expect(throws: SnapshotError.self) { try codec.decode(Data(json.utf8)) }
    }

    @Test func newerSchemaIsRefusedByName() {
        #expect(throws: SnapshotError.unsupportedVersion(found: 9, newestSupported: 2)) {
            try codec.decode(Data("{\"schemaVersion\": 9}".utf8))
        }
    }

    @Test func legacyVersionOneSnapshotDecodes() throws {
        let legacy = """
            {"schemaVersion":1,
             "stack":[{"id":1,"route":{"feature":"radarr","type":"MovieRoute","value":{"library":{}}}},
                      {"id":2,"route":{"feature":"radarr","type":"MovieRoute","value":{"movie":{"id":603}}}}],
             "modals":[{"id":3,"style":"sheet","root":{"id":4,"route":{"feature":"radarr","type":"AddMovieRoute","value":{"lookup":{"term":"matrix"}}}}}]}
            """
        let restored = try codec.decode(Data(legacy.utf8))
        #expect(restored.state.tabs == [.main])
        #expect(restored.state.stackRoutes == routes(MovieRoute.library, MovieRoute.movie(id: 603)))
        #expect(restored.state.modals.first?.style == .sheet(detents: [.large]))
        #expect(restored.state.modals.first?.root.route == AnyRoute(AddMovieRoute.lookup(term: "matrix")))
    }

    @Test func customMigrationHookRuns() throws {
        // Pretend version 1 stored movie ids as "movieID"; a custom hook renames them.
        let codec = NavigationSnapshotCodec(
            registry: fixtureRegistry,
            migrations: [
                1: { document in
                    var document = try NavigationSnapshotCodec.migrateVersion1(document)
                    guard case .array(var tabs)? = document["tabs"], case .array(let stack)? = tabs[0]["stack"] else { return document }
                    tabs[0]["stack"] = .array(
                        stack.map { entry in
                            var entry = entry
                            if case .object(let movie)? = entry["route"]?["value"]?["movie"], let id = movie["movieID"] {
                                entry["route"]?["value"] = .object(["movie": .object(["id": id])])
                            }
                            return entry
                        })
                    document["tabs"] = .array(tabs)
                    return document
                }
            ])
        let legacy = """
            {"schemaVersion":1,"modals":[],
             "stack":[{"id":1,"route":{"feature":"radarr","type":"MovieRoute","value":{"movie":{"movieID":7}}}}]}
            """
        #expect(try codec.decode(Data(legacy.utf8)).state.stackRoutes == routes(MovieRoute.movie(id: 7)))
    }
}

@MainActor
@Suite("Journal")
struct JournalTests {
    @Test func recordedSessionReplaysToTheSameState() throws {
        let coordinator = NavigationCoordinator(tabs: ["radarr", "sonarr"], deepLinks: try sampleDeepLinks())
        let journal = coordinator.startRecording()
        try coordinator.push(MovieRoute.library)
        try coordinator.open("/radarr/add/5/options")
        try coordinator.present(AddMovieRoute.pickQualityProfile)
        coordinator.back()
        try coordinator.transaction { tx throws(NavigationError) in
            tx.dismissAll()
            try tx.push(MovieRoute.movie(id: 5))
            try tx.selectTab("sonarr")
        }
        #expect(throws: NavigationError.self) { try coordinator.pop(in: .modal(depth: 3)) }

        let data = try journal.encoded()
        let decoded = try NavigationJournal.decode(data, registry: fixtureRegistry)
        #expect(decoded.intents.count == 5)
        let replayed = try decoded.replay(deepLinks: try sampleDeepLinks())
        #expect(replayed.state == coordinator.state)
        #expect(replayed.state.allEntries.map(\.id) == coordinator.state.allEntries.map(\.id))
    }

    @Test func replayDetectsADivergingRecording() throws {
        let coordinator = NavigationCoordinator()
        let journal = coordinator.startRecording()
        try coordinator.push(MovieRoute.library)
        try coordinator.push(MovieRoute.movie(id: 1))
        var events = journal.events
        events.removeLast()  // lose the last change record
        #expect(throws: JournalReplayError.self) { try NavigationJournal(events: events).replay() }
    }
}
