import ServarrCore
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrScreens
import RadarrAPI

/// All movies of the library: a stats header, a filterable, sortable, virtualized list.
///
/// Keys: ↑/↓ move, Enter opens, `/` filters by text, `f` cycles downloaded/missing, `u` cycles
/// monitored/unmonitored, `o` cycles the sort, `r` reverses it. The module's commands act on
/// the highlighted movie (`m`, `d`, `e`, `s`) or the list (`a`, Ctrl-R).
@MainActor
public final class MovieLibraryScreen: Screen, TerminalScreen, RowSelecting {
    public let title = "Movies"
    /// Every movie loaded, unfiltered.
    public var movies: [Movie] { content.items }
    /// The movies shown, in order.
    public private(set) var shown = LibraryRows<Movie>()
    /// The movies loaded, the rows that could not be read, and the filter index.
    private var content = LibraryContent<Movie>(fields: LibraryQuery.Fields.init(movie:))
    /// The filters and sort.
    public private(set) var query = MovieLibraryQuery()
    /// The load's failure message, if the last load failed.
    public private(set) var failure: String?
    /// Whether the first load finished.
    public private(set) var isLoaded = false
    private var list = ListState()
    private let repository: RadarrRepository?
    private let router: FeatureRouter<RadarrRoute, RadarrModal>
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?
    private var hasAppeared = false

    init(context: ScreenContext) {
        repository = context.services.resolve(RadarrRepository.self)
        router = context.router(for: RadarrRoute.self, RadarrModal.self)
        tasks = context.tasks
        reload()
    }

    /// The highlighted movie.
    public var selectedMovie: Movie? { shown.indices.contains(list.selection) ? shown[list.selection] : nil }

    /// The stats header's numbers, over the whole library.
    public var statistics: LibraryStatistics { LibraryStatistics(movies: movies) }

    /// Reloads the library from the server (Ctrl-R).
    public func reload() {
        guard let repository else {
            failure = "Radarr is not configured"
            return
        }
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                let listing = try await repository.movieListing()
                guard let self else { return }
                let content = await self.content.loading(listing, for: self.query)
                if !Task.isCancelled { self.loaded(content) }
            } catch is CancellationError {
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
                self?.display?.setNeedsDisplay()
            }
        }
    }

    private func loaded(_ content: LibraryContent<Movie>) {
        let selectedID = selectedMovie?.id
        self.content.replace(with: content, rows: &shown)
        failure = nil
        isLoaded = true
        applyQuery(keeping: selectedID)
    }

    /// Changes the filters or sort.
    public func setQuery(_ query: MovieLibraryQuery) {
        let selectedID = selectedMovie?.id
        self.query = query
        applyQuery(keeping: selectedID)
    }

    private func applyQuery(keeping selectedID: Int?) {
        shown = content.rows(for: query)
        list.itemCount = shown.count
        if let selectedID, let index = shown.firstIndex(id: selectedID) { list.select(index) } else { list.select(list.selection) }
        display?.setNeedsDisplay()
    }

    /// Highlights a row.
    public func highlight(row index: Int) { list.select(index) }

    /// Toggles the highlighted movie's monitored state on the server (`m`).
    public func toggleMonitored() {
        guard let repository, var movie = selectedMovie else { return }
        movie.isMonitored.toggle()
        let changed = movie
        tasks.track { [weak self] in
            do {
                let saved = try await repository.updateMovie(changed)
                self?.replace(saved)
                self?.display?.post(.monitoring(saved.title + (saved.year > 0 ? " (\(saved.year))" : ""), isMonitored: saved.isMonitored))
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
        }
    }

    /// Starts an automatic search for the highlighted movie (`s`); a toast says it started, the
    /// status line why it could not.
    public func search() {
        guard let repository, let movie = selectedMovie else { return }
        tasks.track { [weak self] in
            do {
                _ = try await repository.run(.searchMovies(ids: [movie.id]))
                self?.display?.post(Toast("✓ Search started for \(movie.title)" + (movie.year > 0 ? " (\(movie.year))" : "")))
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
                self?.display?.setNeedsDisplay()
            }
        }
    }

    private func replace(_ movie: Movie) {
        var movies = self.movies
        if let index = movies.firstIndex(where: { $0.id == movie.id }) { movies[index] = movie }
        content.replaceItems(movies)
        applyQuery(keeping: movie.id)
    }

    public func selectRow(at index: Int) throws {
        guard shown.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        try router.push(.movie(id: shown[index].id))
    }

    // MARK: Lifetime

    public func screenDidAppear() {
        // Coming back from a detail, an add or a delete: show what changed.
        if hasAppeared, isLoaded { reload() }
        hasAppeared = true
    }

    public func screenWillBeReleased() {
        loading?.cancel()
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var keyHints: [KeyHint] {
        [KeyHint("enter", "open"), KeyHint("a", "add"), KeyHint("m", "monitor"), KeyHint("/", "filter"),
         KeyHint("f", "files"), KeyHint("o", "sort"), KeyHint("ctrl-r", "refresh")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard canvas.size.height >= 3 else { return }
        if !isLoaded {
            let text = failure ?? "Loading movies…"
            canvas.write(text, at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let header = statistics.summary + query.filterText
        let sortText = query.sortText
        let sortWidth = sortText.displayWidth
        canvas.write(header, at: Point(x: 1, y: 0), width: max(0, width - sortWidth - 3), style: theme.header)
        canvas.write(sortText, at: Point(x: max(1, width - sortWidth - 1), y: 0), style: theme.muted)
        content.renderStatusLine(failure: failure, y: 1, in: &canvas)
        canvas.clipped(to: Rect(x: 0, y: 2, width: width, height: canvas.size.height - 2)) { body in
            list.pageSize = max(1, body.size.height)
            let rows = ListView.itemRows(height: body.size.height, state: list)
            list.scrollOffset = ListScrolling.offset(list, rows: rows)
            let shown = self.shown
            ListView(state: list, emptyMessage: movies.isEmpty ? "No movies yet. Press a to add one." : "No movie matches") { index in
                let movie = shown[index]
                let flags = (movie.isMonitored ? "●" : "○") + " " + (movie.hasFile ? "✓" : "·")
                let detail = "\(movie.year > 0 ? String(movie.year) : "----")  \(ByteCountText.text(for: movie.sizeOnDisk).padded(toWidth: 8))  \(flags)"
                return ListRow(movie.title, detail: detail, style: movie.isMonitored ? nil : theme.muted)
            }.render(in: &body)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if list.isEditingFilter || key == .character("/") {
            let used = list.handle(key)
            var query = self.query
            query.text = list.filterText
            setQuery(query)
            return used ? .handled : .notHandled
        }
        var query = self.query
        switch key {
        case .enter:
            if selectedMovie != nil { try? selectRow(at: list.selection) }
            return .handled
        case _ where query.handle(key):
            break
        case .escape where !list.filterText.isEmpty:
            list.clearFilter()
            query.text = ""
        default:
            guard list.handle(key) else { return .notHandled }
            display?.setNeedsDisplay()
            return .handled
        }
        setQuery(query)
        return .handled
    }
}

extension CaseIterable where Self: Equatable, AllCases: BidirectionalCollection, AllCases.Index == Int {
    /// The next case, wrapping around.
    var next: Self {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }
}

extension String {
    /// Pads with spaces on the left to `width` display columns (for right-aligned columns).
    func padded(toWidth width: Int) -> String {
        let gap = width - displayWidth
        return gap > 0 ? String(repeating: " ", count: gap) + self : self
    }
}
