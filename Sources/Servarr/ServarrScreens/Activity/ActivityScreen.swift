import Foundation
import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The queue, history, calendar, wanted and system screens of both Servarr features: a
/// summary line and a list. Paged lists load their next page as the selection nears the last
/// loaded row, and End loads every page up to the real last row. Rows the server sent that
/// could not be read are counted in a quiet notice beside the summary.
/// Enter opens the row's movie or series; Ctrl-R reloads (and so
/// does showing the screen again); each
/// ``ActivityAction`` adds a key. When rows carry days (the calendar), `w` switches between
/// the list and a week view (←/→ a day, ↑/↓ a week). `/` narrows the loaded rows to those
/// containing the text typed (every key goes to the prompt; Enter opens the highlighted row,
/// Esc clears the filter, a second Esc leaves), `o` sorts by the next column and `r` reverses
/// it (the header marks the column ▲ or ▼; lists whose rows keep their place, the calendar's
/// days, do not sort); the filter, the sort and the marks survive reloads and paging.
@MainActor
public final class ActivityScreen: Screen, TerminalScreen, RowSelecting {
    /// The title it was made with, or the one its content brought ("Dune Collection").
    public private(set) var title: String
    /// The rows shown: every loaded row, or those matching the search.
    public private(set) var rows: [ActivityRow] = []
    /// Every row loaded.
    private var loadedRows: [ActivityRow] = []
    public private(set) var summary = ""
    public private(set) var isLoaded = false
    /// Why loading failed, or nil.
    public private(set) var failure: String?
    /// What a running action is doing ("Searching…"), or nil; what it did is a toast.
    public private(set) var status: String?
    /// Why the last action failed, or nil.
    public private(set) var actionFailure: String?
    /// The record ids of the marked rows (Space, Ctrl-A), on screens that allow marking.
    public private(set) var marked: Set<Int> = []
    /// Whether Space marks rows (wanted, cutoff unmet).
    public let allowsMarking: Bool
    /// Whether the week view is shown instead of the list.
    public private(set) var showsWeek = false
    /// Whether the highlighted row shows whole in a box (Enter on a row that opens nothing: a
    /// health message, a log line, a task); Esc, Enter or a move closes it.
    public private(set) var showsWholeRow = false
    /// The week view's state (selected day, today).
    public private(set) var calendar: CalendarState
    /// What could not be read of the rows loaded so far.
    public private(set) var report = DecodeReport.clean
    /// Whether pages after the loaded rows remain.
    public var hasMoreRows: Bool { next != nil }
    /// Whether a next page is being loaded.
    public var isLoadingMore: Bool { loadingMore != nil }
    private var next: ActivityNextPage?
    private var loadingMore: Task<Void, Never>?
    private var recordIDs: Set<Int> = []
    private var list = ListState()
    /// The titles of the table's columns.
    public private(set) var columns = RowColumns.standard
    /// The widest detail loaded: the detail column's width.
    /// The widest loaded cell of each column.
    private var natural: [Int] = []
    private let load: @Sendable () async throws -> ActivityContent
    private let open: (@MainActor (ActivityRow) throws -> Void)?
    private let actions: [ActivityAction]
    private let tasks: TaskTracker
    /// The instance the rows come from, as failure toasts name it ("Radarr at 127.0.0.1:7878").
    private let instance: String
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?
    /// Whether Enter opens rows that name a record but no library item (the queue's details).
    private let opensRecords: Bool
    private var refresh: VisibleRefresh?

    /// An activity screen titled `title` whose rows come from `load` (of `instance`, as failure
    /// toasts name it); Enter hands the row to `open` (rows without a `mediaID` are not opened).
    /// A row that opens nothing (no `open`, or no item) shows whole in a box instead. With
    /// `opensRecords`, Enter also opens rows with a record id but no library item. With
    /// `refreshesEvery`, the rows reload at that interval while the screen is drawn.
    public init(
        title: String, instance: String = "", tasks: TaskTracker, allowsMarking: Bool = false, actions: [ActivityAction] = [],
        opensRecords: Bool = false, refreshesEvery interval: Duration? = nil,
        load: @escaping @Sendable () async throws -> ActivityContent,
        open: (@MainActor (ActivityRow) throws -> Void)?
    ) {
        self.opensRecords = opensRecords
        self.title = title
        self.instance = instance
        self.allowsMarking = allowsMarking
        self.tasks = tasks
        self.actions = actions
        self.load = load
        self.open = open
        calendar = CalendarState(today: ActivityDates.day(of: Date()), mode: .week)
        if let interval { refresh = VisibleRefresh(every: interval) { [weak self] in self?.reload() } }
        reload()
    }

    /// Whether the rows reload by themselves (the screen was drawn and refreshes at an interval).
    public var isRefreshing: Bool { refresh?.isRunning ?? false }

    /// What the refresh timer does at each interval: reloads when the screen was drawn since
    /// the last time, or stops. Says whether the timer goes on.
    @discardableResult
    public func refreshTick() -> Bool { refresh?.tick() ?? false }

    /// An activity screen that only reports `failure` (its service is not configured).
    public convenience init(title: String, unavailable failure: String, tasks: TaskTracker) {
        self.init(title: title, tasks: tasks, load: { throw ActivityUnavailable(message: failure) }, open: nil)
    }

    /// The highlighted row, if any.
    public var selectedRow: ActivityRow? { rows.indices.contains(list.selection) ? rows[list.selection] : nil }

    /// The marked rows' record ids in list order, or the highlighted row's when none is marked.
    public var targetRecordIDs: [Int] {
        let ids = loadedRows.compactMap(\.recordID).filter { marked.contains($0) }
        return ids.isEmpty ? selectedRow?.recordID.map { [$0] } ?? [] : ids
    }

    /// Marks or unmarks the highlighted row and moves to the next (Space).
    public func toggleMark() {
        guard allowsMarking, let id = selectedRow?.recordID else { return }
        marked.toggleMark(id)
        list.select(list.selection + 1)
        loadMoreIfNear()
        display?.setNeedsDisplay()
    }

    /// Marks every row the filter shows, or unmarks them when all already are (Ctrl-A).
    public func toggleMarkAll() {
        guard allowsMarking else { return }
        marked.toggleMarks(rows.compactMap(\.recordID))
        display?.setNeedsDisplay()
    }

    /// Whether the rows can be shown as a week (they carry days).
    public var hasWeekView: Bool { rows.contains { $0.day != nil } }

    /// Loads the rows again. A load already under way is not cancelled (a request cancelled
    /// as it completes is what URLSession on Linux handles worst, and the answer is good): the
    /// rows load once more when it ends, so rapid reloads (a followed command's state changes)
    /// coalesce into one more load.
    public func reload() {
        guard !isReloading else {
            reloadsWhenLoaded = true
            return
        }
        isReloading = true
        let load = self.load
        loadingMore?.cancel()
        loadingMore = nil
        loading = tasks.track { [weak self] in
            defer { self?.finishReload() }
            do {
                let content = try await load()
                guard let self else { return }
                if let title = content.title { self.title = title }
                self.summary = content.summary
                self.loadedRows = content.rows
                self.columns = content.columns
                self.natural = RowTable.naturalWidths(of: content.rows, content.columns)
                self.report = content.report
                self.next = content.next
                self.recordIDs = Set(content.rows.compactMap(\.recordID))
                if !self.marked.isEmpty { self.marked.formIntersection(self.recordIDs) }
                self.isLoaded = true
                self.failure = nil
                self.showMatchingRows()
                self.skipHeading(forward: true)
                self.loadMoreIfNear()
            } catch is CancellationError {
            } catch let unavailable as ActivityUnavailable {
                self?.failure = unavailable.message
            } catch {
                guard let self else { return }
                self.failure = ItemLoadState.notice(for: error, instance: self.instance)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    private var isReloading = false
    private var reloadsWhenLoaded = false

    /// Ends a reload; loads again if asked meanwhile (not once the screen is being released).
    private func finishReload() {
        isReloading = false
        guard reloadsWhenLoaded, !Task.isCancelled else { return }
        reloadsWhenLoaded = false
        reload()
    }

    /// Loads the next page when the selection is within a screenful of the last loaded row.
    private func loadMoreIfNear() {
        guard next != nil, list.selection >= rows.count - max(list.pageSize, 10) else { return }
        loadMore()
    }

    /// Loads the pages after the loaded rows: one, or (`toEnd`) every page up to the last,
    /// then selects the last row. Rows already shown are not added twice, and a page without
    /// new rows ends the list (a server that ignores the page number cannot loop it).
    public func loadMore(toEnd: Bool = false) {
        guard loadingMore == nil, next != nil else {
            if toEnd, loadingMore != nil { selectsLastWhenLoaded = true }
            return
        }
        selectsLastWhenLoaded = selectsLastWhenLoaded || toEnd
        loadingMore = tasks.track { [weak self] in
            while let self, let next = self.next {
                do {
                    let content = try await next()
                    guard !Task.isCancelled else { return }
                    self.append(content)
                } catch is CancellationError {
                    return
                } catch {
                    self.actionFailure = ServarrError.userMessage(for: error)
                    self.next = nil
                }
                if !self.selectsLastWhenLoaded { break }
            }
            guard let self else { return }
            self.loadingMore = nil
            if self.selectsLastWhenLoaded {
                self.selectsLastWhenLoaded = false
                self.list.select(self.rows.count - 1)
            }
            self.display?.setNeedsDisplay()
            self.loadMoreIfNear()
        }
        display?.setNeedsDisplay()
    }

    private var selectsLastWhenLoaded = false

    private func append(_ content: ActivityContent) {
        let fresh = content.rows.filter { row in row.recordID.map { recordIDs.insert($0).inserted } ?? true }
        summary = content.summary
        report.merge(content.report)
        next = fresh.isEmpty ? nil : content.next
        loadedRows += fresh
        natural = RowTable.widest(natural, RowTable.naturalWidths(of: fresh, columns))
        showMatchingRows()
    }

    /// Shows the loaded rows that match the filter (all of them without one).
    private func showMatchingRows() {
        list.sortableColumnCount = LoadedRowFilter.sortableColumnCount(loadedRows, columns: columns)
        if list.sortableColumnCount == 0 { list.sort = nil }
        rows = LoadedRowFilter.rows(loadedRows, shownBy: list)
        list.itemCount = rows.count
        list.select(list.selection)
    }

    /// Narrows the rows to those containing `text` (as typing it after `/` does); "" shows all.
    public func filter(by text: String) {
        list.filter = TextFieldState(text: text)
        showMatchingRows()
        display?.setNeedsDisplay()
    }

    /// The display this screen draws on (the shell's), for work that outlives the screen.
    public var displayInvalidator: DisplayInvalidator? { display }

    /// Runs an action's server work: shows `message` while it runs, then posts a toast of what
    /// `work` returns, or of the failure (the action, the instance, the server's answer: the
    /// rows stay), and reloads the rows.
    public func run(_ message: String, _ work: @escaping @Sendable () async throws -> String) {
        status = message
        actionFailure = nil
        display?.setNeedsDisplay()
        tasks.track { [weak self] in
            do {
                let outcome = try await work()
                self?.status = nil
                self?.display?.post(Toast("✓ " + outcome))
            } catch {
                guard let self else { return }
                self.status = nil
                self.display?.post(.failure(message.replacingOccurrences(of: "…", with: ""), on: self.instance, error))
            }
            self?.reload()
            self?.display?.setNeedsDisplay()
        }
    }

    /// Performs the action bound to `key`, as pressing it does.
    public func perform(_ key: Character) {
        actions.first { $0.key == key }?.perform(self)
        display?.setNeedsDisplay()
    }

    /// Switches between the list and the week view (when the rows carry days).
    public func toggleWeekView() {
        guard hasWeekView else { return }
        showsWeek.toggle()
        if showsWeek, let day = selectedRow?.day { calendar.selected = day }
        display?.setNeedsDisplay()
    }

    /// Highlights row `index` without opening it (as moving onto it does).
    public func highlight(row index: Int) {
        list.select(index)
        display?.setNeedsDisplay()
    }

    /// Opens row `index` (Enter): its item, or, for a row that opens nothing (a health message,
    /// a log line, a task), the row whole in a box (``showsWholeRow``).
    public func selectRow(at index: Int) throws {
        guard rows.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        guard let open, (rows[index].mediaID ?? 0) > 0 || (opensRecords && rows[index].recordID != nil) else {
            showsWholeRow = !rows[index].isHeading
            display?.setNeedsDisplay()
            return
        }
        try open(rows[index])
    }

    /// The highlighted row's cells, one line per column ("Message: …"), for the box Enter opens.
    public var wholeRowLines: [String] {
        guard let row = selectedRow else { return [] }
        let titles = [columns.title] + columns.details
        let cells = [row.title] + row.details
        return zip(titles, cells).compactMap { title, cell in cell.isEmpty ? nil : (title.isEmpty ? cell : "\(title): \(cell)") }
    }

    /// Reloads when the screen shows again (back from a movie, a series or the remove alert),
    /// so that it reflects what changed meanwhile.
    public func screenDidAppear() {
        if isLoaded { reload() }
    }

    public func screenWillBeReleased() {
        refresh?.stop()
        loading?.cancel()
        loadingMore?.cancel()
    }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var textFieldHasFocus: Bool { list.isEditingFilter }

    public var keyHints: [KeyHint] {
        if list.isEditingFilter { return KeyHint.filterPrompt }
        var hints = (open == nil ? [] : [KeyHint("enter", "open")]) + [KeyHint("ctrl-r", "refresh")]
        hints.append(KeyHint("/", "filter"))
        if allowsMarking { hints += [KeyHint("space", "mark"), KeyHint("ctrl-a", "mark all")] }
        if hasWeekView { hints.append(KeyHint("w", showsWeek ? "list" : "week")) }
        return hints + actions.map { KeyHint(String($0.key), $0.title) }
    }

    /// The sort keys, in the help (the footer keeps its room for the screen's actions).
    public var secondaryKeyHints: [KeyHint] {
        (open == nil ? [KeyHint("enter", "show the row whole")] : [])
            + (list.sortableColumnCount > 0 ? [KeyHint("o", "sort"), KeyHint("r", "reverse")] : [])
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        refresh?.drawn()
        let theme = canvas.theme
        let width = canvas.size.width
        let aside = status ?? [report.notice, isLoadingMore ? "loading more…" : nil].compactMap { $0 }.joined(separator: " · ")
        guard
            ListHeader.render(
                in: &canvas, isLoaded: isLoaded, loadFailure: failure, problem: failure ?? actionFailure,
                summary: summary + (marked.isEmpty ? "" : " · \(marked.count) marked")
                    + LoadedRowFilter.note(list, shown: rows.count, loaded: loadedRows.count, hasMorePages: hasMoreRows), aside: aside)
        else { return }
        if showsWeek {
            canvas.clipped(to: Rect(x: 0, y: 1, width: width, height: max(0, canvas.size.height - 1))) { renderWeek(in: &$0) }
            return
        }
        // The highlighted row in full below the table when the table has to cut it (a long
        // health message at 80 columns) or drop its detail (at 40).
        let widths = RowTable.widths(columns, natural: natural, width: width)
        let whole =
            selectedRow.flatMap { row in Self.cutText(row, widths: widths) }
            .map { $0.wrapped(toWidth: max(1, width - 2), maximumLines: 2) } ?? []
        let body = Rect(x: 0, y: 1, width: width, height: max(0, canvas.size.height - 1 - whole.count))
        for (offset, line) in whole.enumerated() {
            canvas.write(
                line, at: Point(x: 1, y: body.maxY + offset), width: width - 2,
                style: selectedRow?.isProblem == true ? theme.warning : theme.muted)
        }
        canvas.clipped(to: body) { body in
            let rows = self.rows, marked = self.marked
            let itemRows = TableView.itemRows(height: body.size.height, state: list)
            list.pageSize = max(1, itemRows)
            list.scrollOffset = ListScrolling.offset(list, rows: itemRows)
            RowTable.render(
                in: &body, list: list, titles: columns, natural: natural, emptyMessage: "Nothing here",
                title: { index in
                    let row = rows[index]
                    return (marked.isEmpty ? "" : RowMark.prefix(isMarked: row.recordID.map(marked.contains) == true)) + row.title
                },
                details: { rows[$0].details },
                style: { index in rows[index].isHeading ? theme.accent.adding(.bold) : (rows[index].isProblem ? theme.warning : nil) })
        }
        if showsWholeRow { renderWholeRow(in: &canvas) }
    }

    /// The highlighted row whole, in a box over the bottom of the table.
    private func renderWholeRow(in canvas: inout Canvas) {
        let width = canvas.size.width, height = canvas.size.height
        guard width >= 8, height >= 4 else { return }
        let text = wholeRowLines.flatMap { $0.wrapped(toWidth: width - 4) }
        let lines = Array(text.prefix(max(1, height - 3)))
        let box = Rect(x: 0, y: height - lines.count - 2, width: width, height: lines.count + 2)
        let inner = canvas.drawBox(box, title: "Esc closes", fill: canvas.theme.normal)
        for (offset, line) in lines.enumerated() {
            canvas.write(line, at: Point(x: inner.minX + 1, y: inner.minY + offset), width: inner.width - 2, style: canvas.theme.normal)
        }
    }

    /// What of `row` the table laid out in `widths` does not show: its whole title when the
    /// title column cuts it, with its details when a detail column cuts or drops one; nil when
    /// it all shows.
    public static func cutText(_ row: ActivityRow, widths: [Int]) -> String? {
        let detailHidden = row.details.indices.contains { index in
            let detail = row.details[index]
            return !detail.isEmpty && detail.isWider(than: widths.indices.contains(index + 1) ? widths[index + 1] : 0)
        }
        guard detailHidden || row.title.isWider(than: widths.first ?? 0) else { return nil }
        return detailHidden ? ([row.title] + row.details.filter { !$0.isEmpty }).joined(separator: " · ") : row.title
    }

    private func renderWeek(in canvas: inout Canvas) {
        var events: [CalendarDay: [CalendarEvent]] = [:]
        for row in rows {
            guard let day = row.day else { continue }
            events[day, default: []].append(CalendarEvent(row.title, style: row.isProblem ? canvas.theme.warning : nil))
        }
        CalendarView(state: calendar, events: events).render(in: &canvas)
    }

    /// Moves the selection off a heading row (a calendar day, which Enter cannot open) to the
    /// nearest item row the way it was moving, or else the other way.
    private func skipHeading(forward: Bool) {
        guard rows.indices.contains(list.selection), rows[list.selection].isHeading else { return }
        let after = rows.indices.dropFirst(list.selection + 1).first { !rows[$0].isHeading }
        let before = rows.indices.prefix(list.selection).last { !rows[$0].isHeading }
        guard let item = forward ? (after ?? before) : (before ?? after) else { return }
        list.select(item)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if showsWholeRow {
            showsWholeRow = false
            display?.setNeedsDisplay()
            if key == .escape || key == .enter { return .handled }
        }
        if showsWeek, key == .enter {
            // The highlighted day's first item, in the list.
            if let day = rows.firstIndex(where: { $0.day == calendar.selected && !$0.isHeading }) {
                showsWeek = false
                list.select(day)
                display?.setNeedsDisplay()
            }
            return .handled
        }
        if !showsWeek, list.takesFilterKey(key) {
            let opens = key == .enter
            _ = list.handle(key)
            showMatchingRows()
            skipHeading(forward: true)
            if opens { try? selectRow(at: list.selection) }
            display?.setNeedsDisplay()
            return .handled
        }
        switch key {
        case .control("r"): reload()
        case .escape where !marked.isEmpty: marked = []
        case .escape: return .notHandled
        case .character(" ") where allowsMarking && !showsWeek: toggleMark()
        case .control("a") where allowsMarking && !showsWeek: toggleMarkAll()
        case .character("w") where hasWeekView: toggleWeekView()
        case .character(let character) where actions.contains { $0.key == character }: perform(character)
        case .enter where !showsWeek: try? selectRow(at: list.selection)
        case .end where !showsWeek, .character("G") where !showsWeek:
            list.select(rows.count - 1)
            skipHeading(forward: false)
            if next != nil { loadMore(toEnd: true) }
        default:
            if showsWeek {
                guard key != .character("m"), calendar.handle(key) else { return .notHandled }
            } else {
                let before = list.selection, sort = list.sort
                guard list.handle(key) else { return .notHandled }
                if list.sort != sort { showMatchingRows() }
                skipHeading(forward: list.selection >= before)
                loadMoreIfNear()
            }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}

/// The error an unavailable activity screen reports.
private struct ActivityUnavailable: Error {
    var message: String
}
