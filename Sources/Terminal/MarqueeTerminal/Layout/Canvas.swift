/// A clipped, translated view of a ``CellBuffer`` that components draw into.
///
/// Coordinates are local: (0, 0) is the top-left of the canvas's clip rectangle, and
/// nothing is ever drawn outside it. ``clipped(to:_:)`` narrows the canvas for a child
/// component, so a component can draw with no knowledge of where it sits on screen.
public struct Canvas {
    /// The underlying frame.
    public fileprivate(set) var buffer: CellBuffer
    /// The drawable area, in buffer coordinates.
    public private(set) var clip: Rect
    /// The theme components use for their roles.
    public var theme: Theme

    /// A canvas over the whole of `buffer`.
    public init(buffer: CellBuffer, theme: Theme = .dark) {
        self.buffer = buffer
        self.clip = buffer.bounds
        self.theme = theme
    }

    /// A blank canvas of `size` filled with the theme's normal style.
    public init(size: Size, theme: Theme = .dark) {
        self.init(buffer: CellBuffer(size: size, style: theme.normal), theme: theme)
    }

    /// The canvas's size.
    public var size: Size { clip.size }
    /// The canvas's area in local coordinates.
    public var bounds: Rect { Rect(origin: .zero, size: clip.size) }

    private func toBuffer(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + clip.minX, y: rect.minY + clip.minY, width: rect.width, height: rect.height)
            .intersection(clip)
    }

    /// Writes `text` at local `point`, clipped to the canvas.
    ///
    /// - Returns: columns advanced.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style) -> Int {
        buffer.write(text, at: Point(x: point.x + clip.minX, y: point.y + clip.minY), style: style, clip: clip)
    }

    /// Writes `text` fitted to exactly `width` cells (truncated with "…" or padded with
    /// blanks of `style`), aligned.
    public mutating func write(
        _ text: String, at point: Point, width: Int, style: Style,
        alignment: TextAlignment = .leading
    ) {
        guard width > 0 else { return }
        let origin = Point(x: point.x + clip.minX, y: point.y + clip.minY)
        let limit = Rect(x: origin.x, y: origin.y, width: width, height: 1).intersection(clip)
        guard !limit.isEmpty else { return }
        var shown = text
        var textWidth = text.displayWidth
        if textWidth > width {
            shown = text.truncated(toWidth: width)
            textWidth = shown.displayWidth
        }
        let gap = width - textWidth
        let lead = alignment == .leading ? 0 : alignment == .trailing ? gap : gap / 2
        if lead > 0 { buffer.fill(Rect(x: origin.x, y: origin.y, width: lead, height: 1).intersection(limit), style: style) }
        buffer.write(shown, at: Point(x: origin.x + lead, y: origin.y), style: style, clip: limit)
        let trail = gap - lead
        if trail > 0 {
            buffer.fill(
                Rect(x: origin.x + lead + textWidth, y: origin.y, width: trail, height: 1).intersection(limit),
                style: style)
        }
    }

    /// Fills `rect` (default: the whole canvas) with blanks of `style`.
    public mutating func fill(_ rect: Rect? = nil, style: Style) {
        buffer.fill(toBuffer(rect ?? bounds), style: style)
    }

    /// Replaces the style of every cell in `rect` (default: the whole canvas) with the
    /// theme's `dim` style, keeping the characters: the look of a parent under a sheet.
    public mutating func dim(_ rect: Rect? = nil) {
        let dim = theme.dim
        buffer.restyle(toBuffer(rect ?? bounds)) { _ in dim }
    }

    /// Changes the style of every cell in `rect` with `transform`, keeping the characters.
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        buffer.restyle(toBuffer(rect), transform)
    }

    /// Draws a horizontal line of `character` across row `y`.
    public mutating func horizontalLine(
        y: Int, from x: Int = 0, width: Int? = nil,
        character: Character = "─", style: Style
    ) {
        let w = width ?? (size.width - x)
        guard w > 0 else { return }
        write(String(repeating: String(character), count: w), at: Point(x: x, y: y), style: style)
    }

    /// Draws a box outline around `rect` and fills its inside with `fill` (if given). A
    /// title is drawn in the top border, truncated with "…" to fit.
    ///
    /// - Returns: the inner rectangle (inside the border), in local coordinates.
    @discardableResult
    public mutating func drawBox(
        _ rect: Rect, title: String? = nil, box: BoxStyle = .rounded,
        style: Style? = nil, titleStyle: Style? = nil, fill: Style? = nil
    ) -> Rect {
        guard rect.width >= 2, rect.height >= 2 else { return .zero }
        let border = style ?? theme.border
        if let fill { self.fill(rect, style: fill) }
        let inner = String(repeating: String(box.horizontal), count: rect.width - 2)
        write(String(box.topLeft) + inner + String(box.topRight), at: rect.origin, style: border)
        write(
            String(box.bottomLeft) + inner + String(box.bottomRight),
            at: Point(x: rect.minX, y: rect.maxY - 1), style: border)
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            write(String(box.vertical), at: Point(x: rect.minX, y: y), style: border)
            write(String(box.vertical), at: Point(x: rect.maxX - 1, y: y), style: border)
        }
        if let title, !title.isEmpty, rect.width > 4 {
            let text = " " + title.truncated(toWidth: rect.width - 6) + " "
            write(text, at: Point(x: rect.minX + 2, y: rect.minY), style: titleStyle ?? theme.accent)
        }
        return rect.inset(by: 1)
    }

    /// Shows the terminal's cursor at local `point` (a focused text field's insertion point),
    /// when it is inside the canvas; the last call in a frame wins.
    public mutating func showCursor(at point: Point) {
        let target = Point(x: point.x + clip.minX, y: point.y + clip.minY)
        guard clip.contains(target) else { return }
        buffer.cursor = target
    }

    /// Hides the terminal's cursor (e.g. under an overlay that covers the field).
    public mutating func hideCursor() {
        buffer.cursor = nil
    }

    /// Runs `body` with the canvas narrowed to `rect` (local coordinates, clipped to the
    /// current canvas first). Inside `body`, (0, 0) is the top-left corner of the visible part.
    public mutating func clipped(to rect: Rect, _ body: (inout Canvas) -> Void) {
        let saved = clip
        clip = toBuffer(rect)
        body(&self)
        clip = saved
    }

    /// The cell at local `point` (for tests and overlays).
    public func cell(at point: Point) -> Cell {
        buffer[point.x + clip.minX, point.y + clip.minY]
    }
}

extension Canvas {
    /// Moves the buffer out of a canvas without copying (used by the renderer).
    mutating func takeBuffer() -> CellBuffer {
        var empty = CellBuffer(size: .zero)
        swap(&empty, &buffer)
        return empty
    }
}
