import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The edit sheet of an indexer: name, priority (1–50), RSS, automatic and interactive search,
/// and tags (labels separated by commas). Save (Ctrl-S, or Enter on Save) writes to the server
/// and runs `done` (which dismisses the sheet); a failure keeps every typed value and shows the
/// server's validation message (``EditSheetScreen``).
@MainActor
public final class IndexerEditScreen: EditSheetScreen<(Indexer, [Tag]), Indexer> {
    /// The rows of the form, top to bottom.
    public enum Field: Int, CaseIterable, Sendable {
        case name, priority, rss, automaticSearch, interactiveSearch, tags, save
    }

    public let indexerID: Int
    /// The tags known to the server, to turn labels into ids.
    public private(set) var knownTags: [Tag] = []
    public private(set) var focus = Field.name
    /// The flags as edited.
    public private(set) var enableRss = false
    public private(set) var enableAutomaticSearch = false
    public private(set) var enableInteractiveSearch = false
    private var nameField = TextFieldState()
    private var priorityField = TextFieldState()
    private var tagsField = TextFieldState()

    /// The sheet of indexer `indexerID`: `load` finds it and the tags, `save` stores the edit.
    public init(
        indexerID: Int, tasks: TaskTracker, load: @escaping @Sendable () async throws -> (Indexer, [Tag]),
        save: @escaping @Sendable (Indexer) async throws -> Indexer, done: @escaping @MainActor () throws -> Void
    ) {
        self.indexerID = indexerID
        super.init(tasks: tasks, load: load, record: { $0.0 }, save: save, done: done)
    }

    public override func fill(_ loaded: (Indexer, [Tag])) {
        let (indexer, tags) = loaded
        knownTags = tags
        nameField = TextFieldState(text: indexer.name)
        priorityField = TextFieldState(text: String(indexer.priority))
        tagsField = TextFieldState(text: TagLabels.text(for: indexer.tagIDs, among: tags))
        enableRss = indexer.enableRss
        enableAutomaticSearch = indexer.enableAutomaticSearch
        enableInteractiveSearch = indexer.enableInteractiveSearch
    }

    public override var title: String { original.map { "Edit \($0.name)" } ?? "Edit indexer" }

    public override func savedMessage(for saved: Indexer) -> String { "✓ Saved \(saved.name)" }

    /// The text of the name, priority or tags field.
    public func text(of field: Field) -> String {
        switch field {
        case .name: nameField.text
        case .priority: priorityField.text
        case .tags: tagsField.text
        default: ""
        }
    }

    /// Replaces the text of the name, priority or tags field (tests and paste).
    public func setText(_ text: String, of field: Field) {
        switch field {
        case .name: nameField = TextFieldState(text: text)
        case .priority: priorityField = TextFieldState(text: text)
        case .tags: tagsField = TextFieldState(text: text)
        default: break
        }
        setNeedsDisplay()
    }

    /// Flips a flag row.
    public func toggle(_ field: Field) {
        switch field {
        case .rss: enableRss.toggle()
        case .automaticSearch: enableAutomaticSearch.toggle()
        case .interactiveSearch: enableInteractiveSearch.toggle()
        default: break
        }
        setNeedsDisplay()
    }

    /// The indexer as edited, or why it cannot be saved (a priority that is not a number, a
    /// tag label the server does not have).
    public override func edited() -> Result<Indexer, EditSheetProblem> {
        guard var indexer = original else { return .failure(EditSheetProblem("Not loaded yet")) }
        guard let priority = Int(priorityField.text.trimmingCharacters(in: .whitespaces)) else {
            return .failure(EditSheetProblem("The priority must be a whole number"))
        }
        let tagIDs: [Int]
        do {
            tagIDs = try TagLabels.existingIDs(in: tagsField.text, among: knownTags)
        } catch {
            return .failure(error)
        }
        indexer.name = nameField.text.trimmingCharacters(in: .whitespaces)
        indexer.priority = priority
        indexer.enableRss = enableRss
        indexer.enableAutomaticSearch = enableAutomaticSearch
        indexer.enableInteractiveSearch = enableInteractiveSearch
        indexer.tagIDs = tagIDs
        return .success(indexer)
    }

    // MARK: Terminal

    public override var textFieldHasFocus: Bool { !isAskingToDiscard && [.name, .priority, .tags].contains(focus) }

    public override var formKeyHints: [KeyHint] {
        [
            KeyHint("↑↓", "field"),
            [.rss, .automaticSearch, .interactiveSearch].contains(focus) ? KeyHint("space", "toggle") : KeyHint("type", "edit"),
            KeyHint("ctrl-s", "save"),
        ]
    }

    public override func renderForm(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let labelWidth = 20, valueX = 22
        let valueWidth = max(0, canvas.size.width - valueX - 1)
        for field in Field.allCases {
            let y = field.rawValue * 2
            guard y < canvas.size.height else { break }
            let focused = field == focus
            let label: String
            switch field {
            case .name, .priority, .tags:
                label = field == .name ? "Name" : field == .priority ? "Priority (1–50)" : "Tags"
                let state = field == .name ? nameField : field == .priority ? priorityField : tagsField
                canvas.write(label, at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
                canvas.clipped(to: Rect(x: valueX, y: y, width: valueWidth, height: 1)) { line in
                    TextFieldView(
                        state: state, isFocused: focused && context.isFocused,
                        placeholder: field == .tags ? TagLabels.placeholder(among: knownTags) : ""
                    )
                    .render(in: &line)
                }
                continue
            case .rss: label = "RSS"
            case .automaticSearch: label = "Automatic search"
            case .interactiveSearch: label = "Interactive search"
            case .save:
                canvas.write(isSaving ? "[ Saving… ]" : "[ Save ]", at: Point(x: valueX, y: y), style: focused ? theme.selection : theme.accent)
                continue
            }
            let isOn = field == .rss ? enableRss : field == .automaticSearch ? enableAutomaticSearch : enableInteractiveSearch
            canvas.write(label, at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
            canvas.write(isOn ? "[x] on" : "[ ] off", at: Point(x: valueX, y: y), width: valueWidth, style: focused ? theme.selection : theme.normal)
        }
    }

    public override func handleForm(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .up, .backTab: focus = Field(rawValue: max(0, focus.rawValue - 1)) ?? focus
        case .down, .tab: focus = Field(rawValue: min(Field.allCases.count - 1, focus.rawValue + 1)) ?? focus
        case .enter where focus == .save: submit()
        case .enter, .character(" "), .left, .right:
            if [.rss, .automaticSearch, .interactiveSearch].contains(focus) {
                toggle(focus)
            } else if key == .enter {
                focus = Field(rawValue: focus.rawValue + 1) ?? focus
            } else {
                return edit(key)
            }
        default: return edit(key)
        }
        return .handled
    }

    private func edit(_ key: Key) -> KeyResult {
        let handled: Bool
        switch focus {
        case .name: handled = nameField.handle(key)
        case .priority: handled = priorityField.handle(key)
        case .tags: handled = tagsField.handle(key)
        default: handled = false
        }
        return handled ? .handled : .notHandled
    }
}
