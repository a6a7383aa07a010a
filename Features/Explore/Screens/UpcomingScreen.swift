import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The merged calendar: every instance's movie releases and episode air dates, by date, the
/// day shown on the first row of each day and an episode's local air time on its row. Enter opens the movie or series in its module;
/// `w` shows the next range (14, 7, 30, 90 days); Ctrl-R reloads.
@MainActor
public final class UpcomingScreen: Screen, TerminalScreen, RowSelecting {
    public let title = "Upcoming"
    /// The calendar state.
    public let model: UpcomingViewModel
    private var list = ListState()
    private var selection = StableSelection()
    private var display: DisplayInvalidator?
    private let router: FeatureRouter<ExploreRoute, ExploreRoute>

    init(model: UpcomingViewModel, router: FeatureRouter<ExploreRoute, ExploreRoute>) {
        self.model = model
        self.router = router
        model.list.onChange = { [weak self] in self?.modelDidChange() }
        model.reload()
    }

    /// The highlighted release.
    public var selectedItem: UpcomingItem? { list.selected(in: model.list.items) }

    /// Opens the release at `index` in its module (nothing when the module cannot take it).
    public func selectRow(at index: Int) throws {
        selection.release()
        try model.open(list.select(index, in: model.list.items))
    }

    /// Shows the next range (`w`): the calendar for ``UpcomingViewModel/nextRange`` days
    /// replaces this one, so that its link and a restored session show that range.
    public func showNextRange() throws(NavigationError) {
        _ = try router.replaceTop(with: .upcoming(days: model.nextRange))
    }

    private func modelDidChange() {
        selection.update(&list, ids: model.list.items.map(\.id))
        display?.setNeedsDisplay()
    }

    public func screenWillBeReleased() { model.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var keyHints: [KeyHint] {
        var hints: [KeyHint] = []
        if let item = selectedItem, let handOff = model.handOff(for: item) { hints.append(KeyHint("enter", handOff.title)) }
        return hints + [KeyHint("w", "\(model.nextRange) days"), KeyHint("ctrl-r", "refresh")]
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
            list.pageSize = max(1, body.size.height)
            let items = model.list.items
            let model = self.model
            // "Nothing" only when an instance said so: when every one failed, their errors show.
            let empty = model.list.statuses.contains(where: \.hasAnswered) ? "Nothing in the next \(model.days) days" : ""
            let column = DetailColumn(labels: model.list.statuses.map(\.label), markWidth: 2, listWidth: body.size.width)
            ListView(state: list, emptyMessage: empty) { index in
                let item = items[index]
                let day = model.startsDay(at: index) ? Self.dayText(item.date) : ""
                return ListRow(
                    day.fitted(toWidth: 11) + Self.timeText(item).fitted(toWidth: 6) + item.title + " · " + item.detail,
                    detail: column.text(mark: item.hasFile ? "✓" : "", label: item.instanceLabel))
            }.render(in: &body)
        }
    }

    /// The header: how many releases, over which days.
    public var summary: String {
        guard model.list.hasInstances else { return "No instance is configured: add one in Settings" }
        let range = "\(Self.dayText(model.start)) – \(Self.dayText(model.end.addingTimeInterval(-1)))"
        guard model.list.isLoaded else { return "Loading the next \(model.days) days (\(range))…" }
        let count = model.list.items.count
        return "\(count) release\(count == 1 ? "" : "s") in the next \(model.days) days (\(range))"
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .enter:
            guard selectedItem != nil else { return .notHandled }
            try? selectRow(at: list.selection)
        case .character("w"):
            try? showNextRange()
        case .control("r"):
            model.reload()
        default:
            guard list.handle(key) else { return .notHandled }
            selection.release()
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
