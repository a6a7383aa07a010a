/// A horizontal progress bar with eighth-cell precision and an optional label:
/// `Downloading ██████▍       42%`.
public struct ProgressBar: Component {
    /// Progress from 0 to 1 (clamped).
    public var fraction: Double
    /// Text before the bar ("" for none).
    public var label: String
    /// Whether to show the percentage after the bar.
    public var showsPercentage: Bool

    /// Creates a progress bar.
    public init(fraction: Double, label: String = "", showsPercentage: Bool = true) {
        self.fraction = fraction
        self.label = label
        self.showsPercentage = showsPercentage
    }

    private static let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The bar alone, `width` cells wide: full blocks, one partial block, spaces.
    public static func bar(fraction: Double, width: Int) -> String {
        guard width > 0 else { return "" }
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let eighths = Int((clamped * Double(width * 8)).rounded(.down))
        var text = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { text.append(partials[eighths % 8 - 1]) }
        return text + String(repeating: " ", count: width - text.count)
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let width = canvas.size.width
        var x = 0
        if !label.isEmpty {
            let labelWidth = min(label.displayWidth, width / 2)
            canvas.write(label, at: .zero, width: labelWidth, style: theme.normal)
            x = labelWidth + 1
        }
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let percent = showsPercentage ? " \(Int((clamped * 100).rounded(.down)))%" : ""
        let barWidth = max(0, width - x - 4 - (showsPercentage ? 1 : 0))
        if barWidth > 0 {
            let trackStyle = theme.progress.adding(.underline)
            canvas.write(ProgressBar.bar(fraction: clamped, width: barWidth), at: Point(x: x, y: 0), style: trackStyle)
        }
        if !percent.isEmpty {
            canvas.write(percent, at: Point(x: width - 5, y: 0), width: 5, style: theme.normal, alignment: .trailing)
        }
    }
}
