import Foundation
import MarqueeNavigation
import Testing

@testable import MarqueeApp

enum LibraryRoute: Route {
    static let feature: FeatureID = "radarr"
    case library
    case movie(id: Int)
}

@MainActor
@Suite("Navigation state file")
struct StateStoreTests {
    let codec = NavigationSnapshotCodec(registry: RouteRegistry([LibraryRoute.self]))

    @Test func savesAndRestores() throws {
        let folder = try TemporaryDirectory()
        let store = try #require(StateStore(environment: ["XDG_STATE_HOME": folder.path], codec: codec))
        #expect(store.path == folder.path + "/marquee/navigation.json")
        #expect(store.load().state == nil)
        let coordinator = NavigationCoordinator(tabs: ["movies", "series"])
        try coordinator.push(LibraryRoute.library)
        try coordinator.push(LibraryRoute.movie(id: 42))
        try store.save(coordinator.state)
        #expect(try folder.mode(of: store.path) == 0o600)
        let loaded = store.load()
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.state?.stack.map(\.route) == [AnyRoute(LibraryRoute.library), AnyRoute(LibraryRoute.movie(id: 42))])
        #expect(loaded.state?.tabs == ["movies", "series"])
    }

    @Test(arguments: ["{ not json", "{\"schemaVersion\": 999, \"state\": {}}", ""])
    func corruptFileIsMovedAsideWithAWarning(contents: String) throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(contents, to: "marquee/navigation.json")
        var store = StateStore(path: path, codec: codec)
        store.now = { Date(timeIntervalSince1970: 1_700_000_000) }
        let loaded = store.load()
        #expect(loaded.state == nil)
        #expect(loaded.warnings.count == 1)
        #expect(loaded.warnings[0].contains("navigation.json.corrupt-20231114T221320Z"))
        #expect(folder.contents("marquee") == ["navigation.json.corrupt-20231114T221320Z"])
        #expect(loaded.setAsidePath == path + ".corrupt-20231114T221320Z")
        // Starting fresh then saving works.
        try store.save(NavigationState(tabs: ["movies"]))
        #expect(store.load().warnings.isEmpty)
    }
}

@MainActor
@Suite("State autosave")
struct StateAutosaveTests {
    @Test func savesPeriodicallyWhenChangedAndOnStop() async throws {
        let folder = try TemporaryDirectory()
        let codec = NavigationSnapshotCodec(registry: RouteRegistry([LibraryRoute.self]))
        let store = StateStore(path: folder.path + "/navigation.json", codec: codec)
        let coordinator = NavigationCoordinator(tabs: ["movies"])
        let autosave = StateAutosave(store: store, coordinator: coordinator, interval: .milliseconds(20))
        autosave.start()
        try coordinator.push(LibraryRoute.movie(id: 7))
        let deadline = ContinuousClock.now + .seconds(60)
        while autosave.saves == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        #expect(autosave.saves >= 1)
        #expect(store.load().state?.stack.last?.route == AnyRoute(LibraryRoute.movie(id: 7)))
        let before = autosave.saves
        try await Task.sleep(for: .milliseconds(80))
        #expect(autosave.saves == before)  // nothing changed, nothing written
        try coordinator.push(LibraryRoute.movie(id: 8))
        autosave.stop()
        #expect(store.load().state?.stack.last?.route == AnyRoute(LibraryRoute.movie(id: 8)))
    }
}
