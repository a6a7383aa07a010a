import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The add options for one lookup result, pushed inside the add sheet: quality profile and
/// root folder, the service's own rows (minimum availability; series type, monitor, season
/// folders), each picker a modal returning a typed result, tags, search on add, and Add (which
/// asks for confirmation in an alert over the sheet; Ctrl-S adds without asking).
///
/// Everything entered is kept in the flow's ``AddSession`` draft: across pickers, a cancelled
/// confirmation and a failed add (whose server message shows here).
@MainActor
public final class AddOptionsScreen<Service: ServarrService>: Screen, TerminalScreen {
    /// The rows of the form, in order.
    public typealias Field = Service.AddField
    public typealias Media = Service.Repository.Media
    public typealias Session = AddSession<Media, Service.Draft>

    /// The catalogue id (TMDb, TVDB, MusicBrainz) of the item added.
    public let externalID: Media.ExternalID
    /// The focused field.
    public var focus: Field { form.focus }
    public private(set) var failure: String?
    private var form: AddOptionsForm<Field>
    private let repository: Service.Repository?
    private let router: FeatureRouter<Service.Route, Service.Modal>
    private let session: Session
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?

    /// The options of lookup result `externalID`, kept in `session`.
    public init(externalID: Media.ExternalID, session: Session, context: ScreenContext) {
        self.externalID = externalID
        repository = context.services.resolve(Service.Repository.self)
        router = context.router(for: Service.Route.self, Service.Modal.self)
        self.session = session
        if let repository { session.use(repository) }
        tasks = context.tasks
        let tags = Field.allCases.first { if case .tags = Service.addRow($0, of: Service.Draft()).action { true } else { false } }
        let add = Field.allCases.first { if case .add = Service.addRow($0, of: Service.Draft()).action { true } else { false } }
        form = AddOptionsForm<Field>(tags: tags ?? Field.allCases.first!, add: add ?? Field.allCases.first!)
        session.currentID = externalID
        session.addError = nil
        form.setTags(draft.tags)
        load()
    }

    /// The item being added.
    public var item: Media? { session.results[externalID] }

    /// What the user entered so far.
    public var draft: Service.Draft {
        get { session.drafts[externalID] ?? Service.Draft() }
        set {
            session.drafts[externalID] = newValue
            display?.setNeedsDisplay()
        }
    }

    /// The server's message from the last failed add, or a validation message.
    public var addError: String? { session.addError }

    private func load() {
        guard let repository else {
            failure = Service.notConfigured
            return
        }
        let externalID = self.externalID, session = self.session
        loading = tasks.track { [weak self] in
            do {
                try await session.loadOptions(
                    for: externalID, from: repository, lookUp: { try await $0.lookup(term: Service.lookupTerm(externalID: externalID)) },
                    profiles: { try await $0.qualityProfiles() }, folders: { try await $0.rootFolders() },
                    newDraft: { Service.newDraft(for: $0) })
            } catch is CancellationError {
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    // MARK: Pickers (each a modal returning a typed result)

    /// Opens the quality-profile picker; its `Int` result replaces the draft's profile.
    public func chooseQualityProfile() throws(NavigationError) {
        try pick(.pickQualityProfile(externalID), returning: Int.self) { draft, id in draft.qualityProfileID = id }
    }

    /// Opens the root-folder picker; its `String` result replaces the draft's folder.
    public func chooseRootFolder() throws(NavigationError) {
        try pick(.pickRootFolder(externalID), returning: String.self) { draft, path in draft.rootFolderPath = path }
    }

    /// Opens the picker of a service row (minimum availability, series type, monitor); its
    /// `String` result (the wire value) replaces the draft's value.
    public func choose(_ field: Field) throws(NavigationError) {
        switch Service.addRow(field, of: draft).action {
        case .pick(let picker, let apply): try pick(picker(externalID), returning: String.self, apply: apply)
        case .qualityProfile: try chooseQualityProfile()
        case .rootFolder: try chooseRootFolder()
        case .toggle, .tags, .add: break
        }
    }

    /// Presents a picker now (so the navigation change is synchronous) and applies its typed
    /// result when it finishes; a picker dismissed without a result changes nothing.
    private func pick<Value: Sendable>(
        _ picker: Service.Modal, returning type: Value.Type, apply: @escaping @MainActor (inout Service.Draft, Value) -> Void
    ) throws(NavigationError) {
        session.currentID = externalID
        try session.pick(
            picker, for: externalID, returning: type, router: router, tasks: tasks,
            changed: { [weak self] in self?.display?.setNeedsDisplay() }, apply: apply)
    }

    /// Sets the tags (comma-separated labels), as typing in the tags field does.
    public func setTags(_ text: String) {
        form.setTags(text)
        draft.tags = text
    }

    /// Asks for confirmation in an alert over the sheet (the Add button), or shows why the
    /// draft cannot be added.
    public func requestAdd() throws(NavigationError) {
        guard session.prepareAdd(of: externalID) else {
            display?.setNeedsDisplay()
            return
        }
        try router.present(.confirmAdd(externalID), style: .alert)
    }

    /// Adds at once, without a second question (Ctrl-S: adding destroys nothing): on success
    /// the sheet closes on the new title's detail with "✓ Added …"; a refusal keeps the sheet,
    /// the draft and the server's message.
    public func addWithoutAsking() {
        guard session.prepareAdd(of: externalID) else {
            display?.setNeedsDisplay()
            return
        }
        let repository = self.repository, session = self.session, router = self.router
        tasks.track { [weak self] in
            self?.display?.setNeedsDisplay()  // the button says "Adding…"
            guard let added = await session.add(using: repository, for: Service.self) else {
                self?.display?.setNeedsDisplay()
                return
            }
            let display = self?.display
            try? router.show(Service.detail(id: added.id), onTab: Service.tab)
            display?.post(Toast("✓ Added \(added.title)"))
        }
    }

    // MARK: Lifetime

    public func screenDidAppear() {
        session.currentID = externalID
        display?.setNeedsDisplay()
    }

    public func screenWillBeReleased() {
        loading?.cancel()
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var title: String { item.map { "Add \($0.title)" } ?? "Add \(Service.noun)" }

    public var hasUnsavedInput: Bool { true }

    public var textFieldHasFocus: Bool { form.isEditingTags }

    public var keyHints: [KeyHint] {
        [KeyHint("↑↓", "field"), KeyHint("enter", form.enterHint), KeyHint("ctrl-s", "add")]
    }

    /// The value shown for a field.
    public func valueText(_ field: Field) -> String {
        let draft = self.draft
        let row = Service.addRow(field, of: draft)
        switch row.action {
        case .qualityProfile:
            return draft.qualityProfileID.map { id in session.qualityProfiles.first { $0.id == id }?.name ?? "#\(id)" } ?? "—"
        case .rootFolder: return draft.rootFolderPath ?? "—"
        case .toggle(let value): return draft[keyPath: value] ? "[x] yes" : "[ ] no"
        case .tags: return draft.tags
        case .add: return ""
        case .pick: return row.value
        }
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let draft = self.draft
        form.render(
            in: &canvas, heading: item?.titleWithYear, label: { Service.addRow($0, of: draft).label },
            value: valueText, isAdding: session.isAdding, message: failure ?? addError, isFocused: context.isFocused)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        let result = form.handle(key).perform(activate: activate, add: addWithoutAsking, editTags: { draft.tags = $0 })
        if result == .handled { display?.setNeedsDisplay() }
        return result
    }

    private func activate(_ field: Field) {
        switch Service.addRow(field, of: draft).action {
        case .toggle(let value): draft[keyPath: value].toggle()
        case .tags: break
        case .add: try? requestAdd()
        case .qualityProfile, .rootFolder, .pick: try? choose(field)
        }
    }
}
