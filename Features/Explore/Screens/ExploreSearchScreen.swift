import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The Explore tab's root: one search box over every Radarr and Sonarr instance.
///
/// The box has the keys while it is being edited (as when the tab opens): typing searches
/// after a pause (digits included: they are part of a title there), Enter searches at once
/// and leaves the box for the results, ↓ and Tab leave it for the results, Esc leaves it.
/// Outside the box, ↑/↓ move through the results, Enter opens the highlighted one, `/` (or ↑
/// on the first result) goes back into the box, `o` sorts the results by the next column and
/// `r` reverses (the header marks it ▲ or ▼; the box is the list's filter), and the tab's and
/// the shell's keys work (`1`–`9` switch tabs, `u` upcoming, `a` activity, `q` quit).
@MainActor
public final class ExploreSearchScreen: Screen, TerminalScreen, RowSelecting {
    public let title = "Explore"
    /// The search state.
    public let model: SearchViewModel
    /// The term being typed.
    public private(set) var field: TextFieldState
    /// Whether keys go to the search box.
    public private(set) var isEditing = true
    private var list = ListState()
    private var selection = StableSelection()
    /// The results the table shows, in the sort's order.
    private var shown = ShownItems<ExploreResult>()
    private var display: DisplayInvalidator?

    init(term: String, model: SearchViewModel) {
        self.model = model
        field = TextFieldState(text: term)
        list.sortableColumnCount = Self.columns.count
        model.onChange = { [weak self] in self?.modelDidChange() }
        if !term.trimmingCharacters(in: .whitespaces).isEmpty {
            model.search(for: term)
            isEditing = false
        }
    }

    /// The results shown, in order (the instances' order until `o` sorts them).
    public var rows: [ExploreResult] { shown.items }

    /// The highlighted result.
    public var selectedResult: ExploreResult? { list.selected(in: rows) }

    /// Replaces the term as if typed (the search starts after the pause).
    public func type(_ term: String) {
        field = TextFieldState(text: term)
        model.termDidChange(term)
        selection.pin(&list)
    }

    /// Replaces the term and searches at once (as Enter does).
    public func search(for term: String) {
        field = TextFieldState(text: term)
        model.search(for: term)
        selection.pin(&list)
    }

    /// Highlights a result.
    public func highlight(row index: Int) {
        list.select(index)
        selection.release()
        display?.setNeedsDisplay()
    }

    /// Hands the result at `index` over to its module (its detail when in the library, its add
    /// flow otherwise). A result its module cannot take does nothing.
    public func selectRow(at index: Int) throws {
        selection.release()
        try model.open(list.select(index, in: rows))
    }

    private func modelDidChange() {
        showResults()
        display?.setNeedsDisplay()
    }

    /// Shows the results in the sort's order (years by value).
    private func showResults() {
        shown.show(model.results, by: list, cells: Self.cells(of:)) { [.text($0.title), $0.year > 0 ? .number(Double($0.year)) : .none] }
        selection.update(&list, ids: rows.map(\.id))
    }

    /// Whether the user chose the box (`/`, ↑ from the first result): digits then type.
    private var boxWasChosen = false

    /// Whether the screen is moving to the entry that replaces its own (see
    /// ``SearchRouteKeeper``): its search goes on.
    var isBeingCarried = false

    public func screenWillBeReleased() {
        if !isBeingCarried { model.cancel() }
    }

    /// Whether the screen has shown before (a later appearance is a return to it).
    private var hasAppeared = false

    /// Back on the results (after a title was added or opened on its tab): asks every instance
    /// again (``SearchViewModel/refresh()``), so a title added meanwhile reads "in library";
    /// the highlighted result stays.
    public func screenDidAppear() {
        if hasAppeared, !isEditing { model.refresh() }
        hasAppeared = true
    }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var textFieldHasFocus: Bool { isEditing }

    public var keyHints: [KeyHint] {
        var hints: [KeyHint] = []
        let term = field.text.trimmingCharacters(in: .whitespaces)
        if isEditing, !term.isEmpty, term != model.searchedTerm || model.results.isEmpty {
            hints.append(KeyHint("enter", "search"))
        } else if let result = selectedResult, let handOff = model.handOff(for: result) {
            hints.append(KeyHint("enter", handOff.title))
        }
        if !model.results.isEmpty { hints.append(KeyHint("↑↓", "move")) }
        hints.append(isEditing ? KeyHint("esc", "leave box") : KeyHint("/", "search"))
        return hints
    }

    /// The sort keys, in the help (the footer keeps its room for the search).
    public var secondaryKeyHints: [KeyHint] {
        isEditing || rows.isEmpty ? [] : [KeyHint("o", "sort"), KeyHint("r", "reverse")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        let height = canvas.size.height
        guard height >= 3, width >= 12 else { return }
        canvas.write("Search:", at: Point(x: 1, y: 0), style: theme.accent)
        canvas.clipped(to: Rect(x: 9, y: 0, width: max(0, width - 10), height: 1)) { line in
            TextFieldView(state: field, isFocused: context.isFocused && isEditing, placeholder: "a movie or series title").render(in: &line)
        }
        canvas.write(summary, at: Point(x: 1, y: 1), width: width - 1, style: theme.muted)
        let used = InstanceStatusLines.render(
            model.statuses, loadingText: "searching…", in: &canvas, at: 2,
            limit: max(1, (height - 3) / 3))
        let top = 2 + used
        canvas.clipped(to: Rect(x: 0, y: top, width: width, height: max(0, height - top))) { body in
            list.pageSize = max(1, TableView.itemRows(height: body.size.height, state: list))
            let results = rows
            let empty =
                model.searchedTerm == nil || model.isSearching || !model.statuses.contains(where: \.hasAnswered)
                ? "" : "Nothing found"
            TableView(
                columns: Self.columns, state: list, emptyMessage: empty, natural: Self.naturalWidths(of: results),
                rowStyle: { results[$0].isInLibrary ? theme.success : nil }
            ) { row, column in Self.cells(of: results[row])[column] }
            .render(in: &body)
        }
    }

    /// The results' columns: the title (never dropped), the year, whether the title is in the
    /// instance's library, and the instance; on a narrow terminal the year goes first, then
    /// the library mark (the row's colour still says it).
    static let columns = [
        TableColumn("Title", width: .flex(1, minimum: 12), priority: 3),
        TableColumn("Year", width: .fixed(4), alignment: .trailing, priority: 0),
        TableColumn("Library", width: .fixed(libraryMark.displayWidth), priority: 1),
        TableColumn("Instance", width: .flex(1, minimum: 8), priority: 2),
    ]

    /// What the library column says of a title already there.
    static let libraryMark = "in library"

    /// A result's cells, in column order.
    static func cells(of result: ExploreResult) -> [String] {
        [result.title, result.year > 0 ? String(result.year) : "", result.isInLibrary ? libraryMark : "", result.instanceLabel]
    }

    /// The widest instance name the column makes room for: a longer one is cut ("Radarr
    /// a-very-long-…"), so that it never pushes the library mark off an 80-column terminal.
    static let widestInstance = 20

    /// The widest cell of each column over `results` (the instance's at most ``widestInstance``).
    static func naturalWidths(of results: [ExploreResult]) -> [Int] {
        var widths = results.reduce(into: columns.map(\.title.displayWidth)) { widths, result in
            for (index, cell) in cells(of: result).enumerated() { widths[index] = max(widths[index], cell.displayWidth) }
        }
        widths[3] = min(widths[3], widestInstance)
        return widths
    }

    /// The line under the box.
    public var summary: String {
        guard model.hasInstances else { return "No instance is configured: add one in Settings" }
        guard let term = model.searchedTerm else {
            let count = model.statuses.count
            return "Type a title to search \(count == 1 ? "the instance" : "all \(count) instances")"
        }
        let answered = model.statuses.filter(\.hasAnswered).count
        let count = model.results.count
        if answered == 0, model.isSearching { return "Searching for “\(term)”…" }
        return "\(count) result\(count == 1 ? "" : "s") for “\(term)” from \(answered) of \(model.statuses.count) instances"
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .down where isEditing, .tab where isEditing:
            // Into the results, on the highlighted one (the first after a new search).
            isEditing = false
        case .up where !isEditing && list.selection == 0:
            isEditing = true
            boxWasChosen = true
        case .up, .down, .pageUp, .pageDown,
            .character("j") where !isEditing, .character("k") where !isEditing:
            _ = list.handle(key)
            selection.release()
        case .enter:
            let term = field.text.trimmingCharacters(in: .whitespaces)
            if isEditing, !term.isEmpty, term != model.searchedTerm || model.results.isEmpty {
                model.search(for: term)
                selection.pin(&list)
                isEditing = false
            } else if selectedResult != nil {
                isEditing = false
                try? selectRow(at: list.selection)
            } else {
                return .notHandled
            }
        case .escape where isEditing:
            isEditing = false
        case .character("o") where !isEditing, .character("r") where !isEditing:
            guard !rows.isEmpty, list.handle(key) else { return .notHandled }
            showResults()
        case .character("/") where !isEditing || !boxWasChosen:
            isEditing = true
            boxWasChosen = true
        case .character(let digit) where digit.isWholeNumber && field.text.isEmpty && !boxWasChosen:
            // Until something is typed (or `/` chose the box), a digit switches tabs as
            // everywhere (docs/keys.md).
            return .notHandled
        default:
            guard isEditing else { return .notHandled }
            let before = field.text
            guard field.handle(key) else { return .notHandled }
            if field.text != before {
                model.termDidChange(field.text)
                selection.pin(&list)
            }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
