import Foundation
import MarqueeExternalPlugins
import PluginTestSupport
import Testing

@Suite("The C example plugin (Dice)")
struct CPluginTests {
    let host = RecordingHost(settings: ["dice": ["greeting": "Hej"]])
    let plugin: ExternalPlugin

    init() throws {
        let result = PluginLoader(host: host).load(file: try BuiltPlugins.copy("HelloC"))
        plugin = try #require(result.plugin, "\(result)")
    }

    @Test func manifestDescribesRoutesScreensAndActions() {
        let manifest = plugin.manifest
        #expect(manifest.id == "dice")
        #expect(manifest.name == "Dice")
        #expect(manifest.version == "1.0.0")
        #expect(manifest.routes.map(\.pattern) == ["/dice", "/dice/roll/:sides", "/dice/new"])
        #expect(manifest.routes[1].parameterNames == ["sides"])
        #expect(manifest.screens.map(\.kind) == [.list, .detail, .form])
        let form = manifest.screen("new-preset")
        #expect(form?.fields.map(\.type) == [.string, .int64, .double, .bool])
        #expect(form?.fields.first?.isRequired == true)
        #expect(form?.submitAction == "save-preset")
        #expect(manifest.action("describe")?.signature == "string dice_describe(string, i64, f64, bool)")
        #expect(manifest.action("roll")?.errors == .negative)
    }

    @Test func integerActionsReturnTheFunctionsResult() throws {
        let first = try plugin.call(action: "roll", arguments: [.int64(20), .int64(42)])
        let again = try plugin.call(action: "roll", arguments: [.int64(20), .int64(42)])
        guard case .int32(let value) = first else {
            Issue.record("expected an i32, got \(String(describing: first))")
            return
        }
        #expect((1...20).contains(value))
        #expect(first == again, "a seeded roll is deterministic")
        #expect(try plugin.call(action: "normalize", arguments: [.int64(7)]) == .int32(8))
        #expect(try plugin.call(action: "normalize", arguments: [.int64(1000)]) == .int32(100))
    }

    @Test func stringActionReceivesEveryArgumentType() throws {
        let text = try plugin.call(
            action: "describe", arguments: [.string("Ana"), .int64(20), .double(1.5), .bool(true)])
        #expect(text == .string("Ana rolls d20+1.5 with advantage"))
        let plain = try plugin.call(
            action: "describe", arguments: [.string("Bo"), .int64(6), .double(-1), .bool(false)])
        #expect(plain == .string("Bo rolls d6-1"))
    }

    @Test func doubleAndVoidActions() throws {
        #expect(try plugin.call(action: "average", arguments: [.int64(6)]) == .double(3.5))
        #expect(try plugin.call(action: "open-history") == nil)
    }

    @Test func pluginReadsItsOwnSettingsThroughTheHost() throws {
        #expect(try plugin.call(action: "greeting") == .string("Hej from Dice"))
    }

    @Test func nonzeroErrorCodeBecomesActionFailedWithThePluginsMessage() throws {
        #expect(throws: PluginCallError.actionFailed(action: "save-preset", code: 2, message: "a preset needs a name")) {
            try plugin.call(action: "save-preset", arguments: [.string(""), .int64(6)])
        }
        // The plugin keeps working after a failed call.
        #expect(try plugin.call(action: "save-preset", arguments: [.string("Fireball"), .int64(6)]) == .int32(0))
        #expect(host.events.contains(.log(.info, "saved preset Fireball (d6)", from: "dice")))
    }

    @Test func negativeErrorCodeBecomesActionFailed() throws {
        let error = #expect(throws: PluginCallError.self) {
            try plugin.call(action: "roll", arguments: [.int64(0), .int64(1)])
        }
        #expect(error == .actionFailed(action: "roll", code: -1, message: "a die needs at least 1 side, got 0"))
        #expect(error?.description == "action \"roll\" failed with code -1: a die needs at least 1 side, got 0")
    }

    @Test func screenDataIsParsedIntoTheDeclaredTypes() throws {
        let text = try plugin.call(
            action: "describe",
            screenData: ["name": "Cy", "sides": " 12 ", "modifier": "2.25", "advantage": "yes"])
        #expect(text == .string("Cy rolls d12+2.25 with advantage"))
    }

    @Test func concurrentCallsIntoOnePluginAreSerialized() async throws {
        // dice_describe formats into one static buffer; unserialized calls would mix results.
        let plugin = plugin
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for sides in 1...300 {
                        let name = "task\(task)"
                        let result = try? plugin.call(
                            action: "describe", arguments: [.string(name), .int64(Int64(sides)), .double(0), .bool(false)])
                        if result != .string("\(name) rolls d\(sides)+0") { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
