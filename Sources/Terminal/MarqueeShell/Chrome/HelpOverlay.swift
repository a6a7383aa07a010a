import MarqueeTerminal

/// The `?` overlay: a centred box listing the key commands active right now, in sections,
/// flowed into columns; when they do not fit (80x24), ↓ ↑ PgDn PgUp scroll the lines.
///
/// The box keeps one shape while it scrolls: its size, its columns and their width come from
/// every line, not from the lines in view, and scrolling stops where the last line comes into
/// view (the last page is full).
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

    /// Creates the overlay, scrolled by `offset` lines (clamped to the lines; ``clamped(in:)``
    /// clamps it to the last full page).
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

    /// The body's lines from ``offset`` flowed into columns of at most `rows` lines. A column
    /// never starts with a blank line nor ends with a heading.
    public func columns(rows: Int) -> [[(text: String, isHeading: Bool)]] {
        Self.flow(lines.dropFirst(offset), rows: rows)
    }

    private static func flow(_ lines: ArraySlice<(text: String, isHeading: Bool)>, rows: Int) -> [[(text: String, isHeading: Bool)]] {
        guard rows > 0 else { return [] }
        var columns: [[(text: String, isHeading: Bool)]] = [[]]
        for line in lines {
            let count = columns[columns.count - 1].count
            if count >= rows || (line.isHeading && rows > 1 && count == rows - 1) { columns.append([]) }
            if columns[columns.count - 1].isEmpty, line.text.isEmpty { continue }
            columns[columns.count - 1].append(line)
        }
        return columns.filter { !$0.isEmpty }
    }

    private static let columnGap = 3
    /// Rows of the box that hold no line: the two borders and the closing hint.
    private static let chromeRows = 3

    /// How the box lays its lines out, the same whatever the offset.
    public struct Layout: Equatable, Sendable {
        /// Lines a column holds.
        public var rows: Int
        /// Columns shown side by side.
        public var columnCount: Int
        /// Every column's width.
        public var columnWidth: Int
        /// The largest offset: the one that shows the last line at the end of a full page.
        public var lastOffset: Int

        /// Lines PgDn and PgUp move: what the box shows at once.
        public var pageLength: Int { max(1, rows * columnCount) }
    }

    /// The layout inside a box of `size` (borders included).
    public func layout(inBoxOf size: Size) -> Layout {
        let body = lines
        let rows = max(1, size.height - Self.chromeRows)
        let available = max(1, size.width - 4)
        let columnWidth = min(available, body.map(\.text.displayWidth).max() ?? 0)
        let fitting = max(1, (available + Self.columnGap) / (columnWidth + Self.columnGap))
        let columnCount = min(fitting, max(1, Self.flow(body[...], rows: rows).count))
        // The smallest offset whose lines fit in the columns shown (more lines scrolled out
        // never need more columns): found by halving, so the work stays near the line count.
        var low = 0
        var high = max(0, body.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if Self.flow(body.dropFirst(middle), rows: rows).count <= columnCount { high = middle } else { low = middle + 1 }
        }
        return Layout(rows: rows, columnCount: columnCount, columnWidth: columnWidth, lastOffset: low)
    }

    /// The box's frame within `bounds`: one column when the list fits the height, more side by
    /// side (as many as the width holds) when it does not.
    public func frame(in bounds: Rect) -> Rect {
        let body = lines
        let height = min(bounds.height, body.count + Self.chromeRows)
        let widest = Size(width: max(0, bounds.width - 2), height: max(0, height))
        let layout = layout(inBoxOf: widest)
        let content = layout.columnWidth * layout.columnCount + Self.columnGap * (layout.columnCount - 1)
        let width = min(bounds.width - 2, max(40, content + 4))
        return bounds.centered(Size(width: max(0, width), height: max(0, height)))
    }

    /// The overlay with its offset kept between the top and the last full page of the box
    /// it gets in `bounds`.
    public func clamped(in bounds: Rect) -> HelpOverlay {
        var help = self
        help.offset = min(offset, layout(inBoxOf: frame(in: bounds).size).lastOffset)
        return help
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let inner = canvas.drawBox(canvas.bounds, title: "Keys", style: theme.accent, fill: theme.normal)
        guard inner.height > 1 else { return }
        let layout = layout(inBoxOf: canvas.size)
        let offset = min(offset, layout.lastOffset)
        let shown = Self.flow(lines.dropFirst(offset), rows: layout.rows).prefix(layout.columnCount)
        for (index, column) in shown.enumerated() {
            let x = inner.minX + 1 + index * (layout.columnWidth + Self.columnGap)
            for (row, line) in column.enumerated() {
                canvas.write(
                    line.text, at: Point(x: x, y: inner.minY + row), width: layout.columnWidth,
                    style: line.isHeading ? theme.accent.adding(.bold) : theme.normal)
            }
        }
        // More than a page (80x24): ↓ scrolls the rest into view, ↑ brings the top back.
        let scrolling = layout.lastOffset > 0 ? "↑↓ scroll · " : ""
        canvas.write(
            scrolling + "Esc or ? closes", at: Point(x: inner.minX + 1, y: inner.maxY - 1), width: inner.width - 2,
            style: theme.muted, alignment: .trailing)
    }
}
