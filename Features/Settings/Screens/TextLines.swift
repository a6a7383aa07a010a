import MarqueeTerminal

/// Lines of text drawn from the top of a canvas, one per row, each clipped to the width.
struct TextLines {
    var lines: [(text: String, style: Style)] = []

    mutating func append(_ text: String, _ style: Style) {
        lines.append((text, style))
    }

    /// Appends `text` wrapped to `width` columns.
    mutating func appendWrapped(_ text: String, width: Int, _ style: Style) {
        for line in text.wrapped(toWidth: max(1, width)) { lines.append((line, style)) }
    }

    /// Draws the lines from row `top`, indented by `x`; returns the next free row.
    @discardableResult
    func draw(in canvas: inout Canvas, from top: Int = 0, x: Int = 1) -> Int {
        var row = top
        for line in lines where row < canvas.size.height {
            canvas.write(line.text, at: Point(x: x, y: row), width: max(0, canvas.size.width - x - 1), style: line.style)
            row += 1
        }
        return row
    }
}

extension Key {
    /// Whether the key moves a list's selection (↑↓ jk, PgUp/PgDn, Home/End), the only list
    /// keys the Settings screens pass to `ListState` (its filter keys stay the shell's).
    var movesSelection: Bool {
        switch self {
        case .up, .down, .character("j"), .character("k"), .pageUp, .pageDown, .home, .end: true
        default: false
        }
    }
}
