/// A width × height grid of ``Cell``s: the frame that components draw into and that the
/// ``Renderer`` diffs against the previous frame.
public struct CellBuffer: Hashable, Sendable {
    /// The grid's size.
    public private(set) var size: Size
    /// Row-major cells (`y * width + x`).
    public private(set) var cells: [Cell]
    /// Where the terminal's cursor shows (the focused text field's insertion point), or nil
    /// for a hidden cursor.
    public var cursor: Point?

    /// Creates a buffer filled with blank cells of `style`.
    public init(size: Size, style: Style = .plain) {
        self.size = size
        self.cells = Array(repeating: .blank(style), count: size.width * size.height)
    }

    /// The whole buffer as a rectangle.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y` (must be inside the buffer).
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    /// Resets every cell to a blank of `style`, keeping the allocation.
    public mutating func clear(style: Style = .plain) {
        let blank = Cell.blank(style)
        cells.withUnsafeMutableBufferPointer { buffer in
            buffer.update(repeating: blank)
        }
        cursor = nil
    }

    /// Resizes the buffer (contents are discarded).
    public mutating func resize(to newSize: Size, style: Style = .plain) {
        size = newSize
        cells = Array(repeating: .blank(style), count: newSize.width * newSize.height)
        cursor = nil
    }

    /// Fills `rect` (clipped to the buffer) with blanks of `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        repairWideCharacters(row: r.minY, from: r.minX, to: r.maxX, rows: r.height)
        let blank = Cell.blank(style)
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            for y in r.minY..<r.maxY {
                let base = y * width
                for x in r.minX..<r.maxX { cells[base + x] = blank }
            }
        }
    }

    /// Writes `text` starting at `point` in `style`, drawing only inside `clip` (defaults to
    /// the whole buffer). Wide characters take two cells and are never split: one that does
    /// not fit in the clip is replaced by a blank. Combining marks merge into the previous
    /// cell; control characters are skipped.
    ///
    /// - Returns: the number of columns advanced (including clipped ones).
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        let clip = (clip ?? bounds).intersection(bounds)
        guard point.y >= clip.minY, point.y < clip.maxY else { return DisplayWidth.of(text) }
        let rowBase = point.y * size.width
        var x = point.x

        var printableASCII = true
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
            printableASCII = false
            break
        }
        if printableASCII {
            let count = text.utf8.count
            let start = max(x, clip.minX), end = min(x + count, clip.maxX)
            if start < end {
                repairWideCharacters(row: point.y, from: start, to: end, rows: 1)
                let table = CellBuffer.asciiCharacters
                var column = x
                cells.withUnsafeMutableBufferPointer { row in
                    for byte in text.utf8 {
                        if column >= end { break }
                        if column >= start {
                            row[rowBase + column] = Cell(table[Int(byte)], width: 1, style: style)
                        }
                        column += 1
                    }
                }
            }
            return count
        }

        var lastWritten: Int? = nil
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 {
                // Combining mark on its own (e.g. at the start of the string): merge it into
                // the cell written just before; control characters are dropped.
                if let last = lastWritten, character.asciiValue == nil {
                    let merged = String(cells[rowBase + last].character) + String(character)
                    if merged.count == 1 { cells[rowBase + last].character = Character(merged) }
                }
                continue
            }
            defer { x += width }
            if x + width <= clip.minX || x >= clip.maxX { continue }
            if x < clip.minX || x + width > clip.maxX {
                // Straddles the clip edge: blank the visible half instead of splitting.
                let column = max(x, clip.minX)
                repairWideCharacters(row: point.y, from: column, to: column + 1, rows: 1)
                cells[rowBase + column] = .blank(style)
                continue
            }
            repairWideCharacters(row: point.y, from: x, to: x + width, rows: 1)
            cells[rowBase + x] = Cell(character, width: UInt8(width), style: style)
            if width == 2 { cells[rowBase + x + 1] = .continuation(style) }
            lastWritten = x
        }
        return x - point.x
    }

    /// Applies `transform` to the style of every cell in `rect`, keeping the characters
    /// (used to dim a parent screen under a sheet).
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            let base = y * size.width
            for x in r.minX..<r.maxX { cells[base + x].style = transform(cells[base + x].style) }
        }
    }

    /// Before overwriting columns `from..<to`, blanks the other half of any wide character
    /// that would be cut in two by the write.
    private mutating func repairWideCharacters(row: Int, from: Int, to: Int, rows: Int) {
        for y in row..<(row + rows) {
            let base = y * size.width
            if from > 0, from < size.width, cells[base + from].isContinuation {
                cells[base + from - 1] = .blank(cells[base + from - 1].style)
            }
            if to < size.width, to > 0, cells[base + to].isContinuation {
                cells[base + to] = .blank(cells[base + to].style)
            }
        }
    }

    /// The buffer as text: one line per row, wide characters once, trailing spaces trimmed.
    public var text: [String] {
        (0..<size.height).map { line($0) }
    }

    /// Row `y` as text, wide characters once, trailing spaces trimmed.
    public func line(_ y: Int) -> String {
        var line = ""
        let base = y * size.width
        for x in 0..<size.width where !cells[base + x].isContinuation {
            line.append(cells[base + x].character)
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
}
