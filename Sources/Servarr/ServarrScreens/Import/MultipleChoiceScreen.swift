import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// A picker modal that chooses several rows (a file's episodes, tracks or languages): Space
/// marks a row, Ctrl-A every row, Enter finishes with the marked rows' indices (the highlighted
/// row's when none is marked) as the typed result (`[Int]`). Esc dismisses it without a result.
/// A single choice is a ``ValuePickerScreen``.
@MainActor
public final class MultipleChoiceScreen: Screen, TerminalScreen, RowSelecting {
    public let title: String
    public let rows: [ImportChoiceRow]
    /// The indices of the marked rows.
    public private(set) var marked: Set<Int>
    private var list: ListState
    private let choose: @MainActor ([Int]) throws -> Void
    private var display: DisplayInvalidator?

    /// A picker of `rows` with the rows at `current` marked; `choose` finishes the modal with
    /// the chosen indices (typically `router.finish(with:)`).
    public init(title: String, rows: [ImportChoiceRow], current: [Int], choose: @escaping @MainActor ([Int]) throws -> Void) {
        self.title = title
        self.rows = rows
        self.choose = choose
        marked = Set(current.filter(rows.indices.contains))
        list = ListState(itemCount: rows.count)
        if let first = current.min(), rows.indices.contains(first) { list.select(first) }
    }

    /// The highlighted row's index.
    public var highlighted: Int { list.selection }

    /// Marks or unmarks the highlighted row and moves to the next (Space).
    public func toggleHighlighted() {
        guard rows.indices.contains(list.selection) else { return }
        marked.toggleMark(list.selection)
        list.select(list.selection + 1)
    }

    /// Marks every row, or none when all are marked (Ctrl-A).
    public func toggleAll() { marked.toggleMarks(rows.indices) }

    /// Finishes with the marked rows, or with row `index` when none is marked.
    public func selectRow(at index: Int) throws {
        if !marked.isEmpty {
            try choose(marked.sorted())
            return
        }
        guard rows.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        try choose([index])
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("space", "mark"), KeyHint("ctrl-a", "all"), KeyHint("enter", "choose")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let summary = "\(marked.count) of \(rows.count) marked"
        canvas.write(summary, at: Point(x: 1, y: 0), width: canvas.size.width - 2, style: canvas.theme.muted)
        let body = Rect(x: 0, y: 1, width: canvas.size.width, height: max(0, canvas.size.height - 1))
        let rows = self.rows, marked = self.marked
        canvas.clipped(to: body) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = ListScrolling.offset(list, rows: body.size.height)
            ListView(state: list, emptyMessage: "Nothing to choose from") { index in
                ListRow(RowMark.prefix(isMarked: marked.contains(index)) + rows[index].label, detail: rows[index].detail)
            }.render(in: &body)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .enter: try? selectRow(at: list.selection)
        case .character(" "): toggleHighlighted()
        case .control("a"): toggleAll()
        case .escape: return .notHandled
        default:
            guard list.handle(key) else { return .notHandled }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
