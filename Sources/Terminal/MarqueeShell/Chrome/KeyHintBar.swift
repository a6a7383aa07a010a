import MarqueeTerminal

/// The footer: key hints for the focused screen, then the shell's own keys, without cutting
/// one in half.
///
/// When the row is too narrow for every hint, the shell's always-visible hints (``pinnedKeys``:
/// help, back and quit) stay, the screen's hints are dropped from the end, then the shell's
/// other hints, and a `…` marker shows where hints were dropped. The help overlay (`?`) lists
/// them all.
public struct KeyHintBar: Component {
    /// Hints of the focused screen and its module commands, most important first.
    public var hints: [KeyHint]
    /// The shell's hints (help, palette, back, tabs, filter, quit), shown after the screen's.
    public var trailing: [KeyHint]
    /// The keys of the trailing hints that stay visible whatever the width (as long as they
    /// fit on their own).
    public var pinnedKeys: Set<String>

    /// The keys kept by default: `?` help, `esc` back and `q` quit.
    public static let defaultPinnedKeys: Set<String> = ["?", "esc", "q"]

    /// What marks dropped hints.
    public static let marker = "…"

    private static let gap = 2

    /// Creates a footer.
    public init(hints: [KeyHint], trailing: [KeyHint] = [], pinnedKeys: Set<String> = KeyHintBar.defaultPinnedKeys) {
        self.hints = hints
        self.trailing = trailing
        self.pinnedKeys = pinnedKeys
    }

    /// The footer's layout at one width.
    public struct Layout: Equatable, Sendable {
        /// The screen hints shown, in order.
        public var leading: [KeyHint]
        /// Whether hints were dropped (the `…` marker shows after ``leading``).
        public var isTruncated: Bool
        /// The shell hints shown, in order.
        public var trailing: [KeyHint]

        /// Every hint shown, in display order.
        public var hints: [KeyHint] { leading + trailing }
    }

    private static func width(_ hint: KeyHint) -> Int {
        hint.displayKey.displayWidth + 1 + hint.title.displayWidth
    }

    /// Columns taken by items of `widths` after the leading space, with gaps between them.
    private static func width(of widths: [Int]) -> Int {
        widths.isEmpty ? 0 : widths.reduce(0, +) + gap * (widths.count - 1)
    }

    /// Lays the hints out in `width` columns (one leading space, two between hints).
    public func layout(width: Int) -> Layout {
        let budget = width - 1
        // The pinned hints first, in priority order, as many as fit on their own.
        var pinned: [KeyHint] = []
        for hint in trailing where pinnedKeys.contains(hint.normalizedKey) {
            if Self.width(of: (pinned + [hint]).map(Self.width)) <= budget { pinned.append(hint) }
        }
        // Then the droppable hints, the screen's before the shell's others, as a prefix.
        let optional = hints + trailing.filter { !pinnedKeys.contains($0.normalizedKey) }
        let markerWidth = Self.marker.displayWidth
        var kept = optional.count
        while kept > 0 {
            var widths = (optional.prefix(kept) + pinned).map(Self.width)
            if kept < optional.count { widths.append(markerWidth) }
            if Self.width(of: widths) <= budget { break }
            kept -= 1
        }
        let shown = Set(optional.prefix(kept).indices)
        var isTruncated = kept < optional.count
        if isTruncated, Self.width(of: pinned.map(Self.width) + [markerWidth]) > budget { isTruncated = false }
        let leading = Array(hints.prefix(min(kept, hints.count)))
        var shellShown: [KeyHint] = []
        var optionalIndex = hints.count
        for hint in trailing {
            if pinnedKeys.contains(hint.normalizedKey) {
                if pinned.contains(hint) { shellShown.append(hint) }
            } else {
                if shown.contains(optionalIndex) { shellShown.append(hint) }
                optionalIndex += 1
            }
        }
        return Layout(leading: leading, isTruncated: isTruncated, trailing: shellShown)
    }

    /// The hints that fit in `width` columns, in display order.
    public func visibleHints(width: Int) -> [KeyHint] {
        layout(width: width).hints
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        canvas.fill(style: theme.header)
        let layout = layout(width: canvas.size.width)
        var x = 1
        func write(_ hint: KeyHint) {
            x += canvas.write(hint.displayKey, at: Point(x: x, y: 0), style: theme.header.adding(.bold))
            x += canvas.write(" " + hint.title, at: Point(x: x, y: 0), style: theme.header)
            x += Self.gap
        }
        layout.leading.forEach(write)
        if layout.isTruncated {
            x += canvas.write(Self.marker, at: Point(x: x, y: 0), style: theme.header.adding(.bold)) + Self.gap
        }
        layout.trailing.forEach(write)
    }
}
