import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The edit sheet of an indexer: name, priority (1–50), RSS, automatic and interactive search,
/// and tags (labels separated by commas). Save (Ctrl-S, or Enter on Save) writes to the server
/// and runs `done` (which dismisses the sheet); a failure keeps every typed value and shows the
/// server's validation message.
@MainActor
public final class IndexerEditScreen: Screen, TerminalScreen {
    /// The rows of the form, top to bottom.
    public enum Field: Int, CaseIterable, Sendable {
        case name, priority, rss, automaticSearch, interactiveSearch, tags, save
    }

    public let indexerID: Int
    public private(set) var original: Indexer?
    /// The tags known to the server, to turn labels into ids.
    public private(set) var knownTags: [Tag] = []
    public private(set) var failure: String?
    public private(set) var isSaving = false
    public private(set) var focus = Field.name
    /// The flags as edited.
    public private(set) var enableRss = false
    public private(set) var enableAutomaticSearch = false
    public private(set) var enableInteractiveSearch = false
    private var nameField = TextFieldState()
    private var priorityField = TextFieldState()
    private var tagsField = TextFieldState()
    private let save: @Sendable (Indexer) async throws -> Indexer
    private let done: @MainActor () throws -> Void
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    /// The sheet of indexer `indexerID`: `load` finds it and the tags, `save` stores the edit.
    public init(
        indexerID: Int, tasks: TaskTracker, load: @escaping @Sendable () async throws -> (Indexer, [Tag]),
        save: @escaping @Sendable (Indexer) async throws -> Indexer, done: @escaping @MainActor () throws -> Void
    ) {
        self.indexerID = indexerID
        self.tasks = tasks
        self.save = save
        self.done = done
        tasks.track { [weak self] in
            do {
                let (indexer, tags) = try await load()
                self?.fill(indexer, tags: tags)
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    private func fill(_ indexer: Indexer, tags: [Tag]) {
        original = indexer
        knownTags = tags
        nameField = TextFieldState(text: indexer.name)
        priorityField = TextFieldState(text: String(indexer.priority))
        tagsField = TextFieldState(text: Self.labels(indexer.tagIDs, tags))
        enableRss = indexer.enableRss
        enableAutomaticSearch = indexer.enableAutomaticSearch
        enableInteractiveSearch = indexer.enableInteractiveSearch
    }

    private static func labels(_ ids: [Int], _ tags: [Tag]) -> String {
        ids.map { id in tags.first { $0.id == id }?.label ?? String(id) }.joined(separator: ", ")
    }

    public var title: String { original.map { "Edit \($0.name)" } ?? "Edit indexer" }

    /// What the empty tags field suggests: the labels there are.
    private var tagsPlaceholder: String {
        knownTags.isEmpty ? "none" : "none (" + knownTags.map(\.label).joined(separator: ", ") + ")"
    }

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
        display?.setNeedsDisplay()
    }

    /// Flips a flag row.
    public func toggle(_ field: Field) {
        switch field {
        case .rss: enableRss.toggle()
        case .automaticSearch: enableAutomaticSearch.toggle()
        case .interactiveSearch: enableInteractiveSearch.toggle()
        default: break
        }
        display?.setNeedsDisplay()
    }

    /// The indexer as edited, or why it cannot be saved (a priority that is not a number, a
    /// tag label the server does not have).
    public func edited() -> Result<Indexer, IndexerEditProblem> {
        guard var indexer = original else { return .failure(.init(message: "Not loaded yet")) }
        guard let priority = Int(priorityField.text.trimmingCharacters(in: .whitespaces)) else {
            return .failure(.init(message: "The priority must be a whole number"))
        }
        var tagIDs: [Int] = []
        for label in tagsField.text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !label.isEmpty {
            guard let tag = knownTags.first(where: { $0.label.lowercased() == label }) else {
                return .failure(.init(message: "No tag is named ‘\(label)’ (create it on the tags screen)"))
            }
            tagIDs.append(tag.id)
        }
        indexer.name = nameField.text.trimmingCharacters(in: .whitespaces)
        indexer.priority = priority
        indexer.enableRss = enableRss
        indexer.enableAutomaticSearch = enableAutomaticSearch
        indexer.enableInteractiveSearch = enableInteractiveSearch
        indexer.tagIDs = tagIDs
        return .success(indexer)
    }

    /// Saves the edit; the server validates it.
    public func submit() {
        guard !isSaving else { return }
        let indexer: Indexer
        switch edited() {
        case .failure(let problem):
            failure = problem.message
            display?.setNeedsDisplay()
            return
        case .success(let value): indexer = value
        }
        isSaving = true
        failure = nil
        let save = self.save
        tasks.track { [weak self] in
            do {
                let saved = try await save(indexer)
                self?.display?.post(Toast("✓ Saved \(saved.name)"))
                try self?.done()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.isSaving = false
            self?.display?.setNeedsDisplay()
        }
    }

    public var hasUnsavedInput: Bool {
        guard let original, case .success(let indexer) = edited() else { return original != nil }
        return indexer != original
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var keyHints: [KeyHint] {
        [
            KeyHint("↑↓", "field"),
            [.rss, .automaticSearch, .interactiveSearch].contains(focus) ? KeyHint("space", "toggle") : KeyHint("type", "edit"),
            KeyHint("ctrl-s", "save"),
        ]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard original != nil else {
            canvas.write(failure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let labelWidth = 20, valueX = 22
        let valueWidth = max(0, width - valueX - 1)
        for field in Field.allCases {
            let y = field.rawValue * 2
            guard y < canvas.size.height - 1 else { break }
            let focused = field == focus
            let label: String
            switch field {
            case .name, .priority, .tags:
                label = field == .name ? "Name" : field == .priority ? "Priority (1–50)" : "Tags"
                let state = field == .name ? nameField : field == .priority ? priorityField : tagsField
                canvas.write(label, at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
                canvas.clipped(to: Rect(x: valueX, y: y, width: valueWidth, height: 1)) { line in
                    TextFieldView(state: state, isFocused: focused && context.isFocused, placeholder: field == .tags ? tagsPlaceholder : "")
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
        if let failure {
            canvas.write(failure, at: Point(x: 1, y: canvas.size.height - 1), width: width - 1, style: theme.error)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        guard original != nil else { return .notHandled }
        switch key {
        case .up, .backTab: focus = Field(rawValue: max(0, focus.rawValue - 1)) ?? focus
        case .down, .tab: focus = Field(rawValue: min(Field.allCases.count - 1, focus.rawValue + 1)) ?? focus
        case .control("s"), .control("o"): submit()
        case .escape: return .notHandled
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
        display?.setNeedsDisplay()
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
        if handled { display?.setNeedsDisplay() }
        return handled ? .handled : .notHandled
    }
}

/// Why an indexer edit cannot be sent.
public struct IndexerEditProblem: Error, Hashable {
    public var message: String
}
