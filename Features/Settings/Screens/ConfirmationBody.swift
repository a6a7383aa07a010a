import MarqueeTerminal

/// The body of a Settings alert: the message wrapped from the top, the buttons centred on the
/// last row, the focused one highlighted (in the error colour when it is the first, destructive
/// button).
struct ConfirmationBody {
    /// The question, or why the action failed.
    var message: String
    /// Whether ``message`` is an error.
    var isFailure = false
    /// The buttons and the focus.
    var dialog: DialogState

    func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let width = canvas.size.width
        var lines = TextLines()
        lines.appendWrapped(message, width: width - 2, isFailure ? theme.error : theme.normal)
        TextLines(lines: Array(lines.lines.prefix(max(0, canvas.size.height - 2)))).draw(in: &canvas)
        let row = canvas.size.height - 1
        guard row >= 0 else { return }
        let labels = dialog.buttons.map { "[ \($0) ]" }
        var x = max(0, (width - labels.joined(separator: "  ").displayWidth) / 2)
        for (index, label) in labels.enumerated() {
            let style = index == dialog.focus ? (index == 0 ? theme.error.adding(.reverse) : theme.selection) : theme.normal
            x += canvas.write(label, at: Point(x: x, y: row), style: style) + 2
        }
    }
}
