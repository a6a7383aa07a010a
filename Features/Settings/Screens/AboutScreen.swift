import MarqueeApp
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The version, how the app is connected, and where Marquee keeps its files.
@MainActor
public final class AboutScreen: Screen, TerminalScreen {
    public let title = "About"
    private let environment: SettingsEnvironment?

    init(context: ScreenContext) {
        environment = context.services.resolve(SettingsEnvironment.self)
    }

    /// The lines shown (label and value).
    public var facts: [(label: String, value: String)] {
        guard let environment else { return [] }
        let instances = environment.configuration.instances
        return [
            ("Version", "Marquee \(environment.version)"),
            (
                "Mode",
                environment.isDemo
                    ? "demo: built-in \(environment.kinds.map(\.name).joined(separator: "/")) simulator on loopback"
                    : instances.isEmpty ? "no instances configured" : "\(instances.count) instance(s) configured"
            ),
            ("Configuration", environment.configurationPath),
            ("State", environment.statePath),
            ("Log", environment.logPath),
            ("Plugins", environment.pluginsPath),
        ]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        var lines = TextLines()
        // Long paths wrap under their value column rather than being cut.
        let valueWidth = max(1, canvas.size.width - 17)
        for (index, fact) in facts.enumerated() {
            let style = index == 0 ? theme.accent.adding(.bold) : theme.normal
            for (row, part) in Self.chunks(of: fact.value, width: valueWidth).enumerated() {
                lines.append((row == 0 ? fact.label : "").fitted(toWidth: 14) + " " + part, style)
            }
        }
        lines.draw(in: &canvas)
    }

    /// `text` cut into pieces of at most `width` columns (paths have no spaces to wrap at).
    static func chunks(of text: String, width: Int) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in text {
            if (current + String(character)).displayWidth > width {
                pieces.append(current)
                current = ""
            }
            current.append(character)
        }
        return pieces + [current]
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult { .notHandled }
}
