import MarqueeTerminal

/// The footer: the focused screen's actions first, then the other commands that apply, then
/// the shell's own keys, without cutting one in half.
///
/// The row fills in that order: the screen's actions (``hints``) all show, the last ones
/// written shorter when they do not fit whole (their titles cut to the first word,
/// `i interactive`, then the keys alone: `m s e d i`), and are dropped from the end (a `…`
/// marking where) only when even their keys do not fit. The other commands (``moreHints``: a
/// tab's sections, add) follow as room allows, then the shell's hints (back, the palette,
/// quit), except the ``pinnedKeys`` (`?` help, the way to see every key), which always show.
public struct KeyHintBar: Component {
    /// The focused screen's actions: its own hints and the commands acting on its item, most
    /// important first.
    public var hints: [KeyHint]
    /// The other commands that apply (a tab's sections, add), shown after ``hints`` as room
    /// allows, their titles whole, dropped from the end.
    public var moreHints: [KeyHint]
    /// The shell's hints (help, palette, back, tabs, filter, quit), shown after the screen's.
    public var trailing: [KeyHint]
    /// The keys of the trailing hints that stay visible whatever the width (as long as they
    /// fit on their own).
    public var pinnedKeys: Set<String>

    /// The key kept by default: `?` help, which lists every key the footer leaves out.
    public static let defaultPinnedKeys: Set<String> = ["?"]

    /// What marks dropped hints.
    public static let marker = "…"

    /// Creates a footer.
    public init(
        hints: [KeyHint], moreHints: [KeyHint] = [], trailing: [KeyHint] = [], pinnedKeys: Set<String> = KeyHintBar.defaultPinnedKeys
    ) {
        self.hints = hints
        self.moreHints = moreHints
        self.trailing = trailing
        self.pinnedKeys = pinnedKeys
    }

    /// How the screen's hints are written.
    public enum Form: CaseIterable, Sendable {
        /// `i interactive search`.
        case fullTitles
        /// `i interactive`: the title's first word.
        case shortTitles
        /// `i`: the key alone (keys side by side read `m s e d i`).
        case keysOnly

        /// `hint` written in this form.
        func writing(_ hint: KeyHint) -> KeyHint {
            switch self {
            case .fullTitles: hint
            case .shortTitles: KeyHint(hint.key, hint.title.split(separator: " ").first.map(String.init) ?? "")
            case .keysOnly: KeyHint(hint.key, "")
            }
        }
    }

    /// The footer's layout at one width.
    public struct Layout: Equatable, Sendable {
        /// The screen's hints shown (its actions, then the other commands), in order, as
        /// written (an action's title may be shortened or empty).
        public var leading: [KeyHint]
        /// Whether hints were dropped (the `…` marker shows after ``leading``).
        public var isTruncated: Bool
        /// The shell hints shown, in order.
        public var trailing: [KeyHint]

        /// Every hint shown, in display order.
        public var hints: [KeyHint] { leading + trailing }
    }

    /// One thing written in the row: a hint, or the marker (nil).
    private typealias Piece = KeyHint?

    private static func width(_ piece: Piece) -> Int {
        guard let hint = piece else { return marker.displayWidth }
        return hint.title.isEmpty ? hint.displayKey.displayWidth : hint.displayKey.displayWidth + 1 + hint.title.displayWidth
    }

    /// Columns between two pieces: one between two bare keys (`m s e`), two otherwise.
    private static func gap(between left: Piece, and right: Piece) -> Int {
        left?.title.isEmpty == true && right?.title.isEmpty == true ? 1 : 2
    }

    /// Columns taken by `pieces` after the leading space.
    private static func width(of pieces: [Piece]) -> Int {
        var total = 0
        for (index, piece) in pieces.enumerated() {
            total += width(piece)
            if index > 0 { total += gap(between: pieces[index - 1], and: piece) }
        }
        return total
    }

    private static func pieces(leading: [KeyHint], isTruncated: Bool, trailing: [KeyHint]) -> [Piece] {
        leading.map { Optional($0) } + (isTruncated ? [nil] : []) + trailing.map { Optional($0) }
    }

    /// Lays the hints out in `width` columns (one leading space, then the pieces).
    public func layout(width: Int) -> Layout {
        let budget = width - 1
        // The pinned hints first, as many as fit on their own.
        var pinned: [KeyHint] = []
        for hint in trailing where pinnedKeys.contains(hint.normalizedKey) {
            if Self.width(of: Self.pieces(leading: [], isTruncated: false, trailing: pinned + [hint])) <= budget { pinned.append(hint) }
        }
        func fits(_ leading: [KeyHint], truncated: Bool, _ shell: [KeyHint]) -> Bool {
            Self.width(of: Self.pieces(leading: leading, isTruncated: truncated, trailing: shell)) <= budget
        }
        // The other commands mark with `…` what they leave out: room for it is kept.
        let markerPlace = !moreHints.isEmpty
        // The screen's actions whole beside the pinned ones: the last ones written shorter first
        // (titles to their first word, from the end), then as bare keys (from the end)…
        var forms = Array(repeating: Form.fullTitles, count: hints.count)
        func written() -> [KeyHint] { zip(hints, forms).map { hint, form in form.writing(hint) } }
        for form in [Form.shortTitles, .keysOnly] {
            var index = hints.count - 1
            while index >= 0, !fits(written(), truncated: markerPlace, pinned) {
                forms[index] = form
                index -= 1
            }
        }
        var leading = written()
        var isTruncated = false
        if !fits(leading, truncated: markerPlace, pinned) {
            // …or as many keys as fit, the `…` marking the rest.
            var kept = leading.count
            while kept > 0, !fits(Array(leading.prefix(kept)), truncated: true, pinned) { kept -= 1 }
            leading = Array(leading.prefix(kept))
            isTruncated = fits(leading, truncated: true, pinned)
        } else {
            // The other commands, as many as fit, in order.
            var kept = 0
            while kept < moreHints.count, fits(leading + moreHints.prefix(kept + 1), truncated: kept + 1 < moreHints.count, pinned) {
                kept += 1
            }
            isTruncated = kept < moreHints.count
            leading += moreHints.prefix(kept)
        }
        // Then the shell's other hints, Esc first, as room allows, in their order.
        let optional = trailing.filter { !pinnedKeys.contains($0.normalizedKey) }
        let byPriority = optional.filter { $0.normalizedKey == "esc" } + optional.filter { $0.normalizedKey != "esc" }
        var chosen: Set<KeyHint> = []
        for hint in byPriority {
            let candidate = trailing.filter { pinned.contains($0) || chosen.contains($0) || $0 == hint }
            if fits(leading, truncated: isTruncated, candidate) { chosen.insert(hint) }
        }
        let shown = trailing.filter { pinned.contains($0) || chosen.contains($0) }
        return Layout(leading: leading, isTruncated: isTruncated, trailing: shown)
    }

    /// The hints that fit in `width` columns, in display order.
    public func visibleHints(width: Int) -> [KeyHint] {
        layout(width: width).hints
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        canvas.fill(style: theme.header)
        let layout = layout(width: canvas.size.width)
        let pieces = Self.pieces(leading: layout.leading, isTruncated: layout.isTruncated, trailing: layout.trailing)
        var x = 1
        for (index, piece) in pieces.enumerated() {
            if index > 0 { x += Self.gap(between: pieces[index - 1], and: piece) }
            guard let hint = piece else {
                x += canvas.write(Self.marker, at: Point(x: x, y: 0), style: theme.header.adding(.bold))
                continue
            }
            x += canvas.write(hint.displayKey, at: Point(x: x, y: 0), style: theme.header.adding(.bold))
            if !hint.title.isEmpty { x += canvas.write(" " + hint.title, at: Point(x: x, y: 0), style: theme.header) }
        }
    }
}
