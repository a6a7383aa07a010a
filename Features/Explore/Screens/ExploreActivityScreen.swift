import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The merged download queues of every instance, each download with a progress bar, soonest
/// to finish first. While the screen is focused it reloads every ``refreshInterval``; Enter
/// opens the download's movie or series in its module; Ctrl-R reloads now.
@MainActor
public final class ExploreActivityScreen: Screen, TerminalScreen, RowSelecting {
    public let title = "Activity"
    /// The queues' state.
    public let model: ActivityViewModel
    /// How often the queues reload while the screen is focused; nil: only on Ctrl-R.
    public let refreshInterval: Duration?
    private var list = ListState()
    private var selection = StableSelection()
    private var display: DisplayInvalidator?
    private var refreshing: Task<Void, Never>?
    private let isFocused: () -> Bool

    /// - Parameter isFocused: Whether the screen is the focused one (the periodic reload
    ///   skips its turn otherwise).
    init(model: ActivityViewModel, refreshInterval: Duration?, isFocused: @escaping () -> Bool) {
        self.model = model
        self.refreshInterval = refreshInterval
        self.isFocused = isFocused
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

    /// The highlighted download.
    public var selectedItem: DownloadItem? { list.selected(in: model.list.items) }

    /// Opens the download's movie or series at `index` in its module (nothing when the module
    /// cannot take it).
    public func selectRow(at index: Int) throws {
        selection.release()
        try model.open(list.select(index, in: model.list.items))
    }

    private func modelDidChange() {
        selection.update(&list, ids: model.list.items.map(\.id))
        display?.setNeedsDisplay()
    }

    public func screenWillBeReleased() {
        refreshing?.cancel()
        model.cancel()
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var keyHints: [KeyHint] {
        var hints: [KeyHint] = []
        if let item = selectedItem, let handOff = model.handOff(for: item) { hints.append(KeyHint("enter", handOff.title)) }
        return hints + [KeyHint("ctrl-r", "refresh")]
    }

    /// The header: how many downloads, from how many instances.
    public var summary: String {
        guard model.list.hasInstances else { return "No instance is configured: add one in Settings" }
        guard model.list.isLoaded else { return "Loading the queues…" }
        let count = model.list.items.count
        let instances = model.list.statuses.count
        let refresh = refreshInterval.map { " · refreshes every \(Self.seconds($0)) s" } ?? ""
        return "\(count) download\(count == 1 ? "" : "s") across \(instances) instance\(instances == 1 ? "" : "s")" + refresh
    }

    private static func seconds(_ duration: Duration) -> Int { Int(duration.components.seconds) }

    /// "3m", "2h 05m", "4d", "<1m": the time left until `date`.
    static func timeLeft(until date: Date?, now: Date = Date()) -> String {
        guard let date else { return "" }
        let minutes = Int((date.timeIntervalSince(now) / 60).rounded(.up))
        if minutes < 1 { return "<1m" }
        if minutes < 60 { return "\(minutes)m" }
        if minutes < 24 * 60 { return "\(minutes / 60)h " + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)m" }
        return "\(minutes / (24 * 60))d"
    }

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
        let rows = max(0, height - top - 1)
        list.pageSize = max(1, rows)
        let items = model.list.items
        if items.isEmpty {
            // "Nothing" only when an instance said so: when every one failed, their errors show.
            if model.list.statuses.contains(where: \.hasAnswered), rows > 0 {
                canvas.write("Nothing is downloading", at: Point(x: 2, y: top), width: width - 2, style: theme.muted)
            }
            return
        }
        let labelWidth = min(16, items.map(\.instanceLabel.displayWidth).max() ?? 0)
        let barWidth = width >= 100 ? 24 : 12
        let titleWidth = max(4, width - 2 - (barWidth + 1) - 5 - 8 - (labelWidth + 1))
        let now = Date()
        for (offset, index) in list.visibleRange(height: rows).enumerated() {
            let item = items[index]
            let y = top + offset
            let selected = index == list.selection
            let style = selected ? theme.selection : (item.errorMessage == nil ? theme.normal : theme.warning)
            if selected {
                canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: style)
                canvas.write("▸", at: Point(x: 0, y: y), style: style)
            }
            var x = 2
            canvas.write(item.title, at: Point(x: x, y: y), width: titleWidth, style: style)
            x += titleWidth + 1
            canvas.write(
                ProgressBar.bar(fraction: item.progress, width: barWidth), at: Point(x: x, y: y),
                style: selected ? style : theme.progress.adding(.underline))
            x += barWidth
            canvas.write("\(Int((item.progress * 100).rounded(.down)))%", at: Point(x: x, y: y), width: 5, style: style, alignment: .trailing)
            x += 5
            canvas.write(
                Self.timeLeft(until: item.estimatedCompletion, now: now), at: Point(x: x, y: y), width: 8, style: style,
                alignment: .trailing)
            x += 8 + 1
            canvas.write(item.instanceLabel, at: Point(x: x, y: y), width: labelWidth, style: selected ? style : theme.muted)
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
        switch key {
        case .enter:
            guard selectedItem != nil else { return .notHandled }
            try? selectRow(at: list.selection)
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
