import MarqueeApp
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The instance form: kind, name, URL, API key and headers (both masked; Ctrl-R reveals them), with
/// "Test connection" (Ctrl-T) and Save (Ctrl-S as in every form, Ctrl-O as an alias; or ↓ past
/// the last field to the buttons and Enter).
///
/// - In the add and edit sheets, Save validates, writes the configuration file and dismisses
///   the sheet; the app then uses the changed instances. A failure (a file that cannot be read
///   or written) keeps the sheet with every field as entered and says why.
/// - In the onboarding flow, Continue validates and tests the connection, and goes on to the
///   last step only when the server answered. Nothing is written here.
@MainActor
public final class InstanceFormScreen: Screen, TerminalScreen {
    /// What the form is for.
    enum Purpose {
        case add
        case edit(kind: ServiceKind, name: String)
        case onboarding(OnboardingSession)
    }

    /// The buttons under the fields.
    public enum Button: Int, CaseIterable, Sendable {
        case test, save
    }

    /// The fields and their validation messages.
    public private(set) var form: InstanceForm
    /// The last connection test's result.
    public private(set) var testResult: ConnectionTestResult?
    /// Whether a connection test is running.
    public private(set) var isTesting = false
    /// Why the last save failed, or why the form cannot be used.
    public private(set) var failure: String?
    /// The focused button, when the focus is on the buttons rather than a field.
    public private(set) var focusedButton: Button?
    private let purpose: Purpose
    private let environment: SettingsEnvironment?
    private let router: FeatureRouter<SettingsRoute, SettingsModal>
    private let tasks: TaskTracker
    private var others: [ServiceInstance] = []
    private var isSaved = false
    private var display: DisplayInvalidator?

    init(purpose: Purpose, context: ScreenContext) {
        self.purpose = purpose
        environment = context.services.resolve(SettingsEnvironment.self)
        router = context.router(for: SettingsRoute.self, SettingsModal.self)
        tasks = context.tasks
        form = InstanceForm(kinds: environment?.kinds ?? [])
        loadInstances()
    }

    private var isOnboarding: Bool {
        if case .onboarding = purpose { true } else { false }
    }

    public var title: String {
        switch purpose {
        case .add: "Add instance"
        case .edit(_, let name): "Edit \(name)"
        case .onboarding: "Your first server"
        }
    }

    /// Reads the file's instances (for the edited instance and the unique-name check).
    private func loadInstances() {
        guard let environment else {
            failure = "Settings is not set up"
            return
        }
        var instances: [ServiceInstance] = []
        if let file = environment.file {
            do {
                instances = try file.load()?.instances ?? []
            } catch {
                failure = "The configuration file cannot be read, so nothing will be saved: \(error.description)"
            }
        } else {
            failure = "No configuration path: set MARQUEE_CONFIG, XDG_CONFIG_HOME or HOME"
        }
        if case .edit(let kind, let name) = purpose {
            guard let original = instances.first(where: { $0.kind == kind && $0.name == name }) else {
                if failure == nil { failure = "There is no \(kind.rawValue) instance named ‘\(name)’ in the configuration file" }
                return
            }
            form = InstanceForm(editing: original, kinds: environment.kinds)
            others = instances.filter { $0 != original }
        } else {
            others = instances
        }
    }

    // MARK: Editing (tests and keys)

    /// Sets a field's text (the kind by its name, `Radarr` or `Sonarr`).
    public func set(_ field: InstanceForm.Field, to text: String) {
        form[field] = text
        testResult = nil
        display?.setNeedsDisplay()
    }

    /// Shows or hides the API key and the header values.
    public func toggleKeyVisibility() {
        form.isKeyRevealed.toggle()
        display?.setNeedsDisplay()
    }

    /// Validates and tests the connection; the result shows under the buttons.
    public func testConnection() {
        guard !isTesting, let instance = validated() else { return }
        isTesting = true
        testResult = nil
        let timeout = environment?.connectionTimeout ?? .seconds(10)
        let probes = environment?.probes ?? []
        tasks.track { [weak self] in
            let result = await ConnectionTest.run(instance, probes: probes, timeout: timeout)
            guard let self else { return }
            self.isTesting = false
            self.testResult = result
            if result.isSuccess, case .onboarding(let session) = self.purpose {
                session.instance = instance
                session.result = result
                _ = try? self.router.pushInsideModal(.onboardingDone)
            }
            self.display?.setNeedsDisplay()
        }
        display?.setNeedsDisplay()
    }

    /// Saves (add, edit) or continues after a successful connection test (onboarding).
    public func save() {
        if isOnboarding { return testConnection() }
        guard failure == nil || isSaveRetryable, let environment, let file = environment.file else { return }
        guard let instance = validated() else { return }
        if case .edit = purpose, !form.hasChanges {
            // Nothing to write: the file stays as it is (comments included).
            isSaved = true
            try? router.dismiss()
            return
        }
        let purpose = self.purpose
        do {
            let updated = try file.update { configuration throws(ConfigurationError) in
                switch purpose {
                case .edit(let kind, let name):
                    guard let index = configuration.instances.firstIndex(where: { $0.kind == kind && $0.name == name }) else {
                        throw ConfigurationError(file: file.path, message: "the \(kind.rawValue) instance ‘\(name)’ is no longer in the file")
                    }
                    configuration.instances[index] = instance
                default:
                    configuration.instances.append(instance)
                }
            }
            failure = nil
            isSaved = true
            try? router.dismiss()
            environment.use(updated)
        } catch {
            failure = "Not saved: \(error.description)"
            display?.setNeedsDisplay()
        }
    }

    /// Leaves the form (Esc): at once when nothing typed would be lost, otherwise after asking
    /// in a "Discard changes?" alert.
    public func cancel() {
        if hasUnsavedInput {
            _ = try? router.present(.discardInput, style: .alert)
        } else {
            router.back()
        }
    }

    /// A failed write can be retried; an unreadable file or a missing instance cannot.
    private var isSaveRetryable: Bool { failure?.hasPrefix("Not saved:") == true }

    private func validated() -> ServiceInstance? {
        let instance = form.validate(against: others, file: environment?.file)
        focusedButton = instance == nil ? nil : focusedButton
        display?.setNeedsDisplay()
        return instance
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var hasUnsavedInput: Bool { form.hasChanges && !isSaved }

    public var textFieldHasFocus: Bool { focusedButton == nil && form.state.focusIsOnText }

    public var keyHints: [KeyHint] {
        [
            KeyHint("↑↓", "field"), KeyHint("ctrl-t", "test"), KeyHint("ctrl-s", isOnboarding ? "continue" : "save"),
            KeyHint("ctrl-r", form.isKeyRevealed ? "hide secrets" : "show secrets"),
        ]
    }

    private var buttonTitles: [String] {
        [isTesting ? "Testing…" : "Test connection", isOnboarding ? "Continue" : "Save"]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        var top = 0
        if isOnboarding {
            var intro = TextLines()
            intro.appendWrapped(
                "Step 2 of 3 · Where is your server? The API key is under Settings › General › Security on the server.",
                width: width - 2, theme.muted)
            top = intro.draw(in: &canvas) + 1
        }
        let formHeight = Self.formHeight(form.state)
        canvas.clipped(to: Rect(x: 1, y: top, width: max(0, width - 2), height: min(formHeight, max(0, canvas.size.height - top)))) { inner in
            FormView(state: form.state).render(in: &inner)
        }
        let buttonRow = top + formHeight + 1
        guard buttonRow < canvas.size.height else { return }
        var x = 1
        for (index, title) in buttonTitles.enumerated() {
            let focused = focusedButton?.rawValue == index && context.isFocused
            x += canvas.write("[ \(title) ]", at: Point(x: x, y: buttonRow), style: focused ? theme.selection : theme.accent) + 2
        }
        var status = TextLines()
        if let testResult {
            status.appendWrapped(
                (testResult.isSuccess ? "✓ " : "✗ ") + testResult.description, width: width - 2,
                testResult.isSuccess ? theme.success : theme.error)
        }
        if let failure { status.appendWrapped(failure, width: width - 2, theme.error) }
        status.draw(in: &canvas, from: buttonRow + 2)
    }

    /// Rows the form takes: one per field and one per validation message.
    private static func formHeight(_ state: FormState) -> Int {
        state.fields.count + state.fields.filter { $0.validationMessage != nil }.count
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .control("t"): testConnection()
        // Ctrl-S as in every form; Ctrl-O as an alias for a terminal whose flow control
        // swallows Ctrl-S (Marquee's own terminal mode passes it on).
        case .control("s"), .control("o"): save()
        case .control("r"): toggleKeyVisibility()
        case .escape:
            // Without input the shell goes back as for any screen (and clears a filter first).
            guard hasUnsavedInput else { return .notHandled }
            cancel()
        default:
            let before = form.state.fields.map(\.stringValue)
            guard handleFocus(key) else { return .notHandled }
            // A result is about the fields it was tested with.
            if form.state.fields.map(\.stringValue) != before { testResult = nil }
        }
        display?.setNeedsDisplay()
        return .handled
    }

    private func handleFocus(_ key: Key) -> Bool {
        let lastField = form.state.fields.count - 1
        if let button = focusedButton {
            switch key {
            case .up, .backTab:
                focusedButton = button == .save ? .test : nil
                if focusedButton == nil { form.state.focus(lastField) }
            case .left: focusedButton = .test
            case .right, .tab, .down: focusedButton = .save
            case .enter, .character(" "):
                button == .test ? testConnection() : save()
            default: return false
            }
            return true
        }
        if form.state.focus == lastField, key == .down || key == .tab || key == .enter {
            focusedButton = .test
            return true
        }
        return form.state.handle(key)
    }
}
