import MarqueeTerminal

/// The `?` overlay: a centred box listing the key commands active right now, in sections,
/// flowed into columns; when they do not fit (80x24), ↓ ↑ PgDn PgUp scroll the lines.
public struct HelpOverlay: Component {
    /// A titled group of hints.
    public struct Section: Sendable {
        /// The section heading.
        public var title: String
        /// The hints in the section.
        public var hints: [KeyHint]

        /// Creates a section.
        public init(_ title: String, _ hints: [KeyHint]) {
            self.title = title
            self.hints = hints
        }
    }

    /// The sections, in order; empty sections are skipped.
    public var sections: [Section]
    /// How many lines of the body are scrolled out of view at the top (↓ and ↑ in the help).
    public var offset: Int

    /// Creates the overlay, scrolled by `offset` lines (clamped to keep the last line).
    public init(sections: [Section], offset: Int = 0) {
        self.sections = sections.filter { !$0.hints.isEmpty }
        self.offset = 0
        self.offset = max(0, min(offset, lines.count - 1))
    }

    /// The lines of the overlay's body.
    public var lines: [(text: String, isHeading: Bool)] {
        let keyWidth = sections.flatMap(\.hints).map(\.displayKey.displayWidth).max() ?? 0
        var lines: [(String, Bool)] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { lines.append(("", false)) }
            lines.append((section.title, true))
            for hint in section.hints {
                let key = hint.displayKey
                lines.append(("  " + key + String(repeating: " ", count: max(0, keyWidth - key.displayWidth)) + "  " + hint.title, false))
            }
        }
        return lines
    }

    /// The body's lines flowed into columns of at most `rows` lines, so that every key shows
    /// even when the list is taller than the terminal. A column never starts with a blank line
    /// nor ends with a heading.
    public func columns(rows: Int) -> [[(text: String, isHeading: Bool)]] {
        guard rows > 0 else { return [] }
        var columns: [[(text: String, isHeading: Bool)]] = [[]]
        for line in lines.dropFirst(offset) {
            let count = columns[columns.count - 1].count
            if count >= rows || (line.isHeading && rows > 1 && count == rows - 1) { columns.append([]) }
            if columns[columns.count - 1].isEmpty, line.text.isEmpty { continue }
            columns[columns.count - 1].append(line)
        }
        return columns.filter { !$0.isEmpty }
    }

    private static let columnGap = 3

    private func columnWidth(_ column: [(text: String, isHeading: Bool)]) -> Int {
        column.map(\.text.displayWidth).max() ?? 0
    }

    /// The box's frame within `bounds`: one column when the list fits the height, more side by
    /// side when it does not.
    public func frame(in bounds: Rect) -> Rect {
        let body = lines
        let height = min(bounds.height, body.count + 3)
        let columns = columns(rows: max(1, height - 3))
        let content = columns.map(columnWidth).reduce(0, +) + Self.columnGap * max(0, columns.count - 1)
        let width = min(bounds.width - 2, max(40, content + 4))
        return bounds.centered(Size(width: max(0, width), height: max(0, height)))
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let inner = canvas.drawBox(canvas.bounds, title: "Keys", style: theme.accent, fill: theme.normal)
        guard inner.height > 1 else { return }
        var x = inner.minX + 1
        var isCut = false
        for column in columns(rows: inner.height - 1) {
            let isFirst = x == inner.minX + 1
            let width = isFirst ? min(columnWidth(column), inner.width - 2) : columnWidth(column)
            guard x + width <= inner.maxX - 1 else {
                canvas.write("…", at: Point(x: inner.maxX - 2, y: inner.minY), style: theme.muted)
                isCut = true
                break
            }
            for (row, line) in column.enumerated() {
                canvas.write(
                    line.text, at: Point(x: x, y: inner.minY + row), width: width,
                    style: line.isHeading ? theme.accent.adding(.bold) : theme.normal)
            }
            x += width + Self.columnGap
        }
        // Cut off (80x24): ↓ scrolls the rest into view; scrolled: ↑ brings the top back.
        let scrolling = isCut || offset > 0 ? "↑↓ scroll · " : ""
        canvas.write(
            scrolling + "Esc or ? closes", at: Point(x: inner.minX + 1, y: inner.maxY - 1), width: inner.width - 2,
            style: theme.muted, alignment: .trailing)
    }
}
