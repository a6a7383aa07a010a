import MarqueeTerminal

/// The footer: key hints for the focused screen, then the shell's own keys, as many as fit
/// without cutting one in half.
public struct KeyHintBar: Component {
    /// Hints of the focused screen and its module commands.
    public var hints: [KeyHint]
    /// The shell's hints (help, palette, quit), shown after the screen's when they fit; the
    /// first one (help) is always kept.
    public var trailing: [KeyHint]

    /// Creates a footer.
    public init(hints: [KeyHint], trailing: [KeyHint] = []) {
        self.hints = hints
        self.trailing = trailing
    }

    private static func width(_ hint: KeyHint) -> Int {
        hint.displayKey.displayWidth + 1 + hint.title.displayWidth
    }

    /// The hints that fit in `width` columns, in display order.
    public func visibleHints(width: Int) -> [KeyHint] {
        let gap = 2
        var budget = width - 1
        var result: [KeyHint] = []
        // Reserve room for the first trailing hint (help) so that it is always visible.
        let reserved = trailing.first.map { Self.width($0) + gap } ?? 0
        budget -= reserved
        for hint in hints {
            let w = Self.width(hint) + gap
            if w > budget { break }
            result.append(hint)
            budget -= w
        }
        if let first = trailing.first {
            result.append(first)
            budget += reserved - (Self.width(first) + gap)
        }
        for hint in trailing.dropFirst() {
            let w = Self.width(hint) + gap
            if w > budget { break }
            result.append(hint)
            budget -= w
        }
        return result
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        canvas.fill(style: theme.header)
        var x = 1
        for hint in visibleHints(width: canvas.size.width) {
            x += canvas.write(hint.displayKey, at: Point(x: x, y: 0), style: theme.header.adding(.bold))
            x += canvas.write(" " + hint.title, at: Point(x: x, y: 0), style: theme.header)
            x += 2
        }
    }
}
