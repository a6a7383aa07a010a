import MarqueeTerminal

/// Titles joined with ` › `, cut from the left with `…` when too wide:
/// `Library › Dune › Files` in 12 columns is `… › Files`.
public struct Breadcrumb: Hashable, Sendable {
    /// The separator between titles.
    public static let separator = " › "

    /// The titles, outermost first.
    public var titles: [String]

    /// Creates a breadcrumb.
    public init(_ titles: [String]) {
        self.titles = titles
    }

    /// The breadcrumb's text fitted to `width` columns, keeping the innermost titles.
    public func text(width: Int) -> String {
        guard width > 0 else { return "" }
        var shown = titles
        var text = shown.joined(separator: Self.separator)
        guard text.displayWidth > width else { return text }
        while shown.count > 1 {
            shown.removeFirst()
            text = "…" + Self.separator + shown.joined(separator: Self.separator)
            if text.displayWidth <= width { return text }
        }
        // A single title wider than the space: keep its end.
        var tail = ""
        for character in text.reversed() {
            let candidate = String(character) + tail
            if candidate.displayWidth + 1 > width { break }
            tail = candidate
        }
        return "…" + tail
    }
}
