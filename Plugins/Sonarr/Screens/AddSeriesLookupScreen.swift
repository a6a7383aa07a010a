import ServarrCore
import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrScreens
import SonarrAPI

/// The add-series sheet: type to search; results show an "in library" badge. Selecting a new
/// series pushes its options inside the sheet; one in the library closes the sheet and shows it.
@MainActor
public final class AddSeriesLookupScreen: Screen, TerminalScreen, RowSelecting {
    public let title = "Add series"
    public private(set) var field: TextFieldState
    public private(set) var searchedTerm: String?
    public private(set) var results: [Series] = []
    public private(set) var failure: String?
    /// The term being looked up, while a lookup runs.
    public private(set) var searchingTerm: String?
    /// Whether a lookup runs.
    public var isSearching: Bool { searchingTerm != nil }
    private var list = ListState()
    private let repository: SonarrRepository?
    private let router: FeatureRouter<SonarrRoute, SonarrModal>
    private let session: AddSeriesSession
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var searching: Task<Void, Never>?

    init(term: String, session: AddSeriesSession, context: ScreenContext) {
        field = TextFieldState(text: term)
        repository = context.services.resolve(SonarrRepository.self)
        router = context.router(for: SonarrRoute.self, SonarrModal.self)
        self.session = session
        tasks = context.tasks
        search()
    }

    /// Replaces the term and searches.
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
                let results = try await repository.lookupSeries(term: term)
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
        let series = results[index]
        if series.isInLibrary {
            try router.show(.series(id: series.id), onTab: SonarrRoute.tab)
        } else {
            try router.pushInsideModal(.addOptions(tvdbID: series.tvdbID))
        }
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() { searching?.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("enter", "search/choose"), KeyHint("↑↓", "move")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard canvas.size.height >= 3 else { return }
        canvas.write("Search:", at: Point(x: 1, y: 0), style: theme.accent)
        canvas.clipped(to: Rect(x: 9, y: 0, width: max(0, width - 10), height: 1)) { line in
            TextFieldView(state: field, isFocused: context.isFocused, placeholder: "title or tvdb:81189").render(in: &line)
        }
        let status = LookupStatus.text(searching: searchingTerm, failure: failure, searchedTerm: searchedTerm, count: results.count)
        canvas.write(status, at: Point(x: 1, y: 1), width: width - 1, style: failure == nil || isSearching ? theme.muted : theme.error)
        canvas.clipped(to: Rect(x: 0, y: 2, width: width, height: canvas.size.height - 2)) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = ListScrolling.offset(list, rows: body.size.height)
            let results = self.results
            ListView(state: list, emptyMessage: searchedTerm == nil ? "" : "No series found") { index in
                let series = results[index]
                return ListRow(series.title + (series.year > 0 ? " (\(series.year))" : ""), detail: series.isInLibrary ? "in library" : "",
                               style: series.isInLibrary ? theme.muted : nil)
            }.render(in: &body)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .enter:
            if searchedTerm != field.text.trimmingCharacters(in: .whitespaces) || results.isEmpty { search() } else { try? selectRow(at: list.selection) }
        case .up, .down, .pageUp, .pageDown: _ = list.handle(key)
        case .escape: return .notHandled
        default: guard field.handle(key) else { return .notHandled }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
