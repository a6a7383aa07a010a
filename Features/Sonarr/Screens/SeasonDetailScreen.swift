import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore
import ServarrScreens
import SonarrAPI

/// One season's episodes. Enter opens an episode's sheet; `m` toggles the highlighted
/// episode's monitoring; `s` searches for the whole season; `i` opens the season's releases
/// (interactive search, full-screen).
@MainActor
public final class SeasonDetailScreen: Screen, TerminalScreen, RowSelecting {
    public let seriesID: Int
    public let seasonNumber: Int
    public private(set) var episodes: [Episode] = []
    public private(set) var failure: String?
    public private(set) var isLoaded = false
    /// What the last season search reported, or nil.
    public private(set) var status: String?
    /// The series' title, once read (announcements name it; nil when it could not be read).
    public private(set) var seriesTitle: String?
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

    /// The highlighted episode.
    public var selectedEpisode: Episode? { episodes.indices.contains(list.selection) ? episodes[list.selection] : nil }

    public func reload() {
        guard let repository else {
            failure = "Sonarr is not configured"
            return
        }
        let id = seriesID, number = seasonNumber, knowsSeries = seriesTitle != nil
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                // The series' title is read once, beside the first load; without it the
                // season is still shown.
                async let series = knowsSeries ? nil : try? repository.series(id: id).title
                let episodes = try await repository.episodes(seriesID: id, seasonNumber: number).sorted { $0.episodeNumber < $1.episodeNumber }
                let seriesTitle = await series
                guard let self else { return }
                if let seriesTitle { self.seriesTitle = seriesTitle }
                self.episodes = episodes
                self.isLoaded = true
                self.failure = nil
                self.list.itemCount = episodes.count
                self.list.select(self.list.selection)
            } catch is CancellationError {
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Toggles the highlighted episode's monitoring on the server (`m`).
    public func toggleMonitored() {
        guard let repository, let episode = selectedEpisode else { return }
        tasks.track { [weak self] in
            do {
                try await repository.setEpisodesMonitored(ids: [episode.id], monitored: !episode.isMonitored)
                let code = SonarrText.code(season: episode.seasonNumber, episode: episode.episodeNumber)
                self?.display?.post(.monitoring("\(code) \(episode.title)", isMonitored: !episode.isMonitored))
                self?.reload()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
        }
    }

    /// Starts a search for every episode of the season (`s`); its start and end are announced
    /// in toasts.
    public func search() {
        guard let repository else { return }
        let season = seriesTitle.map { "\($0) \(title.lowercased())" } ?? title
        commands.start(
            .searchSeason(seriesID: seriesID, seasonNumber: seasonNumber), .search(for: season), on: repository, tasks: tasks, display: display
        ) {
            [weak self] failure in self?.status = failure
        }
    }

    /// Opens interactive search for the whole season, full-screen over it (`i`).
    public func openInteractiveSearch() throws(NavigationError) {
        try router.present(.seasonSearch(seriesID: seriesID, seasonNumber: seasonNumber), style: .fullScreen)
    }

    public func selectRow(at index: Int) throws {
        guard episodes.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        try router.present(.episode(id: episodes[index].id))
    }

    public func screenDidAppear() {
        if hasAppeared, isLoaded { reload() }
        hasAppeared = true
    }

    public func screenWillBeReleased() { loading?.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    /// The screen's own key; the rest are the module's commands, whose titles the footer adds.
    public var keyHints: [KeyHint] { [KeyHint("enter", "episode")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard isLoaded else {
            canvas.write(failure ?? "Loading episodes…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let have = episodes.count { $0.hasFile }
        let header = "\(title) · \(have)/\(episodes.count) episodes"
        canvas.write(header, at: Point(x: 1, y: 0), width: width - 1, style: theme.header)
        if let note = failure ?? status, header.displayWidth + note.displayWidth + 4 < width {
            canvas.write(note, at: Point(x: width - note.displayWidth - 1, y: 0), style: failure == nil ? theme.muted : theme.error)
        } else if let failure {
            canvas.write(failure, at: Point(x: 1, y: 0), width: width - 2, style: theme.error)
        }
        canvas.clipped(to: Rect(x: 0, y: 1, width: width, height: max(0, canvas.size.height - 1))) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = ListScrolling.offset(list, rows: body.size.height)
            let episodes = self.episodes, season = seasonNumber
            ListView(state: list, emptyMessage: "No episodes") { index in
                let episode = episodes[index]
                let aired = episode.airDate.map { String(ServarrDate.format($0).prefix(10)) } ?? "unaired"
                return ListRow(
                    "\(SonarrText.code(season: season, episode: episode.episodeNumber))  \(episode.title)",
                    detail: "\(aired)  \(episode.hasFile ? "✓" : "·") \(episode.isMonitored ? "●" : "○")",
                    style: episode.isMonitored ? nil : theme.muted)
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
