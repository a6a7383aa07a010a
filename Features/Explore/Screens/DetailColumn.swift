import MarqueeTerminal

/// The right-hand column of a list whose rows come from several instances ("in library ·
/// Radarr home"): every row's detail padded to one width, so that the column starts in the
/// same place on every row whatever the length or script of an instance's name. `ListView`
/// right-aligns each row's detail and gives it at most a third of the row.
struct DetailColumn {
    /// The column's width in cells.
    let width: Int
    /// The width of the mark before the label ("in library · ", "✓ ").
    private let markWidth: Int

    /// A column for rows with `labels`, a mark of up to `markWidth` cells before each, in a
    /// list `listWidth` cells wide.
    init(labels: [String], markWidth: Int, listWidth: Int) {
        self.markWidth = markWidth
        width = min(listWidth / 3, markWidth + (labels.map(\.displayWidth).max() ?? 0))
    }

    /// The detail of one row: its mark (or blanks), then its label, padded to ``width``.
    func text(mark: String, label: String) -> String {
        (mark.fitted(toWidth: markWidth) + label).fitted(toWidth: width)
    }
}
