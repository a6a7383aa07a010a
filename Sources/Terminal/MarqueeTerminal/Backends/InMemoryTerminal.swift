/// A terminal that lives in memory: the backend for tests and headless rendering.
///
/// It applies what the renderer writes to a grid you can read back as text
/// (``screenText``) and per-cell styles, counts what was written, and serves keys from a
/// script (``enqueue(_:)``). ``resize(to:)`` simulates SIGWINCH.
public final class InMemoryTerminal: TerminalBackend {
    /// The current screen contents.
    public private(set) var screen: CellBuffer
    /// Keys waiting to be read.
    public private(set) var pendingKeys: [Key] = []
    /// Runs written since creation (or ``resetCounters()``).
    public private(set) var runsWritten = 0
    /// Cells written since creation (or ``resetCounters()``).
    public private(set) var cellsWritten = 0
    /// Times ``clear()`` was called.
    public private(set) var clears = 0
    /// Times ``flush()`` was called.
    public private(set) var flushes = 0
    /// Rows that received writes since the last ``resetCounters()``.
    public private(set) var rowsWritten: Set<Int> = []

    /// Creates a blank terminal of `size`.
    public init(size: Size) {
        self.screen = CellBuffer(size: size)
    }

    /// Creates a blank terminal of `width` × `height` cells.
    public convenience init(width: Int, height: Int) {
        self.init(size: Size(width: width, height: height))
    }

    public var size: Size { screen.size }

    public func clear() {
        clears += 1
        screen.clear()
    }

    public func write(_ cells: ArraySlice<Cell>, at point: Point) {
        runsWritten += 1
        cellsWritten += cells.count
        rowsWritten.insert(point.y)
        guard point.y >= 0, point.y < screen.size.height else { return }
        var x = point.x
        for cell in cells {
            if x >= 0 && x < screen.size.width { screen[x, point.y] = cell }
            x += 1
        }
    }

    public func flush() { flushes += 1 }

    /// Where the cursor shows, or nil when it is hidden (as the last frame placed it).
    public private(set) var cursor: Point?

    public func placeCursor(at point: Point?) { cursor = point }

    public func readKey(timeout: Duration?) -> Key? {
        pendingKeys.isEmpty ? nil : pendingKeys.removeFirst()
    }

    /// Queues keys for ``readKey(timeout:)``.
    public func enqueue(_ keys: [Key]) { pendingKeys.append(contentsOf: keys) }

    /// Queues keys written in the ``Key/script(_:)`` notation, e.g. `"jj<Enter>"`.
    public func enqueue(script: String) { enqueue(Key.script(script)) }

    /// Simulates a terminal resize: the screen is cleared to the new size and a
    /// ``Key/resize`` is queued, as ncurses does after SIGWINCH.
    public func resize(to newSize: Size) {
        screen.resize(to: newSize)
        pendingKeys.append(.resize)
    }

    /// Zeroes the write counters.
    public func resetCounters() {
        runsWritten = 0
        cellsWritten = 0
        clears = 0
        flushes = 0
        rowsWritten = []
    }

    /// The screen as lines of text: wide characters once, trailing spaces trimmed.
    public var screenText: [String] { screen.text }

    /// The screen as one string, lines joined by newlines, trailing empty lines dropped.
    public var screenString: String {
        var lines = screenText
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The cell at column `x`, row `y`.
    public func cell(x: Int, y: Int) -> Cell { screen[x, y] }

    /// The style of the cell at column `x`, row `y`.
    public func style(x: Int, y: Int) -> Style { screen[x, y].style }

    /// The display column where `text` first starts on row `y`, if it appears there.
    public func column(of text: String, inRow y: Int) -> Int? {
        let line = screen.line(y)
        guard let range = line.firstRange(of: text) else { return nil }
        return String(line[..<range.lowerBound]).displayWidth
    }

    /// The screen's styles as text, for snapshot assertions on colours: each cell becomes
    /// the character `legend` gives its style (`unknown` for styles not in the legend);
    /// continuation halves repeat their wide character's letter.
    ///
    ///     terminal.styleMask([theme.dim: "d", theme.normal: "."])  // ["ddd...ddd", …]
    public func styleMask(_ legend: [Style: Character], unknown: Character = "?") -> [String] {
        (0..<screen.size.height).map { y in
            String((0..<screen.size.width).map { x in legend[screen[x, y].style] ?? unknown })
        }
    }

    /// The first row whose text contains `text`.
    public func row(containing text: String) -> Int? {
        screenText.firstIndex { $0.contains(text) }
    }
}
