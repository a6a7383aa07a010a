import MarqueeApp
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The configured Radarr and Sonarr instances (name, kind, URL, connection status), read
/// from the configuration file each time the screen shows. `a` adds, Enter or `e` edits, `d`
/// removes (after a confirmation), Ctrl-R tests the connections again.
///
/// A file that cannot be read is reported with its error and nothing can be changed until it
/// is fixed, so Marquee never overwrites it. In demo mode the list shows the demo servers and
/// cannot be changed.
@MainActor
public final class InstancesScreen: Screen, TerminalScreen, RowSelecting {
    public let title = "Instances"
    /// The instances with their status.
    public private(set) var rows: [InstanceRow] = []
    /// Why the configuration file could not be read, if it could not.
    public private(set) var loadError: String?
    private let environment: SettingsEnvironment?
    private let router: FeatureRouter<SettingsRoute, SettingsModal>
    private let tasks: TaskTracker
    private var list = ListState()
    private var display: DisplayInvalidator?
    private var check: Task<Void, Never>?

    init(context: ScreenContext) {
        environment = context.services.resolve(SettingsEnvironment.self)
        router = context.router(for: SettingsRoute.self, SettingsModal.self)
        tasks = context.tasks
        reload()
    }

    /// Whether instances can be added, edited and removed here.
    public var isEditable: Bool { environment?.isDemo == false && environment?.file != nil && loadError == nil }

    /// Why instances cannot be changed, if they cannot.
    public var readOnlyReason: String? {
        guard let environment else { return "Settings is not set up" }
        if environment.isDemo { return "Demo mode: these are the built-in demo servers; the file is not used" }
        if environment.file == nil { return "No configuration path: set MARQUEE_CONFIG, XDG_CONFIG_HOME or HOME" }
        if let loadError { return "The configuration file cannot be read, so Marquee will not change it: \(loadError)" }
        return nil
    }

    /// The highlighted instance.
    public var selectedInstance: ServiceInstance? {
        rows.indices.contains(list.selection) ? rows[list.selection].instance : nil
    }

    /// Reads the instances again and tests their connections.
    public func reload() {
        guard let environment else { return }
        let instances: [ServiceInstance]
        if environment.isDemo {
            instances = environment.configuration.instances
            loadError = nil
        } else if let file = environment.file {
            do {
                instances = try file.load()?.instances ?? []
                loadError = nil
            } catch {
                instances = []
                loadError = error.description
            }
        } else {
            instances = []
        }
        // Unchanged instances keep their last status while the new check runs.
        let previous = rows
        rows = instances.map { instance in
            InstanceRow(
                instance: instance, status: previous.first { $0.instance == instance }?.status,
                isInUse: instances.first { $0.kind == instance.kind } == instance)
        }
        list.itemCount = rows.count
        check?.cancel()
        let timeout = environment.connectionTimeout
        check = tasks.track { [weak self] in
            let results = await ConnectionTest.run(instances, timeout: timeout)
            guard let self, !Task.isCancelled, self.rows.map(\.instance) == instances else { return }
            for index in self.rows.indices { self.rows[index].status = results[index] }
            self.display?.setNeedsDisplay()
        }
        display?.setNeedsDisplay()
    }

    /// Opens the add sheet.
    public func add() throws {
        guard isEditable else { return }
        try router.present(.addInstance)
    }

    /// Opens the edit sheet for the instance at `index`.
    public func selectRow(at index: Int) throws {
        guard rows.indices.contains(index) else { throw SettingsScreenError.noSuchRow(index) }
        list.select(index)
        guard isEditable else { return }
        let instance = rows[index].instance
        try router.present(.editInstance(kind: instance.kind, name: instance.name))
    }

    /// Asks to remove the instance at `index`.
    public func remove(at index: Int) throws {
        guard rows.indices.contains(index) else { throw SettingsScreenError.noSuchRow(index) }
        guard isEditable else { return }
        let instance = rows[index].instance
        try router.present(.removeInstance(kind: instance.kind, name: instance.name), style: .alert)
    }

    public func screenDidAppear() {
        reload()
    }

    public func screenWillBeReleased() {
        check?.cancel()
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var keyHints: [KeyHint] {
        var hints = [KeyHint("↑↓", "move")]
        if isEditable {
            hints += [KeyHint("a", "add")]
            if !rows.isEmpty { hints += [KeyHint("enter", "edit"), KeyHint("d", "remove")] }
        }
        return hints + [KeyHint("ctrl-r", "test again")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        var notes = TextLines()
        if let reason = readOnlyReason {
            notes.appendWrapped(reason, width: width - 2, loadError == nil ? theme.muted : theme.error)
        } else if rows.isEmpty {
            notes.appendWrapped("No instances yet: press a to add a Radarr or Sonarr server.", width: width - 2, theme.muted)
        }
        if rows.contains(where: { !$0.isInUse }) {
            notes.appendWrapped("● in use: Marquee shows the first instance of each kind.", width: width - 2, theme.muted)
        }
        if let path = environment?.configurationPath, environment?.isDemo == false {
            notes.append("File: \(path)", theme.muted)
        }
        let noteHeight = min(notes.lines.count, max(0, canvas.size.height - 2))
        let listHeight = max(0, canvas.size.height - noteHeight - (noteHeight > 0 ? 1 : 0))

        // Columns: name (after the in-use mark, when some instance is not in use), kind, URL
        // (what is left), status. A large terminal gives long names room.
        let marksUse = rows.contains { !$0.isInUse }
        let longestName = (rows.map(\.instance.name.displayWidth).max() ?? 0) + (marksUse ? 2 : 0)
        let nameWidth = min(width >= 120 ? width / 4 : 16, max(6, width / 6, longestName))
        let kindWidth = 7
        let statusWidth = min(24, max(12, width / 4))
        let urlWidth = max(4, width - nameWidth - kindWidth - statusWidth - 8)
        func columns(_ name: String, _ kind: String, _ url: String, _ status: String) -> String {
            name.fitted(toWidth: nameWidth) + "  " + kind.fitted(toWidth: kindWidth) + "  " + url.fitted(toWidth: urlWidth) + "  " + status
        }
        if listHeight > 0, !rows.isEmpty {
            canvas.write(
                "  " + columns((marksUse ? "  " : "") + "Name", "Kind", "URL", "Status"), at: Point(x: 0, y: 0), width: width, style: theme.header)
            list.pageSize = max(1, listHeight - 1)
            let rows = self.rows
            canvas.clipped(to: Rect(x: 0, y: 1, width: width, height: listHeight - 1)) { body in
                ListView(state: list) { index in
                    let row = rows[index]
                    let style: Style? =
                        switch row.status {
                        case nil: theme.muted
                        case .connected?: nil
                        default: theme.error
                        }
                    let name = (marksUse ? (row.isInUse ? "● " : "  ") : "") + row.instance.name
                    return ListRow(
                        columns(
                            name, row.instance.kind.rawValue, row.instance.displayURL,
                            row.statusText), style: style)
                }.render(in: &body)
            }
        }
        notes.draw(in: &canvas, from: canvas.size.height - noteHeight)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .character("a"): try? add()
        case .enter, .character("e"): try? selectRow(at: list.selection)
        case .character("d"): try? remove(at: list.selection)
        case .control("r"): reload()
        default:
            guard key.movesSelection, list.handle(key) else { return .notHandled }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
