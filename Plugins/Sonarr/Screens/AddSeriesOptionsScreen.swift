import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore
import ServarrScreens
import SonarrAPI

/// The add options for one series, pushed inside the add sheet: quality profile, root
/// folder, series type and which episodes to monitor (each a picker modal returning a typed
/// result), season folders, tags, search on add, and Add (which asks for confirmation in an
/// alert over the sheet).
///
/// Everything entered is kept in the flow's ``AddSeriesSession`` draft: across pickers, a
/// cancelled confirmation and a failed add (whose server message shows here).
@MainActor
public final class AddSeriesOptionsScreen: Screen, TerminalScreen {
    /// The rows of the form, in order.
    public enum Field: Int, CaseIterable, Sendable {
        case qualityProfile, rootFolder, seriesType, monitor, seasonFolders, tags, searchOnAdd, add
    }

    public let tvdbID: Int
    /// The focused field.
    public var focus: Field { form.focus }
    public private(set) var failure: String?
    private var form = AddOptionsForm<Field>(tags: .tags, add: .add)
    private let repository: SonarrRepository?
    private let router: FeatureRouter<SonarrRoute, SonarrModal>
    private let session: AddSeriesSession
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?

    init(tvdbID: Int, session: AddSeriesSession, context: ScreenContext) {
        self.tvdbID = tvdbID
        repository = context.services.resolve(SonarrRepository.self)
        router = context.router(for: SonarrRoute.self, SonarrModal.self)
        self.session = session
        tasks = context.tasks
        session.currentID = tvdbID
        session.addError = nil
        form.setTags(draft.tags)
        load()
    }

    /// The series being added.
    public var series: Series? { session.results[tvdbID] }

    /// What the user entered so far.
    public var draft: AddSeriesDraft {
        get { session.drafts[tvdbID] ?? AddSeriesDraft() }
        set {
            session.drafts[tvdbID] = newValue
            display?.setNeedsDisplay()
        }
    }

    /// The server's message from the last failed add, or a validation message.
    public var addError: String? { session.addError }

    private func load() {
        guard let repository else {
            failure = "Sonarr is not configured"
            return
        }
        let tvdbID = self.tvdbID, session = self.session
        loading = tasks.track { [weak self] in
            do {
                try await session.loadOptions(
                    for: tvdbID, from: repository, lookUp: { try await $0.lookupSeries(term: "tvdb:\(tvdbID)") },
                    profiles: { try await $0.qualityProfiles() }, folders: { try await $0.rootFolders() },
                    newDraft: { series in
                        var draft = AddSeriesDraft()
                        if let series, AddSeriesDraft.seriesTypes.contains(series.seriesType) { draft.seriesType = series.seriesType }
                        return draft
                    })
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
        try pick(.pickQualityProfile(tvdbID: tvdbID), returning: Int.self) { draft, id in draft.qualityProfileID = id }
    }

    /// Opens the root-folder picker; its `String` result replaces the draft's folder.
    public func chooseRootFolder() throws(NavigationError) {
        try pick(.pickRootFolder(tvdbID: tvdbID), returning: String.self) { draft, path in draft.rootFolderPath = path }
    }

    /// Opens the series-type picker; its `String` result (the wire value) replaces the type.
    public func chooseSeriesType() throws(NavigationError) {
        try pick(.pickSeriesType(tvdbID: tvdbID), returning: String.self) { draft, value in draft.seriesType = SeriesType(rawValue: value) }
    }

    /// Opens the monitor picker; its `String` result (the wire value) replaces the option.
    public func chooseMonitor() throws(NavigationError) {
        try pick(.pickMonitor(tvdbID: tvdbID), returning: String.self) { draft, value in draft.monitor = value }
    }

    /// Presents a picker now (so the navigation change is synchronous) and applies its typed
    /// result when it finishes; a picker dismissed without a result changes nothing.
    private func pick<Value: Sendable>(
        _ picker: SonarrModal, returning type: Value.Type, apply: @escaping @MainActor (inout AddSeriesDraft, Value) -> Void
    ) throws(NavigationError) {
        session.currentID = tvdbID
        try session.pick(picker, for: tvdbID, returning: type, router: router, tasks: tasks,
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
        guard session.prepareAdd(of: tvdbID) else {
            display?.setNeedsDisplay()
            return
        }
        try router.present(.confirmAdd(tvdbID: tvdbID), style: .alert)
    }

    // MARK: Lifetime

    public func screenDidAppear() {
        session.currentID = tvdbID
        display?.setNeedsDisplay()
    }

    public func screenWillBeReleased() {
        loading?.cancel()
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var title: String { series.map { "Add \($0.title)" } ?? "Add series" }

    public var hasUnsavedInput: Bool { true }

    public var keyHints: [KeyHint] {
        [KeyHint("↑↓", "field"), KeyHint("enter", form.enterHint), KeyHint("ctrl-s", "add")]
    }

    /// The value shown for a field.
    public func valueText(_ field: Field) -> String {
        let draft = self.draft
        switch field {
        case .qualityProfile:
            return draft.qualityProfileID.map { id in session.qualityProfiles.first { $0.id == id }?.name ?? "#\(id)" } ?? "—"
        case .rootFolder: return draft.rootFolderPath ?? "—"
        case .seriesType: return AddSeriesText.seriesType(draft.seriesType)
        case .monitor: return AddSeriesText.monitor(draft.monitor)
        case .seasonFolders: return draft.usesSeasonFolders ? "[x] yes" : "[ ] no"
        case .tags: return draft.tags
        case .searchOnAdd: return draft.searchForMissingEpisodes ? "[x] yes" : "[ ] no"
        case .add: return ""
        }
    }

    private static func label(_ field: Field) -> String {
        switch field {
        case .qualityProfile: "Quality profile"
        case .rootFolder: "Root folder"
        case .seriesType: "Series type"
        case .monitor: "Monitor"
        case .seasonFolders: "Season folders"
        case .tags: "Tags"
        case .searchOnAdd: "Search missing"
        case .add: "Add"
        }
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        form.render(in: &canvas, heading: series.map { $0.title + ($0.year > 0 ? " (\($0.year))" : "") }, label: Self.label,
                    value: valueText, isAdding: session.isAdding, message: failure ?? addError, isFocused: context.isFocused)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        let result = form.handle(key).perform(activate: activate, add: { try? requestAdd() }, editTags: { draft.tags = $0 })
        if result == .handled { display?.setNeedsDisplay() }
        return result
    }

    private func activate(_ field: Field) {
        switch field {
        case .qualityProfile: try? chooseQualityProfile()
        case .rootFolder: try? chooseRootFolder()
        case .seriesType: try? chooseSeriesType()
        case .monitor: try? chooseMonitor()
        case .seasonFolders: draft.usesSeasonFolders.toggle()
        case .searchOnAdd: draft.searchForMissingEpisodes.toggle()
        case .tags: break
        case .add: try? requestAdd()
        }
    }
}
