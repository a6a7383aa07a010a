import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// "Delete this movie?" (series…) with two toggles: delete its files (`f`) and add an import
/// exclusion (`x`). Delete removes it, dismisses the alert and leaves the item's screens if
/// they were shown.
@MainActor
public final class DeleteMediaScreen<Service: ServarrService>: Screen, TerminalScreen, DialogAnswering {
    /// The library id of the item deleted.
    public let mediaID: Int
    public let answers = ["Delete", "Cancel"]
    /// Also delete the item's files from disk.
    public var deletesFiles = false
    /// Keep import lists from adding the item again.
    public var addsExclusion = false
    /// Why the last deletion failed (the server's message).
    public var failure: String? { work.failure }
    /// Whether the server is deleting the item.
    public var isDeleting: Bool { work.isRunning }
    private let work = AlertWork()
    private var dialog: ToggleDialog
    private let repository: Service.Repository?
    private let router: FeatureRouter<Service.Route, Service.Modal>
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var mediaTitle: String?

    /// The question for item `mediaID`.
    public init(mediaID: Int, context: ScreenContext) {
        self.mediaID = mediaID
        repository = context.services.resolve(Service.Repository.self)
        router = context.router(for: Service.Route.self, Service.Modal.self)
        tasks = context.tasks
        dialog = ToggleDialog(title: "Delete \(Service.noun)?", answers: answers)
        if let repository {
            tasks.track { [weak self] in
                self?.mediaTitle = try? await repository.media(id: mediaID).title
                self?.display?.setNeedsDisplay()
            }
        }
    }

    public var title: String { dialog.title }

    /// The question asked.
    public var message: String { "Delete \(mediaTitle ?? "\(Service.noun) \(mediaID)") from the library?" }

    public func answer(_ answer: String) throws {
        guard answer == "Delete", let repository else { return try router.dismiss() }
        let id = mediaID, deletesFiles = self.deletesFiles, addsExclusion = self.addsExclusion, router = self.router
        let title = mediaTitle ?? "\(Service.noun) \(id)"
        work.run(
            tasks: tasks, display: display,
            {
                try await repository.deleteMedia(id: id, deleteFiles: deletesFiles, addExclusion: addsExclusion)
                return Toast("✓ Deleted \(title)")
            },
            then: {
                // Leave the deleted item's screens too.
                try? router.transaction { tx throws(NavigationError) in
                    tx.dismissAll()
                    while let top = tx.state.stack.last?.route.as(Service.Route.self), Service.showsItem(top, id: id) {
                        _ = try tx.pop(in: .root)
                    }
                }
            })
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] {
        [KeyHint("f", "delete files"), KeyHint("x", "exclusion"), KeyHint("enter", "choose")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        dialog.render(
            in: &canvas, message: message,
            toggles: [
                (deletesFiles, "Delete files (f)"), (addsExclusion, "\(Service.exclusionLabel) (x)"),
            ], failure: failure)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        let result = dialog.handle(
            key, toggles: ["f": { self.deletesFiles.toggle() }, "x": { self.addsExclusion.toggle() }],
            isBusy: isDeleting
        ) { try? answer($0) }
        if result == .handled { display?.setNeedsDisplay() }
        return result
    }
}
