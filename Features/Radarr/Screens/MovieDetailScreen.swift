import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import RadarrAPI
import ServarrCore
import ServarrScreens

/// One movie: facts and overview, then its files, history and cast/crew (← → switch the
/// section). Actions are the module's commands: `s` search, Ctrl-R refresh and scan,
/// `e` edit, `d` delete, `m` monitor.
@MainActor
public final class MovieDetailScreen: Screen, TerminalScreen {
    /// The sections below the facts.
    public enum Section: String, CaseIterable, Sendable {
        case overview, files, history, credits
        var title: String { self == .credits ? "Cast & crew" : rawValue.capitalized }
    }

    public let movieID: Int
    public private(set) var movie: Movie?
    public private(set) var files: [MovieFile] = []
    public private(set) var history: [HistoryRecord] = []
    public private(set) var credits: [Credit] = []
    /// How loading the movie went: what the page says instead of it.
    public private(set) var load = ItemLoadState()
    public private(set) var section = Section.overview
    private var scroll = 0
    private let repository: RadarrRepository?
    private let tasks: TaskTracker
    private let commands: CommandWatch<RadarrService>
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?
    private var hasAppeared = false

    init(movieID: Int, context: ScreenContext) {
        self.movieID = movieID
        repository = context.services.resolve(RadarrRepository.self)
        tasks = context.tasks
        commands = .registered(in: context.services)
        reload()
    }

    public var title: String { movie.map { "\($0.title) (\($0.year))" } ?? "Movie \(movieID)" }

    /// What the page says instead of the movie (its first load failed, or it is gone); nil otherwise.
    public var failure: String? { load.failure }
    /// What the screen says when the server no longer has the movie (``GoneItem``); nil while it does.
    public var goneNotice: String? { load.goneNotice }
    /// Whether the movie has not loaded: the screen offers only back and retry (Ctrl-R).
    public var awaitsItem: Bool { movie == nil || goneNotice != nil }

    /// Loads the movie and its sections.
    public func reload() {
        guard let repository else {
            load.cannotLoad("Radarr is not configured")
            return
        }
        let id = movieID
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                async let movie = repository.movie(id: id)
                async let files = repository.movieFiles(movieID: id)
                async let history = repository.movieHistory(movieID: id)
                async let credits = repository.credits(movieID: id)
                let loaded = try await (movie, files, history, credits)
                guard let self else { return }
                (self.movie, self.files, self.history, self.credits) = loaded
                self.load.loaded()
            } catch is CancellationError {
            } catch {
                guard let self else { return }
                if let toast = load.failed(error, item: title, showsItem: movie != nil, on: repository) { display?.post(toast) }
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Starts an automatic search for the movie (`s`). Its start and its end are announced in
    /// shell toasts.
    public func search() { run(.searchMovies(ids: [movieID]), announcing: CommandAnnouncement.search(for:)) }

    /// Refreshes the movie's metadata and rescans its folder (Ctrl-R); the movie reloads when
    /// the server has done it.
    public func refreshAndScan() { run(.refreshMovies(ids: [movieID]), announcing: CommandAnnouncement.refresh(of:), reloadsAtTheEnd: true) }

    /// Toggles the monitored state on the server (`m`); a refusal is a toast naming the action,
    /// the instance and the server's answer, and the movie stays as it was.
    public func toggleMonitored() {
        guard let repository, var movie else { return }
        movie.isMonitored.toggle()
        let changed = movie
        tasks.track { [weak self] in
            let saved = await MonitoringChange.run(
                "\(changed.title) (\(changed.year))", to: changed.isMonitored, on: repository, display: self?.display
            ) {
                try await repository.update(changed)
            }
            if let saved { self?.movie = saved }
            self?.display?.setNeedsDisplay()
        }
    }

    private func run(
        _ command: RadarrCommand, announcing announcement: (String) -> CommandAnnouncement, reloadsAtTheEnd: Bool = false
    ) {
        guard let repository else { return }
        commands.start(
            command, announcement(movie?.title ?? "this movie"), on: repository, tasks: tasks, display: display,
            ended: {
                [weak self] _ in if reloadsAtTheEnd { self?.reload() }
            })
    }

    /// Shows a section.
    public func show(_ section: Section) {
        self.section = section
        scroll = 0
        display?.setNeedsDisplay()
    }

    /// The lines of the current section, as drawn.
    public func sectionLines(width: Int) -> [String] {
        switch section {
        case .overview:
            guard let movie, goneNotice == nil else { return [] }
            var lines = movie.overview.isEmpty ? ["No overview."] : movie.overview.wrapped(toWidth: max(10, width))
            if !movie.genres.isEmpty { lines += ["", "Genres: " + movie.genres.joined(separator: ", ")] }
            if let studio = movie.studio, !studio.isEmpty { lines.append("Studio: " + studio) }
            return lines
        case .files:
            return files.isEmpty ? ["No files."] : files.map { "\($0.relativePath)  \($0.quality)  \(ByteCountText.text(for: $0.size))" }
        case .history:
            return history.isEmpty
                ? ["No history."]
                : history.map { record in
                    let date = record.date.map { ServarrDate.format($0).prefix(10) }.map(String.init) ?? "          "
                    return "\(date)  \(ActivityRows.event(record.eventType))  \(record.sourceTitle)"
                }
        case .credits:
            let cast = credits.filter { $0.kind == .cast }.map { "\($0.personName) as \($0.role)" }
            let crew = credits.filter { $0.kind != .cast }.map { "\($0.personName), \($0.role)" }
            if cast.isEmpty && crew.isEmpty { return ["No credits."] }
            return (cast.isEmpty ? [] : ["Cast"] + cast.map { "  " + $0 }) + (crew.isEmpty ? [] : ["Crew"] + crew.map { "  " + $0 })
        }
    }

    // MARK: Lifetime

    public func screenDidAppear() {
        if hasAppeared, movie != nil { reload() }  // back from the edit sheet
        hasAppeared = true
    }

    public func screenWillBeReleased() {
        loading?.cancel()
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    /// The screen's own keys; the rest are the module's commands, whose titles the footer adds.
    public var keyHints: [KeyHint] { awaitsItem ? load.keyHints : [KeyHint("←→", "section")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard let movie, goneNotice == nil else {
            canvas.write(failure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        var facts = [
            movie.year > 0 ? String(movie.year) : nil, movie.runtime > 0 ? "\(movie.runtime) min" : nil,
            movie.certification, movie.isMonitored ? "monitored" : "not monitored",
            movie.hasFile ? "downloaded · \(ByteCountText.text(for: movie.sizeOnDisk))" : "missing",
        ].compactMap { $0 }
        facts = facts.filter { !$0.isEmpty }
        canvas.write(movie.title, at: Point(x: 1, y: 0), width: width - 1, style: theme.header)
        canvas.write(facts.joined(separator: " · "), at: Point(x: 1, y: 1), width: width - 1, style: theme.muted)
        canvas.write(movie.path ?? "", at: Point(x: 1, y: 2), width: width - 1, style: theme.dim)
        var x = 1
        for item in Section.allCases {
            let label = " \(item.title) "
            x += canvas.write(label, at: Point(x: x, y: 3), style: item == section ? theme.selection : theme.normal) + 1
        }
        let bodyHeight = max(0, canvas.size.height - 4)
        let lines = sectionLines(width: width - 2)
        scroll = max(0, min(scroll, max(0, lines.count - bodyHeight)))
        for (row, line) in lines.dropFirst(scroll).prefix(bodyHeight).enumerated() {
            canvas.write(line, at: Point(x: 1, y: 4 + row), width: width - 2, style: theme.normal)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if awaitsItem { return load.handle(key, retrying: reload) }
        switch key {
        // Tab and Shift-Tab belong to the app (they switch tabs); ← → and h/l switch sections.
        case .right, .character("l"): show(section.next)
        case .left, .character("h"):
            show(Section.allCases[(Section.allCases.firstIndex(of: section)! + Section.allCases.count - 1) % Section.allCases.count])
        case .down, .character("j"): scroll += 1
        case .up, .character("k"): scroll = max(0, scroll - 1)
        default: return .notHandled
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
