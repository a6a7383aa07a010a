import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The add sheet: type to search the service's catalogue; results show an "in library" badge.
/// Selecting a new title pushes its options inside the sheet; selecting one already in the
/// library closes the sheet and shows it.
@MainActor
public final class AddLookupScreen<Service: ServarrService>: Screen, TerminalScreen, RowSelecting {
    public typealias Media = Service.Repository.Media

    public var title: String { "Add \(Service.noun)" }
    /// The term being typed.
    public private(set) var field: TextFieldState
    /// The term of the results shown.
    public private(set) var searchedTerm: String?
    public private(set) var results: [Media] = []
    public private(set) var failure: String?
    /// The term being looked up, while a lookup runs.
    public private(set) var searchingTerm: String?
    /// Whether a lookup runs.
    public var isSearching: Bool { searchingTerm != nil }
    private var list = ListState()
    /// The service and instance the sheet adds to ("Radarr · 4k"; "Radarr" without instances).
    public let destination: String
    private let repository: Service.Repository?
    private let router: FeatureRouter<Service.Route, Service.Modal>
    private let session: AddSession<Media, Service.Draft>
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var searching: Task<Void, Never>?

    /// The sheet with `term` typed (and searched, unless blank); results are remembered in `session`.
    public init(term: String, session: AddSession<Media, Service.Draft>, context: ScreenContext) {
        field = TextFieldState(text: term)
        repository = context.services.resolve(Service.Repository.self)
        router = context.router(for: Service.Route.self, Service.Modal.self)
        destination = Service.serviceName + (context.instance.map { " · \($0)" } ?? "")
        self.session = session
        if let repository { session.use(repository) }
        tasks = context.tasks
        search()
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
                let results = try await repository.lookup(term: term)
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

    /// When the term names one title by its id (`tmdb:603`, as "Add to another instance" does)
    /// and it is already in this instance's library: what the status line says instead of the count.
    public var alreadyInLibrary: String? {
        guard !isSearching, failure == nil, searchedTerm?.contains(":") == true, results.count == 1, let item = results.first, item.isInLibrary
        else { return nil }
        return "\(item.titleWithYear) is already in \(destination); Enter shows it"
    }

    public func selectRow(at index: Int) throws {
        guard results.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        let item = results[index]
        if item.isInLibrary {
            try router.show(Service.detail(id: item.id), onTab: Service.tab)
        } else {
            try router.pushInsideModal(.addOptions(item.externalID))
        }
    }

    public func screenWillBeReleased() {
        searching?.cancel()
    }

    public func screenDidAppear() {}

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var hasUnsavedInput: Bool { false }

    /// The search box has the keys: every letter is part of the term.
    public var textFieldHasFocus: Bool { true }

    public var keyHints: [KeyHint] {
        [KeyHint("enter", searchedTerm == field.text ? "choose" : "search"), KeyHint("↑↓", "move")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard canvas.size.height >= 3 else { return }
        canvas.write("Search:", at: Point(x: 1, y: 0), style: theme.accent)
        canvas.clipped(to: Rect(x: 9, y: 0, width: max(0, width - 10), height: 1)) { line in
            TextFieldView(state: field, isFocused: context.isFocused, placeholder: Service.lookupPlaceholder).render(in: &line)
        }
        let status =
            alreadyInLibrary ?? LookupStatus.text(searching: searchingTerm, failure: failure, searchedTerm: searchedTerm, count: results.count)
        canvas.write(status, at: Point(x: 1, y: 1), width: width - 1, style: failure == nil || isSearching ? theme.muted : theme.error)
        canvas.clipped(to: Rect(x: 0, y: 2, width: width, height: canvas.size.height - 2)) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = ListScrolling.offset(list, rows: body.size.height)
            let results = self.results
            ListView(state: list, emptyMessage: searchedTerm == nil ? "" : "No \(Service.noun) found") { index in
                let item = results[index]
                return ListRow(item.titleWithYear, detail: item.isInLibrary ? "in library" : "", style: item.isInLibrary ? theme.muted : nil)
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
