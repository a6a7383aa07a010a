import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The edit sheet of a library item: monitored, the service's own rows (minimum
/// availability; series type and season folders), quality profile and path, with validation.
/// The quality profile is chosen in the same picker modal as in the add flow (Enter or space
/// on it). Save (Ctrl-S, or Enter on Save) writes to the server and dismisses; a failure keeps
/// the form and shows the server's message. Esc on a changed form asks before discarding.
@MainActor
public final class EditMediaScreen<Service: ServarrService>: Screen, TerminalScreen {
    /// The rows of the form.
    public typealias Field = Service.EditField
    public typealias Media = Service.Repository.Media

    /// The library id of the item edited.
    public let mediaID: Int
    public private(set) var original: Media?
    /// The edited copy.
    public private(set) var edited: Media?
    public private(set) var qualityProfiles: [QualityProfile] = []
    /// What the service's own rows choose from (Lidarr's metadata profiles), once loaded.
    public private(set) var choices: Service.EditChoices?
    public private(set) var failure: String?
    public private(set) var isSaving = false
    public private(set) var focus = Field.monitored
    /// Whether the sheet asks "Discard your changes?" (Esc on a changed form): Enter discards,
    /// Esc keeps editing.
    public private(set) var isAskingToDiscard = false
    private var pathField = TextFieldState()
    private let repository: Service.Repository?
    private let router: FeatureRouter<Service.Route, Service.Modal>
    private let tasks: TaskTracker
    private let edits: EditSession
    private var display: DisplayInvalidator?

    /// The sheet for item `mediaID`; `edits` is shared with its quality-profile picker.
    public init(mediaID: Int, edits: EditSession, context: ScreenContext) {
        self.mediaID = mediaID
        self.edits = edits
        repository = context.services.resolve(Service.Repository.self)
        router = context.router(for: Service.Route.self, Service.Modal.self)
        tasks = context.tasks
        guard let repository else {
            failure = Service.notConfigured
            return
        }
        tasks.track { [weak self] in
            do {
                async let media = repository.media(id: mediaID)
                async let profiles = repository.qualityProfiles()
                async let choices = Service.editChoices(from: repository)
                let (loaded, loadedProfiles, loadedChoices) = try await (media, profiles, choices)
                guard let self else { return }
                self.original = loaded
                self.edited = loaded
                self.qualityProfiles = loadedProfiles
                self.choices = loadedChoices
                self.pathField = TextFieldState(text: loaded.path ?? "")
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    public var title: String { original.map { "Edit \($0.title)" } ?? "Edit \(Service.noun)" }

    /// Why the form cannot be saved, or nil.
    public var validationProblem: String? {
        guard let edited else { return "Not loaded yet" }
        let path = edited.path ?? ""
        if path.isEmpty { return "The path is required" }
        if !path.hasPrefix("/") { return "The path must be absolute (start with /)" }
        if !qualityProfiles.isEmpty, !qualityProfiles.contains(where: { $0.id == edited.qualityProfileID }) {
            return "Choose a quality profile"
        }
        return Service.editProblem(edited)
    }

    /// Edits the copy (tests and key handling).
    public func update(_ change: (inout Media) -> Void) {
        guard var media = edited else { return }
        change(&media)
        edited = media
        if pathField.text != (media.path ?? "") { pathField = TextFieldState(text: media.path ?? "") }
        display?.setNeedsDisplay()
    }

    /// Validates and saves; dismisses the sheet on success.
    public func save() {
        if let problem = validationProblem {
            failure = problem
            display?.setNeedsDisplay()
            return
        }
        guard let repository, let edited, !isSaving else { return }
        isSaving = true
        let moves = edited.path != original?.path
        let router = self.router
        tasks.track { [weak self] in
            do {
                let saved = try await repository.update(edited, moveFiles: moves)
                self?.display?.post(Toast("✓ Saved \(saved.title)"))
                try? router.dismiss()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.isSaving = false
            self?.display?.setNeedsDisplay()
        }
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var hasUnsavedInput: Bool { edited != original }

    public var keyHints: [KeyHint] {
        if isAskingToDiscard { return [KeyHint("enter", "discard"), KeyHint("esc", "keep editing")] }
        return [
            KeyHint("↑↓", "field"), focus == .qualityProfile ? KeyHint("enter", "choose") : KeyHint("←→", "change"),
            KeyHint("ctrl-s", "save"),
        ]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard let edited, let choices else {
            canvas.write(failure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let labelWidth = Service.editLabelWidth
        let valueX = labelWidth + 3
        let valueWidth = max(0, width - valueX - 1)
        for field in Field.allCases {
            let y = field.rawValue * 2
            guard y < canvas.size.height - 1 else { break }
            let focused = field == focus
            let style = focused ? theme.selection : theme.normal
            let value: String
            switch field {
            case .save:
                canvas.write(isSaving ? "[ Saving… ]" : "[ Save ]", at: Point(x: valueX, y: y), style: focused ? theme.selection : theme.accent)
                continue
            case .path:
                canvas.write("Path", at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
                canvas.clipped(to: Rect(x: valueX, y: y, width: valueWidth, height: 1)) { line in
                    TextFieldView(state: pathField, isFocused: focused && context.isFocused).render(in: &line)
                }
                continue
            case .monitored:
                canvas.write("Monitored", at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
                value = edited.isMonitored ? "[x] yes" : "[ ] no"
            case .qualityProfile:
                canvas.write("Quality", at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
                value = qualityProfiles.first { $0.id == edited.qualityProfileID }?.name ?? "#\(edited.qualityProfileID)"
            default:
                let row = Service.editRow(field, of: edited, choices: choices)
                canvas.write(row.label, at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
                value = row.value
            }
            canvas.write(value, at: Point(x: valueX, y: y), width: valueWidth, style: style)
        }
        if isAskingToDiscard {
            canvas.write(
                "Discard your changes? Enter discards, Esc keeps editing", at: Point(x: 1, y: canvas.size.height - 1), width: width - 1,
                style: theme.accent.adding(.bold))
        } else if let message = failure ?? validationProblem {
            canvas.write(message, at: Point(x: 1, y: canvas.size.height - 1), width: width - 1, style: theme.error)
        }
    }

    /// Esc: closes an unchanged sheet; on a changed one asks first (in the sheet, where the
    /// changes are), and a second Esc keeps editing.
    private func leave() -> KeyResult {
        if isAskingToDiscard {
            isAskingToDiscard = false
            return .handled
        }
        guard hasUnsavedInput else { return .notHandled }
        isAskingToDiscard = true
        return .handled
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if isAskingToDiscard, key == .enter {
            isAskingToDiscard = false
            try? router.dismiss()
            return .handled
        }
        if key == .escape {
            let result = leave()
            display?.setNeedsDisplay()
            return result
        }
        // Any other key answers "keep editing" and does what it does.
        isAskingToDiscard = false
        switch key {
        case .up, .backTab: focus = Field(rawValue: max(0, focus.rawValue - 1)) ?? focus
        case .down, .tab: focus = Field(rawValue: min(Field.allCases.count - 1, focus.rawValue + 1)) ?? focus
        case .control("s"), .control("o"): save()
        case .enter: change(focus, forward: true)
        case .left where focus != .path && focus != .qualityProfile: change(focus, forward: false)
        case .right where focus != .path && focus != .qualityProfile: change(focus, forward: true)
        case .character(" ") where focus != .path: change(focus, forward: true)
        default:
            guard focus == .path, pathField.handle(key) else { return .notHandled }
            let text = pathField.text
            update { $0.path = text }
        }
        display?.setNeedsDisplay()
        return .handled
    }

    /// Opens the quality-profile picker (the add flow's); its `Int` result replaces the
    /// edited profile.
    public func chooseQualityProfile() throws(NavigationError) {
        guard let edited else { return }
        try edits.pickQualityProfile(
            .pickEditedQualityProfile(id: mediaID), profiles: qualityProfiles,
            current: edited.qualityProfileID, router: router, tasks: tasks
        ) { [weak self] id in
            self?.update { $0.qualityProfileID = id }
        }
    }

    private func change(_ field: Field, forward: Bool) {
        switch field {
        case .monitored: update { $0.isMonitored.toggle() }
        case .qualityProfile: try? chooseQualityProfile()
        case .path: break
        case .save: save()
        default:
            guard var media = edited, let choices else { return }
            Service.editRow(field, of: media, choices: choices).change(&media, forward)
            update { $0 = media }
        }
    }
}
