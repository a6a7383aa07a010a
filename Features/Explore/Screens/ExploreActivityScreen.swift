import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The merged download queues of every instance as a table (download, progress, time left,
/// instance), soonest to finish first. As on every list, `/` narrows the rows, `o` sorts by the
/// next column and `r` reverses (the header marks it ▲ or ▼), the first Esc clears the filter.
/// While the screen is focused it reloads every ``refreshInterval`` (the filter, the sort and
/// the highlighted download stay); Enter opens the download's movie or series in its module;
/// Ctrl-R reloads now.
@MainActor
public final class ExploreActivityScreen: Screen, TerminalScreen, RowSelecting {
    public let title = "Activity"
    /// The queues' state.
    public let model: ActivityViewModel
    /// How often the queues reload while the screen is focused; nil: only on Ctrl-R.
    public let refreshInterval: Duration?
    private var list = ListState()
    private var selection = StableSelection()
    /// The downloads the table shows (filtered, sorted).
    private var shown = ShownItems<DownloadItem>()
    private var display: DisplayInvalidator?
    private var refreshing: Task<Void, Never>?
    private let isFocused: () -> Bool

    /// - Parameter isFocused: Whether the screen is the focused one (the periodic reload
    ///   skips its turn otherwise).
    init(model: ActivityViewModel, refreshInterval: Duration?, isFocused: @escaping () -> Bool) {
        self.model = model
        self.refreshInterval = refreshInterval
        self.isFocused = isFocused
        list.sortableColumnCount = Self.columns.count
        model.list.onChange = { [weak self] in self?.modelDidChange() }
        model.reload()
        startRefreshing()
    }

    private func startRefreshing() {
        guard let refreshInterval else { return }
        // Not a tracked task: it never ends by itself. Each reload it starts is tracked.
        refreshing = Task { [weak self] in
            while !Task.isCancelled {
                do { try await Task.sleep(for: refreshInterval) } catch { return }
                guard let self else { return }
                if isFocused(), !model.list.isLoading { model.reload() }
            }
        }
    }

    /// The downloads shown, in order: those the filter lets through, sorted as the header says.
    public var rows: [DownloadItem] { shown.items }

    /// The highlighted download.
    public var selectedItem: DownloadItem? { list.selected(in: rows) }

    /// Opens the download's movie or series at `index` of the rows shown in its module (nothing
    /// when the module cannot take it).
    public func selectRow(at index: Int) throws {
        selection.release()
        try model.open(list.select(index, in: rows))
    }

    private func modelDidChange() {
        showMatchingRows()
        display?.setNeedsDisplay()
    }

    /// Shows the downloads that match the filter, in the sort's order.
    private func showMatchingRows() {
        let now = Date()
        shown.show(
            model.list.items, by: list, cells: { Self.cells(of: $0, now: now) },
            values: { [.text($0.title), .number($0.progress), .date($0.estimatedCompletion)] })
        selection.update(&list, ids: rows.map(\.id))
    }

    public func screenWillBeReleased() {
        refreshing?.cancel()
        model.cancel()
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    /// The filter prompt has the keys while it is open: the footer shows only its hints.
    public var textFieldHasFocus: Bool { list.isEditingFilter }

    public var keyHints: [KeyHint] {
        if list.isEditingFilter { return KeyHint.filterPrompt }
        var hints: [KeyHint] = []
        if let item = selectedItem, let handOff = model.handOff(for: item) { hints.append(KeyHint("enter", handOff.title)) }
        return hints + [KeyHint("ctrl-r", "refresh")]
    }

    /// The list keys, in the help (the footer keeps its room for the screen's own keys).
    public var secondaryKeyHints: [KeyHint] { [KeyHint("/", "filter"), KeyHint("o", "sort"), KeyHint("r", "reverse")] }

    /// The table's columns: the download (never dropped), its progress, the time left and the
    /// instance; on a narrow terminal the instance goes first, then the time left.
    static let columns = [
        TableColumn("Download", width: .flex(1, minimum: 12), priority: 3),
        TableColumn("Progress", width: .fixed(progressWidth), priority: 2),
        TableColumn("Left", width: .fixed(8), alignment: .trailing, priority: 1),
        TableColumn("Instance", width: .flex(1, minimum: 8), priority: 0),
    ]

    /// The progress cell's width: a bar of 12 cells and the percentage.
    static let progressWidth = 12 + 5

    /// A download's cells, in column order, the time left counted from `now`.
    static func cells(of item: DownloadItem, now: Date) -> [String] {
        [
            item.title,
            ProgressBar.bar(fraction: item.progress, width: 12)
                + "\(Int((item.progress * 100).rounded(.down)))%".fitted(
                    toWidth: 5, alignment: .trailing),
            DurationText.timeLeft(until: item.estimatedCompletion, now: now), item.instanceLabel,
        ]
    }

    /// The header: how many downloads, from how many instances.
    public var summary: String {
        guard model.list.hasInstances else { return "No instance is configured: add one in Settings" }
        guard model.list.isLoaded else { return "Loading the queues…" }
        let count = model.list.items.count
        let shown = list.filterText.isEmpty ? "" : " · \(rows.count) match"
        let instances = model.list.statuses.count
        let refresh = refreshInterval.map { " · refreshes every \(Self.seconds($0)) s" } ?? ""
        return "\(count) download\(count == 1 ? "" : "s") across \(instances) instance\(instances == 1 ? "" : "s")" + shown + refresh
    }

    private static func seconds(_ duration: Duration) -> Int { Int(duration.components.seconds) }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        let height = canvas.size.height
        guard height >= 4, width >= 30 else { return }
        canvas.write(summary, at: Point(x: 1, y: 0), width: width - 1, style: theme.header)
        let used = InstanceStatusLines.render(
            model.list.statuses, loadingText: "loading…", in: &canvas, at: 1,
            limit: max(1, (height - 3) / 3))
        let top = 1 + used
        // The last row describes the highlighted download.
        let items = rows
        if model.list.items.isEmpty {
            // "Nothing" only when an instance said so: when every one failed, their errors show.
            if model.list.statuses.contains(where: \.hasAnswered), height - top > 1 {
                canvas.write("Nothing is downloading", at: Point(x: 2, y: top), width: width - 2, style: theme.muted)
            }
            return
        }
        let now = Date()
        let cells = items.map { Self.cells(of: $0, now: now) }
        let natural = cells.reduce(into: Self.columns.map(\.title.displayWidth)) { widths, row in
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.displayWidth) }
        }
        canvas.clipped(to: Rect(x: 0, y: top, width: width, height: max(0, height - top - 1))) { body in
            list.pageSize = max(1, TableView.itemRows(height: body.size.height, state: list))
            TableView(
                columns: Self.columns, state: list, emptyMessage: "No download matches", natural: natural,
                rowStyle: { items[$0].errorMessage == nil ? nil : theme.warning }
            ) { row, column in cells[row][column] }
            .render(in: &body)
        }
        if let item = selectedItem {
            var facts = [item.status, item.quality].filter { !$0.isEmpty }
            if let error = item.errorMessage { facts.append(error) }
            canvas.write(
                facts.joined(separator: " · "), at: Point(x: 1, y: height - 1), width: width - 1,
                style: item.errorMessage == nil ? theme.muted : theme.warning)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if list.takesFilterKey(key) {
            _ = list.handle(key)
            showMatchingRows()
            if key == .enter, selectedItem != nil { try? selectRow(at: list.selection) }
            display?.setNeedsDisplay()
            return .handled
        }
        switch key {
        case .enter:
            guard selectedItem != nil else { return .notHandled }
            try? selectRow(at: list.selection)
        case .control("r"):
            model.reload()
        default:
            let sort = list.sort
            guard list.handle(key) else { return .notHandled }
            if list.sort != sort { showMatchingRows() }
            selection.release()
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
