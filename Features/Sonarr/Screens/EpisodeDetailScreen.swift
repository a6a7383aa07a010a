import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore
import ServarrScreens
import SonarrAPI

/// One episode, in a sheet: "<series> · S01E02 · <title>", air date, file state, overview.
/// `m` toggles its monitoring, `s` searches for it, `i` opens interactive search (full-screen,
/// over the sheet). The episode endpoint does not name the series, so the sheet looks it up.
@MainActor
public final class EpisodeDetailScreen: Screen, TerminalScreen {
    public let episodeID: Int
    public private(set) var episode: Episode?
    /// How loading the episode went: what the sheet says instead of it.
    public private(set) var load = ItemLoadState()
    /// The series' title: the episode's own when the server sent it, or looked up (nil until
    /// known, and if the look-up fails: the heading then goes without it).
    public private(set) var seriesTitle: String?
    private let repository: SonarrRepository?
    private let router: FeatureRouter<SonarrRoute, SonarrModal>
    private let tasks: TaskTracker
    private let commands: CommandWatch<SonarrService>
    private var display: DisplayInvalidator?

    /// What the sheet says instead of the episode (its load failed, or it is gone); nil otherwise.
    public var failure: String? { load.failure }
    /// What the sheet says when the server no longer has the episode (``GoneItem``); nil while it does.
    public var goneNotice: String? { load.goneNotice }
    /// Whether the episode has not loaded: the sheet offers only back and retry (Ctrl-R).
    public var awaitsItem: Bool { episode == nil || goneNotice != nil }

    init(episodeID: Int, context: ScreenContext) {
        self.episodeID = episodeID
        repository = context.services.resolve(SonarrRepository.self)
        router = context.router(for: SonarrRoute.self, SonarrModal.self)
        tasks = context.tasks
        commands = .registered(in: context.services)
        reload()
    }

    public var title: String {
        guard let episode, goneNotice == nil else { return "Episode" }
        return "\(SonarrText.code(season: episode.seasonNumber, episode: episode.episodeNumber)) \(episode.title)"
    }

    /// The episode's file, once loaded (nil while it has none).
    public private(set) var file: EpisodeFile?

    /// "File: Show - S01E02.mkv · HDTV-720p · 1.2 GB", or nil while the episode has no file.
    public var fileLine: String? {
        file.map { "File: \($0.relativePath) · \($0.quality) · \(ByteCountText.text(for: $0.size))" }
    }

    /// The sheet's first line: "Breaking Bad · S01E02 · Cat's in the Bag...".
    public var heading: String? {
        guard let episode, goneNotice == nil else { return nil }
        let parts = [seriesTitle, SonarrText.code(season: episode.seasonNumber, episode: episode.episodeNumber), episode.title]
        return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    }

    private func reload() {
        guard let repository else {
            load.cannotLoad("Sonarr is not configured")
            return
        }
        let id = episodeID
        tasks.track { [weak self] in
            do {
                let episode = try await repository.episode(id: id)
                self?.episode = episode
                self?.load.loaded()
                self?.seriesTitle = episode.seriesTitle
                self?.display?.setNeedsDisplay()
                if episode.seriesTitle == nil {
                    self?.seriesTitle = try? await repository.series(id: episode.seriesID).title
                }
                if let fileID = episode.episodeFileID, episode.hasFile {
                    // Its path, quality and size: what "downloaded" means for this episode.
                    self?.file = try? await repository.episodeFiles(seriesID: episode.seriesID).first { $0.id == fileID }
                }
            } catch is CancellationError {
            } catch {
                guard let self else { return }
                if let toast = load.failed(error, item: title, showsItem: episode != nil, on: repository) { display?.post(toast) }
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Toggles monitoring on the server (`m`); a refusal is a toast naming the action, the
    /// instance and the server's answer.
    public func toggleMonitored() {
        guard let repository, let episode else { return }
        tasks.track { [weak self] in
            let code = SonarrText.code(season: episode.seasonNumber, episode: episode.episodeNumber)
            let saved: Void? = await MonitoringChange.run(
                "\(code) \(episode.title)", to: !episode.isMonitored, on: repository, display: self?.display
            ) {
                try await repository.setEpisodesMonitored(ids: [episode.id], monitored: !episode.isMonitored)
            }
            if saved != nil { self?.episode?.isMonitored = !episode.isMonitored }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Starts a search for the episode (`s`); its start and end, or the server's refusal, are
    /// announced in toasts.
    public func search() {
        guard let repository else { return }
        commands.start(.searchEpisodes(ids: [episodeID]), .search(for: title), on: repository, tasks: tasks, display: display)
    }

    /// Opens interactive search for the episode, full-screen over the sheet (`i`).
    public func openInteractiveSearch() throws(NavigationError) {
        try router.present(.interactiveSearch(episodeID: episodeID), style: .fullScreen)
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] {
        awaitsItem ? load.keyHints : [KeyHint("m", "monitor"), KeyHint("s", "search"), KeyHint("i", "interactive search")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard let episode, goneNotice == nil else {
            canvas.write(failure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        canvas.write(heading ?? title, at: Point(x: 1, y: 0), width: width - 1, style: theme.header)
        let aired = episode.airDate.map { "aired " + String(ServarrDate.format($0).prefix(10)) } ?? "not aired"
        canvas.write(
            [aired, episode.hasFile ? "downloaded" : "missing", episode.isMonitored ? "monitored" : "not monitored"].joined(separator: " · "),
            at: Point(x: 1, y: 1), width: width - 1, style: theme.muted)
        if let fileLine {
            canvas.write(fileLine, at: Point(x: 1, y: 2), width: width - 1, style: theme.dim)
        }
        let top = fileLine == nil ? 3 : 4
        let lines = (episode.overview.isEmpty ? "No overview." : episode.overview)
            .wrapped(toWidth: max(10, width - 2), maximumLines: max(0, canvas.size.height - top - 1))
        for (row, line) in lines.enumerated() {
            canvas.write(line, at: Point(x: 1, y: top + row), width: width - 2, style: theme.normal)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if awaitsItem { return load.handle(key, retrying: reload) }
        switch key {
        case .character("m"): toggleMonitored()
        case .character("s"): search()
        case .character("i"): try? openInteractiveSearch()
        default: return .notHandled
        }
        return .handled
    }
}
