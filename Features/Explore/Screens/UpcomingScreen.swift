import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The merged calendar: every instance's movie releases and episode air dates, as a table
/// (date, title, release, file, instance) by date, the day shown on the first row of each day
/// and an episode's local air time on its row. As on every list, `/` narrows the rows, `o` sorts
/// by the next column and `r` reverses (the header marks it ▲ or ▼), the first Esc clears the
/// filter; Enter opens the highlighted movie or series in its module; `w` shows the next range
/// (14, 7, 30, 90 days); Ctrl-R reloads.
@MainActor
public final class UpcomingScreen: Screen, TerminalScreen, RowSelecting {
    public let title = "Upcoming"
    /// The calendar state.
    public let model: UpcomingViewModel
    private var list = ListState()
    private var selection = StableSelection()
    /// The releases the table shows (filtered, sorted).
    private var shown = ShownItems<UpcomingItem>()
    private var display: DisplayInvalidator?
    private let router: FeatureRouter<ExploreRoute, ExploreRoute>

    init(model: UpcomingViewModel, router: FeatureRouter<ExploreRoute, ExploreRoute>) {
        self.model = model
        self.router = router
        list.sortableColumnCount = Self.columns.count
        model.list.onChange = { [weak self] in self?.modelDidChange() }
        model.reload()
    }

    /// The releases shown, in order: those the filter lets through, sorted as the header says.
    public var rows: [UpcomingItem] { shown.items }

    /// The highlighted release.
    public var selectedItem: UpcomingItem? { list.selected(in: rows) }

    /// Opens the release at `index` of the rows shown in its module (nothing when the module
    /// cannot take it).
    public func selectRow(at index: Int) throws {
        selection.release()
        try model.open(list.select(index, in: rows))
    }

    /// Shows the next range (`w`): the calendar for ``UpcomingViewModel/nextRange`` days
    /// replaces this one, so that its link and a restored session show that range.
    public func showNextRange() throws(NavigationError) {
        _ = try router.replaceTop(with: .upcoming(days: model.nextRange))
    }

    private func modelDidChange() {
        showMatchingRows()
        display?.setNeedsDisplay()
    }

    /// Shows the releases that match the filter, in the sort's order.
    private func showMatchingRows() {
        shown.show(model.list.items, by: list, cells: Self.cells(of:)) { [.date($0.date)] }
        selection.update(&list, ids: rows.map(\.id))
    }

    public func screenWillBeReleased() { model.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    /// The filter prompt has the keys while it is open: the footer shows only its hints.
    public var textFieldHasFocus: Bool { list.isEditingFilter }

    public var keyHints: [KeyHint] {
        if list.isEditingFilter { return KeyHint.filterPrompt }
        var hints: [KeyHint] = []
        if let item = selectedItem, let handOff = model.handOff(for: item) { hints.append(KeyHint("enter", handOff.title)) }
        return hints + [KeyHint("w", "\(model.nextRange) days"), KeyHint("ctrl-r", "refresh")]
    }

    /// The list keys, in the help (the footer keeps its room for the screen's own keys).
    public var secondaryKeyHints: [KeyHint] { [KeyHint("/", "filter"), KeyHint("o", "sort"), KeyHint("r", "reverse")] }

    /// The table's columns: the title (never dropped), the date, what is released, whether its
    /// file is on disk (✓) and the instance; on a narrow terminal the file mark goes first, then
    /// the instance.
    static let columns = [
        TableColumn("Date", width: .fixed(16), priority: 3),
        TableColumn("Title", width: .flex(1, minimum: 12), priority: 4),
        TableColumn("Release", width: .flex(1, minimum: 8), priority: 2),
        TableColumn("File", width: .fixed(6), priority: 0),
        TableColumn("Instance", width: .flex(1, minimum: 8), priority: 1),
    ]

    /// A release's cells, in column order (the date column's day and time; the screen blanks
    /// the day on the rows after a day's first).
    static func cells(of item: UpcomingItem) -> [String] {
        [dayText(item.date) + " " + timeText(item), item.title, item.detail, item.hasFile ? "✓" : "", item.instanceLabel]
    }

    /// The widest cell of each column over `items`.
    static func naturalWidths(of items: [UpcomingItem]) -> [Int] {
        items.reduce(into: columns.map(\.title.displayWidth)) { widths, item in
            for (index, cell) in cells(of: item).enumerated() { widths[index] = max(widths[index], cell.displayWidth) }
        }
    }

    private static let dayFormat: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE d MMM"
        return formatter
    }()

    private static let timeFormat: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    /// "Fri 27 Nov": the day column.
    static func dayText(_ date: Date) -> String { dayFormat.string(from: date) }

    /// "20:00", in the local time zone: the time column (blank for a release without a time).
    static func timeText(_ item: UpcomingItem) -> String { item.hasTime ? timeFormat.string(from: item.date) : "" }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        let height = canvas.size.height
        guard height >= 3, width >= 12 else { return }
        canvas.write(summary, at: Point(x: 1, y: 0), width: width - 1, style: theme.header)
        let used = InstanceStatusLines.render(
            model.list.statuses, loadingText: "loading…", in: &canvas, at: 1,
            limit: max(1, (height - 2) / 3))
        let top = 1 + used
        canvas.clipped(to: Rect(x: 0, y: top, width: width, height: max(0, height - top))) { body in
            list.pageSize = max(1, TableView.itemRows(height: body.size.height, state: list))
            let items = rows
            let model = self.model
            // "Nothing" only when an instance said so: when every one failed, their errors show.
            let empty = model.list.statuses.contains(where: \.hasAnswered) ? "Nothing in the next \(model.days) days" : ""
            let calendar = Calendar.current
            TableView(columns: Self.columns, state: list, emptyMessage: empty, natural: Self.naturalWidths(of: items)) { row, column in
                let item = items[row]
                guard column == 0 else { return Self.cells(of: item)[column] }
                // The day on a day's first row only.
                let startsDay = row == 0 || !calendar.isDate(items[row - 1].date, inSameDayAs: item.date)
                return (startsDay ? Self.dayText(item.date) : "").fitted(toWidth: 10) + " " + Self.timeText(item)
            }.render(in: &body)
        }
    }

    /// The header: how many releases, over which days.
    public var summary: String {
        guard model.list.hasInstances else { return "No instance is configured: add one in Settings" }
        let range = "\(Self.dayText(model.start)) – \(Self.dayText(model.end.addingTimeInterval(-1)))"
        guard model.list.isLoaded else { return "Loading the next \(model.days) days (\(range))…" }
        let count = model.list.items.count
        let shown = list.filterText.isEmpty ? "" : " · \(rows.count) match"
        let legend = model.list.items.contains(where: \.hasFile) ? " · ✓ file on disk" : ""
        return "\(count) release\(count == 1 ? "" : "s") in the next \(model.days) days (\(range))" + shown + legend
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
        case .character("w"):
            try? showNextRange()
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
