import MarqueeTerminal

/// Draws the command palette: an input line and, below it, the matching completions.
public struct CommandPaletteView: Component {
    /// The palette's state.
    public var palette: CommandPalette
    /// The most completions shown at once.
    public var maxRows: Int

    /// Creates the view.
    public init(palette: CommandPalette, maxRows: Int = 8) {
        self.palette = palette
        self.maxRows = maxRows
    }

    /// The frame of the palette in a terminal of `size`: near the top, up to 70 columns wide.
    public func frame(in size: Size) -> Rect {
        let rows = min(maxRows, max(1, palette.completions.count)) + (palette.message == nil ? 0 : 1)
        let width = min(size.width - 2, 70)
        let height = min(size.height - 3, rows + 3)
        return Rect(x: (size.width - width) / 2, y: 2, width: max(0, width), height: max(0, height))
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let inner = canvas.drawBox(canvas.bounds, title: "Go to", style: theme.accent, fill: theme.normal)
        guard inner.height > 0, inner.width > 2 else { return }
        let prompt = ":" + palette.text
        let visible =
            prompt.displayWidth + 1 > inner.width - 1
            ? "…" + String(prompt.suffix(max(0, inner.width - 4))) : prompt
        canvas.write(visible + "▏", at: Point(x: inner.minX + 1, y: inner.minY), width: inner.width - 2, style: theme.normal.adding(.bold))
        var row = inner.minY + 1
        if let message = palette.message, row < inner.maxY {
            canvas.write(message, at: Point(x: inner.minX + 1, y: row), width: inner.width - 2, style: theme.error)
            row += 1
        }
        let completions = palette.completions
        if completions.isEmpty, row < inner.maxY {
            canvas.write("No matching link or command", at: Point(x: inner.minX + 1, y: row), width: inner.width - 2, style: theme.muted)
            return
        }
        let rows = max(0, inner.maxY - row)
        let first = max(0, min(palette.highlighted - rows + 1, completions.count - rows))
        for (offset, completion) in completions.dropFirst(first).prefix(rows).enumerated() {
            let index = first + offset
            let style = index == palette.highlighted ? theme.selection : theme.normal
            // A readable row: the title first, then what to type (`:queue`, `/radarr/movie/…`).
            let hint = completion.hint
            let detailWidth = min(hint.displayWidth, max(0, inner.width / 2 - 2))
            let textWidth = inner.width - 2 - (detailWidth > 0 ? detailWidth + 2 : 0)
            canvas.write(completion.label, at: Point(x: inner.minX + 1, y: row), width: textWidth, style: style)
            if detailWidth > 0 {
                canvas.write(
                    "  " + hint, at: Point(x: inner.minX + 1 + textWidth, y: row),
                    width: detailWidth + 2, style: index == palette.highlighted ? style : theme.muted,
                    alignment: .trailing)
            }
            row += 1
        }
    }
}
