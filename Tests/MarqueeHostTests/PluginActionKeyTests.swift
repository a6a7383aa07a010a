import Testing

@testable import MarqueePluginHosting

/// External plugin actions run with letter keys, so that the digits stay the tabs' keys.
@MainActor
@Suite("Plugin action keys")
struct PluginActionKeyTests {
    @Test func actionsTakeTheirFirstFreeLetterAndNeverADigitOrQuit() {
        #expect(PluginTerminalScreen.actionKeys(for: ["roll", "describe"]) == ["r", "d"])
        // A clash takes the next letter of the name; `q` (quit) is never given.
        #expect(PluginTerminalScreen.actionKeys(for: ["roll", "reroll", "quit"]) == ["r", "e", "u"])
        // A name without a free letter takes the first free one of the alphabet.
        #expect(PluginTerminalScreen.actionKeys(for: ["a", "a", "42"]) == ["a", "b", "c"])
        let many = PluginTerminalScreen.actionKeys(for: (0..<30).map { "action\($0)" })
        #expect(many.count == 25)
        #expect(Set(many).count == 25)
        #expect(many.allSatisfy { $0.isLetter && $0 != "q" })
    }
}
