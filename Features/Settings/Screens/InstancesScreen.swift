import MarqueeApp
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The configured Radarr, Sonarr and Lidarr instances (name, kind, URL, connection status), read
/// from the configuration file each time the screen shows. `a` adds, Enter or `e` edits, `d`
/// removes (after a confirmation), `K`/`J` move an instance up or down among its kind, `*`
/// makes it its kind's default (the first), Ctrl-R tests the connections again. As on every
/// list, `/` narrows the rows (name, kind, URL or status; every letter goes to the prompt) and
/// the first Esc clears it; the rows keep the file's order (the tabs'), so they do not sort.
///
/// The order is the file's: the first instance of a kind is its default (links without an
/// instance name and saved screens from before instances open on it), so the file stays
/// readable by older versions of Marquee, which have no other notion of a default.
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
    /// Why the last move was not written, if it was not.
    public private(set) var changeError: String?
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

    /// The rows shown: every instance, or those whose name, kind, URL or status contains the
    /// `/` filter (whatever the case), in the file's order.
    public var shownRows: [InstanceRow] {
        let filter = list.filterText
        guard !filter.isEmpty else { return rows }
        return rows.filter { row in
            [row.instance.name, row.instance.kind.rawValue, row.instance.displayURL, row.statusText].contains {
                $0.localizedCaseInsensitiveContains(filter)
            }
        }
    }

    /// The highlighted instance.
    public var selectedInstance: ServiceInstance? { row(at: list.selection)?.instance }

    /// The row shown at `index`, if any.
    private func row(at index: Int) -> InstanceRow? {
        let shown = shownRows
        return shown.indices.contains(index) ? shown[index] : nil
    }

    /// Narrows the rows to those containing `text` (as typing it after `/` does); "" shows all.
    public func filter(by text: String) {
        list.filter = TextFieldState(text: text)
        list.itemCount = shownRows.count
        display?.setNeedsDisplay()
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
                isDefault: instances.first { $0.kind == instance.kind } == instance)
        }
        list.itemCount = shownRows.count
        check?.cancel()
        let timeout = environment.connectionTimeout
        let probes = environment.probes
        check = tasks.track { [weak self] in
            let results = await ConnectionTest.run(instances, probes: probes, timeout: timeout)
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

    /// Opens the edit sheet for the instance shown at `index`.
    public func selectRow(at index: Int) throws {
        guard let row = row(at: index) else { throw SettingsScreenError.noSuchRow(index) }
        list.select(index)
        guard isEditable else { return }
        let instance = row.instance
        try router.present(.editInstance(kind: instance.kind, name: instance.name))
    }

    /// Moves the instance shown at `index` up (`offset` -1, `K`) or down (+1, `J`) among the
    /// instances of its kind, and writes the file; the highlight follows it. Moving the first
    /// of a kind up, or the last down, changes nothing.
    public func move(at shownIndex: Int, by offset: Int) {
        guard let instance = row(at: shownIndex)?.instance, let index = rows.firstIndex(where: { $0.instance == instance }), isEditable
        else { return }
        let sameKind = rows.indices.filter { rows[$0].instance.kind == instance.kind }
        guard let position = sameKind.firstIndex(of: index), sameKind.indices.contains(position + offset) else { return }
        reorder(instance, toPositionAmongKind: position + offset)
    }

    /// Makes the instance shown at `index` the default of its kind (`*`): moves it first among
    /// its kind, and writes the file.
    public func makeDefault(at index: Int) {
        guard let row = row(at: index), isEditable, !row.isDefault else { return }
        reorder(row.instance, toPositionAmongKind: 0)
    }

    private func reorder(_ instance: ServiceInstance, toPositionAmongKind position: Int) {
        guard let environment, let file = environment.file else { return }
        do {
            let updated = try file.update { configuration throws(ConfigurationError) in
                try configuration.move(instance, toPositionAmongKind: position, file: file.path)
            }
            changeError = nil
            environment.use(updated)
        } catch {
            changeError = "Not moved: \(error.description)"
        }
        reload()
        if let index = shownRows.firstIndex(where: { $0.instance.kind == instance.kind && $0.instance.name == instance.name }) {
            list.select(index)
        }
        display?.setNeedsDisplay()
    }

    /// Asks to remove the instance shown at `index`.
    public func remove(at index: Int) throws {
        guard let row = row(at: index) else { throw SettingsScreenError.noSuchRow(index) }
        guard isEditable else { return }
        let instance = row.instance
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
        var hints = [KeyHint("↑↓", "move"), KeyHint("/", "filter")]
        if isEditable {
            hints += [KeyHint("a", "add")]
            if !rows.isEmpty { hints += [KeyHint("enter", "edit"), KeyHint("d", "remove")] }
            if rows.contains(where: { !$0.isDefault }) { hints += [KeyHint("K/J", "move"), KeyHint("*", "make default")] }
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
            notes.appendWrapped(
                "No instances yet: press a to add a \(ServiceKind.names(of: environment?.kinds ?? [], joinedBy: "or")) server.", width: width - 2,
                theme.muted)
        }
        if let changeError {
            notes.appendWrapped(changeError, width: width - 2, theme.error)
        }
        if rows.contains(where: { !$0.isDefault }) {
            notes.appendWrapped(
                "● default: the first of its kind; links without an instance name open on it. I switches instances in the app.",
                width: width - 2, theme.muted)
        }
        if let path = environment?.configurationPath, environment?.isDemo == false {
            notes.append("File: \(path)", theme.muted)
        }
        let noteHeight = min(notes.lines.count, max(0, canvas.size.height - 2))
        let listHeight = max(0, canvas.size.height - noteHeight - (noteHeight > 0 ? 1 : 0))

        // One table (TableView): name (after the default mark, when some instance is not the
        // default), kind, URL and status, each as wide as its content, the slack to the widest;
        // on a narrow terminal the kind goes first, then the status, the name last.
        let marksUse = rows.contains { !$0.isDefault }
        if listHeight > 0, !rows.isEmpty {
            list.pageSize = max(1, TableView.itemRows(height: listHeight, state: list))
            let rows = shownRows
            let names = rows.map { (marksUse ? ($0.isDefault ? "● " : "  ") : "") + $0.instance.name }
            let columns = [
                TableColumn((marksUse ? "  " : "") + "Name", width: .flex(1, minimum: 6), priority: 3),
                TableColumn("Kind", width: .fixed(7), priority: 0),
                TableColumn("URL", width: .flex(1, minimum: 4), priority: 2),
                TableColumn("Status", width: .flex(1, minimum: 6), priority: 1),
            ]
            let natural = [
                names.map(\.displayWidth).max() ?? 0, 7, rows.map(\.instance.displayURL.displayWidth).max() ?? 0,
                rows.map(\.statusText.displayWidth).max() ?? 0,
            ]
            canvas.clipped(to: Rect(x: 0, y: 0, width: width, height: listHeight)) { body in
                TableView(
                    columns: columns, state: list, emptyMessage: "No instance matches", natural: natural,
                    rowStyle: { index in
                        switch rows[index].status {
                        case nil: theme.muted
                        case .connected?: nil
                        default: theme.error
                        }
                    }
                ) { index, column in
                    switch column {
                    case 0: names[index]
                    case 1: rows[index].instance.kind.rawValue
                    case 2: rows[index].instance.displayURL
                    default: rows[index].statusText
                    }
                }.render(in: &body)
            }
        }
        notes.draw(in: &canvas, from: canvas.size.height - noteHeight)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if list.takesFilterKey(key) {
            _ = list.handle(key)
            list.itemCount = shownRows.count
            if key == .enter, selectedInstance != nil { try? selectRow(at: list.selection) }
            display?.setNeedsDisplay()
            return .handled
        }
        switch key {
        case .character("a"): try? add()
        case .enter, .character("e"): try? selectRow(at: list.selection)
        case .character("d"): try? remove(at: list.selection)
        case .character("K"): move(at: list.selection, by: -1)
        case .character("J"): move(at: list.selection, by: 1)
        case .character("*"): makeDefault(at: list.selection)
        case .control("r"): reload()
        default:
            guard key.movesSelection, list.handle(key) else { return .notHandled }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
