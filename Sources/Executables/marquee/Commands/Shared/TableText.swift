import MarqueeTerminal

/// Lays out rows of cells as aligned columns that fit a width: shrinking columns are cut with
/// an ellipsis down to a sensible width (``sensibleWidth``, or their content when narrower),
/// then the least important columns (the rightmost) are dropped, and only when one column is
/// left is a shrinking column cut further (down to ``minimumShrunkWidth``).
struct TableText {
    var columns: [TableColumn]
    var width: Int

    /// The narrowest a shrinking column is cut to before columns are dropped.
    static let sensibleWidth = 20
    /// The narrowest a shrinking column gets at all (with its header at least).
    static let minimumShrunkWidth = 10

    /// The header line and one line per row (`rows[i][j]` is column `j`'s cell).
    func render(_ rows: [[String]]) -> String {
        let natural = columns.indices.map { index in
            rows.reduce(columns[index].header.displayWidth) { max($0, $1[index].displayWidth) }
        }
        let sensible = columns.indices.map { index in
            columns[index].shrinks ? max(columns[index].header.displayWidth, min(natural[index], Self.sensibleWidth)) : natural[index]
        }
        let narrowest = columns.indices.map { index in
            columns[index].shrinks ? min(sensible[index], max(columns[index].header.displayWidth, Self.minimumShrunkWidth)) : natural[index]
        }
        func total(_ widths: [Int], _ count: Int) -> Int { widths.prefix(count).reduce(0, +) + 2 * max(0, count - 1) }
        var shown = columns.count
        while shown > 1, total(sensible, shown) > width { shown -= 1 }
        var widths = natural
        for floors in [sensible, narrowest] {
            for index in 0..<shown where columns[index].shrinks && total(widths, shown) > width {
                widths[index] -= min(total(widths, shown) - width, max(0, widths[index] - floors[index]))
            }
        }
        func line(_ cells: [String]) -> String {
            let text = (0..<shown).map { index in
                cells[index].fitted(toWidth: min(widths[index], width), alignment: columns[index].alignsRight ? .trailing : .leading)
            }.joined(separator: "  ")
            return String(text.reversed().drop { $0 == " " }.reversed())
        }
        return ([line(columns.map(\.header))] + rows.map(line)).joined(separator: "\n")
    }

    /// `text` on one line: line breaks, tabs and other control characters become spaces (a
    /// server's text never moves the cursor or changes the terminal's colours).
    static func singleLine(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? " " : scalar
                }))
    }
}
