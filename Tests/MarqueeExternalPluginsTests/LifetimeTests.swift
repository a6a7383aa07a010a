import MarqueeExternalPlugins
import PluginTestSupport
import Testing

@Suite("Plugin lifetime and feature ids")
struct LifetimeTests {
    private func loadDice(host: RecordingHost) throws -> ExternalPlugin {
        // The loader goes out of scope here; the plugin must not depend on it.
        try #require(PluginLoader(host: host).load(file: BuiltPlugins.copy("HelloC")).plugin)
    }

    @Test func pluginAndItsCallbacksOutliveTheLoader() throws {
        let host = RecordingHost()
        let plugin = try loadDice(host: host)
        try plugin.call(action: "open-history")
        #expect(host.events.last == .navigate("/dice/roll/20", from: "dice"))
    }

    @Test func builtInIDsReservedLaterAreRefusedToo() throws {
        let loader = PluginLoader(host: RecordingHost(), reservedFeatureIDs: ["radarr"])
        loader.reserve(builtInFeatureIDs: ["sonarr", "dice"])
        let result = loader.load(file: try BuiltPlugins.copy("HelloC"))
        #expect(result.error == .duplicateFeatureID("dice", takenBy: .builtInModule))
        #expect(Set(loader.takenFeatureIDs.keys) == ["radarr", "sonarr", "dice"])
    }

    @Test func loadedPluginsAreListedAsTaken() throws {
        let loader = PluginLoader(host: RecordingHost())
        let file = try BuiltPlugins.copy("HelloSwift")
        _ = loader.load(file: file)
        #expect(loader.takenFeatureIDs == ["hello-swift": .externalPlugin(file)])
    }

    @Test func manyLoadsAndReleasesKeepWorking() throws {
        // Each round opens, calls and releases a fresh copy (handle, host table, closures).
        for round in 0..<20 {
            let plugin = try #require(PluginLoader(host: RecordingHost()).load(file: BuiltPlugins.copy("HelloC")).plugin)
            #expect(try plugin.call(action: "normalize", arguments: [.int64(Int64(round))]) != nil)
        }
    }
}
