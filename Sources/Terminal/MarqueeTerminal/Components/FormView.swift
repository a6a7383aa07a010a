/// Draws a ``FormState``: one row per field (label column, then the control), with the
/// validation message on the row below an invalid field. The focused field's label is
/// drawn in the accent style.
///
/// Controls: text `value▏` (bullets when masked), toggle `[x]`/`[ ]`, picker `‹ Option ›`.
/// A form taller than the canvas scrolls so that the focused field stays in view.
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
        for (index, field) in state.fields.enumerated().dropFirst(firstVisible(height: canvas.size.height)) {
            guard y < canvas.size.height else { break }
            let focused = index == state.focus
            canvas.write(
                field.label, at: Point(x: 0, y: y), width: labelWidth,
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

    /// The first field drawn: 0 when the fields up to the focused one fit, else the first
    /// that leaves the focused field on the last rows.
    private func firstVisible(height: Int) -> Int {
        guard state.fields.indices.contains(state.focus) else { return 0 }
        var used = 0
        var first = state.focus + 1
        while first > 0 {
            let field = state.fields[first - 1]
            let rows = field.validationMessage == nil ? 1 : 2
            guard used + rows <= height else { break }
            used += rows
            first -= 1
        }
        return first
    }
}
