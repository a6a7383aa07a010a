import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// One module: id, name, version, origin and state (with the full reason when disabled).
@MainActor
public final class PluginDetailScreen: Screen, TerminalScreen {
    public let title: String
    /// The module's id.
    public let id: String
    private let environment: SettingsEnvironment?

    /// The module, if one has this id (read on every render: a plugin can become unresponsive
    /// while its details show).
    public var status: ModuleStatus? { environment?.modules.first { $0.id.rawValue == id } }

    init(id: String, context: ScreenContext) {
        self.id = id
        environment = context.services.resolve(SettingsEnvironment.self)
        title = environment?.modules.first { $0.id.rawValue == id }?.name ?? id
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        var lines = TextLines()
        guard let status = self.status else {
            lines.append("No module \(id) is installed.", theme.warning)
            lines.draw(in: &canvas)
            return
        }
        lines.append("Id       \(status.id)", theme.normal)
        lines.append("Name     \(status.name)", theme.normal)
        lines.append("Version  \(status.version)", theme.normal)
        lines.append("Origin   \(status.origin)", theme.normal)
        // A disabled module's reason can be long: it wraps under the value column.
        let style = status.isActive ? theme.success : theme.warning
        for (row, part) in "\(status.state)".wrapped(toWidth: max(1, canvas.size.width - 11)).enumerated() {
            lines.append((row == 0 ? "State    " : "         ") + part, style)
        }
        lines.draw(in: &canvas)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult { .notHandled }
}
