import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// Every item of a service's library: a stats header with the legend of the status marks, a
/// filterable, sortable, virtualized table (the title, the service's ``ServarrLibraryService/libraryColumns``
/// — year, added, size for movies and series — and its status; the sorted column marked ▲ or ▼).
///
/// Keys (docs/keys.md): ↑/↓ move, Enter opens, `/` filters by text, `f` cycles
/// downloaded/missing, `u` cycles monitored/unmonitored, `o` cycles the sort, `r` reverses it,
/// Space marks the highlighted item, Ctrl-A every item shown (again: none), Esc clears the
/// filter, then the marks. The module's commands act on the marked items after a confirmation
/// that names the count (`m`, `d`: one editor request; `e` the bulk editor; `s`, Ctrl-R the
/// server's commands) or the highlighted one (`m`, `d`, `e`, `s`), or the list (`a`, Ctrl-R
/// reloads). The library reloads when the commands started from it have ended (where it is seen,
/// else when it shows again). Marks survive reloads and filtering (items that left the library
/// lose theirs).
@MainActor
public final class MediaLibraryScreen<Service: ServarrLibraryService>: Screen, TerminalScreen, RowSelecting {
    public typealias Media = Service.Repository.Media

    public var title: String { Service.libraryTitle }
    /// Every item loaded, unfiltered.
    public var items: [Media] { content.items }
    /// The items shown, in order.
    public private(set) var shown = LibraryRows<Media>()
    /// The items loaded, the rows that could not be read, and the filter index.
    private var content = LibraryContent<Media>(fields: Service.libraryFields)
    /// The filters and sort.
    public private(set) var query = LibraryQuery()
    /// The library ids of the marked items.
    public private(set) var marked: Set<Int> = []
    /// Why the first load failed (naming the instance), shown instead of the rows; a reload that
    /// fails keeps the rows and says so in a toast.
    public private(set) var failure: String?
    /// Whether the first load finished.
    public private(set) var isLoaded = false
    private var list = ListState()
    private let repository: Service.Repository?
    private let router: FeatureRouter<Service.Route, Service.Modal>
    private let tasks: TaskTracker
    private let commands: CommandWatch<Service>
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?
    private var hasAppeared = false
    /// Whether commands started here on this server were running when the watch last changed.
    private var commandsRunning = false
    /// Whether the library is the focused screen (nothing pushed or presented over it).
    private let isFocused: @MainActor () -> Bool

    /// The library, loading as it is made.
    public init(context: ScreenContext) {
        repository = context.services.resolve(Service.Repository.self)
        router = context.router(for: Service.Route.self, Service.Modal.self)
        tasks = context.tasks
        commands = .registered(in: context.services)
        let entry = context.entry?.id
        isFocused = { [weak coordinator = context.coordinator] in coordinator?.state.focusedEntry?.id == entry }
        reload()
        commands.observe(self) { [weak self] in self?.commandsChanged() }
    }

    /// The highlighted item.
    public var selectedItem: Media? { shown.indices.contains(list.selection) ? shown[list.selection] : nil }

    /// The header's numbers, over the whole library.
    public var summary: String { Service.librarySummary(items) }

    /// Reloads the library from the server (Ctrl-R).
    public func reload() {
        guard let repository else {
            failure = Service.notConfigured
            return
        }
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                let listing = try await repository.mediaListing()
                guard let self else { return }
                let content = await self.content.loading(listing, for: self.query)
                if !Task.isCancelled { self.loaded(content) }
            } catch is CancellationError {
            } catch {
                self?.loadFailed(error, on: repository)
            }
        }
    }

    /// A first load that fails says why in the page; a reload that fails keeps the library
    /// and is a toast naming the instance.
    private func loadFailed(_ error: any Error, on repository: Service.Repository) {
        if isLoaded {
            display?.post(.failure("Reloading \(Service.pluralNoun)", on: repository.instanceLabel, error))
        } else {
            failure = ItemLoadState.notice(for: error, on: repository)
        }
        display?.setNeedsDisplay()
    }

    private func loaded(_ content: LibraryContent<Media>) {
        let selectedID = selectedItem?.id
        self.content.replace(with: content, rows: &shown)
        if !marked.isEmpty { marked.formIntersection(items.map(\.id)) }
        failure = nil
        isLoaded = true
        applyQuery(keeping: selectedID)
    }

    /// Changes the filters or sort, keeping the highlighted item when it is still shown.
    public func setQuery(_ query: LibraryQuery) {
        let selectedID = selectedItem?.id
        self.query = query
        applyQuery(keeping: selectedID)
    }

    /// Shows only items whose title contains `text` (case- and diacritic-insensitive).
    public func filter(by text: String) {
        list.filter = TextFieldState(text: text)
        var query = self.query
        query.text = text
        setQuery(query)
    }

    private func applyQuery(keeping selectedID: Int?) {
        shown = content.rows(for: query)
        list.itemCount = shown.count
        if let selectedID, let index = shown.firstIndex(id: selectedID) { list.select(index) } else { list.select(list.selection) }
        display?.setNeedsDisplay()
    }

    /// Highlights a row.
    public func highlight(row index: Int) { list.select(index) }

    /// Marks or unmarks the highlighted item and moves to the next (Space).
    public func toggleMark() {
        guard let id = selectedItem?.id else { return }
        marked.toggleMark(id)
        list.select(list.selection + 1)
        display?.setNeedsDisplay()
    }

    /// Marks every item shown (the filter's), or unmarks them when all already are (Ctrl-A).
    public func toggleMarkAll() {
        marked.toggleMarks(shown.ids)
        display?.setNeedsDisplay()
    }

    /// Clears the marks.
    public func clearMarks() {
        marked = []
        display?.setNeedsDisplay()
    }

    /// The change `m` makes to the marked items: unmonitor when every marked item is
    /// monitored, else monitor; nil without marks.
    public var markedMonitoringChange: MediaBulkChange? {
        guard !marked.isEmpty else { return nil }
        let allMonitored = items.allSatisfy { !marked.contains($0.id) || $0.isMonitored }
        return MediaBulkChange(allMonitored ? .unmonitor : .monitor, ids: marked.sorted())
    }

    /// Toggles the highlighted item's monitored state on the server (`m`); a refusal is a
    /// toast naming the action, the instance and the server's answer.
    public func toggleMonitored() {
        guard let repository, var item = selectedItem else { return }
        item.isMonitored.toggle()
        let changed = item
        tasks.track { [weak self] in
            let saved = await MonitoringChange.run(Service.displayName(changed), to: changed.isMonitored, on: repository, display: self?.display) {
                try await repository.update(changed, moveFiles: false)
            }
            if let saved { self?.replace(saved) }
        }
    }

    /// Starts an automatic search for the highlighted item (`s`; the marked items go through
    /// "Search 12 movies?", ``MediaBulkChange/Action/search``). A toast says it started and
    /// another when it ends; a refusal is a toast naming the search, the instance and the
    /// server's answer.
    public func search() {
        guard let repository, let item = selectedItem else { return }
        commands.start(Service.search(item), .search(for: Service.displayName(item)), on: repository, tasks: tasks, display: display)
    }

    /// Ctrl-R: reloads the library (the marked items are refreshed on the server through
    /// "Refresh 12 movies?", ``MediaBulkChange/Action/refresh``).
    public func refreshMedia() {
        reload()
    }

    /// Reloads once the last command started here on this server has ended (a refresh of marked
    /// items, a search that grabbed), to show what it changed; while a detail or a sheet covers
    /// the library, the reload waits for it to appear again (``screenDidAppear()``).
    private func commandsChanged() {
        guard let repository else { return }
        let running = commands.isFollowing(on: repository)
        defer { commandsRunning = running }
        if commandsRunning, !running, isFocused() { reload() }
    }

    private func replace(_ item: Media) {
        var items = self.items
        if let index = items.firstIndex(where: { $0.id == item.id }) { items[index] = item }
        content.replaceItems(items)
        applyQuery(keeping: item.id)
    }

    public func selectRow(at index: Int) throws {
        guard shown.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        try router.push(Service.detail(id: shown[index].id))
    }

    // MARK: Lifetime

    public func screenDidAppear() {
        // Coming back from a detail, an add or a delete: show what changed.
        if hasAppeared, isLoaded { reload() }
        hasAppeared = true
    }

    public func screenWillBeReleased() {
        loading?.cancel()
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var textFieldHasFocus: Bool { list.isEditingFilter }

    /// The screen's own keys; `a`, `m`, `s`, `e`, `d` and Ctrl-R are the module's commands
    /// (``ServarrCommands``), whose titles the footer adds.
    public var keyHints: [KeyHint] { list.isEditingFilter ? KeyHint.filterPrompt : [KeyHint("enter", "open")] }

    /// The list's keys, in the help (the footer keeps its room for the item's `m` `s` `e` `d`).
    public var secondaryKeyHints: [KeyHint] {
        [
            KeyHint("/", "filter"), KeyHint("space", "mark"), KeyHint("ctrl-a", "mark all"), KeyHint("f", "files"),
            KeyHint("u", "monitored"), KeyHint("o", "sort"), KeyHint("r", "reverse"),
        ]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard canvas.size.height >= 3 else { return }
        if !isLoaded {
            let text = failure ?? "Loading \(Service.pluralNoun)…"
            canvas.write(text, at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let header = summary + query.filterText + (marked.isEmpty ? "" : " · \(marked.count) marked")
        canvas.write(header, at: Point(x: 1, y: 0), width: width - 1, style: theme.header)
        content.renderStatusLine(failure: failure, y: 1, in: &canvas)
        // The legend of the status marks, at the right of the rule below the summary when it
        // fits beside the rule's notice (the sort shows in the table's header).
        if failure == nil { StatusLegend.render(Service.libraryLegend, beside: content.notice ?? "", line: 1, in: &canvas) }
        canvas.clipped(to: Rect(x: 0, y: 2, width: width, height: canvas.size.height - 2)) { body in
            let itemRows = TableView.itemRows(height: body.size.height, state: list)
            list.pageSize = max(1, itemRows)
            list.scrollOffset = ListScrolling.offset(list, rows: itemRows)
            let visible = list.visibleRange(height: itemRows)
            let shown = self.shown, marked = self.marked
            let columns = Service.libraryColumns
            // The cells of the visible rows only: the table is virtualized.
            let cells = visible.map { index in
                Self.cells(of: shown[index], columns: columns, isMarked: marked.isEmpty ? nil : marked.contains(shown[index].id))
            }
            let monitored = visible.map { shown[$0].isMonitored }
            var state = list
            state.sort = ListSort(column: Self.sorts(of: columns).firstIndex(of: query.sort) ?? 0, ascending: query.ascending)
            let empty = items.isEmpty ? "No \(Service.pluralNoun) yet. Press a to add one." : "No \(Service.noun) matches"
            TableView(
                columns: Self.columns(columns, statusWidth: cells.reduce(0) { max($0, $1.last?.displayWidth ?? 0) }), state: state,
                emptyMessage: empty,
                natural: [], rowStyle: { monitored[$0 - visible.lowerBound] ? nil : theme.muted }
            ) { row, column in cells[row - visible.lowerBound][column] }
            .render(in: &body)
        }
    }

    /// The library's columns: the title, the service's `columns` (the sorted one carries the
    /// arrow), then its status; on a narrow terminal the least important go first (the date
    /// added, then the year), the title stays.
    static func columns(_ columns: [LibraryColumn<Media>], statusWidth: Int) -> [TableColumn] {
        [TableColumn("Title", width: .flex(1, minimum: 16), priority: 4)] + columns.map(\.header) + [
            TableColumn(Service.libraryStatusTitle, width: .fixed(max(statusWidth, Service.libraryStatusTitle.displayWidth)), priority: 3)
        ]
    }

    /// What `o` cycles through: the title, then `columns` in order.
    static func sorts(of columns: [LibraryColumn<Media>]) -> [LibraryQuery.Sort] { [.title] + columns.map(\.sort) }

    /// An item's cells: the title (after its mark while some are marked), the service's
    /// `columns` and its status.
    static func cells(of item: Media, columns: [LibraryColumn<Media>], isMarked: Bool?) -> [String] {
        let row = Service.libraryRow(item)
        return [(isMarked.map(RowMark.prefix(isMarked:)) ?? "") + row.title] + columns.map { $0.text(item) } + [row.detail]
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if list.takesFilterKey(key) {
            let opens = key == .enter
            _ = list.handle(key)
            var query = self.query
            query.text = list.filterText
            setQuery(query)
            if opens, selectedItem != nil { try? selectRow(at: list.selection) }
            return .handled
        }
        var query = self.query
        switch key {
        case .enter:
            if selectedItem != nil { try? selectRow(at: list.selection) }
            return .handled
        case .character(" "):
            toggleMark()
            return .handled
        case .control("a"):
            toggleMarkAll()
            return .handled
        case .escape where !marked.isEmpty:
            clearMarks()
            return .handled
        case _ where query.handle(key, sorts: Self.sorts(of: Service.libraryColumns)):
            break
        default:
            guard list.handle(key) else { return .notHandled }
            display?.setNeedsDisplay()
            return .handled
        }
        setQuery(query)
        return .handled
    }
}
