import MarqueeExternalPlugins
import PluginTestSupport
import Testing

@Suite("Arguments are checked against the declared signature")
struct ArgumentTests {
    let plugin: ExternalPlugin

    init() throws {
        plugin = try #require(PluginLoader(host: RecordingHost()).load(file: BuiltPlugins.copy("HelloC")).plugin)
    }

    @Test func unknownAction() {
        #expect(throws: PluginCallError.unknownAction("explode")) { try plugin.call(action: "explode") }
        #expect(PluginCallError.unknownAction("explode").description == "no action \"explode\" in the manifest")
    }

    @Test func wrongArgumentCount() {
        let error = #expect(throws: PluginCallError.self) { try plugin.call(action: "roll", arguments: [.int64(6)]) }
        #expect(error == .wrongArgumentCount(action: "roll", expected: 2, got: 1))
        #expect(error?.description == "action \"roll\" takes 2 arguments, got 1")
    }

    @Test func wrongArgumentType() {
        let error = #expect(throws: PluginCallError.self) {
            try plugin.call(action: "roll", arguments: [.int64(6), .string("42")])
        }
        #expect(error == .wrongArgumentType(action: "roll", position: 2, expected: .int64, got: .string))
        #expect(error?.description == "action \"roll\" argument 2 must be i64, got string")
    }

    @Test func stringWithNULIsRefused() {
        #expect(throws: PluginCallError.stringContainsNUL(action: "describe", position: 1)) {
            try plugin.call(action: "describe", arguments: [.string("a\0b"), .int64(6), .double(0), .bool(false)])
        }
    }

    @Test func screenDataMustBeCompleteAndWellTyped() {
        #expect(throws: PluginCallError.missingValue(action: "roll", parameter: "seed")) {
            try plugin.call(action: "roll", screenData: ["sides": "6"])
        }
        let error = #expect(throws: PluginCallError.self) {
            try plugin.call(action: "roll", screenData: ["sides": "six", "seed": "1"])
        }
        #expect(error == .invalidValue(action: "roll", parameter: "sides", text: "six", expected: .int64))
        #expect(error?.description == "action \"roll\": \"six\" is not a valid i64 for \"sides\"")
        #expect(throws: PluginCallError.noParameterNames(action: "normalize")) {
            try plugin.call(action: "normalize", screenData: [:])
        }
    }

    @Test func valuesParseFromScreenText() {
        #expect(PluginValue(parsing: "42", as: .int32) == .int32(42))
        #expect(PluginValue(parsing: "9999999999", as: .int32) == nil)
        #expect(PluginValue(parsing: "-3", as: .int64) == .int64(-3))
        #expect(PluginValue(parsing: "2.5", as: .double) == .double(2.5))
        #expect(PluginValue(parsing: "nan", as: .double) == nil)
        #expect(PluginValue(parsing: "Off", as: .bool) == .bool(false))
        #expect(PluginValue(parsing: "maybe", as: .bool) == nil)
        #expect(PluginValue(parsing: " spaced ", as: .string) == .string(" spaced "))
    }
}
