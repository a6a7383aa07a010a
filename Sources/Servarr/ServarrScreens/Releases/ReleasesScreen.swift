import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// Interactive search, a full-screen modal: the releases the indexers offer, as a table of
/// quality, custom-format score, size, age, seeders, indexer, custom formats and title (columns
/// as wide as their widest cell, so every row lines up; on a narrow terminal the formats go
/// first, then the indexer), approved releases first. As on every list, `/` narrows the
/// releases to those with a cell containing what is typed (the first Esc clears it), `o` sorts
/// by the next column and `r` reverses; rejected releases are marked `✗`, and the line below the table shows the
/// highlighted release's reasons (rejected) or its custom formats and whole title. Enter asks to grab the highlighted release
/// (the feature presents its confirmation, which posts a toast after the grab). Ctrl-R
/// searches again; Esc closes.
@MainActor
public final class ReleasesScreen: Screen, TerminalScreen, RowSelecting {
    public let title: String
    /// The releases in the order shown.
    public private(set) var releases: [Release] = []
    public private(set) var isLoaded = false
    public private(set) var failure: String?
    private var found: [Release] = []
    private var columns = ReleasesScreen.columns(for: [])
    /// The widest cell of each column over the releases found.
    private var natural = ReleasesScreen.naturalWidths(of: [])
    private var list = ListState()
    private let session: ReleaseSession
    private let load: @Sendable () async throws -> [Release]
    private let confirm: @MainActor (Release) throws -> Void
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?

    /// A search titled `title` whose releases come from `load`; Enter hands the highlighted
    /// release to `confirm` (which presents the grab confirmation).
    public init(
        title: String = "Interactive search", session: ReleaseSession, tasks: TaskTracker,
        load: @escaping @Sendable () async throws -> [Release], confirm: @escaping @MainActor (Release) throws -> Void
    ) {
        self.title = title
        self.session = session
        self.tasks = tasks
        self.load = load
        self.confirm = confirm
        list.sortableColumnCount = ReleaseSort.allCases.count
        list.sort = ListSort(column: 0, ascending: true)
        reload()
    }

    /// The sort key.
    public var sort: ReleaseSort { ReleaseSort.allCases[list.sort?.column ?? 0] }
    /// Whether the order is reversed (worst first).
    public var isReversed: Bool { list.sort?.ascending == false }
    /// The highlighted release.
    public var selectedRelease: Release? { releases.indices.contains(list.selection) ? releases[list.selection] : nil }

    /// Sorts by `key` (best first, or worst first when `reversed`).
    public func sort(by key: ReleaseSort, reversed: Bool = false) {
        list.sort = ListSort(column: ReleaseSort.allCases.firstIndex(of: key) ?? 0, ascending: !reversed)
        applySort()
    }

    /// Asks the indexers again.
    public func reload() {
        let load = self.load
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                let found = try await load()
                guard let self else { return }
                self.session.remember(found)
                self.found = found
                self.columns = Self.columns(for: found)
                self.natural = Self.naturalWidths(of: found)
                self.isLoaded = true
                self.failure = nil
                self.applySort()
                self.list.select(0)
            } catch is CancellationError {
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Shows the releases found that match the filter, in the sort's order.
    private func applySort() {
        let filter = list.filterText
        let sorted = sort.sorted(found, reversed: isReversed)
        releases =
            filter.isEmpty ? sorted : sorted.filter { release in Self.cells(for: release).contains { $0.localizedCaseInsensitiveContains(filter) } }
        list.itemCount = releases.count
        display?.setNeedsDisplay()
    }

    /// Narrows the releases to those with a cell containing `text` (as typing it after `/`
    /// does); "" shows them all.
    public func filter(by text: String) {
        list.filter = TextFieldState(text: text)
        applySort()
    }

    /// Asks to grab the release at `index` (Enter): the feature presents the confirmation.
    public func selectRow(at index: Int) throws {
        guard releases.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        try confirm(releases[index])
    }

    public func screenDidAppear() {}

    public func screenWillBeReleased() { loading?.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    /// The filter prompt has the keys while it is open: the footer shows only its hints.
    public var textFieldHasFocus: Bool { list.isEditingFilter }

    public var keyHints: [KeyHint] {
        if list.isEditingFilter { return KeyHint.filterPrompt }
        return [KeyHint("enter", "grab"), KeyHint("/", "filter"), KeyHint("o", "sort"), KeyHint("r", "reverse"), KeyHint("ctrl-r", "search again")]
    }

    /// The table's columns for `releases`: quality, score, size, age, seeders and indexer each
    /// as wide as its widest cell (or title) across every release, so all rows line up; the
    /// custom formats whole when there is room, cut with "…" (down to ``formatsMinimum``) when
    /// there is a little less, dropped first when there is not (the line below the table still
    /// names them), then the indexer; the release title takes what is left.
    static func columns(for releases: [Release]) -> [TableColumn] {
        let titles = ["Quality", "Score", "Size", "Age", "Seeders", "Indexer"]
        let priorities = [9, 8, 7, 5, 4, 3]
        let rows = releases.map(cells(for:))
        let formats = rows.reduce("Formats".displayWidth) { max($0, $1[6].displayWidth) }
        return titles.enumerated().map { index, title in
            // Sortable columns leave room for the ▲/▼ after the title.
            let header = title.displayWidth + 2
            let width = rows.reduce(header) { max($0, $1[index].displayWidth) }
            return TableColumn(
                title, width: .fixed(width), alignment: (1...4).contains(index) ? .trailing : .leading, priority: priorities[index])
        } + [
            TableColumn("Formats", width: .flex(1, minimum: min(formats, formatsMinimum)), priority: 2),
            TableColumn("Release", width: .flex(1, minimum: 10), priority: 10),
        ]
    }

    /// The fewest cells the formats column keeps before it is dropped ("x265, HDR1…").
    static let formatsMinimum = 12

    /// The widest cell of each column over `releases`, to size the columns to their content.
    static func naturalWidths(of releases: [Release]) -> [Int] {
        releases.reduce(into: Array(repeating: 0, count: 8)) { widths, release in
            for (index, cell) in cells(for: release).enumerated() { widths[index] = max(widths[index], cell.displayWidth) }
        }
    }

    /// A release's cells, in column order (`✗` marks a rejected one; its reasons show in the
    /// line below the table, not in its row).
    static func cells(for release: Release) -> [String] {
        [
            (release.isApproved ? "" : "✗ ") + release.quality, scoreText(release), ByteCountText.text(for: release.size),
            "\(release.ageInDays)d", release.seeders.map(String.init) ?? "–", release.indexer,
            release.customFormats.joined(separator: ", "), release.title,
        ]
    }

    /// "+1700", "-500", "0"; "–" when the release meets no format and scores nothing.
    static func scoreText(_ release: Release) -> String {
        if release.customFormats.isEmpty, release.customFormatScore == 0 { return "–" }
        return release.customFormatScore > 0 ? "+\(release.customFormatScore)" : String(release.customFormatScore)
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard isLoaded else {
            canvas.write(failure ?? "Searching indexers…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let approved = found.count { $0.isApproved }
        let matching = list.filterText.isEmpty ? "" : " · \(releases.count) of \(found.count) match"
        // The legend of the one status mark, when a release carries it.
        let legend = approved < found.count ? " (✗ rejected)" : ""
        let summary = failure ?? "\(found.count) releases · \(approved) approved\(legend) · by \(sort.rawValue)" + matching
        canvas.write(
            summary, at: Point(x: 1, y: 0), width: width - 1,
            style: failure != nil ? theme.error : theme.header)
        // Below the table: the highlighted release's rejections, or its whole title (the
        // table cuts long titles at 80 columns).
        let detail = selectedRelease.map { release in
            guard release.isApproved else { return "✗ " + release.rejections.joined(separator: "; ") }
            return release.customFormats.isEmpty ? release.title : "[\(release.customFormats.joined(separator: ", "))] \(release.title)"
        }
        let tableHeight = max(0, canvas.size.height - 1 - (detail == nil ? 0 : 1))
        canvas.clipped(to: Rect(x: 0, y: 1, width: width, height: tableHeight)) { body in
            list.pageSize = max(1, TableView.itemRows(height: body.size.height, state: list))
            list.scrollOffset = ListScrolling.offset(list, rows: TableView.itemRows(height: body.size.height, state: list))
            let releases = self.releases
            TableView(columns: columns, state: list, emptyMessage: "No releases found", natural: natural) { row, column in
                Self.cells(for: releases[row])[column]
            }.render(in: &body)
        }
        if let detail, let release = selectedRelease {
            canvas.write(
                detail, at: Point(x: 1, y: canvas.size.height - 1), width: width - 2,
                style: release.isApproved ? theme.muted : theme.warning)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if list.takesFilterKey(key) {
            _ = list.handle(key)
            applySort()
            if key == .enter, selectedRelease != nil { try? selectRow(at: list.selection) }
            display?.setNeedsDisplay()
            return .handled
        }
        switch key {
        case .enter: try? selectRow(at: list.selection)
        case .control("r"): reload()
        case .escape: return .notHandled
        case .character("o"), .character("r"):
            _ = list.handle(key)
            applySort()
        default: guard list.handle(key) else { return .notHandled }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
