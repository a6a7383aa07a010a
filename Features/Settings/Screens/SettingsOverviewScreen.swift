import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The root of the Settings tab: the sections, each with a one-line summary. Enter opens one.
@MainActor
public final class SettingsOverviewScreen: Screen, TerminalScreen, ChoiceList {
    /// The sections, in order.
    public static let sections: [(title: String, route: SettingsRoute)] = [
        ("Instances", .instances), ("Appearance", .appearance), ("Plugins", .plugins), ("About", .about),
    ]

    public let title = "Settings"
    private let environment: SettingsEnvironment?
    private let router: FeatureRouter<SettingsRoute, SettingsModal>
    var list = ListState(itemCount: sections.count)
    private(set) var display: DisplayInvalidator?

    init(context: ScreenContext) {
        environment = context.services.resolve(SettingsEnvironment.self)
        router = context.router(for: SettingsRoute.self, SettingsModal.self)
    }

    /// The highlighted section's index.
    public var highlighted: Int { list.selection }

    /// The summary shown next to a section.
    public func summary(of route: SettingsRoute) -> String {
        guard let environment else { return "" }
        switch route {
        case .instances:
            let count = environment.configuration.instances.count
            return environment.isDemo ? "demo servers" : count == 0 ? "none configured" : "\(count) configured"
        case .appearance:
            return environment.configuration.theme ?? "dark"
        case .plugins:
            let disabled = environment.modules.filter { !$0.isActive }.count
            return "\(environment.modules.count - disabled) active" + (disabled > 0 ? ", \(disabled) disabled" : "")
        case .about:
            return "Marquee \(environment.version)"
        default:
            return ""
        }
    }

    public func selectRow(at index: Int) throws {
        guard Self.sections.indices.contains(index) else { throw SettingsScreenError.noSuchRow(index) }
        _ = try router.push(Self.sections[index].route)
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("enter", "open")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        list.pageSize = max(1, canvas.size.height)
        ListView(state: list) { index in
            let section = Self.sections[index]
            return ListRow(section.title, detail: self.summary(of: section.route))
        }.render(in: &canvas)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult { handleChoiceKey(key) }
}
