import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The edit sheet of a library item: monitored, the service's own rows (minimum
/// availability; series type and season folders), quality profile, root folder, path, whether
/// a changed path moves the files, and tags, with validation. The quality profile and the
/// root folder are chosen in the same picker modals as in the add flow (Enter or space on
/// them); a root folder moves the path under it, keeping its last component. Tags are typed
/// as comma-separated labels, as on the add sheet (unknown labels become new tags on save).
/// Save (Ctrl-S, or Enter on Save) writes to the server and dismisses; a failure keeps the
/// form and shows the server's message. Esc on a changed form asks before discarding.
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
    /// The server's root folders, once loaded.
    public private(set) var rootFolders: [RootFolder] = []
    /// Whether saving a changed path moves the files there (the servers' `moveFiles`; on by
    /// default, as the servers' own edit dialogs answer).
    public private(set) var movesFiles = true
    /// What the service's own rows choose from (Lidarr's metadata profiles), once loaded.
    public private(set) var choices: Service.EditChoices?
    public private(set) var failure: String?
    public private(set) var isSaving = false
    public private(set) var focus = Field.monitored
    /// Whether the sheet asks "Discard your changes?" (Esc on a changed form): Enter discards,
    /// Esc keeps editing.
    public private(set) var isAskingToDiscard = false
    private var pathField = TextFieldState()
    private var tagField = TextFieldState()
    /// The tags text as loaded: saving resolves labels only when it changed.
    private var loadedTagText = ""
    private var knownTags: [Tag] = []
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
                async let folders = repository.rootFolders()
                async let tags = repository.tags()
                let (loaded, loadedProfiles, loadedChoices) = try await (media, profiles, choices)
                let (loadedFolders, loadedTags) = try await (folders, tags)
                guard let self else { return }
                self.original = loaded
                self.edited = loaded
                self.qualityProfiles = loadedProfiles
                self.choices = loadedChoices
                self.rootFolders = loadedFolders
                self.knownTags = loadedTags
                self.pathField = TextFieldState(text: loaded.path ?? "")
                self.loadedTagText = Self.tagText(loaded.tagIDs, known: loadedTags)
                self.tagField = TextFieldState(text: self.loadedTagText)
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

    /// The labels of `ids` as the tags field shows them ("4k, kids"); an id the server does not
    /// list reads "#id".
    static func tagText(_ ids: [Int], known: [Tag]) -> String {
        ids.map { id in known.first { $0.id == id }?.label ?? "#\(id)" }.joined(separator: ", ")
    }

    /// The tags text typed so far.
    public var tagText: String { tagField.text }

    /// Sets the tags (comma-separated labels), as typing in the tags field does.
    public func setTags(_ text: String) {
        tagField = TextFieldState(text: text)
        display?.setNeedsDisplay()
    }

    /// The root folder the edited path lies under, or nil.
    public var rootFolder: String? { EditSession.rootFolder(of: edited?.path, among: rootFolders) }

    /// Whether the path differs from the server's.
    public var pathChanged: Bool { edited?.path != original?.path }

    /// Moves the path under root folder `folder`, keeping its last component (the root
    /// folder picker's answer).
    public func moveToRootFolder(_ folder: String) {
        update { $0.path = EditSession.path($0.path, movedTo: folder) }
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
        let moves = pathChanged && movesFiles
        let router = self.router
        let labels = tagField.text != loadedTagText ? TagLabels.parse(tagField.text) : nil
        let unlisted = edited.tagIDs.filter { id in !knownTags.contains { $0.id == id } }
        tasks.track { [weak self] in
            do {
                var edited = edited
                if let labels {
                    // "#7" keeps a tag the server did not list; other labels are looked up or created.
                    let kept = unlisted.filter { labels.contains("#\($0)") }
                    let named = try await TagLabels.ids(
                        for: labels.filter { !$0.hasPrefix("#") }, known: { try await repository.tags() },
                        create: { try await repository.createTag(label: $0) })
                    edited.tagIDs = named + kept
                }
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

    public var hasUnsavedInput: Bool { edited != original || tagField.text != loadedTagText }

    public var textFieldHasFocus: Bool { !isAskingToDiscard && Self.takesText(focus) }

    public var keyHints: [KeyHint] {
        if isAskingToDiscard { return [KeyHint("enter", "discard"), KeyHint("esc", "keep editing")] }
        // A text field (the path, the tags) takes the keys typed: no hint for changing it.
        let change: [KeyHint] =
            Self.choosesInAPicker(focus) ? [KeyHint("enter", "choose")] : Self.takesText(focus) ? [] : [KeyHint("←→", "change")]
        return [KeyHint("↑↓", "field")] + change + [KeyHint("ctrl-s", "save")]
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
        // A blank line between rows when they all fit so, else none.
        let spacing = Field.allCases.count * 2 <= canvas.size.height - 1 ? 2 : 1
        for field in Field.allCases {
            let y = field.rawValue * spacing
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
            case .tags:
                canvas.write("Tags", at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
                canvas.clipped(to: Rect(x: valueX, y: y, width: valueWidth, height: 1)) { line in
                    TextFieldView(state: tagField, isFocused: focused && context.isFocused, placeholder: "comma-separated").render(in: &line)
                }
                continue
            case .rootFolder:
                canvas.write("Root folder", at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
                value = rootFolder ?? "—"
            case .moveFiles:
                canvas.write("Move files", at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
                let answer = movesFiles ? "[x] yes" : "[ ] no"
                value = pathChanged ? "\(answer), to the new path" : "\(answer) (the path is unchanged)"
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
        case .left where !Self.choosesInAPicker(focus) && !Self.takesText(focus): change(focus, forward: false)
        case .right where !Self.choosesInAPicker(focus) && !Self.takesText(focus): change(focus, forward: true)
        case .character(" ") where !Self.takesText(focus): change(focus, forward: true)
        default:
            if focus == .tags {
                guard tagField.handle(key) else { return .notHandled }
            } else {
                guard focus == .path, pathField.handle(key) else { return .notHandled }
                let text = pathField.text
                update { $0.path = text }
            }
        }
        display?.setNeedsDisplay()
        return .handled
    }

    /// Whether `field` is typed into (the path, the tags).
    private static func takesText(_ field: Field) -> Bool { field == .path || field == .tags }

    /// Whether `field` opens a picker (the quality profile, the root folder).
    private static func choosesInAPicker(_ field: Field) -> Bool { field == .qualityProfile || field == .rootFolder }

    /// Opens the root-folder picker (the add flow's); its `String` result moves the path under
    /// the folder chosen.
    public func chooseRootFolder() throws(NavigationError) {
        guard edited != nil else { return }
        try edits.pickRootFolder(
            .pickEditedRootFolder(id: mediaID), folders: rootFolders, current: rootFolder, router: router, tasks: tasks
        ) { [weak self] folder in
            self?.moveToRootFolder(folder)
        }
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
        case .rootFolder: try? chooseRootFolder()
        case .moveFiles: movesFiles.toggle()
        case .path, .tags: break
        case .save: save()
        default:
            guard var media = edited, let choices else { return }
            Service.editRow(field, of: media, choices: choices).change(&media, forward)
            update { $0 = media }
        }
    }
}
