/// Composes frames into a ``CellBuffer`` and writes only what changed to a
/// ``TerminalBackend``.
///
/// The renderer keeps the previous frame. Each ``render(_:)`` draws a fresh frame, compares
/// it row by row with the previous one and sends the changed runs: an unchanged frame writes
/// nothing; moving a list selection by one row rewrites only the two rows that changed.
/// When the backend's size differs from the previous frame (SIGWINCH), or after
/// ``invalidate()``, the screen is cleared and redrawn in full.
public final class Renderer {
    /// Where frames go.
    public let backend: any TerminalBackend
    /// The theme handed to every frame's canvas; changing it restyles the next frame.
    public var theme: Theme {
        didSet { if theme != oldValue { invalidate() } }
    }
    /// Unchanged cells between two changed ones that are rewritten rather than skipped with
    /// a cursor move (a move costs about as much as a few cells).
    public var mergeGap: Int = 4

    /// Statistics of the most recent frame.
    public private(set) var lastStats = RenderStats()
    /// Statistics summed over every frame so far.
    public private(set) var totalStats = RenderStats()

    private var previous: CellBuffer?
    private var scratch = CellBuffer(size: .zero)

    /// Creates a renderer for `backend`.
    public init(backend: any TerminalBackend, theme: Theme = .dark) {
        self.backend = backend
        self.theme = theme
    }

    /// Forgets the previous frame: the next render redraws everything (e.g. Ctrl-L).
    public func invalidate() { previous = nil }

    /// The last frame that was rendered (nil before the first frame or after invalidation).
    public var currentFrame: CellBuffer? { previous }

    /// Draws a frame with `draw` and writes the difference to the backend, then flushes.
    ///
    /// - Returns: what was written.
    @discardableResult
    public func render(_ draw: (inout Canvas) -> Void) -> RenderStats {
        let frame = compose(draw)
        return present(frame)
    }

    /// Draws a frame into a buffer of the backend's current size without writing it.
    public func compose(_ draw: (inout Canvas) -> Void) -> CellBuffer {
        let size = backend.size
        var buffer = CellBuffer(size: .zero)
        swap(&buffer, &scratch)
        if buffer.size != size {
            buffer.resize(to: size, style: theme.normal)
        } else {
            buffer.clear(style: theme.normal)
        }
        var canvas = Canvas(buffer: buffer, theme: theme)
        draw(&canvas)
        return canvas.takeBuffer()
    }

    /// Writes the difference between `frame` and the previous frame to the backend.
    @discardableResult
    public func present(_ frame: CellBuffer) -> RenderStats {
        var stats = RenderStats()
        var encoder = ByteEstimator()
        let width = frame.size.width
        if let previous, previous.size == frame.size {
            frame.cells.withUnsafeBufferPointer { new in
                previous.cells.withUnsafeBufferPointer { old in
                    for y in 0..<frame.size.height {
                        let base = y * width
                        if rowsBitwiseEqual(new, old, base: base, width: width) { continue }
                        var touched = false
                        let bytesBefore = stats.bytes
                        var x = 0
                        while x < width {
                            if new[base + x] == old[base + x] {
                                x += 1
                                continue
                            }
                            var start = x
                            var end = x + 1
                            var gap = 0
                            var probe = end
                            while probe < width {
                                if new[base + probe] == old[base + probe] {
                                    gap += 1
                                    if gap > mergeGap { break }
                                } else {
                                    gap = 0
                                    end = probe + 1
                                }
                                probe += 1
                            }
                            if start > 0 && new[base + start].isContinuation { start -= 1 }
                            if end < width && new[base + end - 1].width == 2 { end += 1 }
                            emit(frame, row: y, from: start, to: end, stats: &stats, encoder: &encoder)
                            touched = true
                            x = end
                        }
                        if touched {
                            stats.rows += 1
                            stats.maxRowBytes = max(stats.maxRowBytes, stats.bytes - bytesBefore)
                        }
                    }
                }
            }
        } else {
            stats.isFullRedraw = true
            backend.clear()
            for y in 0..<frame.size.height where width > 0 {
                let bytesBefore = stats.bytes
                emit(frame, row: y, from: 0, to: width, stats: &stats, encoder: &encoder)
                stats.rows += 1
                stats.maxRowBytes = max(stats.maxRowBytes, stats.bytes - bytesBefore)
            }
        }
        // The cursor goes last, after the cells (writing them moves the terminal's cursor).
        let cursorMoved = frame.cursor != previous?.cursor || stats.isFullRedraw
        if cursorMoved || !stats.isEmpty { backend.placeCursor(at: frame.cursor) }
        if !stats.isEmpty || stats.isFullRedraw || cursorMoved { backend.flush() }
        // Keep the frame as the reference and recycle the old one as the next scratch buffer.
        scratch = previous ?? CellBuffer(size: .zero)
        previous = frame
        lastStats = stats
        totalStats.runs += stats.runs
        totalStats.cells += stats.cells
        totalStats.bytes += stats.bytes
        totalStats.rows += stats.rows
        return stats
    }

    private func emit(
        _ frame: CellBuffer, row y: Int, from start: Int, to end: Int,
        stats: inout RenderStats, encoder: inout ByteEstimator
    ) {
        let base = y * frame.size.width
        let run = frame.cells[(base + start)..<(base + end)]
        stats.runs += 1
        stats.cells += run.count
        stats.bytes += encoder.bytes(for: run, at: Point(x: start, y: y))
        backend.write(run, at: Point(x: start, y: y))
    }

    private func rowsBitwiseEqual(
        _ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>,
        base: Int, width: Int
    ) -> Bool {
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        return UnsafeRawPointer(pa + base).withMemoryRebound(to: UInt8.self, capacity: width * MemoryLayout<Cell>.stride) { ra in
            UnsafeRawPointer(pb + base).withMemoryRebound(to: UInt8.self, capacity: width * MemoryLayout<Cell>.stride) { rb in
                memoryEqual(ra, rb, width * MemoryLayout<Cell>.stride)
            }
        }
    }
}

/// Byte-wise comparison; bitwise-equal cells are always equal (the converse need not hold,
/// so a false answer falls back to `==` per cell).
private func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var i = 0
    let words = count / 8
    let wa = UnsafeRawPointer(a), wb = UnsafeRawPointer(b)
    while i < words {
        if wa.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
            != wb.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
        {
            return false
        }
        i += 1
    }
    var j = words * 8
    while j < count {
        if a[j] != b[j] { return false }
        j += 1
    }
    return true
}

/// Estimates the ANSI bytes a run costs: CUP + SGR on style change + UTF-8 text.
struct ByteEstimator {
    private var currentStyle: Style?

    mutating func bytes(for run: ArraySlice<Cell>, at point: Point) -> Int {
        var total = 4 + digits(point.y + 1) + digits(point.x + 1)  // ESC [ row ; col H
        for cell in run where !cell.isContinuation {
            if cell.style != currentStyle {
                total += sgrLength(cell.style)
                currentStyle = cell.style
            }
            if let ascii = cell.character.asciiValue, ascii < 0x80 {
                total += 1
            } else {
                total += cell.character.utf8.count
            }
        }
        return total
    }

    private func digits(_ n: Int) -> Int { n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : 4 }

    private func sgrLength(_ style: Style) -> Int {
        var length = 4  // ESC [ 0 ... m
        func color(_ c: Color, base: Int) -> Int {
            switch c {
            case .default: return 0
            case .indexed(let i) where i < 8: return 3
            case .indexed(let i) where i < 16: return base == 30 ? 3 : 4
            case .indexed(let i): return 6 + digits(Int(i))
            }
        }
        length += color(style.foreground, base: 30) + color(style.background, base: 40)
        length += style.attributes.rawValue.nonzeroBitCount * 2
        return length
    }
}
