import MarqueeExternalPlugins
import PluginTestSupport
import Testing

@Suite("The Swift example plugin (@_cdecl)")
struct SwiftPluginTests {
    let host = RecordingHost()
    let plugin: ExternalPlugin

    init() throws {
        let result = PluginLoader(host: host).load(file: try BuiltPlugins.copy("HelloSwift"))
        plugin = try #require(result.plugin, "\(result)")
    }

    @Test func manifestIsReadFromTheSwiftLibrary() {
        #expect(plugin.id == "hello-swift")
        #expect(plugin.manifest.name == "Hello Swift")
        #expect(plugin.manifest.screens.first?.kind == .form)
        #expect(plugin.manifest.actions.count == 6)
    }

    @Test func stringResultsAreCopiedAndFreedThroughThePluginsFreeFunction() throws {
        for _ in 0..<100 {
            #expect(try plugin.call(action: "shout", arguments: [.string("hello there")]) == .string("HELLO THERE!"))
        }
        #expect(try plugin.call(action: "shout", screenData: ["text": "ünïcode ✓"]) == .string("ÜNÏCODE ✓!"))
    }

    @Test func everyScalarTypeCrossesTheBoundary() throws {
        #expect(try plugin.call(action: "count-words", arguments: [.string("one two  three")]) == .int64(3))
        #expect(try plugin.call(action: "scale", arguments: [.double(1.25), .bool(false)]) == .double(2.5))
        #expect(try plugin.call(action: "scale", arguments: [.double(1.25), .bool(true)]) == .double(-2.5))
        #expect(try plugin.call(action: "is-even", arguments: [.int32(-4)]) == .bool(true))
        #expect(try plugin.call(action: "is-even", arguments: [.int32(7)]) == .bool(false))
    }

    @Test func errorCodeWithMessage() throws {
        #expect(throws: PluginCallError.actionFailed(action: "check-limit", code: 7, message: "101 is over the limit of 100")) {
            try plugin.call(action: "check-limit", arguments: [.int64(101)])
        }
        #expect(try plugin.call(action: "check-limit", arguments: [.int64(5)]) == .int32(0))
    }
}
