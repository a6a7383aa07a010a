import MarqueeTerminal

/// Lays out rows of cells as aligned columns that fit a width: shrinking columns are cut
/// with an ellipsis first (down to 10 cells), then columns are dropped from the right.
struct TableText {
    var columns: [TableColumn]
    var width: Int

    /// The narrowest a shrinking column gets before columns are dropped.
    static let minimumShrunkWidth = 10

    /// The header line and one line per row (`rows[i][j]` is column `j`'s cell).
    func render(_ rows: [[String]]) -> String {
        var widths = columns.indices.map { index in
            rows.reduce(columns[index].header.displayWidth) { max($0, $1[index].displayWidth) }
        }
        var shown = columns.count
        func total() -> Int { widths.prefix(shown).reduce(0, +) + 2 * max(0, shown - 1) }
        for index in columns.indices where columns[index].shrinks && total() > width {
            let floor = max(Self.minimumShrunkWidth, columns[index].header.displayWidth)
            widths[index] -= min(total() - width, max(0, widths[index] - floor))
        }
        while shown > 1, total() > width { shown -= 1 }
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
