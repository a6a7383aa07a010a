import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// A provider the management edit sheet changes (``ProviderEditScreen``): its name, priority,
/// on/off switches and tags.
public protocol EditableProvider: ServarrProvider {
    var name: String { get set }
    /// 1 (preferred) to 50.
    var priority: Int { get set }
    var tagIDs: [Int] { get set }
    /// The sheet's on/off rows, top to bottom.
    static var switches: [ProviderSwitch<Self>] { get }
    /// "indexer", "download client".
    static var noun: String { get }
}

/// One on/off row of a provider's edit sheet.
public struct ProviderSwitch<Provider>: Sendable {
    /// The row's label ("RSS", "Enabled").
    public var label: String
    /// The flag it changes.
    public var flag: WritableKeyPath<Provider, Bool> & Sendable

    public init(_ label: String, _ flag: WritableKeyPath<Provider, Bool> & Sendable) {
        self.label = label
        self.flag = flag
    }
}

extension Indexer: EditableProvider {
    public static let switches: [ProviderSwitch<Indexer>] = [
        ProviderSwitch("RSS", \.enableRss), ProviderSwitch("Automatic search", \.enableAutomaticSearch),
        ProviderSwitch("Interactive search", \.enableInteractiveSearch),
    ]
    public static var noun: String { "indexer" }
}

extension DownloadClient: EditableProvider {
    public static let switches: [ProviderSwitch<DownloadClient>] = [ProviderSwitch("Enabled", \.isEnabled)]
    public static var noun: String { "download client" }
}

/// The edit sheet of an indexer or a download client: name, priority (1–50), its switches (an
/// indexer's RSS, automatic and interactive search; a client's enabled state) and tags (labels
/// separated by commas). Save (Ctrl-S, or Enter on Save) writes to the server and runs `done`
/// (which dismisses the sheet); a failure keeps every typed value and shows the server's
/// validation message (``EditSheetScreen``).
@MainActor
public final class ProviderEditScreen<Provider: EditableProvider>: EditSheetScreen<(Provider, [Tag]), Provider> {
    /// A row of the form.
    public enum Field: Hashable, Sendable {
        case name, priority
        /// The switch at this index of ``EditableProvider/switches``.
        case toggle(Int)
        case tags, save
    }

    /// The rows of the form, top to bottom.
    public static var fields: [Field] { [.name, .priority] + Provider.switches.indices.map(Field.toggle) + [.tags, .save] }

    public let providerID: Int
    /// The tags known to the server, to turn labels into ids.
    public private(set) var knownTags: [Tag] = []
    public private(set) var focus = Field.name
    /// The switches as edited, in the order of ``EditableProvider/switches``.
    public private(set) var switchStates: [Bool] = Provider.switches.map { _ in false }
    private var nameField = TextFieldState()
    private var priorityField = TextFieldState()
    private var tagsField = TextFieldState()

    /// The sheet of provider `providerID`: `load` finds it and the tags, `save` stores the edit.
    public init(
        providerID: Int, tasks: TaskTracker, load: @escaping @Sendable () async throws -> (Provider, [Tag]),
        save: @escaping @Sendable (Provider) async throws -> Provider, done: @escaping @MainActor () throws -> Void
    ) {
        self.providerID = providerID
        super.init(tasks: tasks, load: load, record: { $0.0 }, save: save, done: done)
    }

    public override func fill(_ loaded: (Provider, [Tag])) {
        let (provider, tags) = loaded
        knownTags = tags
        nameField = TextFieldState(text: provider.name)
        priorityField = TextFieldState(text: String(provider.priority))
        tagsField = TextFieldState(text: TagLabels.text(for: provider.tagIDs, among: tags))
        switchStates = Provider.switches.map { provider[keyPath: $0.flag] }
    }

    public override var title: String { original.map { "Edit \($0.name)" } ?? "Edit \(Provider.noun)" }

    public override func savedMessage(for saved: Provider) -> String { "✓ Saved \(saved.name)" }

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

    /// Whether the switch changing `flag` is on, as edited.
    public func isOn(_ flag: WritableKeyPath<Provider, Bool>) -> Bool {
        Provider.switches.firstIndex { $0.flag == flag }.map { switchStates[$0] } ?? false
    }

    /// Flips the switch changing `flag`.
    public func toggle(_ flag: WritableKeyPath<Provider, Bool>) {
        guard let index = Provider.switches.firstIndex(where: { $0.flag == flag }) else { return }
        switchStates[index].toggle()
        setNeedsDisplay()
    }

    /// The provider as edited, or why it cannot be saved (a priority that is not a number, a
    /// tag label the server does not have).
    public override func edited() -> Result<Provider, EditSheetProblem> {
        guard var provider = original else { return .failure(EditSheetProblem("Not loaded yet")) }
        guard let priority = Int(priorityField.text.trimmingCharacters(in: .whitespaces)) else {
            return .failure(EditSheetProblem("The priority must be a whole number"))
        }
        let tagIDs: [Int]
        do {
            tagIDs = try TagLabels.existingIDs(in: tagsField.text, among: knownTags)
        } catch {
            return .failure(error)
        }
        provider.name = nameField.text.trimmingCharacters(in: .whitespaces)
        provider.priority = priority
        for (index, row) in Provider.switches.enumerated() { provider[keyPath: row.flag] = switchStates[index] }
        provider.tagIDs = tagIDs
        return .success(provider)
    }

    // MARK: Terminal

    public override var textFieldHasFocus: Bool { !isAskingToDiscard && [.name, .priority, .tags].contains(focus) }

    public override var formKeyHints: [KeyHint] {
        let onSwitch = if case .toggle = focus { true } else { false }
        return [KeyHint("↑↓", "field"), onSwitch ? KeyHint("space", "toggle") : KeyHint("type", "edit"), KeyHint("ctrl-s", "save")]
    }

    public override func renderForm(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let labelWidth = 20, valueX = 22
        let valueWidth = max(0, canvas.size.width - valueX - 1)
        for (row, field) in Self.fields.enumerated() {
            let y = row * 2
            guard y < canvas.size.height else { break }
            let focused = field == focus
            switch field {
            case .name, .priority, .tags:
                let label = field == .name ? "Name" : field == .priority ? "Priority (1–50)" : "Tags"
                let state = field == .name ? nameField : field == .priority ? priorityField : tagsField
                canvas.write(label, at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
                canvas.clipped(to: Rect(x: valueX, y: y, width: valueWidth, height: 1)) { line in
                    TextFieldView(
                        state: state, isFocused: focused && context.isFocused,
                        placeholder: field == .tags ? TagLabels.placeholder(among: knownTags) : ""
                    )
                    .render(in: &line)
                }
            case .toggle(let index):
                canvas.write(Provider.switches[index].label, at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
                canvas.write(
                    switchStates[index] ? "[x] on" : "[ ] off", at: Point(x: valueX, y: y), width: valueWidth,
                    style: focused ? theme.selection : theme.normal)
            case .save:
                canvas.write(isSaving ? "[ Saving… ]" : "[ Save ]", at: Point(x: valueX, y: y), style: focused ? theme.selection : theme.accent)
            }
        }
    }

    public override func handleForm(_ key: Key, context: ScreenInput) -> KeyResult {
        let fields = Self.fields
        let row = fields.firstIndex(of: focus) ?? 0
        switch key {
        case .up, .backTab: focus = fields[max(0, row - 1)]
        case .down, .tab: focus = fields[min(fields.count - 1, row + 1)]
        case .enter where focus == .save: submit()
        case .enter, .character(" "), .left, .right:
            if case .toggle(let index) = focus {
                switchStates[index].toggle()
            } else if key == .enter {
                focus = fields[min(fields.count - 1, row + 1)]
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
