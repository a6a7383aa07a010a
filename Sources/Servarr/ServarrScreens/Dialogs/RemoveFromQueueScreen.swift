import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// "Remove this download?" with three toggles: remove it from the download client (`c`, on by
/// default), add the release to the blocklist (`b`) and, with the blocklist, search for another
/// release (`s`). Remove calls `remove`, then `done` (which dismisses the alert); a failure keeps
/// the alert and the toggles, and shows the server's error.
@MainActor
public final class RemoveFromQueueScreen: Screen, TerminalScreen, DialogAnswering {
    public let answers = ["Remove", "Cancel"]
    /// The download's title, once known.
    public private(set) var downloadTitle: String?
    /// The queue items removed (the marked ones, in one request), at least one.
    public let itemIDs: [Int]
    /// The (first) queue item removed.
    public var itemID: Int { itemIDs[0] }
    /// Also remove the download from the download client.
    public var removesFromClient = true
    /// Add the release to the blocklist so it is not grabbed again.
    public var blocklists = false
    /// With the blocklist: have the server search for another release.
    public var searchesAgain = false
    /// Why the last removal failed (the server's message).
    public var failure: String? { work.failure }
    /// Whether the server is removing the download.
    public var isRemoving: Bool { work.isRunning }
    private let work = AlertWork()
    private var dialog: ToggleDialog
    private let remove: @Sendable (_ removeFromClient: Bool, _ blocklist: Bool, _ searchAgain: Bool) async throws -> Void
    private let done: @MainActor () throws -> Void
    private let cancel: @MainActor () throws -> Void
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    /// An alert removing queue items `itemIDs` (at least one) with `remove`; `lookUpTitle`
    /// names a single one, `done` runs after a successful removal, `cancel` when the user cancels
    /// (both typically dismiss the alert).
    public init(
        itemIDs: [Int], tasks: TaskTracker,
        lookUpTitle: @escaping @Sendable () async throws -> String?,
        remove: @escaping @Sendable (_ removeFromClient: Bool, _ blocklist: Bool, _ searchAgain: Bool) async throws -> Void,
        done: @escaping @MainActor () throws -> Void, cancel: @escaping @MainActor () throws -> Void
    ) {
        self.itemIDs = itemIDs.isEmpty ? [0] : itemIDs
        self.tasks = tasks
        self.remove = remove
        self.done = done
        self.cancel = cancel
        dialog = ToggleDialog(title: itemIDs.count > 1 ? "Remove downloads?" : "Remove download?", answers: answers)
        guard itemIDs.count == 1 else { return }
        tasks.track { [weak self] in
            self?.downloadTitle = try? await lookUpTitle()
            self?.display?.setNeedsDisplay()
        }
    }

    /// The question asked.
    public var message: String { "Remove \(subject) from the queue?" }

    /// What is removed: the download's title, or "3 downloads".
    private var subject: String { itemIDs.count > 1 ? "\(itemIDs.count) downloads" : downloadTitle ?? "download \(itemID)" }

    public var title: String { dialog.title }

    public func answer(_ answer: String) throws {
        guard answer == "Remove" else { return try cancel() }
        let remove = self.remove, removesFromClient = self.removesFromClient, blocklists = self.blocklists
        let searchesAgain = blocklists && self.searchesAgain
        let title = itemIDs.count > 1 ? subject : downloadTitle ?? "the download"
        work.run(
            tasks: tasks, display: display,
            {
                try await remove(removesFromClient, blocklists, searchesAgain)
                return Toast("✓ Removed \(title) from the queue")
            }, then: done)
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] {
        [KeyHint("c", "from client"), KeyHint("b", "blocklist"), KeyHint("s", "search again"), KeyHint("enter", "choose")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        dialog.render(
            in: &canvas, message: message,
            toggles: [
                (removesFromClient, "Remove from download client (c)"), (blocklists, "Add release to blocklist (b)"),
                (searchesAgain, "Search for another release (s)"),
            ], failure: failure)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        let result = dialog.handle(
            key,
            toggles: [
                "c": { self.removesFromClient.toggle() }, "b": { self.blocklists.toggle() },
                "s": {
                    self.searchesAgain.toggle()
                    if self.searchesAgain { self.blocklists = true }
                },
            ], isBusy: isRemoving
        ) {
            try? answer($0)
        }
        if result == .handled { display?.setNeedsDisplay() }
        return result
    }
}
