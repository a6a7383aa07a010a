import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore
import ServarrScreens
import SonarrAPI

/// One series: facts, overview, and its seasons with episode counts and monitored state.
/// Enter opens a season; `m` toggles the series' monitoring (a season's: open it, then `m`);
/// `/` filters the seasons.
@MainActor
public final class SeriesDetailScreen: Screen, TerminalScreen, RowSelecting {
    public let seriesID: Int
    public private(set) var series: Series?
    /// How loading the series went: what the page says instead of it.
    public private(set) var load = ItemLoadState()
    /// The seasons the `/` filter shows, in order.
    public private(set) var shownSeasons: [Season] = []
    private var list = ListState()
    private let repository: SonarrRepository?
    private let router: FeatureRouter<SonarrRoute, SonarrModal>
    private let tasks: TaskTracker
    private let commands: CommandWatch<SonarrService>
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?

    init(seriesID: Int, context: ScreenContext) {
        self.seriesID = seriesID
        repository = context.services.resolve(SonarrRepository.self)
        router = context.router(for: SonarrRoute.self, SonarrModal.self)
        tasks = context.tasks
        commands = .registered(in: context.services)
        reload()
    }

    public var title: String { series?.title ?? "Series \(seriesID)" }

    /// What the page says instead of the series (its first load failed, or it is gone); nil otherwise.
    public var failure: String? { load.failure }
    /// What the screen says when the server no longer has the series (``GoneItem``); nil while it does.
    public var goneNotice: String? { load.goneNotice }
    /// Whether the series has not loaded: the screen offers only back and retry (Ctrl-R).
    public var awaitsItem: Bool { series == nil || goneNotice != nil }

    /// The seasons, newest last, specials (season 0) first as Sonarr lists them.
    public var seasons: [Season] { (series?.seasons ?? []).sorted { $0.seasonNumber < $1.seasonNumber } }

    /// The highlighted season (of those the filter shows).
    public var selectedSeason: Season? { shownSeasons.indices.contains(list.selection) ? shownSeasons[list.selection] : nil }

    public func reload() {
        guard let repository else {
            load.cannotLoad("Sonarr is not configured")
            return
        }
        let id = seriesID
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                let series = try await repository.series(id: id)
                guard let self else { return }
                self.series = series
                self.load.loaded()
                self.showMatchingSeasons()
            } catch is CancellationError {
            } catch {
                guard let self else { return }
                if let toast = load.failed(error, item: title, showsItem: series != nil, on: repository) { display?.post(toast) }
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Shows the seasons the `/` filter matches.
    private func showMatchingSeasons() {
        shownSeasons = ItemListFilter.items(seasons, shownBy: list, row: Self.row(for:))
        list.itemCount = shownSeasons.count
        list.select(list.selection)
    }

    /// Highlights a season row.
    public func highlight(row: Int) { list.select(row) }

    /// Toggles the series' monitoring on the server (`m`); a refusal is a toast naming the
    /// action, the instance and the server's answer.
    public func toggleMonitored() {
        guard let repository, var series else { return }
        series.isMonitored.toggle()
        let changed = series
        tasks.track { [weak self] in
            let saved = await MonitoringChange.run(changed.title, to: changed.isMonitored, on: repository, display: self?.display) {
                try await repository.update(changed)
            }
            if saved != nil { self?.reload() }
        }
    }

    /// Starts a search for the whole series (`s`); its start and end, or the server's refusal,
    /// are announced in toasts.
    public func search() {
        guard let repository else { return }
        commands.start(.searchSeries(id: seriesID), .search(for: series?.title ?? "this series"), on: repository, tasks: tasks, display: display)
    }

    public func selectRow(at index: Int) throws {
        guard shownSeasons.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        try router.push(.season(seriesID: seriesID, number: shownSeasons[index].seasonNumber))
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() { loading?.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    /// The screen's own keys; the rest are the module's commands, whose titles the footer adds.
    /// The filter prompt has the keys while it is open: the footer shows only its hints.
    public var textFieldHasFocus: Bool { list.isEditingFilter }

    public var keyHints: [KeyHint] {
        if list.isEditingFilter { return KeyHint.filterPrompt }
        return awaitsItem ? load.keyHints : [KeyHint("enter", "season")]
    }

    /// The list's filter, in the help.
    public var secondaryKeyHints: [KeyHint] { awaitsItem ? [] : [KeyHint("/", "filter")] }

    /// A season's row, as the list draws it and the filter reads it.
    static func row(for season: Season) -> ListRow {
        let name = season.seasonNumber == 0 ? "Specials" : "Season \(season.seasonNumber)"
        return ListRow(name, detail: "\(season.episodeFileCount)/\(season.episodeCount) episodes  \(season.isMonitored ? "●" : "○")")
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard let series, goneNotice == nil else {
            canvas.write(failure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let facts = [
            series.year > 0 ? String(series.year) : nil, series.network, series.seriesType.rawValue,
            series.isMonitored ? "monitored" : "not monitored",
            "\(series.episodeFileCount)/\(series.episodeCount) episodes", ByteCountText.text(for: series.sizeOnDisk),
        ]
        .compactMap { $0 }.filter { !$0.isEmpty }
        canvas.write(series.title, at: Point(x: 1, y: 0), width: width - 1, style: theme.header)
        canvas.write(facts.joined(separator: " · "), at: Point(x: 1, y: 1), width: width - 1, style: theme.muted)
        let overview = series.overview.wrapped(toWidth: max(10, width - 2), maximumLines: 3)
        for (row, line) in overview.enumerated() {
            canvas.write(line, at: Point(x: 1, y: 2 + row), width: width - 2, style: theme.normal)
        }
        let top = 3 + overview.count
        canvas.write("Seasons", at: Point(x: 1, y: top), width: width - 1, style: theme.accent)
        StatusLegend.render("● monitored  ○ unmonitored", beside: "Seasons", line: top, in: &canvas)
        canvas.clipped(to: Rect(x: 0, y: top + 1, width: width, height: max(0, canvas.size.height - top - 1))) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = ListScrolling.offset(list, rows: body.size.height)
            let seasons = shownSeasons
            ListView(state: list, emptyMessage: self.seasons.isEmpty ? "No seasons" : "No season matches") { index in
                var row = Self.row(for: seasons[index])
                row.style = seasons[index].isMonitored ? nil : theme.muted
                return row
            }.render(in: &body)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if awaitsItem { return load.handle(key, retrying: reload) }
        if list.takesFilterKey(key) {
            _ = list.handle(key)
            showMatchingSeasons()
            if key == .enter, list.itemCount > 0 { try? selectRow(at: list.selection) }
            display?.setNeedsDisplay()
            return .handled
        }
        if key == .enter {
            try? selectRow(at: list.selection)
            return .handled
        }
        guard key != .escape, list.handle(key) else { return .notHandled }
        display?.setNeedsDisplay()
        return .handled
    }
}
