import ServarrCore
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrScreens
import RadarrAPI

/// "Delete this movie?" with two toggles: delete its files (`f`) and add an import exclusion
/// (`x`). Delete removes it, dismisses the alert and leaves the movie's detail if it was shown.
@MainActor
public final class DeleteMovieScreen: Screen, TerminalScreen, DialogAnswering {
    public let movieID: Int
    public let answers = ["Delete", "Cancel"]
    /// Also delete the movie's files from disk.
    public var deletesFiles = false
    /// Keep import lists from adding the movie again.
    public var addsExclusion = false
    public private(set) var failure: String?
    public private(set) var isDeleting = false
    private var dialog: ToggleDialog
    private let repository: RadarrRepository?
    private let router: FeatureRouter<RadarrRoute, RadarrModal>
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var movieTitle: String?

    init(movieID: Int, context: ScreenContext) {
        self.movieID = movieID
        repository = context.services.resolve(RadarrRepository.self)
        router = context.router(for: RadarrRoute.self, RadarrModal.self)
        tasks = context.tasks
        dialog = ToggleDialog(title: "Delete movie?", answers: answers)
        if let repository {
            tasks.track { [weak self] in
                self?.movieTitle = try? await repository.movie(id: movieID).title
                self?.display?.setNeedsDisplay()
            }
        }
    }

    public var title: String { dialog.title }

    /// The question asked.
    public var message: String { "Delete \(movieTitle ?? "movie \(movieID)") from the library?" }

    public func answer(_ answer: String) throws {
        guard answer == "Delete", let repository else { return try router.dismiss() }
        guard !isDeleting else { return }
        isDeleting = true
        let id = movieID, deletesFiles = self.deletesFiles, addsExclusion = self.addsExclusion, router = self.router
        tasks.track { [weak self] in
            do {
                try await repository.deleteMovie(id: id, deleteFiles: deletesFiles, addImportExclusion: addsExclusion)
                self?.display?.post(Toast("✓ Deleted \(self?.movieTitle ?? "movie \(id)")"))
                try? router.transaction { tx throws(NavigationError) in
                    tx.dismissAll()
                    if tx.state.stack.last?.route == AnyRoute(RadarrRoute.movie(id: id)) { _ = try tx.pop(in: .root) }
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

    public var keyHints: [KeyHint] {
        [KeyHint("f", "delete files"), KeyHint("x", "exclusion"), KeyHint("enter", "choose")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        var y = 0
        for line in message.wrapped(toWidth: max(1, width - 2)).prefix(2) {
            canvas.write(line, at: Point(x: 1, y: y), width: width - 2, style: theme.normal)
            y += 1
        }
        y += 1
        canvas.write("\(deletesFiles ? "[x]" : "[ ]") Delete files (f)", at: Point(x: 1, y: y), width: width - 2, style: theme.normal)
        canvas.write("\(addsExclusion ? "[x]" : "[ ]") Add import exclusion (x)", at: Point(x: 1, y: y + 1), width: width - 2, style: theme.normal)
        if let failure { canvas.write(failure, at: Point(x: 1, y: y + 2), width: width - 2, style: theme.error) }
        dialog.renderButtons(in: &canvas)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        let result = dialog.handle(key, toggles: ["f": { self.deletesFiles.toggle() }, "x": { self.addsExclusion.toggle() }], isBusy: isDeleting) { try? answer($0) }
        if result == .handled { display?.setNeedsDisplay() }
        return result
    }
}
