import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The one load, save and refusal flow of the sheets that edit a server's record (an indexer,
/// a quality profile, a custom format, a delay or release profile, the naming settings).
///
/// The sheet loads what it edits (the record and what its form needs beside it, such as the
/// tags), shows "Loading…" or why loading failed, and hands the loaded value to ``fill(_:)``.
/// Ctrl-S (or a subclass's Save row, through ``submit()``) turns the form into a record with
/// ``edited()``, saves it, posts "✓ Saved" and runs `done` (which dismisses the sheet). A
/// refusal, the client's or the server's, keeps every typed value and shows the reason on the
/// sheet's last line. Esc closes an unchanged sheet; on a changed one it asks first, in the
/// sheet (Enter discards, Esc keeps editing). Subclasses draw and edit their form
/// (``renderForm(in:context:)``, ``handleForm(_:context:)``) and keep their own keys.
@MainActor
open class EditSheetScreen<Loaded: Sendable, Record: Sendable & Equatable>: Screen, TerminalScreen {
    /// The record as loaded; nil until it is.
    public private(set) var original: Record?
    /// Why the last load or save failed (the server's validation message), shown on the last line.
    public internal(set) var failure: String?
    /// Whether a save is under way (a second Ctrl-S waits for it).
    public private(set) var isSaving = false
    /// Whether the sheet asks "Discard your changes?" (Esc on a changed form): Enter discards,
    /// Esc keeps editing.
    public private(set) var isAskingToDiscard = false
    /// Tracks the load and the saves, so that flow tests settle them.
    public let tasks: TaskTracker
    private let save: @Sendable (Record) async throws -> Record
    private let done: @MainActor () throws -> Void
    private let heading: String
    private var display: DisplayInvalidator?

    /// A sheet titled `title` that loads with `load`, edits the record `record` takes from what
    /// was loaded, stores the edit with `save` and then runs `done`.
    public init(
        title: String = "Edit", tasks: TaskTracker, load: @escaping @Sendable () async throws -> Loaded,
        record: @escaping @Sendable (Loaded) -> Record,
        save: @escaping @Sendable (Record) async throws -> Record, done: @escaping @MainActor () throws -> Void
    ) {
        heading = title
        self.tasks = tasks
        self.save = save
        self.done = done
        tasks.track { [weak self] in
            do {
                let loaded = try await load()
                self?.original = record(loaded)
                self?.fill(loaded)
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.setNeedsDisplay()
        }
    }

    /// Whether the record has loaded.
    public var isLoaded: Bool { original != nil }

    /// The breadcrumb's title: the one given, unless a subclass names the record.
    open var title: String { heading }

    /// Puts the loaded value into the form's fields.
    open func fill(_ loaded: Loaded) {}

    /// The record as the form has it, or why it cannot be sent (a number that is not one).
    open func edited() -> Result<Record, EditSheetProblem> {
        original.map { .success($0) } ?? .failure(EditSheetProblem("Not loaded yet"))
    }

    /// The toast after a save.
    open func savedMessage(for saved: Record) -> String { "✓ Saved" }

    /// Saves the edit; the server validates it. A refusal keeps the form as typed.
    public func submit() {
        guard !isSaving else { return }
        let record: Record
        switch edited() {
        case .failure(let problem):
            refuse(problem.message)
            return
        case .success(let value): record = value
        }
        isSaving = true
        failure = nil
        let save = self.save
        tasks.track { [weak self] in
            do {
                let saved = try await save(record)
                if let self { self.display?.post(Toast(self.savedMessage(for: saved))) }
                try self?.done()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.isSaving = false
            self?.setNeedsDisplay()
        }
        setNeedsDisplay()
    }

    /// Shows `message` on the sheet's last line (a choice the form cannot take).
    public func refuse(_ message: String) {
        failure = message
        setNeedsDisplay()
    }

    /// Clears the last failure (a later choice that the form takes).
    public func clearFailure() {
        failure = nil
        setNeedsDisplay()
    }

    /// Asks the shell to draw the sheet again.
    public func setNeedsDisplay() { display?.setNeedsDisplay() }

    /// Whether the form differs from the record loaded (Esc then asks before it drops the edit).
    open var hasUnsavedInput: Bool {
        guard let original, case .success(let record) = edited() else { return original != nil }
        return record != original
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var keyHints: [KeyHint] {
        isAskingToDiscard ? [KeyHint("enter", "discard"), KeyHint("esc", "keep editing")] : formKeyHints
    }

    /// The footer's hints while editing; subclasses name their rows' keys.
    open var formKeyHints: [KeyHint] { [KeyHint("ctrl-s", "save")] }

    /// Whether a text row has the keys; subclasses with text rows say when.
    open var textFieldHasFocus: Bool { false }

    /// Draws the form into `canvas` (the sheet without its last line, which holds the failure).
    open func renderForm(in canvas: inout Canvas, context: RenderContext) {}

    /// Handles a key of the form (Ctrl-S is handled before it); Esc, unless the form uses it
    /// (a rename under way), is left to the shell, which asks before dropping a changed form.
    open func handleForm(_ key: Key, context: ScreenInput) -> KeyResult { .notHandled }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard isLoaded else {
            canvas.write(failure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let formHeight = max(1, canvas.size.height - 1)
        canvas.clipped(to: Rect(x: 0, y: 0, width: width, height: formHeight)) { form in renderForm(in: &form, context: context) }
        if isAskingToDiscard {
            canvas.write(
                "Discard your changes? Enter discards, Esc keeps editing", at: Point(x: 1, y: canvas.size.height - 1), width: width - 1,
                style: theme.accent.adding(.bold))
        } else if let failure {
            canvas.write(failure, at: Point(x: 1, y: canvas.size.height - 1), width: width - 1, style: theme.error)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        guard isLoaded else { return .notHandled }
        if isAskingToDiscard {
            isAskingToDiscard = false
            setNeedsDisplay()
            switch key {
            case .enter:
                try? done()
                return .handled
            case .escape: return .handled
            default: break  // any other key keeps editing and does what it does
            }
        }
        switch key {
        case .control("s"), .control("o"):
            submit()
            return .handled
        default:
            let result = handleForm(key, context: context)
            if result == .handled {
                setNeedsDisplay()
            } else if key == .escape, hasUnsavedInput {
                isAskingToDiscard = true
                setNeedsDisplay()
                return .handled
            }
            return result
        }
    }
}

/// Why an edit sheet's form cannot be sent: a number that is not one, a tag the server does
/// not have.
public struct EditSheetProblem: Error, Hashable, Sendable {
    public var message: String

    /// A problem described by `message`.
    public init(_ message: String) {
        self.message = message
    }
}

/// An edit sheet whose form is a ``FormState`` (text, toggles, choices), drawn by ``FormView``:
/// the custom format, delay profile, release profile and naming sheets. Rows are found by
/// their ids; ``formChanged(_:)`` hears of every change a key or a test makes.
@MainActor
open class FormSheetScreen<Loaded: Sendable, Record: Sendable & Equatable>: EditSheetScreen<Loaded, Record> {
    /// The rows and their values as typed.
    public internal(set) var form = FormState(fields: [])

    public override var textFieldHasFocus: Bool { !isAskingToDiscard && form.focusIsOnText }

    /// The id of the focused row.
    public var focusedRow: String? { form.fields.indices.contains(form.focus) ? form.fields[form.focus].id : nil }

    /// Focuses the row `id`.
    public func focus(_ id: String) {
        if let index = form.fields.firstIndex(where: { $0.id == id }) { form.focus(index) }
        setNeedsDisplay()
    }

    /// The text of a text row, the chosen option of a picker row, "true" or "false" for a
    /// toggle; nil when the form has no row `id`.
    public func value(of id: String) -> String? { form[id]?.stringValue }

    /// Whether the toggle row `id` is on.
    public func isOn(_ id: String) -> Bool { form[id]?.value == .toggle(true) }

    /// Types `text` into the text row `id` (tests and paste).
    public func setText(_ text: String, of id: String) {
        guard var field = form[id], case .text(let state) = field.value else { return }
        field.value = .text(TextFieldState(text: text, isMasked: state.isMasked))
        form[id] = field
        formChanged(id)
        setNeedsDisplay()
    }

    /// Flips the toggle row `id`.
    public func toggle(_ id: String) {
        guard var field = form[id], case .toggle(let isOn) = field.value else { return }
        field.value = .toggle(!isOn)
        form[id] = field
        formChanged(id)
        setNeedsDisplay()
    }

    /// Chooses `option` (by its name) in the picker row `id`.
    public func choose(_ option: String, in id: String) {
        guard var field = form[id], case .picker(let options, _) = field.value, let index = options.firstIndex(of: option) else { return }
        field.value = .picker(options: options, selected: index)
        form[id] = field
        formChanged(id)
        setNeedsDisplay()
    }

    /// The whole number in the text row `id`, or why it is not one (`label` names the row).
    public func wholeNumber(_ id: String, _ label: String, atLeast minimum: Int? = nil) -> Result<Int, EditSheetProblem> {
        let text = (value(of: id) ?? "").trimmingCharacters(in: .whitespaces)
        guard let number = Int(text.isEmpty ? "0" : text) else { return .failure(EditSheetProblem("\(label) must be a whole number")) }
        if let minimum, number < minimum { return .failure(EditSheetProblem("\(label) must be \(minimum) or more")) }
        return .success(number)
    }

    /// Called after row `id` changed (a key, ``setText(_:of:)``, ``toggle(_:)``, ``choose(_:in:)``).
    open func formChanged(_ id: String) {}

    public override var formKeyHints: [KeyHint] {
        switch form.fields.indices.contains(form.focus) ? form.fields[form.focus].value : nil {
        case .toggle: [KeyHint("↑↓", "field"), KeyHint("space", "toggle"), KeyHint("ctrl-s", "save")]
        case .picker: [KeyHint("↑↓", "field"), KeyHint("← →", "choose"), KeyHint("ctrl-s", "save")]
        default: [KeyHint("↑↓", "field"), KeyHint("type", "edit"), KeyHint("ctrl-s", "save")]
        }
    }

    public override func renderForm(in canvas: inout Canvas, context: RenderContext) {
        canvas.clipped(to: Rect(x: 1, y: 0, width: max(0, canvas.size.width - 2), height: canvas.size.height)) { inner in
            FormView(state: form).render(in: &inner)
        }
    }

    public override func handleForm(_ key: Key, context: ScreenInput) -> KeyResult {
        let focused = focusedRow
        guard form.handle(key) else { return .notHandled }
        // A key that left the focus where it was changed the row.
        if let focused, focusedRow == focused { formChanged(focused) }
        return .handled
    }
}
