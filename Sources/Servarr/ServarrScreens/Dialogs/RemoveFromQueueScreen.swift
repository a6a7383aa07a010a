import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// "Remove this download?" with two toggles: remove it from the download client (`c`, on by
/// default) and add the release to the blocklist (`b`). Remove calls `remove`, then `done`
/// (which dismisses the alert); a failure keeps the alert and both toggles, and shows the
/// server's error.
@MainActor
public final class RemoveFromQueueScreen: Screen, TerminalScreen, DialogAnswering {
    public let answers = ["Remove", "Cancel"]
    /// The download's title, once known.
    public private(set) var downloadTitle: String?
    /// The queue item removed.
    public let itemID: Int
    /// Also remove the download from the download client.
    public var removesFromClient = true
    /// Add the release to the blocklist so it is not grabbed again.
    public var blocklists = false
    /// Why the last removal failed (the server's message).
    public var failure: String? { work.failure }
    /// Whether the server is removing the download.
    public var isRemoving: Bool { work.isRunning }
    private let work = AlertWork()
    private var dialog: ToggleDialog
    private let remove: @Sendable (_ removeFromClient: Bool, _ blocklist: Bool) async throws -> Void
    private let done: @MainActor () throws -> Void
    private let cancel: @MainActor () throws -> Void
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    /// An alert removing queue item `itemID` with `remove`; `lookUpTitle` names it, `done`
    /// runs after a successful removal, `cancel` when the user cancels (both typically dismiss
    /// the alert).
    public init(
        itemID: Int, tasks: TaskTracker,
        lookUpTitle: @escaping @Sendable () async throws -> String?,
        remove: @escaping @Sendable (_ removeFromClient: Bool, _ blocklist: Bool) async throws -> Void,
        done: @escaping @MainActor () throws -> Void, cancel: @escaping @MainActor () throws -> Void
    ) {
        self.itemID = itemID
        self.tasks = tasks
        self.remove = remove
        self.done = done
        self.cancel = cancel
        dialog = ToggleDialog(title: "Remove download?", answers: answers)
        tasks.track { [weak self] in
            self?.downloadTitle = try? await lookUpTitle()
            self?.display?.setNeedsDisplay()
        }
    }

    /// The question asked.
    public var message: String { "Remove \(downloadTitle ?? "download \(itemID)") from the queue?" }

    public var title: String { dialog.title }

    public func answer(_ answer: String) throws {
        guard answer == "Remove" else { return try cancel() }
        let remove = self.remove, removesFromClient = self.removesFromClient, blocklists = self.blocklists
        let title = downloadTitle ?? "the download"
        work.run(
            tasks: tasks, display: display,
            {
                try await remove(removesFromClient, blocklists)
                return Toast("✓ Removed \(title) from the queue")
            }, then: done)
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] {
        [KeyHint("c", "from client"), KeyHint("b", "blocklist"), KeyHint("enter", "choose")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        dialog.render(
            in: &canvas, message: message,
            toggles: [
                (removesFromClient, "Remove from download client (c)"), (blocklists, "Add release to blocklist (b)"),
            ], failure: failure)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        let result = dialog.handle(key, toggles: ["c": { self.removesFromClient.toggle() }, "b": { self.blocklists.toggle() }], isBusy: isRemoving) {
            try? answer($0)
        }
        if result == .handled { display?.setNeedsDisplay() }
        return result
    }
}
