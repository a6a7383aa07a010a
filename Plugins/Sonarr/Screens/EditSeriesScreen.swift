import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore
import ServarrScreens
import SonarrAPI

/// The edit sheet for a series: monitored, series type, season folders, quality profile and
/// path, with validation. The quality profile is chosen in the same picker modal as in the
/// add flow (Enter or space on it). Save (Ctrl-S) writes to the server and dismisses; a failure
/// keeps the form and shows the server's message.
@MainActor
public final class EditSeriesScreen: Screen, TerminalScreen {
    public enum Field: Int, CaseIterable, Sendable {
        case monitored, seriesType, seasonFolders, qualityProfile, path, save
    }

    public let seriesID: Int
    public private(set) var original: Series?
    public private(set) var edited: Series?
    public private(set) var qualityProfiles: [QualityProfile] = []
    public private(set) var failure: String?
    public private(set) var isSaving = false
    public private(set) var focus = Field.monitored
    private var pathField = TextFieldState()
    private let repository: SonarrRepository?
    private let router: FeatureRouter<SonarrRoute, SonarrModal>
    private let tasks: TaskTracker
    private let edits: EditSession
    private var display: DisplayInvalidator?

    init(seriesID: Int, edits: EditSession, context: ScreenContext) {
        self.seriesID = seriesID
        self.edits = edits
        repository = context.services.resolve(SonarrRepository.self)
        router = context.router(for: SonarrRoute.self, SonarrModal.self)
        tasks = context.tasks
        guard let repository else {
            failure = "Sonarr is not configured"
            return
        }
        tasks.track { [weak self] in
            do {
                async let series = repository.series(id: seriesID)
                async let profiles = repository.qualityProfiles()
                let (loaded, loadedProfiles) = try await (series, profiles)
                guard let self else { return }
                self.original = loaded
                self.edited = loaded
                self.qualityProfiles = loadedProfiles
                self.pathField = TextFieldState(text: loaded.path ?? "")
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    public var title: String { original.map { "Edit \($0.title)" } ?? "Edit series" }

    /// Why the form cannot be saved, or nil.
    public var validationProblem: String? {
        guard let edited else { return "Not loaded yet" }
        let path = edited.path ?? ""
        if path.isEmpty { return "The path is required" }
        if !path.hasPrefix("/") { return "The path must be absolute (start with /)" }
        return nil
    }

    /// Edits the copy.
    public func update(_ change: (inout Series) -> Void) {
        guard var series = edited else { return }
        change(&series)
        edited = series
        if pathField.text != (series.path ?? "") { pathField = TextFieldState(text: series.path ?? "") }
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
                let saved = try await repository.updateSeries(edited, moveFiles: moves)
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

    public var hasUnsavedInput: Bool { edited != original }

    public var keyHints: [KeyHint] {
        [KeyHint("↑↓", "field"), focus == .qualityProfile ? KeyHint("enter", "choose") : KeyHint("←→", "change"),
         KeyHint("ctrl-s", "save")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard let edited else {
            canvas.write(failure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let valueX = 18, valueWidth = max(0, width - 19)
        let rows: [(Field, String, String)] = [
            (.monitored, "Monitored", edited.isMonitored ? "[x] yes" : "[ ] no"),
            (.seriesType, "Series type", "‹ \(edited.seriesType.rawValue) ›"),
            (.seasonFolders, "Season folders", edited.usesSeasonFolders ? "[x] yes" : "[ ] no"),
            (.qualityProfile, "Quality", qualityProfiles.first { $0.id == edited.qualityProfileID }?.name ?? "#\(edited.qualityProfileID)"),
        ]
        for (field, label, value) in rows {
            let y = field.rawValue * 2
            guard y < canvas.size.height - 1 else { break }
            canvas.write(label, at: Point(x: 1, y: y), width: 15, style: theme.normal)
            canvas.write(value, at: Point(x: valueX, y: y), width: valueWidth, style: field == focus ? theme.selection : theme.normal)
        }
        let pathY = Field.path.rawValue * 2
        if pathY < canvas.size.height - 1 {
            canvas.write("Path", at: Point(x: 1, y: pathY), width: 15, style: theme.normal)
            canvas.clipped(to: Rect(x: valueX, y: pathY, width: valueWidth, height: 1)) { line in
                TextFieldView(state: pathField, isFocused: focus == .path && context.isFocused).render(in: &line)
            }
        }
        let saveY = Field.save.rawValue * 2
        if saveY < canvas.size.height - 1 {
            canvas.write(isSaving ? "[ Saving… ]" : "[ Save ]", at: Point(x: valueX, y: saveY), style: focus == .save ? theme.selection : theme.accent)
        }
        if let message = failure ?? validationProblem {
            canvas.write(message, at: Point(x: 1, y: canvas.size.height - 1), width: width - 1, style: theme.error)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .up, .backTab: focus = Field(rawValue: max(0, focus.rawValue - 1)) ?? focus
        case .down, .tab: focus = Field(rawValue: min(Field.allCases.count - 1, focus.rawValue + 1)) ?? focus
        case .control("s"), .control("o"): save()
        case .escape: return .notHandled
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
        try edits.pickQualityProfile(.pickEditedQualityProfile(seriesID: seriesID), profiles: qualityProfiles,
                                     current: edited.qualityProfileID, router: router, tasks: tasks) { [weak self] id in
            self?.update { $0.qualityProfileID = id }
        }
    }

    private func change(_ field: Field, forward: Bool) {
        switch field {
        case .monitored: update { $0.isMonitored.toggle() }
        case .seasonFolders: update { $0.usesSeasonFolders.toggle() }
        case .seriesType:
            let types = AddSeriesDraft.seriesTypes
            let index = types.firstIndex(of: edited?.seriesType ?? .standard) ?? 0
            let next = types[(index + (forward ? 1 : types.count - 1)) % types.count]
            update { $0.seriesType = next }
        case .qualityProfile:
            try? chooseQualityProfile()
        case .path: break
        case .save: save()
        }
    }
}
