import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// Every module, built in or loaded from the plugins folder: active, or disabled with the
/// reason. Enter shows one module's details.
@MainActor
public final class PluginsScreen: Screen, TerminalScreen, ChoiceList {
    public let title = "Plugins"
    private let environment: SettingsEnvironment?
    private let router: FeatureRouter<SettingsRoute, SettingsModal>
    var list = ListState()
    private(set) var display: DisplayInvalidator?

    init(context: ScreenContext) {
        environment = context.services.resolve(SettingsEnvironment.self)
        router = context.router(for: SettingsRoute.self, SettingsModal.self)
        list.itemCount = modules.count
    }

    /// The modules shown.
    public var modules: [ModuleStatus] { environment?.modules ?? [] }

    public func selectRow(at index: Int) throws {
        guard modules.indices.contains(index) else { throw SettingsScreenError.noSuchRow(index) }
        _ = try router.push(.plugin(id: modules[index].id.rawValue))
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("enter", "details")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let modules = self.modules
        list.itemCount = modules.count
        var footer = TextLines()
        footer.appendWrapped("Plugins folder: \(environment?.pluginsPath ?? "(none)")", width: canvas.size.width - 2, theme.muted)
        let listHeight = max(0, canvas.size.height - footer.lines.count - 1)
        list.pageSize = max(1, listHeight)
        canvas.clipped(to: Rect(x: 0, y: 0, width: canvas.size.width, height: listHeight)) { body in
            ListView(state: list, emptyMessage: "No modules") { index in
                let module = modules[index]
                let state = module.isActive ? "active" : "disabled: \(module.state.problem.map { "\($0)" } ?? "")"
                return ListRow(
                    "\(module.name) (\(module.id)) \(module.version) · \(module.origin)", detail: state,
                    style: module.isActive ? nil : theme.warning)
            }.render(in: &body)
        }
        footer.draw(in: &canvas, from: listHeight + 1)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult { handleChoiceKey(key) }
}
