/// Display width of text in terminal cells.
///
/// Rules (matching common terminals and `wcwidth`):
/// - East Asian Wide and Fullwidth characters (CJK ideographs, kana, Hangul syllables,
///   fullwidth forms) and emoji take 2 cells;
/// - combining marks, format characters (zero-width joiner, zero-width space) and
///   control characters take 0 cells;
/// - everything else takes 1 cell.
///
/// Width is computed per grapheme cluster (`Character`), so a base letter with combining
/// accents is 1 cell and a flag or a ZWJ emoji sequence is 2 cells.
public enum DisplayWidth {
    /// The width of one grapheme cluster: 0, 1 or 2.
    @inlinable
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return (ascii >= 0x20 && ascii < 0x7F) ? 1 : 0
        }
        return clusterWidth(character.unicodeScalars)
    }

    /// The width of a string: the sum of its grapheme clusters' widths.
    public static func of(_ string: String) -> Int {
        var total = 0
        var allPrintableASCII = true
        for byte in string.utf8 where byte < 0x20 || byte >= 0x7F {
            allPrintableASCII = false
            break
        }
        if allPrintableASCII { return string.utf8.count }
        for character in string { total += of(character) }
        return total
    }

    /// The width of a scalar on its own (used for the first scalar of a cluster).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if value >= 0x1160 && value <= 0x11FF { return 0 }  // Hangul medial vowels / final consonants
        if scalar.properties.isEmojiPresentation { return 2 }
        return isEastAsianWide(value) ? 2 : 1
    }

    @usableFromInline
    static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        let base = of(first)
        if base == 2 { return 2 }
        // A text-presentation emoji followed by VARIATION SELECTOR-16, a keycap sequence or a
        // regional-indicator pair renders as a 2-cell emoji.
        while let next = iterator.next() {
            if next.value == 0xFE0F && first.properties.isEmoji { return 2 }
            if next.value == 0x20E3 { return 2 }
        }
        if base == 0 {
            // A cluster that starts with a zero-width scalar (e.g. a lone combining mark)
            // takes the width of its first spacing scalar, if any.
            for scalar in scalars.dropFirst() where of(scalar) > 0 { return of(scalar) }
        }
        return base
    }

    /// Whether `value` lies in an East Asian Wide (W) or Fullwidth (F) range that is not
    /// already covered by the Emoji_Presentation property.
    public static func isEastAsianWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) >> 1
            let range = wideRanges[mid]
            if value < range.lower { high = mid - 1 } else if value > range.upper { low = mid + 1 } else { return true }
        }
        return false
    }

    /// Compact, sorted table of East Asian Wide/Fullwidth ranges (Unicode 15, non-emoji part).
    private static let wideRanges: [(lower: UInt32, upper: UInt32)] = [
        (0x1100, 0x115F), (0x2329, 0x232A), (0x2E80, 0x303E), (0x3041, 0x33FF),
        (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xA000, 0xA4CF), (0xA960, 0xA97F),
        (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE6F),
        (0xFF00, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x16FE4), (0x16FF0, 0x16FF1),
        (0x17000, 0x18CD5), (0x18D00, 0x18D08), (0x1AFF0, 0x1B2FB), (0x1F200, 0x1F202),
        (0x1F210, 0x1F23B), (0x1F240, 0x1F248), (0x1F250, 0x1F251), (0x1F260, 0x1F265),
        (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
    ]
}

extension String {
    /// Display width in terminal cells (see ``DisplayWidth``).
    public var displayWidth: Int { DisplayWidth.of(self) }

    /// Whether this string takes more than `width` cells; reads only as far as that answer
    /// needs (at most `width` + 1 cells' worth of text), whatever the string's length.
    public func isWider(than width: Int) -> Bool {
        var used = 0
        for character in self {
            used += DisplayWidth.of(character)
            if used > width { return true }
        }
        return false
    }

    /// This string cut to at most `width` cells. When it does not fit, the result ends with
    /// `ellipsis` (default "…") and never splits a grapheme cluster or a wide character:
    /// a wide character that would straddle the limit is dropped (the result may be one
    /// cell narrower than `width`).
    ///
    /// Reads only as far as the cut: a 50 MB title costs what its first `width` cells cost.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        let budget = width - ellipsis.displayWidth
        var used = 0
        var kept = startIndex
        var index = startIndex
        while index < endIndex {
            let character = self[index]
            used += DisplayWidth.of(character)
            if used > width {
                guard budget >= 0 else { return "" }
                return String(self[..<kept]) + ellipsis
            }
            index = self.index(after: index)
            if used <= budget { kept = index }
        }
        return self
    }

    /// This string padded with spaces (or cut with an ellipsis) to exactly `width` cells,
    /// aligned as requested.
    public func fitted(toWidth width: Int, alignment: TextAlignment = .leading) -> String {
        let cut = truncated(toWidth: width)
        let gap = max(0, width - cut.displayWidth)
        switch alignment {
        case .leading: return cut + String(repeating: " ", count: gap)
        case .trailing: return String(repeating: " ", count: gap) + cut
        case .center:
            let left = gap / 2
            return String(repeating: " ", count: left) + cut + String(repeating: " ", count: gap - left)
        }
    }

    /// Word-wraps the string into lines of at most `width` cells. Words longer than a line
    /// are broken between grapheme clusters; explicit newlines start new lines; runs of
    /// spaces between words count as one.
    ///
    /// One pass over the text, linear in its length, which stops after `maximumLines` lines: a
    /// screen that shows two lines of a 50 MB title reads only what fills them.
    public func wrapped(toWidth width: Int, maximumLines: Int = .max) -> [String] {
        guard width > 0, maximumLines > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var word = ""
        var wordWidth = 0
        /// Ends the current line; true when that was the last line wanted.
        func endLine() -> Bool {
            lines.append(line)
            line = ""
            lineWidth = 0
            return lines.count >= maximumLines
        }
        /// Puts the word read so far on the line, or on a new one; true when the lines are done.
        func placeWord() -> Bool {
            guard !word.isEmpty else { return false }
            if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
            } else {
                if lineWidth > 0, endLine() { return true }
                line = word
                lineWidth = wordWidth
            }
            word = ""
            wordWidth = 0
            return false
        }
        for character in self {
            switch character {
            case "\n":
                if placeWord() || endLine() { return lines }
            case " ":
                if placeWord() { return lines }
            default:
                let characterWidth = DisplayWidth.of(character)
                if !word.isEmpty, wordWidth + characterWidth > width {
                    // A word longer than a line: the part read so far fills a line of its own.
                    if lineWidth > 0, endLine() { return lines }
                    lines.append(word)
                    if lines.count >= maximumLines { return lines }
                    word = ""
                    wordWidth = 0
                }
                word.append(character)
                wordWidth += characterWidth
            }
        }
        if placeWord() { return lines }
        lines.append(line)
        return lines
    }
}

/// Horizontal alignment of text within a width.
public enum TextAlignment: Sendable, Hashable {
    case leading, center, trailing
}
