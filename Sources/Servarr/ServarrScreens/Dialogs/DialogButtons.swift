import MarqueeTerminal

/// The button row at the bottom of a dialog, centred: `[ Add ]  [ Cancel ]`.
public enum DialogButtons {
    /// Draws `buttons` on the last row of `canvas`, the one at `focus` highlighted (in the
    /// error style when `destructive`).
    public static func render(_ buttons: [String], focus: Int, destructive: Bool, in canvas: inout Canvas) {
        let theme = canvas.theme
        let row = canvas.size.height - 1
        guard row >= 0 else { return }
        let labels = buttons.map { "[ \($0) ]" }
        var x = max(0, (canvas.size.width - labels.joined(separator: "  ").displayWidth) / 2)
        for (index, label) in labels.enumerated() {
            let style = index == focus ? (destructive ? theme.error.adding(.reverse) : theme.selection) : theme.normal
            x += canvas.write(label, at: Point(x: x, y: row), style: style) + 2
        }
    }
}
