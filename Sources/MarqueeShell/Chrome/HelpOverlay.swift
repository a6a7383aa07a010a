import MarqueeTerminal

/// The `?` overlay: a centred box listing the key commands active right now, in sections.
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

    /// Creates the overlay.
    public init(sections: [Section]) {
        self.sections = sections.filter { !$0.hints.isEmpty }
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

    /// The box's frame within `bounds`.
    public func frame(in bounds: Rect) -> Rect {
        let body = lines
        let width = min(bounds.width - 2, max(40, (body.map(\.text.displayWidth).max() ?? 0) + 4))
        let height = min(bounds.height, body.count + 3)
        return bounds.centered(Size(width: max(0, width), height: max(0, height)))
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let inner = canvas.drawBox(canvas.bounds, title: "Keys", style: theme.accent, fill: theme.normal)
        guard inner.height > 1 else { return }
        let body = lines
        let rows = inner.height - 1
        for (row, line) in body.prefix(rows).enumerated() {
            canvas.write(line.text, at: Point(x: inner.minX + 1, y: inner.minY + row), width: inner.width - 2,
                         style: line.isHeading ? theme.accent.adding(.bold) : theme.normal)
        }
        canvas.write("Esc or ? closes", at: Point(x: inner.minX + 1, y: inner.maxY - 1), width: inner.width - 2,
                     style: theme.muted, alignment: .trailing)
    }
}
