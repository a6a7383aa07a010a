/// What one ``Renderer/render(_:)`` call sent to the backend.
///
/// `bytes` is the size of the equivalent ANSI output: a cursor-position sequence per run,
/// an SGR sequence per style change and the UTF-8 text of the cells. It is deterministic,
/// so tests and benchmarks can assert on it.
public struct RenderStats: Hashable, Sendable, CustomStringConvertible {
    /// Runs (consecutive changed cells of one row) written.
    public var runs: Int = 0
    /// Cells written, continuation halves of wide characters included.
    public var cells: Int = 0
    /// Estimated terminal bytes (cursor moves + style changes + UTF-8 text).
    public var bytes: Int = 0
    /// Distinct rows touched.
    public var rows: Int = 0
    /// Bytes written to the most expensive row (a "row's worth" for budgets).
    public var maxRowBytes: Int = 0
    /// Whether the whole screen was redrawn (first frame, resize or invalidation).
    public var isFullRedraw: Bool = false

    /// Creates empty statistics.
    public init() {}

    /// Whether nothing at all was written.
    public var isEmpty: Bool { runs == 0 }

    public var description: String {
        "\(rows) rows, \(runs) runs, \(cells) cells, \(bytes) bytes\(isFullRedraw ? " (full redraw)" : "")"
    }
}
