import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrScreens
import RadarrAPI

/// "Add this movie?" in an alert over the add sheet. Add sends the request; on success every
/// modal is dismissed and the new movie's detail is pushed on the root stack; on failure the
/// alert closes and the options screen shows the server's message with every field kept.
@MainActor
public final class ConfirmAddScreen: Screen, TerminalScreen, DialogAnswering {
    public let answers = ["Add", "Cancel"]
    private var dialog: DialogState
    private let repository: RadarrRepository?
    private let router: FeatureRouter<RadarrRoute, RadarrModal>
    private let session: AddMovieSession
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    init(session: AddMovieSession, context: ScreenContext) {
        repository = context.services.resolve(RadarrRepository.self)
        router = context.router(for: RadarrRoute.self, RadarrModal.self)
        self.session = session
        tasks = context.tasks
        let name = session.current.map { "\($0.movie.title)" + ($0.movie.year > 0 ? " (\($0.movie.year))" : "") } ?? "this movie"
        let folder = session.current?.draft.rootFolderPath.map { " to \($0)" } ?? ""
        dialog = DialogState(title: "Add movie?", message: "Add \(name)\(folder)?", buttons: answers)
    }

    public var title: String { dialog.title }
    /// The question asked.
    public var message: String { dialog.message }

    public func answer(_ answer: String) throws {
        guard answer == "Add", let repository else { return try router.dismiss() }
        guard !session.isAdding else { return }
        let router = self.router, session = self.session
        tasks.track { [weak self] in
            self?.display?.setNeedsDisplay()
            if let added = await session.add(using: repository) {
                try? router.transaction { tx throws(NavigationError) in
                    tx.dismissAll()
                    try tx.push(RadarrRoute.movie(id: added.id), in: .root)
                }
            } else {
                try? router.dismiss()
            }
        }
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("enter", "choose")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        let lines = (session.isAdding ? "Adding…" : dialog.message).wrapped(toWidth: max(1, width - 2))
        for (row, line) in lines.prefix(max(0, canvas.size.height - 2)).enumerated() {
            canvas.write(line, at: Point(x: 1, y: row), width: width - 2, style: theme.normal)
        }
        DialogButtons.render(dialog.buttons, focus: dialog.focus, destructive: false, in: &canvas)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        guard !session.isAdding else { return .handled }
        guard dialog.handle(key) else { return .notHandled }
        guard let outcome = dialog.outcome else {
            display?.setNeedsDisplay()
            return .handled
        }
        switch outcome {
        case .chose(let index): try? answer(answers[index])
        case .cancelled: try? answer("Cancel")
        }
        return .handled
    }
}
