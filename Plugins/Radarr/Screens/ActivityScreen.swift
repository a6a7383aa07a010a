import ServarrCore
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import RadarrAPI

/// The queue, history, calendar, wanted (missing) and system screens: a summary line and a
/// list. Enter opens the row's movie; Ctrl-R reloads.
@MainActor
public final class ActivityScreen: Screen, TerminalScreen, RowSelecting {
    public let kind: RadarrRoute.Activity
    public private(set) var rows: [ActivityRow] = []
    public private(set) var summary = ""
    public private(set) var isLoaded = false
    public private(set) var failure: String?
    private var list = ListState()
    private let repository: RadarrRepository?
    private let router: FeatureRouter<RadarrRoute, RadarrModal>
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?

    init(kind: RadarrRoute.Activity, context: ScreenContext) {
        self.kind = kind
        repository = context.services.resolve(RadarrRepository.self)
        router = context.router(for: RadarrRoute.self, RadarrModal.self)
        tasks = context.tasks
        reload()
    }

    public var title: String { kind.title }

    public func reload() {
        guard let repository else {
            failure = "Radarr is not configured"
            return
        }
        let kind = self.kind
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                let (summary, rows) = try await ActivityLoader.rows(for: kind, from: repository)
                guard let self else { return }
                self.summary = summary
                self.rows = rows
                self.isLoaded = true
                self.failure = nil
                self.list.itemCount = rows.count
                self.list.select(self.list.selection)
            } catch is CancellationError {
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    public func selectRow(at index: Int) throws {
        guard rows.indices.contains(index) else { throw RadarrScreenError.noSuchRow(index) }
        list.select(index)
        guard let id = rows[index].movieID, id > 0 else { return }
        try router.push(.movie(id: id))
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() { loading?.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("enter", "open"), KeyHint("ctrl-r", "refresh")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard isLoaded else {
            canvas.write(failure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        canvas.write(failure ?? summary, at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.header : theme.error)
        canvas.clipped(to: Rect(x: 0, y: 1, width: width, height: max(0, canvas.size.height - 1))) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = MovieLibraryScreen.scrollOffset(list, rows: body.size.height)
            let rows = self.rows
            ListView(state: list, emptyMessage: "Nothing here") { index in
                ListRow(rows[index].title, detail: rows[index].detail, style: rows[index].isProblem ? theme.warning : nil)
            }.render(in: &body)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .enter: try? selectRow(at: list.selection)
        case .control("r"): reload()
        case .escape: return .notHandled
        default: guard list.handle(key) else { return .notHandled }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
