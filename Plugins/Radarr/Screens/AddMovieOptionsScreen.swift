import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import RadarrAPI
import ServarrCore
import ServarrScreens

/// The add options for one lookup result, pushed inside the add sheet: quality profile, root
/// folder and minimum availability (each a picker modal returning a typed result), monitor,
/// tags, search on add, and Add (which asks for confirmation in an alert over the sheet).
///
/// Everything entered is kept in the flow's ``AddMovieSession`` draft: across pickers, a
/// cancelled confirmation and a failed add (whose server message shows here).
@MainActor
public final class AddMovieOptionsScreen: Screen, TerminalScreen {
    /// The rows of the form, in order.
    public enum Field: Int, CaseIterable, Sendable {
        case qualityProfile, rootFolder, minimumAvailability, monitor, tags, searchOnAdd, add
    }

    public let tmdbID: Int
    /// The focused field.
    public var focus: Field { form.focus }
    public private(set) var failure: String?
    private var form = AddOptionsForm<Field>(tags: .tags, add: .add)
    private let repository: RadarrRepository?
    private let router: FeatureRouter<RadarrRoute, RadarrModal>
    private let session: AddMovieSession
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?

    init(tmdbID: Int, session: AddMovieSession, context: ScreenContext) {
        self.tmdbID = tmdbID
        repository = context.services.resolve(RadarrRepository.self)
        router = context.router(for: RadarrRoute.self, RadarrModal.self)
        self.session = session
        tasks = context.tasks
        session.currentID = tmdbID
        session.addError = nil
        form.setTags(draft.tags)
        load()
    }

    /// The movie being added.
    public var movie: Movie? { session.results[tmdbID] }

    /// What the user entered so far.
    public var draft: AddMovieDraft {
        get { session.drafts[tmdbID] ?? AddMovieDraft() }
        set {
            session.drafts[tmdbID] = newValue
            display?.setNeedsDisplay()
        }
    }

    /// The server's message from the last failed add, or a validation message.
    public var addError: String? { session.addError }

    private func load() {
        guard let repository else {
            failure = "Radarr is not configured"
            return
        }
        let tmdbID = self.tmdbID, session = self.session
        loading = tasks.track { [weak self] in
            do {
                try await session.loadOptions(
                    for: tmdbID, from: repository, lookUp: { try await $0.lookupMovies(term: "tmdb:\(tmdbID)") },
                    profiles: { try await $0.qualityProfiles() }, folders: { try await $0.rootFolders() })
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
        try pick(.pickQualityProfile(tmdbID: tmdbID), returning: Int.self) { draft, id in draft.qualityProfileID = id }
    }

    /// Opens the root-folder picker; its `String` result replaces the draft's folder.
    public func chooseRootFolder() throws(NavigationError) {
        try pick(.pickRootFolder(tmdbID: tmdbID), returning: String.self) { draft, path in draft.rootFolderPath = path }
    }

    /// Opens the minimum-availability picker; its `String` result (the wire value) replaces
    /// the draft's minimum availability.
    public func chooseMinimumAvailability() throws(NavigationError) {
        try pick(.pickMinimumAvailability(tmdbID: tmdbID), returning: String.self) { draft, value in draft.minimumAvailability = MovieStatus(rawValue: value) }
    }

    /// Presents a picker now (so the navigation change is synchronous) and applies its typed
    /// result when it finishes; a picker dismissed without a result changes nothing.
    private func pick<Value: Sendable>(
        _ picker: RadarrModal, returning type: Value.Type, apply: @escaping @MainActor (inout AddMovieDraft, Value) -> Void
    ) throws(NavigationError) {
        try session.pick(picker, for: tmdbID, returning: type, router: router, tasks: tasks,
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
        guard session.prepareAdd(of: tmdbID) else {
            display?.setNeedsDisplay()
            return
        }
        try router.present(.confirmAdd(tmdbID: tmdbID), style: .alert)
    }

    // MARK: Lifetime

    public func screenDidAppear() {
        session.currentID = tmdbID
        display?.setNeedsDisplay()
    }

    public func screenWillBeReleased() {
        loading?.cancel()
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var title: String { movie.map { "Add \($0.title)" } ?? "Add movie" }

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
        case .minimumAvailability: return MinimumAvailabilityText.text(for: draft.minimumAvailability)
        case .monitor: return draft.isMonitored ? "[x] yes" : "[ ] no"
        case .tags: return draft.tags
        case .searchOnAdd: return draft.searchOnAdd ? "[x] yes" : "[ ] no"
        case .add: return ""
        }
    }

    private static func label(_ field: Field) -> String {
        switch field {
        case .qualityProfile: "Quality profile"
        case .rootFolder: "Root folder"
        case .minimumAvailability: "Availability"
        case .monitor: "Monitor"
        case .tags: "Tags"
        case .searchOnAdd: "Search on add"
        case .add: "Add"
        }
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        form.render(in: &canvas, heading: movie.map { $0.title + ($0.year > 0 ? " (\($0.year))" : "") }, label: Self.label,
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
        case .minimumAvailability: try? chooseMinimumAvailability()
        case .monitor: draft.isMonitored.toggle()
        case .searchOnAdd: draft.searchOnAdd.toggle()
        case .tags: break
        case .add: try? requestAdd()
        }
    }
}
