import Foundation
import MarqueeExternalPlugins
import PluginTestSupport
import Testing

/// Every way a library can be refused. After each rejection, the same loader still loads
/// and calls a good plugin: the host keeps running.
@Suite("Bad plugins are rejected with a clear error")
struct RejectionTests {
    let host = RecordingHost()

    /// Loads `file`, expects `expected`, then proves the loader and host still work.
    private func expectRejection(
        of file: URL, by loader: PluginLoader? = nil, _ expected: PluginLoadError, message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let loader = loader ?? PluginLoader(host: host)
        let result = loader.load(file: file)
        #expect(result.plugin == nil, sourceLocation: sourceLocation)
        #expect(result.error == expected, sourceLocation: sourceLocation)
        #expect(result.error?.description == message, sourceLocation: sourceLocation)
        #expect(result.description == "\(file.lastPathComponent): rejected: \(message)", sourceLocation: sourceLocation)

        let good = try #require(loader.load(file: BuiltPlugins.copy("HelloC")).plugin, sourceLocation: sourceLocation)
        #expect(try good.call(action: "normalize", arguments: [.int64(5)]) == .int32(6), sourceLocation: sourceLocation)
    }

    @Test func fileThatIsNotASharedLibrary() throws {
        let file = try BuiltPlugins.temporaryDirectory().appendingPathComponent("libnotes.so")
        try "just some text\n".write(to: file, atomically: true, encoding: .utf8)
        let result = PluginLoader(host: host).load(file: file)
        guard case .notASharedLibrary(let reason) = result.error else {
            Issue.record("expected notASharedLibrary, got \(result)")
            return
        }
        #expect(reason.contains("libnotes.so"))
        #expect(result.error?.description.hasPrefix("not a loadable shared library: ") == true)
        try expectRejection(of: file, result.error!, message: result.error!.description)
    }

    @Test func missingFile() throws {
        let file = try BuiltPlugins.temporaryDirectory().appendingPathComponent("libgone.so")
        let result = PluginLoader(host: host).load(file: file)
        guard case .notASharedLibrary(let reason) = result.error else {
            Issue.record("expected notASharedLibrary, got \(result)")
            return
        }
        #expect(reason.contains("No such file"))
    }

    @Test func missingEntrySymbol() throws {
        try expectRejection(
            of: BuiltPlugins.copy("FaultyNoEntry"), .missingEntrySymbol,
            message: "missing entry symbol marquee_plugin_entry; build against marquee_plugin.h and export it")
    }

    @Test func abiVersionTooNew() throws {
        try expectRejection(
            of: BuiltPlugins.copy("FaultyABITooNew"), .unsupportedABIVersion(found: 999, supported: 1...1),
            message: "plugin ABI version 999 is too new; this host supports version 1")
    }

    @Test func callbacksFromInsideTheEntryFunctionAreRefusedButLogged() throws {
        let host = RecordingHost(settings: ["future": ["anything": "value"]])
        let result = PluginLoader(host: host).load(file: try BuiltPlugins.copy("FaultyABITooNew"))
        #expect(result.plugin == nil)
        #expect(
            host.events == [
                .log(
                    .warning, "host ABI 1; navigate returned 1; setting is NULL",
                    from: .loading(file: "libFaultyABITooNew.so"))
            ])
    }

    @Test func abiVersionTooOld() throws {
        // A future host that dropped ABI 1 rejects today's plugins.
        let futureHost = PluginLoader(host: host, supportedABIVersions: 2...3)
        let result = futureHost.load(file: try BuiltPlugins.copy("HelloC"))
        #expect(result.error == .unsupportedABIVersion(found: 1, supported: 2...3))
        #expect(result.error?.description == "plugin ABI version 1 is too old; this host supports versions 2-3")
        #expect(futureHost.takenFeatureIDs.isEmpty)
    }

    @Test func invalidJSONManifest() throws {
        let file = try BuiltPlugins.copy("FaultyInvalidManifest")
        let result = PluginLoader(host: host).load(file: file)
        guard case .invalidManifest(.malformedJSON(let detail)) = result.error else {
            Issue.record("expected malformedJSON, got \(result)")
            return
        }
        #expect(result.error?.description.hasPrefix("invalid JSON manifest: not valid JSON") == true, "\(detail)")
        try expectRejection(of: file, result.error!, message: result.error!.description)
    }

    @Test func declaredSymbolMissing() throws {
        try expectRejection(
            of: BuiltPlugins.copy("FaultyMissingSymbol"),
            .missingSymbol(action: "vanish", symbol: "ghost_vanish"),
            message: "action \"vanish\" declares symbol ghost_vanish, which the library does not export")
    }

    @Test func declaredSignatureWithUnknownType() throws {
        try expectRejection(
            of: BuiltPlugins.copy("FaultyUnknownType"),
            .invalidManifest(.unknownType("u128", declaredBy: "action \"widen\" argument 2")),
            message: "unknown type \"u128\" in action \"widen\" argument 2 "
                + "(known: i32, i64, f64, bool, string; returns also void)")
    }

    @Test func duplicateFeatureIDOfABuiltInModule() throws {
        let loader = PluginLoader(host: host, reservedFeatureIDs: ["radarr", "dice"])
        let result = loader.load(file: try BuiltPlugins.copy("HelloC"))
        #expect(result.error == .duplicateFeatureID("dice", takenBy: .builtInModule))
        #expect(result.error?.description == "feature id \"dice\" is already taken by a built-in module")
        // Other plugins still load with the same loader.
        let swift = try #require(loader.load(file: BuiltPlugins.copy("HelloSwift")).plugin)
        #expect(try swift.call(action: "is-even", arguments: [.int32(2)]) == .bool(true))
    }

    @Test func duplicateFeatureIDOfAnotherPlugin() throws {
        let loader = PluginLoader(host: host)
        let first = loader.load(file: try BuiltPlugins.copy("HelloC"))
        let second = loader.load(file: try BuiltPlugins.copy("HelloC", as: "libdice-again.so"))
        let firstPlugin = try #require(first.plugin)
        #expect(second.error == .duplicateFeatureID("dice", takenBy: .externalPlugin(first.file)))
        #expect(second.error?.description == "feature id \"dice\" is already taken by the plugin libHelloC.so")
        #expect(try firstPlugin.call(action: "average", arguments: [.int64(3)]) == .double(2))
    }

    @Test func directoryLoadReportsEveryFileAndKeepsTheGoodOnes() throws {
        let directory = try BuiltPlugins.temporaryDirectory()
        _ = try BuiltPlugins.copy("HelloC", to: directory, as: "10-dice.so")
        _ = try BuiltPlugins.copy("FaultyMissingSymbol", to: directory, as: "20-ghost.so")
        _ = try BuiltPlugins.copy("HelloSwift", to: directory, as: "30-hello.so")
        try "not a plugin".write(to: directory.appendingPathComponent("40-junk.so"), atomically: true, encoding: .utf8)
        try "ignored".write(to: directory.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)

        let results = PluginLoader(host: host).load(directory: directory)
        #expect(results.map(\.file.lastPathComponent) == ["10-dice.so", "20-ghost.so", "30-hello.so", "40-junk.so"])
        #expect(results.compactMap(\.plugin).map(\.id) == ["dice", "hello-swift"])
        #expect(results[0].description == "10-dice.so: loaded dice 1.0.0 (3 routes, 7 actions)")
        #expect(results[1].error == .missingSymbol(action: "vanish", symbol: "ghost_vanish"))
        #expect(results[3].error?.description.hasPrefix("not a loadable shared library") == true)
    }

    @Test func missingDirectoryLoadsNothing() {
        let results = PluginLoader(host: host).load(directory: URL(fileURLWithPath: "/nonexistent/marquee/plugins"))
        #expect(results.isEmpty)
    }
}
