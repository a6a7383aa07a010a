/// A one-of-many control showing the selected option between arrows: `‹ HD-1080p ›`.
public struct PickerView: Component {
    /// The options.
    public var options: [String]
    /// The selected option's index.
    public var selected: Int
    /// Whether it has focus (selection style).
    public var isFocused: Bool

    /// Creates a picker.
    public init(options: [String], selected: Int, isFocused: Bool = false) {
        self.options = options
        self.selected = selected
        self.isFocused = isFocused
    }

    public func render(in canvas: inout Canvas) {
        let style = isFocused ? canvas.theme.selection : canvas.theme.normal
        let title = options.indices.contains(selected) ? options[selected] : "—"
        let inner = max(0, canvas.size.width - 4)
        let text = "‹ " + title.truncated(toWidth: inner) + " ›"
        canvas.write(text, at: .zero, style: style)
    }
}
