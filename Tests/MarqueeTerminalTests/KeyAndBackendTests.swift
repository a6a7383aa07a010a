import CNcurses
import Testing

@testable import MarqueeTerminal

#if canImport(Glibc)
import Glibc
#endif

@Suite("Keys, themes and the in-memory terminal")
struct KeyAndBackendTests {
    @Test func scriptNotationDecodesSpecialKeys() {
        #expect(
            Key.script("jk<Enter><Esc><C-r><S-Tab><Tab><PgDn><PgUp><Home><End><BS><Del><F5><lt>/q") == [
                .character("j"), .character("k"), .enter, .escape, .control("r"), .backTab, .tab,
                .pageDown, .pageUp, .home, .end, .backspace, .delete, .function(5), .character("<"),
                .character("/"), .character("q"),
            ])
        #expect(Key.script("<nope>") == Key.script("<").prefix(1) + Key.script("nope>"))
        #expect(Key.script("千") == [.character("千")])
        #expect(Key.script("<Up><Down><Left><Right><Space><Resize>") == [.up, .down, .left, .right, .character(" "), .resize])
    }

    @Test func descriptionsRoundTripThroughTheScriptNotation() {
        let keys: [Key] = [.character("a"), .control("r"), .backTab, .pageDown, .function(12), .character("<"), .escape]
        #expect(Key.script(keys.map(\.description).joined()) == keys)
    }

    @Test func ncursesCodesDecode() {
        #expect(Key.decode(status: KEY_CODE_YES, value: UInt32(KEY_DOWN)) == .down)
        #expect(Key.decode(status: KEY_CODE_YES, value: UInt32(KEY_BTAB)) == .backTab)
        #expect(Key.decode(status: KEY_CODE_YES, value: UInt32(KEY_RESIZE)) == .resize)
        #expect(Key.decode(status: KEY_CODE_YES, value: UInt32(KEY_NPAGE)) == .pageDown)
        #expect(Key.decode(status: KEY_CODE_YES, value: UInt32(KEY_BACKSPACE)) == .backspace)
        #expect(Key.decode(status: KEY_CODE_YES, value: UInt32(cncurses_key_f0() + 2)) == .function(2))
        #expect(Key.decode(status: OK, value: 27) == .escape)
        #expect(Key.decode(status: OK, value: 18) == .control("r"))
        #expect(Key.decode(status: OK, value: 13) == .enter)
        #expect(Key.decode(status: OK, value: 127) == .backspace)
        #expect(Key.decode(status: OK, value: 9) == .tab)
        #expect(Key.decode(status: OK, value: 0x5343) == .character("千"))
        #expect(Key.decode(status: ERR, value: 0) == nil)
    }

    @Test func scriptedKeysAreReadInOrder() {
        let terminal = InMemoryTerminal(width: 10, height: 2)
        terminal.enqueue(script: "j<Enter>")
        #expect(terminal.readKey(timeout: .milliseconds(10)) == .character("j"))
        #expect(terminal.readKey(timeout: nil) == .enter)
        #expect(terminal.readKey(timeout: .zero) == nil)
    }

    @Test func themesGiveSelectionADistinctLook() {
        for theme in Theme.all {
            #expect(theme.selection != theme.normal, "\(theme.name)")
            #expect(theme.dim != theme.normal, "\(theme.name)")
            #expect(theme.error != theme.normal, "\(theme.name)")
            #expect(Theme.named(theme.name) == theme)
        }
        let light = screen(width: 10, height: 2, theme: .light, numberedList(ListState(itemCount: 2)))
        #expect(light.style(x: 9, y: 1) == Theme.light.normal)
        #expect(light.style(x: 9, y: 0) == Theme.light.selection)
    }
}

@Suite("ncurses backend without a terminal")
struct NcursesStartTests {
    /// Under `swift test` in CI stdin/stdout are not a terminal: the backend must report
    /// that rather than exit the process as initscr would.
    @Test(.enabled(if: isatty(0) == 0 || isatty(1) == 0, "needs a non-terminal stdin or stdout"))
    func startingWithoutATerminalThrowsInsteadOfExiting() {
        #expect(throws: NcursesTerminal.StartError.self) { _ = try NcursesTerminal() }
    }
}
