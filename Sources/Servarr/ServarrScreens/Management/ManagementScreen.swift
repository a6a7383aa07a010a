import Foundation
import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// A management screen (blocklist, indexers, download clients, tags, root folders): a summary
/// line and a list of records. Paged lists load their next page as the selection nears the last
/// loaded row; `/` narrows the loaded rows as on every list (docs/keys.md); space marks rows
/// where the screen allows it (the blocklist), Ctrl-A marks every row shown; each
/// ``ManagementAction`` adds a key, and Enter runs the action given as `open`. Results that
/// belong to a row (a test's outcome) mark it inline (✓, ✗), the highlighted row's in full
/// below the list, until the rows are reloaded without it. `o` sorts by the next column and `r`
/// reverses it (the header marks it ▲ or ▼), as on every table (``RowTable``). Ctrl-R reloads,
/// and so does showing the screen again (back from a sheet).
@MainActor
public final class ManagementScreen: Screen, TerminalScreen, RowSelecting {
    public let title: String
    /// The rows shown: every loaded row, or those matching the filter.
    public private(set) var rows: [ManagementRow] = []
    /// Every row loaded.
    private var loadedRows: [ManagementRow] = []
    public private(set) var summary = ""
    public private(set) var isLoaded = false
    /// Why loading failed, or nil.
    public private(set) var failure: String?
    /// What a running action is doing ("Testing…"), or nil.
    public private(set) var status: String?
    /// Why the last action failed (or was refused), or nil.
    public private(set) var actionFailure: String?
    /// The ids of the marked rows.
    public private(set) var marked: Set<Int> = []
    /// Inline results by row id ("✓ test passed").
    public private(set) var notes: [Int: (text: String, isProblem: Bool)] = [:]
    /// What could not be read of the rows loaded so far.
    public private(set) var report = DecodeReport.clean
    /// Whether space marks rows.
    public let allowsMarking: Bool
    private var next: (@Sendable () async throws -> ManagementContent)?
    private var loadingMore: Task<Void, Never>?
    private var list = ListState()
    /// The titles of the table's columns.
    public private(set) var columns = RowColumns.standard
    /// The widest loaded cell of each column.
    private var natural: [Int] = []
    /// The column the server sorted the rows by, if it did.
    private var serverSort: ListSort?
    private var load: @Sendable () async throws -> ManagementContent
    private let actions: [ManagementAction]
    private let openAction: Character?
    private let tasks: TaskTracker
    /// The instance the rows come from, as failure toasts name it ("Radarr at 127.0.0.1:7878").
    private let instance: String
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?

    /// A screen titled `title` whose rows come from `load`; Enter performs the action of key
    /// `open` (if any).
    public init(
        title: String, instance: String = "", tasks: TaskTracker, allowsMarking: Bool = false, actions: [ManagementAction] = [],
        open: Character? = nil,
        load: @escaping @Sendable () async throws -> ManagementContent
    ) {
        self.title = title
        self.instance = instance
        self.tasks = tasks
        self.allowsMarking = allowsMarking
        self.actions = actions
        self.openAction = open
        self.load = load
        reload()
    }

    /// A screen that only reports `failure` (its service is not configured).
    public convenience init(title: String, unavailable failure: String, tasks: TaskTracker) {
        self.init(title: title, tasks: tasks, load: { throw ManagementUnavailable(message: failure) })
    }

    /// The highlighted row, if any.
    public var selectedRow: ManagementRow? { rows.indices.contains(list.selection) ? rows[list.selection] : nil }

    /// The marked rows' ids in list order, or the highlighted row's when none is marked.
    public var targetIDs: [Int] {
        let ids = rows.compactMap(\.id).filter { marked.contains($0) }
        return ids.isEmpty ? selectedRow?.id.map { [$0] } ?? [] : ids
    }

    /// Whether pages after the loaded rows remain.
    public var hasMoreRows: Bool { next != nil }

    /// Replaces what the rows are loaded from (a new sort order) and reloads.
    public func reload(from load: @escaping @Sendable () async throws -> ManagementContent) {
        self.load = load
        list.select(0)
        reload()
    }

    public func reload() {
        let load = self.load
        loading?.cancel()
        loadingMore?.cancel()
        loadingMore = nil
        loading = tasks.track { [weak self] in
            do {
                let content = try await load()
                guard let self else { return }
                self.summary = content.summary
                self.loadedRows = content.rows
                self.columns = content.columns
                self.serverSort = content.serverSort
                self.natural = RowTable.naturalWidths(of: content.rows, content.columns)
                self.report = content.report
                self.next = content.next
                self.isLoaded = true
                self.failure = nil
                let ids = Set(content.rows.compactMap(\.id))
                self.marked.formIntersection(ids)
                self.notes = self.notes.filter { ids.contains($0.key) }
                self.showMatchingRows()
                self.loadMoreIfNear()
            } catch is CancellationError {
            } catch let unavailable as ManagementUnavailable {
                self?.failure = unavailable.message
            } catch {
                guard let self else { return }
                self.failure = ItemLoadState.notice(for: error, instance: self.instance)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    private func loadMoreIfNear() {
        guard next != nil, loadingMore == nil, list.selection >= rows.count - max(list.pageSize, 10) else { return }
        guard let next else { return }
        loadingMore = tasks.track { [weak self] in
            do {
                let content = try await next()
                guard let self, !Task.isCancelled else { return }
                let known = Set(self.loadedRows.compactMap(\.id))
                let fresh = content.rows.filter { $0.id.map { !known.contains($0) } ?? true }
                self.loadedRows += fresh
                self.natural = RowTable.widest(self.natural, RowTable.naturalWidths(of: fresh, self.columns))
                self.report.merge(content.report)
                self.summary = content.summary
                // A page without new rows ends the list (a server that ignores the page number).
                self.next = fresh.isEmpty ? nil : content.next
                self.showMatchingRows()
            } catch is CancellationError {
                return
            } catch {
                self?.actionFailure = ServarrError.userMessage(for: error)
                self?.next = nil
            }
            self?.loadingMore = nil
            self?.display?.setNeedsDisplay()
            self?.loadMoreIfNear()
        }
    }

    /// Shows the loaded rows that match the filter (all of them without one).
    private func showMatchingRows() {
        list.sortableColumnCount = LoadedRowFilter.sortableColumnCount(loadedRows, columns: columns)
        if list.sortableColumnCount == 0 { list.sort = nil }
        if let serverSort {
            // The header shows the server's order, which the rows keep.
            list.sort = serverSort
            var unsorted = list
            unsorted.sort = nil
            rows = LoadedRowFilter.rows(loadedRows, shownBy: unsorted)
        } else {
            rows = LoadedRowFilter.rows(loadedRows, shownBy: list)
        }
        list.itemCount = rows.count
        list.select(list.selection)
    }

    /// Narrows the rows to those containing `text` (as typing it after `/` does); "" shows all.
    public func filter(by text: String) {
        list.filter = TextFieldState(text: text)
        showMatchingRows()
        display?.setNeedsDisplay()
    }

    /// Marks every row shown, or clears the marks when they already are (Ctrl-A).
    public func toggleMarkAll() {
        guard allowsMarking else { return }
        marked.toggleMarks(rows.compactMap(\.id))
        display?.setNeedsDisplay()
    }

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
                self?.display?.post(Toast("✓ " + outcome))
            } catch {
                guard let self else { return }
                self.display?.post(.failure(message.replacingOccurrences(of: "…", with: ""), on: self.instance, error))
            }
            self?.status = nil
            self?.reload()
            self?.display?.setNeedsDisplay()
        }
    }

    /// Runs tests and shows each result inline on its row; the summary line says how many failed.
    public func test(_ message: String, _ work: @escaping @Sendable () async throws -> [ProviderTestResult]) {
        status = message
        actionFailure = nil
        display?.setNeedsDisplay()
        tasks.track { [weak self] in
            do {
                let results = try await work()
                guard let self else { return }
                for result in results {
                    self.notes[result.id] = result.failure.map { ("✗ \($0)", true) } ?? ("✓ test passed", false)
                }
                let failed = results.count { !$0.isValid }
                self.display?.post(Toast(failed == 0 ? "✓ \(results.count) passed" : "\(failed) of \(results.count) failed"))
            } catch {
                self?.actionFailure = ServarrError.userMessage(for: error)
            }
            self?.status = nil
            self?.display?.setNeedsDisplay()
        }
    }

    /// Shows why an action cannot be done (a tag still in use) without asking the server.
    public func refuse(_ reason: String) {
        actionFailure = reason
        display?.setNeedsDisplay()
    }

    /// Marks or unmarks the highlighted row.
    public func toggleMark() {
        guard allowsMarking, let id = selectedRow?.id else { return }
        marked.toggleMark(id)
        list.select(list.selection + 1)
        loadMoreIfNear()
        display?.setNeedsDisplay()
    }

    /// Performs the action bound to `key`, as pressing it does.
    public func perform(_ key: Character) {
        actions.first { $0.key == key }?.perform(self)
        display?.setNeedsDisplay()
    }

    /// Highlights row `index` without opening it (as `↑` `↓` do).
    public func highlight(row index: Int) {
        guard rows.indices.contains(index) else { return }
        list.select(index)
        display?.setNeedsDisplay()
    }

    public func selectRow(at index: Int) throws {
        guard rows.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        if let openAction { perform(openAction) }
    }

    public func screenDidAppear() {
        if isLoaded { reload() }
    }

    public func screenWillBeReleased() {
        loading?.cancel()
        loadingMore?.cancel()
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var textFieldHasFocus: Bool { list.isEditingFilter }

    public var keyHints: [KeyHint] {
        if list.isEditingFilter { return KeyHint.filterPrompt }
        var hints = [KeyHint("ctrl-r", "refresh"), KeyHint("/", "filter")]
        if allowsMarking { hints += [KeyHint("space", "mark"), KeyHint("ctrl-a", "mark all")] }
        return hints + actions.map { KeyHint(String($0.key), $0.title) }
    }

    /// The sort keys, in the help (the footer keeps its room for the screen's actions); the
    /// blocklist sorts on the server with its own `o` and `r`.
    public var secondaryKeyHints: [KeyHint] {
        guard list.sortableColumnCount > 0, !actions.contains(where: { $0.key == "o" }) else { return [] }
        return [KeyHint("o", "sort"), KeyHint("r", "reverse")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        let marks =
            (marked.isEmpty ? "" : " · \(marked.count) marked")
            + LoadedRowFilter.note(list, shown: rows.count, loaded: loadedRows.count, hasMorePages: hasMoreRows)
        let aside = status ?? [report.notice, loadingMore != nil ? "loading more…" : nil].compactMap { $0 }.joined(separator: " · ")
        guard
            ListHeader.render(
                in: &canvas, isLoaded: isLoaded, loadFailure: failure, problem: failure ?? actionFailure, summary: summary + marks,
                aside: aside)
        else { return }
        // The highlighted row's inline result (a test's reason is long) or footnote in full, below the list.
        let note = selectedRow?.id.flatMap { notes[$0] } ?? selectedRow?.footnote.map { (text: $0, isProblem: false) }
        let noteLines = note.map { Array($0.text.wrapped(toWidth: max(1, width - 2), maximumLines: 2)) } ?? []
        let body = Rect(x: 0, y: 1, width: width, height: max(0, canvas.size.height - 1 - noteLines.count))
        for (offset, line) in noteLines.enumerated() {
            canvas.write(line, at: Point(x: 1, y: body.maxY + offset), width: width - 2, style: note?.isProblem == true ? theme.warning : theme.muted)
        }
        canvas.clipped(to: body) { body in
            let itemRows = TableView.itemRows(height: body.size.height, state: list)
            list.pageSize = max(1, itemRows)
            list.scrollOffset = ListScrolling.offset(list, rows: itemRows)
            let rows = self.rows, marked = self.marked, notes = self.notes, allowsMarking = self.allowsMarking
            RowTable.render(
                in: &body, list: list, titles: columns, natural: natural, emptyMessage: "Nothing here",
                title: { index in
                    let row = rows[index]
                    let mark = allowsMarking ? RowMark.prefix(isMarked: row.id.map(marked.contains) == true) : ""
                    // A result marks its row (✓ or ✗); the highlighted row's result is shown in full below.
                    let result = row.id.flatMap { notes[$0] }.map { String($0.text.prefix(1)) + " " } ?? ""
                    return mark + result + row.title
                },
                details: { rows[$0].details },
                style: { index in
                    let row = rows[index]
                    return (row.isProblem || row.id.flatMap { notes[$0] }?.isProblem == true) ? theme.warning : nil
                })
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if list.takesFilterKey(key) {
            let opens = key == .enter
            _ = list.handle(key)
            showMatchingRows()
            if opens, openAction != nil, selectedRow != nil { try? selectRow(at: list.selection) }
            display?.setNeedsDisplay()
            return .handled
        }
        switch key {
        case .control("r"): reload()
        case .escape where allowsMarking && !marked.isEmpty: marked = []
        case .escape: return .notHandled
        case .character(" ") where allowsMarking: toggleMark()
        case .control("a") where allowsMarking: toggleMarkAll()
        case .character(let character) where actions.contains { $0.key == character }: perform(character)
        case .enter where openAction != nil: try? selectRow(at: list.selection)
        default:
            let sort = list.sort
            guard list.handle(key) else { return .notHandled }
            if list.sort != sort { showMatchingRows() }
            loadMoreIfNear()
        }
        display?.setNeedsDisplay()
        return .handled
    }
}

/// The error an unavailable management screen reports.
private struct ManagementUnavailable: Error {
    var message: String
}
