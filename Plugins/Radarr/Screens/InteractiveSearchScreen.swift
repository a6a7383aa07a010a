import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrScreens
import RadarrAPI
import ServarrCore

/// Interactive search, a full-screen modal: the releases the indexers offer for a movie,
/// approved first, with quality, size, age, peers and rejections. Enter grabs the highlighted
/// release (it goes to the download client); Esc closes.
@MainActor
public final class InteractiveSearchScreen: Screen, TerminalScreen, RowSelecting {
    public let movieID: Int
    public private(set) var releases: [Release] = []
    public private(set) var isLoaded = false
    public private(set) var failure: String?
    /// The last grab's outcome.
    public private(set) var status: String?
    private var list = ListState()
    private let repository: RadarrRepository?
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?

    init(movieID: Int, context: ScreenContext) {
        self.movieID = movieID
        repository = context.services.resolve(RadarrRepository.self)
        tasks = context.tasks
        reload()
    }

    public var title: String { "Interactive search" }

    /// Asks the indexers again.
    public func reload() {
        guard let repository else {
            failure = "Radarr is not configured"
            return
        }
        let id = movieID
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                let releases = try await repository.releases(movieID: id)
                guard let self else { return }
                self.releases = releases.sorted { ($0.isApproved ? 0 : 1, -$0.size) < ($1.isApproved ? 0 : 1, -$1.size) }
                self.isLoaded = true
                self.failure = nil
                self.list.itemCount = self.releases.count
                self.list.select(0)
            } catch is CancellationError {
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Grabs the release at `index` (Enter).
    public func selectRow(at index: Int) throws {
        guard releases.indices.contains(index) else { throw RadarrScreenError.noSuchRow(index) }
        list.select(index)
        guard let repository else { return }
        let release = releases[index]
        tasks.track { [weak self] in
            do {
                try await repository.grab(release)
                self?.status = "Grabbed “\(release.title)”"
            } catch {
                self?.status = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() { loading?.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("enter", "grab"), KeyHint("ctrl-r", "search again")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard isLoaded else {
            canvas.write(failure ?? "Searching indexers…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let approved = releases.count { $0.isApproved }
        canvas.write(status ?? "\(releases.count) releases · \(approved) approved", at: Point(x: 1, y: 0), width: width - 1,
                     style: status == nil ? theme.header : theme.accent)
        canvas.clipped(to: Rect(x: 0, y: 1, width: width, height: max(0, canvas.size.height - 1))) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = ListScrolling.offset(list, rows: body.size.height)
            let releases = self.releases
            ListView(state: list, emptyMessage: "No releases found") { index in
                let release = releases[index]
                let peers = release.seeders.map { " \($0)↑" } ?? ""
                let detail = "\(release.quality)  \(ByteCountText.text(for: release.size))  \(release.ageInDays)d\(peers)"
                let title = release.isApproved ? release.title : "✗ " + release.title + " — " + release.rejections.joined(separator: "; ")
                return ListRow(title, detail: detail, style: release.isApproved ? nil : theme.muted)
            }.render(in: &body)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .enter: try? selectRow(at: list.selection)
        case .control("r"): reload()
        case .escape: return .notHandled
        default: guard list.handle(key) else { return .notHandled }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
