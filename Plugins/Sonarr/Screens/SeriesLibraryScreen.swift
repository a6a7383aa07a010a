import ServarrCore
import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrScreens
import SonarrAPI

/// Every series of the library: a stats header and a filterable list (`/`), sorted by title.
@MainActor
public final class SeriesLibraryScreen: Screen, TerminalScreen, RowSelecting {
    public let title = "Series"
    public private(set) var series: [Series] = []
    public private(set) var shown: [Series] = []
    public private(set) var failure: String?
    public private(set) var isLoaded = false
    private var list = ListState()
    private let repository: SonarrRepository?
    private let router: FeatureRouter<SonarrRoute, SonarrModal>
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?
    private var hasAppeared = false

    init(context: ScreenContext) {
        repository = context.services.resolve(SonarrRepository.self)
        router = context.router(for: SonarrRoute.self, SonarrModal.self)
        tasks = context.tasks
        reload()
    }

    /// The highlighted series.
    public var selectedSeries: Series? { shown.indices.contains(list.selection) ? shown[list.selection] : nil }

    /// `42 series · 1,234 of 1,500 episodes · 3.2 TB`.
    public var summary: String {
        let files = series.reduce(0) { $0 + $1.episodeFileCount }, episodes = series.reduce(0) { $0 + $1.episodeCount }
        return "\(series.count) series · \(files) of \(episodes) episodes · \(ByteCountText.text(for: series.reduce(0) { $0 + $1.sizeOnDisk }))"
    }

    /// Reloads from the server (Ctrl-R).
    public func reload() {
        guard let repository else {
            failure = "Sonarr is not configured"
            return
        }
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                let series = try await repository.series()
                self?.loaded(series)
            } catch is CancellationError {
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    private func loaded(_ series: [Series]) {
        self.series = series
        failure = nil
        isLoaded = true
        applyFilter()
    }

    /// Shows only series whose title contains `text` (case- and diacritic-insensitive).
    public func filter(by text: String) {
        list.filter = TextFieldState(text: text)
        applyFilter()
    }

    private func applyFilter() {
        let needle = list.filterText.trimmingCharacters(in: .whitespaces)
        shown = series
            .filter { needle.isEmpty || $0.title.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
            .sorted { ($0.sortTitle.isEmpty ? $0.title : $0.sortTitle).localizedStandardCompare($1.sortTitle.isEmpty ? $1.title : $1.sortTitle) == .orderedAscending }
        list.itemCount = shown.count
        list.select(list.selection)
        display?.setNeedsDisplay()
    }

    /// Toggles the highlighted series' monitored state on the server (`m`).
    public func toggleMonitored() {
        guard let repository, var changed = selectedSeries else { return }
        changed.isMonitored.toggle()
        let series = changed
        tasks.track { [weak self] in
            do {
                let saved = try await repository.updateSeries(series)
                guard let self, let index = self.series.firstIndex(where: { $0.id == saved.id }) else { return }
                self.series[index] = saved
                self.applyFilter()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
        }
    }

    public func selectRow(at index: Int) throws {
        guard shown.indices.contains(index) else { throw SonarrScreenError.noSuchRow(index) }
        list.select(index)
        try router.push(.series(id: shown[index].id))
    }

    public func screenDidAppear() {
        if hasAppeared, isLoaded { reload() }
        hasAppeared = true
    }

    public func screenWillBeReleased() { loading?.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] {
        [KeyHint("enter", "open"), KeyHint("a", "add"), KeyHint("m", "monitor"), KeyHint("/", "filter"), KeyHint("ctrl-r", "refresh")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard canvas.size.height >= 3 else { return }
        guard isLoaded else {
            canvas.write(failure ?? "Loading series…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        canvas.write(summary, at: Point(x: 1, y: 0), width: width - 1, style: theme.header)
        if let failure { canvas.write(failure, at: Point(x: 1, y: 1), width: width - 1, style: theme.error) } else { canvas.horizontalLine(y: 1, style: theme.border) }
        canvas.clipped(to: Rect(x: 0, y: 2, width: width, height: canvas.size.height - 2)) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = ListScrolling.offset(list, rows: ListView.itemRows(height: body.size.height, state: list))
            let shown = self.shown
            ListView(state: list, emptyMessage: series.isEmpty ? "No series yet. Press a to add one." : "No series matches") { index in
                let item = shown[index]
                let detail = "\(item.episodeFileCount)/\(item.episodeCount) ep  \(item.isMonitored ? "●" : "○")"
                return ListRow(item.title + (item.year > 0 ? " (\(item.year))" : ""), detail: detail, style: item.isMonitored ? nil : theme.muted)
            }.render(in: &body)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if key == .enter, !list.isEditingFilter {
            try? selectRow(at: list.selection)
            return .handled
        }
        let before = list.filterText
        guard list.handle(key) else { return .notHandled }
        if list.filterText != before { applyFilter() }
        display?.setNeedsDisplay()
        return .handled
    }
}
