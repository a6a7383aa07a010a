/// An on/off control: `[x]` or `[ ]`, optionally followed by a label.
public struct ToggleView: Component {
    /// Whether it is on.
    public var isOn: Bool
    /// Whether it has focus (selection style).
    public var isFocused: Bool
    /// Text after the box.
    public var label: String

    /// Creates a toggle.
    public init(isOn: Bool, isFocused: Bool = false, label: String = "") {
        self.isOn = isOn
        self.isFocused = isFocused
        self.label = label
    }

    public func render(in canvas: inout Canvas) {
        let box = isOn ? "[x]" : "[ ]"
        let style = isFocused ? canvas.theme.selection : canvas.theme.normal
        let used = canvas.write(box, at: .zero, style: style)
        if !label.isEmpty {
            canvas.write(label, at: Point(x: used + 1, y: 0), width: canvas.size.width - used - 1, style: canvas.theme.normal)
        }
    }
}
