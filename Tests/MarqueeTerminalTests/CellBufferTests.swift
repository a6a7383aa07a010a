import Testing

@testable import MarqueeTerminal

@Suite("Display width and truncation")
struct DisplayWidthTests {
    @Test func asciiIsOneCellPerCharacter() {
        #expect("Matrix".displayWidth == 6)
    }

    @Test func cjkAndEmojiTakeTwoCells() {
        #expect("千と千尋".displayWidth == 8)
        #expect("기생충".displayWidth == 6)
        #expect("🎬".displayWidth == 2)
        #expect("🇯🇵".displayWidth == 2)
        #expect("❤️".displayWidth == 2)
        #expect("ＡＢ".displayWidth == 4)
    }

    @Test func combiningMarksTakeNoCells() {
        #expect("Ame\u{0301}lie".displayWidth == 6)
        #expect("e\u{0301}\u{0302}".displayWidth == 1)
        #expect("a\u{200B}b".displayWidth == 2)
    }

    @Test func truncationEndsWithEllipsisAndNeverSplitsAWideCharacter() {
        let title = "千と千尋の神隠し"
        let cut = title.truncated(toWidth: 6)
        #expect(cut == "千と…")
        #expect(cut.displayWidth == 5)
        #expect(title.truncated(toWidth: 7) == "千と千…")
        #expect(title.truncated(toWidth: 7).displayWidth == 7)
        #expect(title.truncated(toWidth: 16) == title)
        #expect("Amélie Poulain".truncated(toWidth: 4) == "Amé…")
        #expect("Ame\u{0301}lie".truncated(toWidth: 4) == "Ame\u{0301}…")
        #expect("abc".truncated(toWidth: 0) == "")
    }

    @Test func fittedPadsToExactWidth() {
        #expect("漢字".fitted(toWidth: 6) == "漢字  ")
        #expect("漢字".fitted(toWidth: 6, alignment: .trailing) == "  漢字")
        #expect("ab".fitted(toWidth: 6, alignment: .center) == "  ab  ")
    }

    @Test func wrappingBreaksAtSpacesAndInsideLongWords() {
        #expect("the quick brown fox".wrapped(toWidth: 10) == ["the quick", "brown fox"])
        #expect("漢字漢字漢字".wrapped(toWidth: 5) == ["漢字", "漢字", "漢字"])
        #expect("a\nb".wrapped(toWidth: 5) == ["a", "b"])
    }
}

@Suite("Cell buffer")
struct CellBufferTests {
    @Test func wideCharactersOccupyTwoCellsWithAContinuation() {
        var buffer = CellBuffer(size: Size(width: 10, height: 1))
        let used = buffer.write("a漢b", at: .zero, style: .plain)
        #expect(used == 4)
        #expect(buffer[1, 0].character == "漢")
        #expect(buffer[1, 0].width == 2)
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer[3, 0].character == "b")
        #expect(buffer.line(0) == "a漢b")
    }

    @Test func combiningAccentStaysInOneCell() {
        var buffer = CellBuffer(size: Size(width: 10, height: 1))
        buffer.write("Ame\u{0301}lie", at: .zero, style: .plain)
        #expect(buffer[2, 0].character == "e\u{0301}")
        #expect(buffer[3, 0].character == "l")
        #expect(buffer.line(0) == "Ame\u{0301}lie")
    }

    @Test func wideCharacterAtTheClipEdgeBecomesABlank() {
        var buffer = CellBuffer(size: Size(width: 5, height: 1))
        buffer.write("ab漢字", at: .zero, style: .plain)
        // "漢" fits in columns 2–3; "字" would need 4–5 but only column 4 exists.
        #expect(buffer.line(0) == "ab漢")
        #expect(buffer[4, 0] == .blank())
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        buffer.write("漢字", at: .zero, style: .plain)
        buffer.write("x", at: Point(x: 1, y: 0), style: .plain)
        #expect(buffer.line(0) == " x字")
        buffer.write("y", at: Point(x: 2, y: 0), style: .plain)
        #expect(buffer.line(0) == " xy")
        #expect(!buffer[3, 0].isContinuation)
    }

    @Test func writesOutsideTheClipAreDropped() {
        var buffer = CellBuffer(size: Size(width: 8, height: 2))
        buffer.write("abcdefgh", at: Point(x: -2, y: 0), style: .plain, clip: Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(buffer.line(0) == " def")
        buffer.write("zzz", at: Point(x: 0, y: 1), style: .plain, clip: Rect(x: 0, y: 0, width: 8, height: 1))
        #expect(buffer.line(1) == "")
    }

    @Test func controlCharactersAreSkipped() {
        var buffer = CellBuffer(size: Size(width: 8, height: 1))
        buffer.write("a\u{7}b\tc", at: .zero, style: .plain)
        #expect(buffer.line(0) == "abc")
    }
}
