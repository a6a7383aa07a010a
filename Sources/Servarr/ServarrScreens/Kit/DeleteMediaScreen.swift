import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// "Delete this movie?" (series…) with two toggles: delete its files (`f`) and add an import
/// exclusion (`x`). Delete removes it, dismisses the alert and leaves the item's screens if
/// they were shown. Over the library's marks it asks once for all of them ("Delete 12
/// movies from Radarr?") and removes them in one editor request with the same toggles.
@MainActor
public final class DeleteMediaScreen<Service: ServarrService>: Screen, TerminalScreen, DialogAnswering {
    /// The library ids of the items deleted (one, or the library's marks).
    public let mediaIDs: [Int]
    /// The library id of the (first) item deleted.
    public var mediaID: Int { mediaIDs[0] }
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
    /// "12 movies" when several are deleted, else nil.
    private let count: String?

    /// The question for item `mediaID`.
    public convenience init(mediaID: Int, context: ScreenContext) {
        self.init(mediaIDs: [mediaID], pluralNoun: Service.noun, context: context)
    }

    /// The question for the items `mediaIDs` (not empty), which `pluralNoun` names when there
    /// are several.
    public init(mediaIDs: [Int], pluralNoun: String, context: ScreenContext) {
        self.mediaIDs = mediaIDs
        count = mediaIDs.count > 1 ? MediaBulkChange(.delete, ids: mediaIDs).count(Service.noun, pluralNoun) : nil
        repository = context.services.resolve(Service.Repository.self)
        router = context.router(for: Service.Route.self, Service.Modal.self)
        tasks = context.tasks
        dialog = ToggleDialog(title: "Delete \(count ?? Service.noun)?", answers: answers)
        let mediaID = mediaIDs[0]
        if let repository, count == nil {
            tasks.track { [weak self] in
                self?.mediaTitle = try? await repository.media(id: mediaID).title
                self?.display?.setNeedsDisplay()
            }
        }
    }

    public var title: String { dialog.title }

    /// The question asked.
    public var message: String {
        if let count { return "Delete \(count) from \(Service.serviceName)?" }
        return "Delete \(mediaTitle ?? "\(Service.noun) \(mediaID)") from the library?"
    }

    public func answer(_ answer: String) throws {
        guard answer == "Delete", let repository else { return try router.dismiss() }
        let ids = mediaIDs, deletesFiles = self.deletesFiles, addsExclusion = self.addsExclusion, router = self.router
        let title = count ?? mediaTitle ?? "\(Service.noun) \(mediaID)"
        work.run(
            tasks: tasks, display: display,
            {
                if ids.count == 1 {
                    try await repository.deleteMedia(id: ids[0], deleteFiles: deletesFiles, addExclusion: addsExclusion)
                } else {
                    try await repository.deleteMedia(ids: ids, deleteFiles: deletesFiles, addExclusion: addsExclusion)
                }
                return Toast("✓ Deleted \(title)")
            },
            then: {
                // Leave the deleted item's screens too.
                try? router.transaction { tx throws(NavigationError) in
                    tx.dismissAll()
                    while let top = tx.state.stack.last?.route.as(Service.Route.self), ids.contains(where: { Service.showsItem(top, id: $0) }) {
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
