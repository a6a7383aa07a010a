import MarqueeExternalPlugins
import PluginTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Host callbacks are bound to the calling plugin")
struct HostCallbackTests {
    @Test func eachPluginsCallbacksArriveWithItsOwnID() throws {
        let host = RecordingHost()
        let loader = PluginLoader(host: host)
        let directory = try BuiltPlugins.temporaryDirectory()
        _ = try BuiltPlugins.copy("HelloC", to: directory)
        _ = try BuiltPlugins.copy("HelloSwift", to: directory)
        let plugins = loader.load(directory: directory).compactMap(\.plugin)
        #expect(plugins.map(\.id) == ["dice", "hello-swift"])

        try plugins[0].call(action: "open-history")
        try plugins[1].call(action: "present-greeting")

        #expect(
            host.events == [
                .log(.debug, "opening history", from: "dice"),
                .navigate("/dice/roll/20", from: "dice"),
                .log(.info, "presenting the greeting", from: "hello-swift"),
                .present("/hello", from: "hello-swift"),
            ])
    }

    @Test func pluginSeesWhenTheHostRefusesNavigation() throws {
        let host = RecordingHost(refusesNavigation: true)
        let plugin = try #require(PluginLoader(host: host).load(file: BuiltPlugins.copy("HelloC")).plugin)
        try plugin.call(action: "open-history")
        #expect(
            host.events == [
                .log(.debug, "opening history", from: "dice"),
                .log(.warning, "the host refused to navigate", from: "dice"),
            ])
    }

    @Test func settingsAreScopedToThePlugin() throws {
        // The setting belongs to another plugin id, so Dice must not see it.
        let host = RecordingHost(settings: ["hello-swift": ["greeting": "Psst"]])
        let plugin = try #require(PluginLoader(host: host).load(file: BuiltPlugins.copy("HelloC")).plugin)
        #expect(try plugin.call(action: "greeting") == .string("Hello from Dice"))
    }

    @Test func testsLoadTheBuiltLibrariesNotAStaticallyLinkedCopy() throws {
        // The example plugins' symbols are not part of the test executable...
        #expect(dlsym(nil, "dice_roll") == nil)
        #expect(dlsym(nil, "marquee_plugin_entry") == nil)
        // ...and the loaded plugin's file is a copy of the .so that `swift build` produced.
        let plugin = try #require(PluginLoader(host: RecordingHost()).load(file: BuiltPlugins.copy("HelloC")).plugin)
        #expect(plugin.file.lastPathComponent == "libHelloC.so")
    }
}
