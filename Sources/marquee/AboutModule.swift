import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// What the About screens show about this run of Marquee: where its files are, the service
/// instances it talks to, and (filled in once the host is built) every module's status.
@MainActor
final class AppSummary {
    /// The executable's version.
    let version: String
    /// The configuration file's path ("(none)" when it cannot be determined).
    let configurationPath: String
    /// The navigation state file's path.
    let statePath: String
    /// The log file's path.
    let logPath: String
    /// How the run is connected, e.g. "demo: in-memory demo configuration".
    let mode: String
    /// One line per configured service instance (API keys masked).
    let instances: [String]
    /// Every module (built-in and external) and whether it runs; set after the host starts.
    var modules: [ModuleStatus] = []

    init(version: String, configurationPath: String, statePath: String, logPath: String, mode: String,
         instances: [String]) {
        self.version = version
        self.configurationPath = configurationPath
        self.statePath = statePath
        self.logPath = logPath
        self.mode = mode
        self.instances = instances
    }
}

/// The About feature's screens.
enum AboutRoute: Route {
    static let feature: FeatureID = "about"
    /// Version, paths, instances and modules.
    case overview
}

/// The About feature's modal screens.
enum AboutModal: Route {
    static let feature: FeatureID = "about"
    /// The module list (a sheet).
    case modules
    /// One module, pushed inside the modules sheet.
    case module(id: String)
    /// An alert with a module's origin and status, presented over the sheet.
    case status(id: String)
}

/// A small built-in module: the "Marquee" tab with the version, the paths, the instances and
/// the modules; `m` (or `/about/modules`) opens the module list as a sheet, Enter pushes a
/// module's details inside it, and `s` there presents an alert on top.
struct AboutModule: FeatureModule {
    let manifest = ModuleManifest(
        id: "about", displayName: "Marquee", version: Marquee.version,
        tab: ModuleTab(title: "Marquee", key: "0", order: 100))

    func register(with registrar: ModuleRegistrar) {
        registrar.requireService(AppSummary.self)
        registrar.route(AboutRoute.self) { route, context in
            switch route {
            case .overview: AboutScreen(context: context)
            }
        }
        registrar.modalRoute(AboutModal.self) { route, context in
            switch route {
            case .modules: ModuleListScreen(context: context)
            case .module(let id): ModuleDetailScreen(id: id, context: context)
            case .status(let id): Self.statusAlert(id: id, context: context)
            }
        }
        registrar.tabRoot(AboutRoute.overview)

        registrar.deepLink("/about", summary: "Version, paths and modules", route: AboutRoute.self,
                           destination: { _ in NavigationDestination(tab: "about", stack: [AboutRoute.overview]) },
                           parameters: { _ in [:] })
        registrar.deepLink("/about/modules", summary: "The module list") { _ in
            NavigationDestination(tab: "about", stack: [AboutRoute.overview], modals: [ModalDestination(AboutModal.modules)])
        }
        registrar.deepLink("/about/modules/:id", summary: "One module's details") { parameters throws(DeepLinkError) in
            let id: String = try parameters.value("id")
            return NavigationDestination(
                tab: "about", stack: [AboutRoute.overview],
                modals: [ModalDestination(AboutModal.modules, path: [AboutModal.module(id: id)])])
        }
    }

    @MainActor
    private static func statusAlert(id: String, context: ScreenContext) -> AlertScreen {
        let status = context.services.resolve(AppSummary.self)?.modules.first { $0.id.rawValue == id }
        return AlertScreen(title: "Module \(id)",
                           message: status.map { "\($0.name) \($0.version) (\($0.origin)): \($0.state)" }
                               ?? "No module \(id) is installed.")
    }
}

/// Writes `lines` from the top of `canvas`, one per row, muted lines in the muted style.
@MainActor
private func draw(_ lines: [(text: String, style: Style)], in canvas: inout Canvas, from top: Int = 0) {
    for (row, line) in lines.enumerated() where row + top < canvas.size.height {
        canvas.write(line.text, at: Point(x: 1, y: row + top), width: max(0, canvas.size.width - 2), style: line.style)
    }
}

/// The root of the "Marquee" tab.
@MainActor
final class AboutScreen: TerminalScreen {
    let title = "Marquee"
    private let summary: AppSummary?
    private let router: FeatureRouter<AboutRoute, AboutModal>

    init(context: ScreenContext) {
        summary = context.services.resolve(AppSummary.self)
        router = context.router(for: AboutRoute.self, AboutModal.self)
    }

    var keyHints: [KeyHint] { [KeyHint("m", "modules")] }

    func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        guard let summary else { return }
        var lines: [(text: String, style: Style)] = [
            ("Marquee \(summary.version)", theme.accent.adding(.bold)),
            ("", theme.normal),
            ("Configuration  \(summary.configurationPath)", theme.normal),
            ("State          \(summary.statePath)", theme.normal),
            ("Log            \(summary.logPath)", theme.normal),
            ("Mode           \(summary.mode)", theme.normal),
            ("", theme.normal),
            ("Instances", theme.header),
        ]
        lines += summary.instances.isEmpty ? [("  none configured", theme.muted)] : summary.instances.map { ("  " + $0, theme.normal) }
        lines += [("", theme.normal), ("Modules (m)", theme.header)]
        lines += summary.modules.map { ("  \($0)", $0.isActive ? theme.normal : theme.warning) }
        draw(lines, in: &canvas)
    }

    func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        guard key == .character("m") else { return .notHandled }
        _ = try? router.present(.modules, style: .sheet)
        return .handled
    }
}

/// The module list, the root of the modules sheet: ↑/↓ move, Enter pushes the details.
@MainActor
final class ModuleListScreen: TerminalScreen, RowSelecting {
    let title = "Modules"
    private let summary: AppSummary?
    private let router: FeatureRouter<AboutRoute, AboutModal>
    private(set) var selection = 0

    init(context: ScreenContext) {
        summary = context.services.resolve(AppSummary.self)
        router = context.router(for: AboutRoute.self, AboutModal.self)
    }

    private var modules: [ModuleStatus] { summary?.modules ?? [] }

    var keyHints: [KeyHint] { [KeyHint("enter", "details")] }

    func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        for (row, module) in modules.enumerated() where row < canvas.size.height {
            let selected = row == selection && context.isFocused
            let marker = row == selection ? "▸ " : "  "
            let state = module.isActive ? "active" : "disabled"
            canvas.write(marker + "\(module.name) (\(module.id))  \(state)", at: Point(x: 0, y: row),
                         width: canvas.size.width, style: selected ? theme.selection : theme.normal)
        }
    }

    func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .up, .character("k"): selection = max(0, selection - 1)
        case .down, .character("j"): selection = min(max(0, modules.count - 1), selection + 1)
        case .enter: try? selectRow(at: selection)
        default: return .notHandled
        }
        return .handled
    }

    func selectRow(at index: Int) throws {
        guard modules.indices.contains(index) else { return }
        _ = try router.pushInsideModal(.module(id: modules[index].id.rawValue))
    }
}

/// One module's details, pushed inside the modules sheet; `s` presents its status as an alert.
@MainActor
final class ModuleDetailScreen: TerminalScreen {
    let title: String
    private let id: String
    private let status: ModuleStatus?
    private let router: FeatureRouter<AboutRoute, AboutModal>

    init(id: String, context: ScreenContext) {
        self.id = id
        status = context.services.resolve(AppSummary.self)?.modules.first { $0.id.rawValue == id }
        title = status?.name ?? id
        router = context.router(for: AboutRoute.self, AboutModal.self)
    }

    var keyHints: [KeyHint] { [KeyHint("s", "status")] }

    func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        guard let status else {
            draw([("No module \(id) is installed.", theme.warning)], in: &canvas)
            return
        }
        draw([
            ("Id       \(status.id)", theme.normal),
            ("Name     \(status.name)", theme.normal),
            ("Version  \(status.version)", theme.normal),
            ("Origin   \(status.origin)", theme.normal),
            ("State    \(status.state)", status.isActive ? theme.success : theme.warning),
        ], in: &canvas)
    }

    func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        guard key == .character("s") else { return .notHandled }
        _ = try? router.present(.status(id: id), style: .alert)
        return .handled
    }
}
