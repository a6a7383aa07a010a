import Foundation
import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// One download of the queue in full (Enter on a queue row), as a sheet over the queue: its
/// state and the server's status messages (the rejections of its files among them), size and
/// progress, time left, protocol, download client, indexer and output path. `i` imports it by
/// hand (the import sheet over this one), `d` removes it (the remove alert, with the blocklist
/// and a new search), `p` sends a release a delay profile holds back to the client now.
@MainActor
public final class QueueDetailsScreen<Repository: ServarrRepository>: Screen, TerminalScreen {
    /// The queue record shown.
    public let queueID: Int
    /// The download, once loaded.
    public private(set) var item: QueueItem?
    /// Why loading (or the last action) failed, or nil.
    public private(set) var failure: String?
    /// Whether an action is under way.
    public private(set) var isWorking = false
    private var scrollOffset = 0
    private let repository: @Sendable () throws -> Repository
    private let importFiles: @MainActor () throws -> Void
    private let remove: @MainActor () throws -> Void
    private let gone: @MainActor () throws -> Void
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    /// The details of queue record `queueID`; `importFiles` opens its import sheet and `remove`
    /// its remove alert (over this sheet); `gone` runs when a download shown has left the queue
    /// (imported, removed), typically dismissing the sheet.
    public init(
        queueID: Int, repository: @escaping @Sendable () throws -> Repository, tasks: TaskTracker,
        importFiles: @escaping @MainActor () throws -> Void, remove: @escaping @MainActor () throws -> Void,
        gone: @escaping @MainActor () throws -> Void
    ) {
        self.gone = gone
        self.queueID = queueID
        self.repository = repository
        self.tasks = tasks
        self.importFiles = importFiles
        self.remove = remove
        reload()
    }

    public var title: String { item?.title ?? "Download" }

    /// Loads the download again (Ctrl-R).
    public func reload() {
        let configured = repository, queueID = queueID
        tasks.track { [weak self] in
            do {
                let found = try await configured().queueDetails().first { $0.id == queueID }
                guard let self else { return }
                if found == nil, self.item != nil {
                    try? self.gone()
                    return
                }
                self.item = found
                self.failure = found == nil ? "The download is no longer in the queue" : nil
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Opens the import sheet over this one (`i`), for a download that finished.
    public func importByHand() {
        guard let item else { return }
        guard item.awaitsImport || item.status.lowercased() == "completed" else {
            failure = "Only a finished download can be imported (this one is \(item.status))"
            return
        }
        failure = nil
        do { try importFiles() } catch { failure = error.localizedDescription }
    }

    /// Opens the remove alert over this sheet (`d`).
    public func removeDownload() {
        guard item != nil else { return }
        do { try remove() } catch { failure = error.localizedDescription }
    }

    /// Sends a release a delay profile holds back to the download client now (`p`).
    public func grabNow() {
        guard let item, !isWorking else { return }
        guard item.isPendingRelease else {
            failure = "Only a release the queue holds back can be sent now (this one is \(item.status))"
            return
        }
        let configured = repository, id = item.id, title = item.title
        isWorking = true
        failure = nil
        tasks.track { [weak self] in
            do {
                try await configured().grabQueued(id: id)
                self?.display?.post(Toast("✓ Sent \(title) to the download client"))
                self?.reload()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.isWorking = false
            self?.display?.setNeedsDisplay()
        }
    }

    /// The sheet's sections: the download, then why it waits.
    public static func sections(of item: QueueItem) -> [DetailSection] {
        let percent = Int((item.progress * 100).rounded(.down))
        let size = ByteCountText.text(for: Int64(item.size))
        var download = [
            DetailRow("State", [item.status, item.trackedDownloadState].compactMap { $0 }.joined(separator: " · ")),
            DetailRow("Quality", item.quality),
            DetailRow("Size", item.size > 0 ? "\(size) (\(percent)% done)" : "unknown"),
            DetailRow("Time left", item.timeLeft.flatMap(ActivityRows.secondsLeft).map(DurationText.text(seconds:)) ?? "—"),
            DetailRow("Protocol", protocolName(item.downloadProtocol)),
            DetailRow("Client", item.downloadClient.flatMap { $0.isEmpty ? nil : $0 } ?? "none yet"),
            DetailRow("Indexer", item.indexer.flatMap { $0.isEmpty ? nil : $0 } ?? "unknown"),
            DetailRow("Output path", item.outputPath ?? "—"),
        ]
        if let error = item.errorMessage, !error.isEmpty { download.append(DetailRow("Error", error)) }
        let messages = item.statusMessages.flatMap { message in
            message.messages.isEmpty ? [DetailRow("", message.title)] : message.messages.map { DetailRow(message.title, $0) }
        }
        return [DetailSection("", rows: download)] + (messages.isEmpty ? [] : [DetailSection("Why it waits", rows: messages)])
    }

    /// "Usenet", "Torrent", or what the server called it.
    static func protocolName(_ value: DownloadProtocol) -> String {
        switch value {
        case .usenet: "Usenet"
        case .torrent: "Torrent"
        case .unknown(let name): name.isEmpty ? "unknown" : name
        }
    }

    /// Loads again when shown again (back from the import sheet or the remove alert).
    public func screenDidAppear() {
        if item != nil { reload() }
    }
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] {
        [KeyHint("i", "import"), KeyHint("d", "remove"), KeyHint("p", "grab now"), KeyHint("ctrl-r", "refresh")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme, width = canvas.size.width
        guard let item else {
            let text = failure ?? "Loading…"
            canvas.write(text, at: Point(x: 1, y: 0), width: width - 2, style: failure == nil ? theme.muted : theme.error)
            return
        }
        var sections = Self.sections(of: item)
        if let failure { sections.insert(DetailSection("", rows: [DetailRow("Problem", failure, style: theme.error)]), at: 0) }
        if isWorking { sections.insert(DetailSection("", rows: [DetailRow("", "Working…", style: theme.muted)]), at: 0) }
        DetailView(sections: sections, scrollOffset: scrollOffset).render(in: &canvas)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .character("i"): importByHand()
        case .character("d"), .delete: removeDownload()
        case .character("p"): grabNow()
        case .control("r"): reload()
        case .down, .character("j"): scrollOffset += 1
        case .up, .character("k"): scrollOffset = max(0, scrollOffset - 1)
        default: return .notHandled
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
