import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore
import ServarrScreens
import SonarrAPI

/// One series: facts, overview, and its seasons with episode counts and monitored state.
/// Enter opens a season; `m` toggles the highlighted season's monitoring (season pass).
@MainActor
public final class SeriesDetailScreen: Screen, TerminalScreen, RowSelecting {
    public let seriesID: Int
    public private(set) var series: Series?
    public private(set) var failure: String?
    public private(set) var status: String?
    /// What the screen says when the server no longer has the item (``GoneItem``); nil while it does.
    public private(set) var goneNotice: String?
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

    /// The seasons, newest last, specials (season 0) first as Sonarr lists them.
    public var seasons: [Season] { (series?.seasons ?? []).sorted { $0.seasonNumber < $1.seasonNumber } }

    /// The highlighted season.
    public var selectedSeason: Season? { seasons.indices.contains(list.selection) ? seasons[list.selection] : nil }

    public func reload() {
        guard let repository else {
            failure = "Sonarr is not configured"
            return
        }
        let id = seriesID
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                let series = try await repository.series(id: id)
                guard let self else { return }
                self.series = series
                (self.failure, self.goneNotice) = (nil, nil)
                self.list.itemCount = self.seasons.count
                self.list.select(self.list.selection)
            } catch is CancellationError {
            } catch {
                guard let self else { return }
                goneNotice = GoneItem.notice(for: error, item: title, on: repository)
                failure = goneNotice ?? ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Highlights a season row.
    public func highlight(row: Int) { list.select(row) }

    /// Toggles the highlighted season's monitoring on the server, then reloads.
    public func toggleSeasonMonitored() {
        guard let repository, let season = selectedSeason else { return }
        let id = seriesID
        tasks.track { [weak self] in
            do {
                try await repository.setSeasonMonitored(seriesID: id, seasonNumber: season.seasonNumber, monitored: !season.isMonitored)
                self?.status = nil
                let name = season.seasonNumber == 0 ? "Specials" : "Season \(season.seasonNumber)"
                self?.display?.post(.monitoring("\(name) of \(self?.series?.title ?? "this series")", isMonitored: !season.isMonitored))
                self?.reload()
            } catch {
                self?.status = ServarrError.userMessage(for: error)
            }
        }
    }

    /// Starts a search for the whole series (`s`); its start and end are announced in toasts.
    public func search() {
        guard let repository else { return }
        commands.start(.searchSeries(id: seriesID), .search(for: series?.title ?? "this series"), on: repository, tasks: tasks, display: display) {
            [weak self] failure in self?.status = failure
        }
    }

    public func selectRow(at index: Int) throws {
        guard seasons.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        try router.push(.season(seriesID: seriesID, number: seasons[index].seasonNumber))
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() { loading?.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    /// The screen's own keys (`m` says it acts on the season); the rest are the module's
    /// commands, whose titles the footer adds.
    public var keyHints: [KeyHint] { [KeyHint("enter", "season"), KeyHint("m", "monitor season")] }

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
        canvas.write(status ?? "Seasons", at: Point(x: 1, y: top), width: width - 1, style: status == nil ? theme.accent : theme.dim)
        canvas.clipped(to: Rect(x: 0, y: top + 1, width: width, height: max(0, canvas.size.height - top - 1))) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = ListScrolling.offset(list, rows: body.size.height)
            let seasons = self.seasons
            ListView(state: list, emptyMessage: "No seasons") { index in
                let season = seasons[index]
                let name = season.seasonNumber == 0 ? "Specials" : "Season \(season.seasonNumber)"
                return ListRow(
                    name, detail: "\(season.episodeFileCount)/\(season.episodeCount) episodes  \(season.isMonitored ? "●" : "○")",
                    style: season.isMonitored ? nil : theme.muted)
            }.render(in: &body)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if key == .enter {
            try? selectRow(at: list.selection)
            return .handled
        }
        guard key != .escape, list.handle(key) else { return .notHandled }
        display?.setNeedsDisplay()
        return .handled
    }
}
