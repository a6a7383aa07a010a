/// Draws a ``TextFieldState`` in one row: the text (or bullets when masked, or a
/// placeholder when empty), scrolled horizontally to keep the cursor visible. When focused,
/// the cursor shows twice over: as a reverse-video cell, and as the terminal's own (blinking)
/// cursor placed there (``Canvas/showCursor(at:)``).
public struct TextFieldView: Component {
    /// The field.
    public var state: TextFieldState
    /// Whether the field has keyboard focus (shows the cursor).
    public var isFocused: Bool
    /// Shown in the muted style when the field is empty.
    public var placeholder: String
    /// The style of the text (nil: the theme's normal style).
    public var style: Style?

    /// Creates a field view.
    public init(state: TextFieldState, isFocused: Bool = true, placeholder: String = "", style: Style? = nil) {
        self.state = state
        self.isFocused = isFocused
        self.placeholder = placeholder
        self.style = style
    }

    /// The bullet shown for each character of a masked field.
    public static let maskCharacter: Character = "•"

    public func render(in canvas: inout Canvas) {
        let width = canvas.size.width
        guard width > 0 else { return }
        let style = self.style ?? canvas.theme.normal
        let shown: [Character] =
            state.isMasked
            ? Array(repeating: TextFieldView.maskCharacter, count: state.characters.count)
            : state.characters
        if shown.isEmpty && !placeholder.isEmpty {
            canvas.write(
                placeholder, at: Point(x: isFocused ? 1 : 0, y: 0), width: width - (isFocused ? 1 : 0),
                style: canvas.theme.muted)
        }
        // Scroll so the cursor (plus one cell for it at the end) fits.
        var start = 0
        var widthToCursor = shown[0..<state.cursor].reduce(0) { $0 + DisplayWidth.of($1) }
        let cursorWidth = state.cursor < shown.count ? DisplayWidth.of(shown[state.cursor]) : 1
        while start < state.cursor && widthToCursor + cursorWidth > width {
            widthToCursor -= DisplayWidth.of(shown[start])
            start += 1
        }
        var x = 0
        for index in start..<shown.count {
            let w = DisplayWidth.of(shown[index])
            if x + w > width { break }
            let isCursor = isFocused && index == state.cursor
            canvas.write(String(shown[index]), at: Point(x: x, y: 0), style: isCursor ? style.adding(.reverse) : style)
            if isCursor { canvas.showCursor(at: Point(x: x, y: 0)) }
            x += w
        }
        if isFocused && state.cursor == shown.count && x < width {
            canvas.write(" ", at: Point(x: x, y: 0), style: style.adding(.reverse))
            canvas.showCursor(at: Point(x: x, y: 0))
        }
    }
}
