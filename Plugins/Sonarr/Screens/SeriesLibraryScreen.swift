import ServarrCore
import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrScreens
import SonarrAPI

/// Every series of the library: a stats header and a filterable, sortable list.
///
/// Keys: ↑/↓ move, Enter opens, `/` filters by text, `f` cycles downloaded/missing, `u` cycles
/// monitored/unmonitored, `o` cycles the sort (title, year, added, size), `r` reverses it.
/// The module's commands act on the highlighted series (`m`, `d`, `e`) or the list (`a`, Ctrl-R).
@MainActor
public final class SeriesLibraryScreen: Screen, TerminalScreen, RowSelecting {
    public let title = "Series"
    public var series: [Series] { content.items }
    public private(set) var shown = LibraryRows<Series>()
    /// The series loaded, the rows that could not be read, and the filter index.
    private var content = LibraryContent<Series>(fields: LibraryQuery.Fields.init(series:))
    /// The filters and sort.
    public private(set) var query = SeriesLibraryQuery()
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

    /// `42 series · 1234/1500 episodes · 3.2 TB`.
    public var summary: String {
        let files = series.reduce(0) { $0 + $1.episodeFileCount }, episodes = series.reduce(0) { $0 + $1.episodeCount }
        return "\(series.count) series · \(files)/\(episodes) episodes · \(ByteCountText.text(for: series.reduce(0) { $0 + $1.sizeOnDisk }))"
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
                let listing = try await repository.seriesListing()
                guard let self else { return }
                let content = await self.content.loading(listing, for: self.query)
                if !Task.isCancelled { self.loaded(content) }
            } catch is CancellationError {
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    private func loaded(_ content: LibraryContent<Series>) {
        self.content.replace(with: content, rows: &shown)
        failure = nil
        isLoaded = true
        applyFilter()
    }

    /// Shows only series whose title contains `text` (case- and diacritic-insensitive).
    public func filter(by text: String) {
        list.filter = TextFieldState(text: text)
        var query = self.query
        query.text = text
        setQuery(query)
    }

    /// Changes the filters or sort, keeping the highlighted series when it is still shown.
    public func setQuery(_ query: SeriesLibraryQuery) {
        self.query = query
        applyFilter()
    }

    private func applyFilter() {
        let selectedID = selectedSeries?.id
        shown = content.rows(for: query)
        list.itemCount = shown.count
        if let selectedID, let index = shown.firstIndex(id: selectedID) { list.select(index) } else { list.select(list.selection) }
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
                self?.display?.post(.monitoring(saved.title, isMonitored: saved.isMonitored))
                guard let self, let index = self.series.firstIndex(where: { $0.id == saved.id }) else { return }
                var series = self.series
                series[index] = saved
                self.content.replaceItems(series)
                self.applyFilter()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
        }
    }

    public func selectRow(at index: Int) throws {
        guard shown.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
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
        [KeyHint("enter", "open"), KeyHint("a", "add"), KeyHint("m", "monitor"), KeyHint("/", "filter"),
         KeyHint("f", "files"), KeyHint("o", "sort"), KeyHint("ctrl-r", "refresh")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard canvas.size.height >= 3 else { return }
        guard isLoaded else {
            canvas.write(failure ?? "Loading series…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let sortText = query.sortText
        canvas.write(summary + query.filterText, at: Point(x: 1, y: 0), width: max(0, width - sortText.displayWidth - 3), style: theme.header)
        canvas.write(sortText, at: Point(x: max(1, width - sortText.displayWidth - 1), y: 0), style: theme.muted)
        content.renderStatusLine(failure: failure, y: 1, in: &canvas)
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
        if list.isEditingFilter || key == .character("/") {
            let used = list.handle(key)
            var query = self.query
            query.text = list.filterText
            setQuery(query)
            return used ? .handled : .notHandled
        }
        var query = self.query
        if query.handle(key) {
            setQuery(query)
            return .handled
        }
        if key == .escape, !list.filterText.isEmpty {
            list.clearFilter()
            query.text = ""
            setQuery(query)
            return .handled
        }
        guard list.handle(key) else { return .notHandled }
        display?.setNeedsDisplay()
        return .handled
    }
}
