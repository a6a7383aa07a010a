import MarqueeTerminal
import ServarrScreens
import Testing

/// A question's text takes every line its dialog has for it: "Mark The Broken Letter… as
/// failed? The release is blocklisted and another is searched for." is not cut after two lines
/// while blank lines stand above the buttons.
@MainActor
@Suite struct ToggleDialogTests {
    private func lines(of dialog: ToggleDialog, message: String, size: Size, failure: String? = nil) -> [String] {
        var canvas = Canvas(size: size)
        dialog.render(in: &canvas, message: message, toggles: [], failure: failure)
        return canvas.buffer.text
    }

    @Test func aLongQuestionUsesTheRoomAboveTheButtons() {
        let dialog = ToggleDialog(title: "Mark as failed", answers: ["Cancel", "Mark failed"])
        let message = "Mark The Broken Letter.2004.1080p.BluRay-SIM as failed? The release is blocklisted and another is searched for."
        let shown = lines(of: dialog, message: message, size: Size(width: 46, height: 7))
        let text = shown.joined(separator: " ")
        #expect(text.contains("searched for."), "\(shown)")
        #expect(shown.last?.contains("Mark failed") == true, "the buttons stay on the last line: \(shown)")
        // With a failure to show, the text gives up a line for it; the buttons stay.
        let tight = lines(of: dialog, message: message, size: Size(width: 46, height: 5), failure: "Database is locked")
        #expect(tight.contains { $0.contains("Database is locked") } && tight.last?.contains("Mark failed") == true, "\(tight)")
    }
}
