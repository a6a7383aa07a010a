import MarqueeTerminal

/// Titles joined with ` › `, cut from the left with `…` when too wide:
/// `Library › Dune › Files` in 12 columns is `… › Files`.
///
/// Fitting looks only at the innermost titles that can show: the work is linear in the width,
/// not in the number of titles, so a stack of 10,000 screens costs what a stack of 20 does.
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
        Self.text(count: titles.count, width: width) { titles[$0] }
    }

    /// The text of a breadcrumb of `count` titles, outermost first, fitted to `width` columns.
    /// `title(index)` is called only for the innermost titles that can show (at most about
    /// `width / 4` of them), so a long stack costs no more than a short one.
    public static func text(count: Int, width: Int, title: (Int) -> String) -> String {
        guard width > 0, count > 0 else { return "" }
        let ellipsis = "…" + separator
        // Walk from the innermost title outwards while the titles fit.
        var kept: [String] = []
        var used = 0
        for index in stride(from: count - 1, through: 0, by: -1) {
            let next = title(index)
            let added = next.displayWidth + (kept.isEmpty ? 0 : separator.displayWidth)
            // The titles left out are replaced by "… › ", which must fit too.
            let reserve = index > 0 ? ellipsis.displayWidth : 0
            if used + added + reserve > width {
                // Not even the innermost title fits: keep its end.
                if kept.isEmpty { return tail(of: next, width: width) }
                return ellipsis + kept.reversed().joined(separator: separator)
            }
            kept.append(next)
            used += added
        }
        return kept.reversed().joined(separator: separator)
    }

    /// The end of the innermost title after `…`, in `width` columns.
    private static func tail(of text: String, width: Int) -> String {
        var tail: [Character] = []
        var used = 1
        for character in text.reversed() {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width { break }
            tail.append(character)
            used += characterWidth
        }
        return "…" + String(tail.reversed())
    }
}
