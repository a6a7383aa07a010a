import ServarrCore
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrScreens
import SonarrAPI

/// "Delete this series?" with "delete files" (`f`) and "add exclusion" (`x`) toggles.
@MainActor
public final class DeleteSeriesScreen: Screen, TerminalScreen, DialogAnswering {
    public let seriesID: Int
    public let answers = ["Delete", "Cancel"]
    public var deletesFiles = false
    public var addsExclusion = false
    public private(set) var failure: String?
    private var dialog: ToggleDialog
    private let repository: SonarrRepository?
    private let router: FeatureRouter<SonarrRoute, SonarrModal>
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var isDeleting = false
    private var seriesTitle: String?

    init(seriesID: Int, context: ScreenContext) {
        self.seriesID = seriesID
        repository = context.services.resolve(SonarrRepository.self)
        router = context.router(for: SonarrRoute.self, SonarrModal.self)
        tasks = context.tasks
        dialog = ToggleDialog(title: "Delete series?", answers: answers)
        if let repository {
            tasks.track { [weak self] in
                self?.seriesTitle = try? await repository.series(id: seriesID).title
                self?.display?.setNeedsDisplay()
            }
        }
    }

    public var title: String { dialog.title }

    /// The question asked.
    public var message: String { "Delete \(seriesTitle ?? "series \(seriesID)") from the library?" }

    public func answer(_ answer: String) throws {
        guard answer == "Delete", let repository else { return try router.dismiss() }
        guard !isDeleting else { return }
        isDeleting = true
        let id = seriesID, deletesFiles = self.deletesFiles, addsExclusion = self.addsExclusion, router = self.router
        tasks.track { [weak self] in
            do {
                try await repository.deleteSeries(id: id, deleteFiles: deletesFiles, addImportListExclusion: addsExclusion)
                self?.display?.post(Toast("✓ Deleted \(self?.seriesTitle ?? "series \(id)")"))
                try? router.transaction { tx throws(NavigationError) in
                    tx.dismissAll()
                    while let top = tx.state.stack.last?.route.as(SonarrRoute.self), top != .library { _ = try tx.pop(in: .root) }
                }
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
                self?.isDeleting = false
            }
            self?.display?.setNeedsDisplay()
        }
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("f", "delete files"), KeyHint("x", "exclusion"), KeyHint("enter", "choose")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        canvas.write(message, at: Point(x: 1, y: 0), width: width - 2, style: theme.normal)
        canvas.write("\(deletesFiles ? "[x]" : "[ ]") Delete files (f)", at: Point(x: 1, y: 2), width: width - 2, style: theme.normal)
        canvas.write("\(addsExclusion ? "[x]" : "[ ]") Add import list exclusion (x)", at: Point(x: 1, y: 3), width: width - 2, style: theme.normal)
        if let failure { canvas.write(failure, at: Point(x: 1, y: 4), width: width - 2, style: theme.error) }
        dialog.renderButtons(in: &canvas)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        let result = dialog.handle(key, toggles: ["f": { self.deletesFiles.toggle() }, "x": { self.addsExclusion.toggle() }], isBusy: isDeleting) { try? answer($0) }
        if result == .handled { display?.setNeedsDisplay() }
        return result
    }
}
