import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore
import ServarrScreens
import SonarrAPI

/// One season's episodes. Enter opens an episode's sheet (`m` there toggles the episode);
/// `m` toggles the season's monitoring; `s` searches for the whole season; `i` opens the
/// season's releases (interactive search, full-screen); `/` filters the episodes.
@MainActor
public final class SeasonDetailScreen: Screen, TerminalScreen, RowSelecting {
    public let seriesID: Int
    public let seasonNumber: Int
    public private(set) var episodes: [Episode] = []
    /// The episodes the `/` filter shows, in order.
    public private(set) var shownEpisodes: [Episode] = []
    /// How loading the season went: what the page says instead of it.
    public private(set) var load = ItemLoadState()
    public private(set) var isLoaded = false
    /// The series' title, once read (announcements name it; nil when it could not be read).
    public private(set) var seriesTitle: String?
    /// Whether the season is monitored, as its series says (nil until read).
    public private(set) var isMonitored: Bool?
    private var list = ListState()
    private let repository: SonarrRepository?
    private let router: FeatureRouter<SonarrRoute, SonarrModal>
    private let tasks: TaskTracker
    private let commands: CommandWatch<SonarrService>
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?
    private var hasAppeared = false

    init(seriesID: Int, seasonNumber: Int, context: ScreenContext) {
        self.seriesID = seriesID
        self.seasonNumber = seasonNumber
        repository = context.services.resolve(SonarrRepository.self)
        router = context.router(for: SonarrRoute.self, SonarrModal.self)
        tasks = context.tasks
        commands = .registered(in: context.services)
        reload()
    }

    public var title: String { seasonNumber == 0 ? "Specials" : "Season \(seasonNumber)" }

    /// What the page says instead of the episodes (the first load failed); nil otherwise.
    public var failure: String? { load.failure }
    /// Whether the episodes have not loaded: the screen offers only back and retry (Ctrl-R).
    public var awaitsItem: Bool { !isLoaded }

    /// The highlighted episode (of those the filter shows).
    public var selectedEpisode: Episode? { shownEpisodes.indices.contains(list.selection) ? shownEpisodes[list.selection] : nil }

    public func reload() {
        guard let repository else {
            load.cannotLoad("Sonarr is not configured")
            return
        }
        let id = seriesID, number = seasonNumber
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                // The series gives its title and the season's monitored state; without it the
                // season is still shown.
                async let seriesRecord = try? repository.series(id: id)
                let episodes = try await repository.episodes(seriesID: id, seasonNumber: number).sorted { $0.episodeNumber < $1.episodeNumber }
                let series = await seriesRecord
                guard let self else { return }
                if let series {
                    self.seriesTitle = series.title
                    self.isMonitored = series.seasons.first { $0.seasonNumber == number }?.isMonitored
                }
                self.episodes = episodes
                self.isLoaded = true
                self.load.loaded()
                self.showMatchingEpisodes()
            } catch is CancellationError {
            } catch {
                guard let self else { return }
                if let toast = load.failed(error, item: title, showsItem: isLoaded, on: repository) { display?.post(toast) }
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Shows the episodes the `/` filter matches.
    private func showMatchingEpisodes() {
        shownEpisodes = ItemListFilter.items(episodes, shownBy: list, row: Self.row(for:))
        list.itemCount = shownEpisodes.count
        list.select(list.selection)
    }

    /// "Season 2 of Breaking Bad", as toasts name the season.
    private var seasonName: String { seriesTitle.map { "\(title) of \($0)" } ?? title }

    /// Toggles the season's monitoring on the server (`m`, season pass), then reloads; a refusal
    /// is a toast naming the action, the instance and the server's answer.
    public func toggleMonitored() {
        guard let repository, let isMonitored else { return }
        let id = seriesID, number = seasonNumber
        tasks.track { [weak self] in
            guard let name = self?.seasonName else { return }
            let saved: Void? = await MonitoringChange.run(name, to: !isMonitored, on: repository, display: self?.display) {
                try await repository.setSeasonMonitored(seriesID: id, seasonNumber: number, monitored: !isMonitored)
            }
            if saved != nil { self?.reload() }
        }
    }

    /// Starts a search for every episode of the season (`s`); its start and end, or the
    /// server's refusal, are announced in toasts.
    public func search() {
        guard let repository else { return }
        let season = seriesTitle.map { "\($0) \(title.lowercased())" } ?? title
        commands.start(
            .searchSeason(seriesID: seriesID, seasonNumber: seasonNumber), .search(for: season), on: repository, tasks: tasks, display: display)
    }

    /// Opens interactive search for the whole season, full-screen over it (`i`).
    public func openInteractiveSearch() throws(NavigationError) {
        try router.present(.seasonSearch(seriesID: seriesID, seasonNumber: seasonNumber), style: .fullScreen)
    }

    public func selectRow(at index: Int) throws {
        guard shownEpisodes.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        try router.present(.episode(id: shownEpisodes[index].id))
    }

    public func screenDidAppear() {
        if hasAppeared, isLoaded { reload() }
        hasAppeared = true
    }

    public func screenWillBeReleased() { loading?.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    /// The screen's own key; the rest are the module's commands, whose titles the footer adds.
    /// The filter prompt has the keys while it is open: the footer shows only its hints.
    public var textFieldHasFocus: Bool { list.isEditingFilter }

    public var keyHints: [KeyHint] {
        if list.isEditingFilter { return KeyHint.filterPrompt }
        return awaitsItem ? load.keyHints : [KeyHint("enter", "episode")]
    }

    /// The list's filter, in the help.
    public var secondaryKeyHints: [KeyHint] { awaitsItem ? [] : [KeyHint("/", "filter")] }

    /// An episode's row, as the list draws it and the filter reads it.
    static func row(for episode: Episode) -> ListRow {
        let aired = episode.airDate.map { String(ServarrDate.format($0).prefix(10)) } ?? "unaired"
        return ListRow(
            "\(SonarrText.code(season: episode.seasonNumber, episode: episode.episodeNumber))  \(episode.title)",
            detail: "\(aired)  \(episode.hasFile ? "✓" : "·") \(episode.isMonitored ? "●" : "○")")
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard isLoaded else {
            canvas.write(failure ?? "Loading episodes…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let have = episodes.count { $0.hasFile }
        let monitored = isMonitored.map { $0 ? " · monitored" : " · not monitored" } ?? ""
        let header = "\(title) · \(have)/\(episodes.count) episodes" + monitored
        canvas.write(header, at: Point(x: 1, y: 0), width: width - 1, style: theme.header)
        StatusLegend.render("✓ file  · missing  ● monitored  ○ unmonitored", beside: header, line: 0, in: &canvas)
        canvas.clipped(to: Rect(x: 0, y: 1, width: width, height: max(0, canvas.size.height - 1))) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = ListScrolling.offset(list, rows: body.size.height)
            let episodes = shownEpisodes
            ListView(state: list, emptyMessage: self.episodes.isEmpty ? "No episodes" : "No episode matches") { index in
                var row = Self.row(for: episodes[index])
                row.style = episodes[index].isMonitored ? nil : theme.muted
                return row
            }.render(in: &body)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if awaitsItem { return load.handle(key, retrying: reload) }
        if list.takesFilterKey(key) {
            _ = list.handle(key)
            showMatchingEpisodes()
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
