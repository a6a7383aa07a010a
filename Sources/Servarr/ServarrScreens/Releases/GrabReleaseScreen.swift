import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// "Grab this release?" over interactive search: the release's title, quality, size and
/// indexer (and its rejections, for a rejected one). Grab sends it to the download client,
/// posts a toast, then calls `done` (which dismisses the alert); a failure keeps the alert
/// and shows the server's error. Cancel grabs nothing.
@MainActor
public final class GrabReleaseScreen: Screen, TerminalScreen, DialogAnswering {
    public let answers = ["Grab", "Cancel"]
    public let guid: String
    /// The release, once found.
    public private(set) var release: Release?
    /// Why the release could not be found or grabbed (the server's message).
    public var failure: String? { work.failure }
    /// Whether the server is grabbing the release.
    public var isGrabbing: Bool { work.isRunning }
    private let work = AlertWork()
    private var dialog: DialogState
    private let session: ReleaseSession
    private let grab: @Sendable (Release) async throws -> Void
    private let done: @MainActor () throws -> Void
    private let cancel: @MainActor () throws -> Void
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    /// A confirmation for release `guid`, found in `session` or else by `lookUp` (a deep link
    /// opens it without a search first); `grab` grabs it.
    public init(
        guid: String, session: ReleaseSession, tasks: TaskTracker,
        lookUp: @escaping @Sendable () async throws -> [Release],
        grab: @escaping @Sendable (Release) async throws -> Void,
        done: @escaping @MainActor () throws -> Void, cancel: @escaping @MainActor () throws -> Void
    ) {
        self.guid = guid
        self.session = session
        self.tasks = tasks
        self.grab = grab
        self.done = done
        self.cancel = cancel
        dialog = DialogState(title: "Grab release?", message: "", buttons: answers, defaultButton: 0)
        release = session.releases[guid]
        if release == nil {
            tasks.track { [weak self] in
                do {
                    let found = try await lookUp()
                    guard let self else { return }
                    self.session.remember(found)
                    self.release = self.session.releases[guid]
                    if self.release == nil { self.work.fail("This release is no longer offered") }
                } catch {
                    self?.work.fail(ServarrError.userMessage(for: error))
                }
                self?.display?.setNeedsDisplay()
            }
        }
    }

    public var title: String { dialog.title }

    public func answer(_ answer: String) throws {
        guard answer == "Grab" else { return try cancel() }
        guard let release else { return }
        let grab = self.grab
        work.run(
            tasks: tasks, display: display,
            {
                try await grab(release)
                return Toast("✓ Grabbed \(release.title), it is in the queue")
            }, then: done)
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("←→", "choose"), KeyHint("enter", "answer")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard let release else {
            canvas.write(failure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 2, style: failure == nil ? theme.muted : theme.error)
            DialogButtons.render(dialog.buttons, focus: dialog.focus, destructive: false, in: &canvas)
            return
        }
        var y = 0
        for line in release.title.wrapped(toWidth: max(1, width - 2), maximumLines: 2) {
            canvas.write(line, at: Point(x: 1, y: y), width: width - 2, style: theme.header)
            y += 1
        }
        let facts = [release.quality, ByteCountText.text(for: release.size), release.indexer, "\(release.ageInDays)d old"]
        for line in facts.joined(separator: " · ").wrapped(toWidth: max(1, width - 2), maximumLines: 2) {
            canvas.write(line, at: Point(x: 1, y: y), width: width - 2, style: theme.muted)
            y += 1
        }
        if !release.isApproved {
            canvas.write("✗ " + release.rejections.joined(separator: "; "), at: Point(x: 1, y: y), width: width - 2, style: theme.warning)
            y += 1
        }
        if isGrabbing { canvas.write("Sending to the download client…", at: Point(x: 1, y: y), width: width - 2, style: theme.muted) }
        if let failure { canvas.write(failure, at: Point(x: 1, y: y), width: width - 2, style: theme.error) }
        DialogButtons.render(dialog.buttons, focus: dialog.focus, destructive: false, in: &canvas)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        guard !isGrabbing else { return .handled }
        guard dialog.handle(key) else { return .notHandled }
        if let outcome = dialog.outcome {
            switch outcome {
            case .chose(let index): try? answer(answers[index])
            case .cancelled: try? answer("Cancel")
            }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
