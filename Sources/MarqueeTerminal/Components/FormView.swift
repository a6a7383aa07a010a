/// Draws a ``FormState``: one row per field (label column, then the control), with the
/// validation message on the row below an invalid field. The focused field's label is
/// drawn in the accent style.
///
/// Controls: text `value▏` (bullets when masked), toggle `[x]`/`[ ]`, picker `‹ Option ›`.
public struct FormView: Component {
    /// The form.
    public var state: FormState

    /// Creates a form view.
    public init(state: FormState) {
        self.state = state
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let width = canvas.size.width
        let labelWidth = min(state.fields.map { $0.label.displayWidth }.max() ?? 0, max(4, width / 3))
        let controlX = labelWidth + 2
        let controlWidth = max(1, width - controlX)
        var y = 0
        for (index, field) in state.fields.enumerated() {
            guard y < canvas.size.height else { break }
            let focused = index == state.focus
            canvas.write(field.label, at: Point(x: 0, y: y), width: labelWidth,
                         style: focused ? theme.accent : theme.normal, alignment: .trailing)
            let control = Rect(x: controlX, y: y, width: controlWidth, height: 1)
            switch field.value {
            case .text(let text):
                canvas.clipped(to: control) { c in
                    TextFieldView(state: text, isFocused: focused, placeholder: field.placeholder).render(in: &c)
                }
            case .toggle(let isOn):
                canvas.draw(ToggleView(isOn: isOn, isFocused: focused), in: control)
            case .picker(let options, let selected):
                canvas.draw(PickerView(options: options, selected: selected, isFocused: focused), in: control)
            }
            y += 1
            if let message = field.validationMessage, y < canvas.size.height {
                canvas.write("⚠ " + message, at: Point(x: controlX, y: y), width: controlWidth, style: theme.error)
                y += 1
            }
        }
    }
}

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
