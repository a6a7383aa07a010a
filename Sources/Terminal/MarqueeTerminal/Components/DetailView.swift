/// A titled group of key/value rows in a ``DetailView``.
public struct DetailSection: Hashable, Sendable {
    /// The section heading ("" for none).
    public var title: String
    /// Key/value rows, in order.
    public var rows: [DetailRow]

    /// Creates a section.
    public init(_ title: String, rows: [DetailRow]) {
        self.title = title
        self.rows = rows
    }
}

/// One key/value row of a ``DetailSection``.
public struct DetailRow: Hashable, Sendable {
    /// The label ("Path", "Quality").
    public var key: String
    /// The value; word-wrapped to the space beside the key.
    public var value: String
    /// The value's style (nil: normal).
    public var style: Style?

    /// Creates a row.
    public init(_ key: String, _ value: String, style: Style? = nil) {
        self.key = key
        self.value = value
        self.style = style
    }
}

/// Sections of key/value pairs: keys right-aligned in a column, values word-wrapped beside
/// them, sections separated by a blank line and a heading. Scrolls vertically with
/// ``DetailView/scrollOffset``.
public struct DetailView: Component {
    /// The content.
    public var sections: [DetailSection]
    /// The first line shown.
    public var scrollOffset: Int

    /// Creates a detail view.
    public init(sections: [DetailSection], scrollOffset: Int = 0) {
        self.sections = sections
        self.scrollOffset = scrollOffset
    }

    private enum Line {
        case heading(String)
        case pair(key: String, value: String, style: Style?)
        case blank
    }

    private func keyWidth(totalWidth: Int) -> Int {
        let widest = sections.flatMap(\.rows).map(\.key.displayWidth).max() ?? 0
        return min(widest, max(4, totalWidth * 2 / 5))
    }

    private func lines(width: Int) -> [Line] {
        let keyWidth = keyWidth(totalWidth: width)
        let valueWidth = max(1, width - keyWidth - 3)
        var lines: [Line] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { lines.append(.blank) }
            if !section.title.isEmpty { lines.append(.heading(section.title)) }
            for row in section.rows {
                let wrapped = row.value.wrapped(toWidth: valueWidth)
                for (i, part) in (wrapped.isEmpty ? [""] : wrapped).enumerated() {
                    lines.append(.pair(key: i == 0 ? row.key : "", value: part, style: row.style))
                }
            }
        }
        return lines
    }

    /// Number of lines the content takes at `width` (for scrolling limits).
    public func lineCount(width: Int) -> Int { lines(width: width).count }

    /// Scrolls for ↑/↓/`j`/`k`/PgUp/PgDn/Home/End, keeping the offset within the content
    /// for a viewport of `size`. Returns false for other keys.
    public mutating func handle(_ key: Key, viewport size: Size) -> Bool {
        let maxOffset = max(0, lineCount(width: size.width) - size.height)
        switch key {
        case .down, .character("j"): scrollOffset += 1
        case .up, .character("k"): scrollOffset -= 1
        case .pageDown: scrollOffset += max(1, size.height - 1)
        case .pageUp: scrollOffset -= max(1, size.height - 1)
        case .home, .character("g"): scrollOffset = 0
        case .end, .character("G"): scrollOffset = maxOffset
        default: return false
        }
        scrollOffset = min(max(0, scrollOffset), maxOffset)
        return true
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let width = canvas.size.width
        let keyWidth = keyWidth(totalWidth: width)
        let all = lines(width: width)
        let first = min(max(0, scrollOffset), max(0, all.count - canvas.size.height))
        for (y, line) in all.dropFirst(first).prefix(canvas.size.height).enumerated() {
            switch line {
            case .blank: break
            case .heading(let title):
                canvas.write(title, at: Point(x: 0, y: y), width: width, style: theme.header)
            case .pair(let key, let value, let style):
                canvas.write(key, at: Point(x: 0, y: y), width: keyWidth, style: theme.muted, alignment: .trailing)
                canvas.write(
                    value, at: Point(x: keyWidth + 2, y: y), width: max(0, width - keyWidth - 2),
                    style: style ?? theme.normal)
            }
        }
    }
}
