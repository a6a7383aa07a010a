/// A row of tabs: ` Radarr │ Sonarr │ Settings `, the selected one in the selection style.
/// When the titles do not fit, each is truncated with "…" to an equal share.
public struct TabBar: Component {
    /// Tab titles, in order.
    public var titles: [String]
    /// The selected tab's index.
    public var selected: Int

    /// Creates a tab bar.
    public init(titles: [String], selected: Int) {
        self.titles = titles
        self.selected = selected
    }

    /// The tab index after a Tab (`forward`) or Shift-Tab press, wrapping around.
    public static func index(after current: Int, count: Int, forward: Bool) -> Int {
        guard count > 0 else { return 0 }
        return (current + (forward ? 1 : count - 1)) % count
    }

    /// The columns each tab occupies when drawn `width` cells wide (for mouse hit-testing
    /// and tests).
    public func tabRanges(width: Int) -> [Range<Int>] {
        guard !titles.isEmpty else { return [] }
        let natural = titles.map { $0.displayWidth + 2 }
        let separators = titles.count - 1
        var widths = natural
        if natural.reduce(0, +) + separators > width {
            let share = max(3, (width - separators) / titles.count)
            widths = natural.map { min($0, share) }
        }
        var ranges: [Range<Int>] = []
        var x = 0
        for w in widths {
            ranges.append(x..<(x + w))
            x += w + 1
        }
        return ranges
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        canvas.fill(Rect(x: 0, y: 0, width: canvas.size.width, height: 1), style: theme.normal)
        for (index, range) in tabRanges(width: canvas.size.width).enumerated() {
            let isSelected = index == selected
            let style = isSelected ? theme.selection.adding(.bold) : theme.muted
            canvas.write(
                " " + titles[index].truncated(toWidth: range.count - 2) + " ",
                at: Point(x: range.lowerBound, y: 0), width: range.count, style: style)
            if index < titles.count - 1 {
                canvas.write("│", at: Point(x: range.upperBound, y: 0), style: theme.border)
            }
        }
    }
}
