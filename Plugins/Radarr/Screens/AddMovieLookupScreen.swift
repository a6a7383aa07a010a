import ServarrCore
import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrScreens
import RadarrAPI

/// The add-movie sheet: type to search, results show an "in library" badge. Selecting a new
/// movie pushes its options inside the sheet; selecting one already in the library closes the
/// sheet and shows it.
@MainActor
public final class AddMovieLookupScreen: Screen, TerminalScreen, RowSelecting {
    public let title = "Add movie"
    /// The term being typed.
    public private(set) var field: TextFieldState
    /// The term of the results shown.
    public private(set) var searchedTerm: String?
    public private(set) var results: [Movie] = []
    public private(set) var failure: String?
    /// The term being looked up, while a lookup runs.
    public private(set) var searchingTerm: String?
    /// Whether a lookup runs.
    public var isSearching: Bool { searchingTerm != nil }
    private var list = ListState()
    private let repository: RadarrRepository?
    private let router: FeatureRouter<RadarrRoute, RadarrModal>
    private let session: AddMovieSession
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var searching: Task<Void, Never>?

    init(term: String, session: AddMovieSession, context: ScreenContext) {
        field = TextFieldState(text: term)
        repository = context.services.resolve(RadarrRepository.self)
        router = context.router(for: RadarrRoute.self, RadarrModal.self)
        self.session = session
        tasks = context.tasks
        if !term.trimmingCharacters(in: .whitespaces).isEmpty { search() }
    }

    /// Replaces the term and searches (as typing and Enter do).
    public func search(for term: String) {
        field = TextFieldState(text: term)
        search()
    }

    /// Searches for the typed term.
    public func search() {
        let term = field.text.trimmingCharacters(in: .whitespaces)
        guard let repository, !term.isEmpty else { return }
        searching?.cancel()
        searchingTerm = term
        display?.setNeedsDisplay()
        searching = tasks.track { [weak self] in
            do {
                let results = try await repository.lookupMovies(term: term)
                guard let self else { return }
                self.results = results
                self.searchedTerm = term
                self.failure = nil
                self.session.remember(results)
                self.list.itemCount = results.count
                self.list.select(0)
            } catch is CancellationError {
                return
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.searchingTerm = nil
            self?.display?.setNeedsDisplay()
        }
    }

    public func selectRow(at index: Int) throws {
        guard results.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        let movie = results[index]
        if movie.isInLibrary {
            try router.show(.movie(id: movie.id), onTab: RadarrRoute.tab)
        } else {
            try router.pushInsideModal(.addOptions(tmdbID: movie.tmdbID))
        }
    }

    public func screenWillBeReleased() {
        searching?.cancel()
    }

    public func screenDidAppear() {}

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var hasUnsavedInput: Bool { false }

    public var keyHints: [KeyHint] {
        [KeyHint("enter", searchedTerm == field.text ? "choose" : "search"), KeyHint("↑↓", "move")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard canvas.size.height >= 3 else { return }
        canvas.write("Search:", at: Point(x: 1, y: 0), style: theme.accent)
        canvas.clipped(to: Rect(x: 9, y: 0, width: max(0, width - 10), height: 1)) { line in
            TextFieldView(state: field, isFocused: context.isFocused, placeholder: "title, tmdb:603 or imdb:tt0133093").render(in: &line)
        }
        let status = LookupStatus.text(searching: searchingTerm, failure: failure, searchedTerm: searchedTerm, count: results.count)
        canvas.write(status, at: Point(x: 1, y: 1), width: width - 1, style: failure == nil || isSearching ? theme.muted : theme.error)
        canvas.clipped(to: Rect(x: 0, y: 2, width: width, height: canvas.size.height - 2)) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = ListScrolling.offset(list, rows: body.size.height)
            let results = self.results
            ListView(state: list, emptyMessage: searchedTerm == nil ? "" : "No movie found") { index in
                let movie = results[index]
                let year = movie.year > 0 ? " (\(movie.year))" : ""
                return ListRow(movie.title + year, detail: movie.isInLibrary ? "in library" : "",
                               style: movie.isInLibrary ? theme.muted : nil)
            }.render(in: &body)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .enter:
            if searchedTerm != field.text.trimmingCharacters(in: .whitespaces) || results.isEmpty {
                search()
            } else {
                try? selectRow(at: list.selection)
            }
        case .up, .down, .pageUp, .pageDown:
            _ = list.handle(key)
        case .escape:
            return .notHandled
        default:
            guard field.handle(key) else { return .notHandled }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
