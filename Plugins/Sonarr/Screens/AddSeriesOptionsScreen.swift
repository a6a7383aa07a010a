import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore
import SonarrAPI

/// The add options for one series, pushed inside the add sheet: quality profile, root folder,
/// series type, season folders, which episodes to monitor, search on add. ←/→ change a
/// value; Add (Ctrl-S) adds, dismisses the sheet and shows the series; a failed add keeps
/// every choice and shows the server's message.
@MainActor
public final class AddSeriesOptionsScreen: Screen, TerminalScreen {
    public enum Field: Int, CaseIterable, Sendable {
        case qualityProfile, rootFolder, seriesType, seasonFolders, monitor, search, add
    }

    public let tvdbID: Int
    public var draft = AddSeriesDraft()
    public private(set) var qualityProfiles: [QualityProfile] = []
    public private(set) var rootFolders: [RootFolder] = []
    public private(set) var addError: String?
    public private(set) var isAdding = false
    public private(set) var focus = Field.qualityProfile
    private let repository: SonarrRepository?
    private let router: FeatureRouter<SonarrRoute, SonarrModal>
    private let session: AddSeriesSession
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    init(tvdbID: Int, session: AddSeriesSession, context: ScreenContext) {
        self.tvdbID = tvdbID
        repository = context.services.resolve(SonarrRepository.self)
        router = context.router(for: SonarrRoute.self, SonarrModal.self)
        self.session = session
        tasks = context.tasks
        guard let repository else { return }
        tasks.track { [weak self] in
            do {
                if session.results[tvdbID] == nil { session.remember(try await repository.lookupSeries(term: "tvdb:\(tvdbID)")) }
                async let profiles = repository.qualityProfiles()
                async let folders = repository.rootFolders()
                let (loadedProfiles, loadedFolders) = try await (profiles, folders)
                guard let self else { return }
                self.qualityProfiles = loadedProfiles
                self.rootFolders = loadedFolders
                self.draft.qualityProfileID = self.draft.qualityProfileID ?? loadedProfiles.first?.id
                self.draft.rootFolderPath = self.draft.rootFolderPath ?? loadedFolders.first?.path
                if let series = session.results[tvdbID], series.seriesType != .standard { self.draft.seriesType = series.seriesType }
            } catch {
                self?.addError = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    public var series: Series? { session.results[tvdbID] }
    public var title: String { series.map { "Add \($0.title)" } ?? "Add series" }
    public var hasUnsavedInput: Bool { true }

    /// Adds the series with the draft; on success dismisses the sheet and pushes the series.
    public func add() {
        if let problem = draft.problem {
            addError = problem
            return
        }
        guard let repository, let series, !isAdding else { return }
        isAdding = true
        let draft = self.draft, router = self.router
        let options = AddSeriesOptions(
            qualityProfileID: draft.qualityProfileID ?? 0, rootFolderPath: draft.rootFolderPath ?? "", isMonitored: draft.monitor != "none",
            seriesType: draft.seriesType, usesSeasonFolders: draft.usesSeasonFolders, monitor: draft.monitor,
            searchForMissingEpisodes: draft.searchForMissingEpisodes)
        tasks.track { [weak self] in
            do {
                let added = try await repository.addSeries(series, options: options)
                try? router.transaction { tx throws(NavigationError) in
                    tx.dismissAll()
                    try tx.push(SonarrRoute.series(id: added.id), in: .root)
                }
            } catch {
                self?.addError = ServarrError.userMessage(for: error)
            }
            self?.isAdding = false
            self?.display?.setNeedsDisplay()
        }
    }

    /// Moves a field's value to the next (or previous) choice.
    public func change(_ field: Field, forward: Bool = true) {
        func step<T: Equatable>(_ all: [T], _ current: T?) -> T? {
            guard !all.isEmpty else { return current }
            let index = current.flatMap { all.firstIndex(of: $0) } ?? (forward ? all.count - 1 : 0)
            return all[(index + (forward ? 1 : all.count - 1)) % all.count]
        }
        switch field {
        case .qualityProfile: draft.qualityProfileID = step(qualityProfiles.map(\.id), draft.qualityProfileID)
        case .rootFolder: draft.rootFolderPath = step(rootFolders.map(\.path), draft.rootFolderPath)
        case .seriesType: draft.seriesType = step(AddSeriesDraft.seriesTypes, draft.seriesType) ?? .standard
        case .seasonFolders: draft.usesSeasonFolders.toggle()
        case .monitor: draft.monitor = step(AddSeriesDraft.monitorOptions, draft.monitor) ?? "all"
        case .search: draft.searchForMissingEpisodes.toggle()
        case .add: add()
        }
        display?.setNeedsDisplay()
    }

    public func value(of field: Field) -> String {
        switch field {
        case .qualityProfile: draft.qualityProfileID.map { id in qualityProfiles.first { $0.id == id }?.name ?? "#\(id)" } ?? "—"
        case .rootFolder: draft.rootFolderPath ?? "—"
        case .seriesType: draft.seriesType.rawValue
        case .seasonFolders: draft.usesSeasonFolders ? "[x] yes" : "[ ] no"
        case .monitor: draft.monitor
        case .search: draft.searchForMissingEpisodes ? "[x] yes" : "[ ] no"
        case .add: ""
        }
    }

    private static let labels: [Field: String] = [
        .qualityProfile: "Quality profile", .rootFolder: "Root folder", .seriesType: "Series type",
        .seasonFolders: "Season folders", .monitor: "Monitor", .search: "Search missing",
    ]

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("↑↓", "field"), KeyHint("←→", "change"), KeyHint("ctrl-s", "add")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        if let series { canvas.write(series.title + (series.year > 0 ? " (\(series.year))" : ""), at: Point(x: 1, y: 0), width: width - 1, style: theme.header) }
        for field in Field.allCases {
            let y = 2 + field.rawValue
            guard y < canvas.size.height - 1 else { break }
            let focused = field == focus
            if field == .add {
                canvas.write(isAdding ? "[ Adding… ]" : "[ Add ]", at: Point(x: 19, y: y), style: focused ? theme.selection : theme.accent)
            } else {
                canvas.write(Self.labels[field] ?? "", at: Point(x: 1, y: y), width: 16, style: focused ? theme.accent : theme.normal)
                canvas.write(value(of: field), at: Point(x: 19, y: y), width: max(0, width - 20), style: focused ? theme.selection : theme.normal)
            }
        }
        if let addError { canvas.write(addError, at: Point(x: 1, y: canvas.size.height - 1), width: width - 1, style: theme.error) }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .up, .backTab: focus = Field(rawValue: max(0, focus.rawValue - 1)) ?? focus
        case .down, .tab: focus = Field(rawValue: min(Field.allCases.count - 1, focus.rawValue + 1)) ?? focus
        case .left: change(focus, forward: false)
        case .right, .enter, .character(" "): change(focus)
        case .control("s"): add()
        default: return .notHandled
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
