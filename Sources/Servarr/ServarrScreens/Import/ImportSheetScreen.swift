import Foundation
import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The manual import sheet of a download in the queue or of a folder on the server: why the
/// download waits (its status messages), then its files, each with the server's proposal
/// (movie; series, season and episodes; artist, album and tracks), quality, languages, release
/// group, size and rejections. Space chooses a file (Ctrl-A all); Enter changes what the
/// highlighted file is (the service's pickers, one after another over the sheet), `u` its
/// quality, `l` its languages, `n` its release group; `c` switches between moving and copying;
/// Ctrl-S imports the chosen files and shows each one's outcome. A refusal keeps the choices
/// (and every change) and shows the server's reason. Files that name what they are and are not
/// samples start chosen.
@MainActor
public final class ImportSheetScreen<Repository: ServarrRepository>: Screen, TerminalScreen {
    public typealias File = ImportFile<Repository.Proposal>

    public let title = "Manual import"
    /// The download the files come from, once loaded.
    public private(set) var download: QueueItem?
    /// The download's files.
    public private(set) var files: [File] = []
    /// The paths of the chosen files.
    public private(set) var chosen: Set<String> = []
    /// Whether the files are moved or copied into the library.
    public private(set) var mode: ImportMode = .move
    /// What became of each imported file, by path ("Imported", or the server's reason).
    public private(set) var outcomes: [String: String] = [:]
    public private(set) var isLoaded = false
    /// Why loading failed, or nil.
    public private(set) var failure: String?
    /// Why the last import was refused (the server's reason), or nil.
    public private(set) var refusal: String?
    /// Whether an import is under way.
    public private(set) var isImporting = false
    /// The paths of the files the user changed (what they are, quality, languages, group).
    public var changedPaths: Set<String> { Set(changes.keys) }
    /// Where the files come from.
    public let source: ImportSheetSource
    private var list = ListState()
    /// The files as the user changed them, by path: they survive a reload and a refusal.
    private var changes: [String: File] = [:]
    private let steps: [ImportProposalStep<Repository>]
    private let offersLanguages: Bool
    private let picking: ImportPicking?
    private let repository: @Sendable () throws -> Repository
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    /// The sheet of `source`, loaded from the repository `repository` gives (which throws when
    /// the service is not configured); `steps` are the service's pickers of what a file is,
    /// opened over the sheet through `picking` (no pickers without it), with a languages
    /// picker when `offersLanguages`.
    public init(
        source: ImportSheetSource, steps: [ImportProposalStep<Repository>] = [], offersLanguages: Bool = true,
        picking: ImportPicking? = nil, repository: @escaping @Sendable () throws -> Repository, tasks: TaskTracker
    ) {
        self.source = source
        self.steps = steps
        self.offersLanguages = offersLanguages
        self.picking = picking
        self.repository = repository
        self.tasks = tasks
        reload()
    }

    /// The highlighted file, if any.
    public var selectedFile: File? { files.indices.contains(list.selection) ? files[list.selection] : nil }

    /// Loads the download and its files again; the choices of files still there are kept.
    public func reload() {
        let configured = repository, source = source
        tasks.track { [weak self] in
            do {
                let repository = try configured()
                var item: QueueItem?
                let files: [File]
                switch source {
                case .queue(let queueID):
                    guard let found = try await repository.queueDetails().first(where: { $0.id == queueID }) else {
                        throw ImportSheetFailure(message: "The download is no longer in the queue")
                    }
                    guard let downloadID = found.downloadID, !downloadID.isEmpty else {
                        throw ImportSheetFailure(message: "The download client has not named this download yet")
                    }
                    item = found
                    files = try await repository.importFiles(from: .download(id: downloadID))
                case .folder(let path):
                    files = try await repository.importFiles(from: .folder(path: path))
                }
                guard let self else { return }
                self.show(item, files)
            } catch let failure as ImportSheetFailure {
                self?.failure = failure.message
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    private func show(_ item: QueueItem?, _ loaded: [File]) {
        let before = Set(files.map(\.path))
        download = item
        files = loaded.map { changes[$0.path] ?? $0 }
        for file in loaded where !before.contains(file.path) && Self.startsChosen(file) { chosen.insert(file.path) }
        chosen.formIntersection(loaded.map(\.path))
        list.itemCount = loaded.count
        list.select(list.selection)
        isLoaded = true
        failure = nil
    }

    /// Whether a file starts chosen: it says what it is and is not a sample.
    static func startsChosen(_ file: File) -> Bool { file.proposal.isComplete && !file.rejections.contains("Sample") }

    /// Chooses or leaves the highlighted file, and moves to the next (Space).
    public func toggleChoice() {
        guard let file = selectedFile else { return }
        chosen.toggleMark(file.path)
        list.select(list.selection + 1)
    }

    /// Chooses every file, or none when all are chosen (Ctrl-A).
    public func toggleAll() { chosen.toggleMarks(files.map(\.path)) }

    /// Switches between moving and copying (`c`).
    public func toggleMode() { mode = mode == .move ? .copy : .move }

    // MARK: Changing a file (pickers over the sheet)

    /// Opens the service's pickers of what the highlighted file is, one after another (Enter):
    /// the movie; the series, the season, the episodes; the artist, the album, the tracks. The
    /// file changes when the last one is chosen; Esc on any leaves it as it was.
    public func changeProposal() {
        guard let file = selectedFile, !steps.isEmpty else { return }
        runStep(0, path: file.path, proposal: file.proposal)
    }

    private func runStep(_ index: Int, path: String, proposal: Repository.Proposal) {
        guard steps.indices.contains(index) else {
            change(path) { $0.proposal = proposal }
            return
        }
        let step = steps[index], configured = repository
        pick { picking in
            let choices = try await step.choices(try configured(), proposal)
            guard
                let chosen = try await picking.choose(
                    .proposal(step: index), title: step.title, rows: choices.rows, current: choices.current, allowsMany: step.allowsMany)
            else { return }
            self.runStep(index + 1, path: path, proposal: choices.apply(proposal, chosen))
        }
    }

    /// Opens the quality picker over the sheet for the highlighted file (`u`).
    public func changeQuality() {
        guard let file = selectedFile else { return }
        let configured = repository
        pick { picking in
            let qualities = try await configured().qualityChoices()
            guard
                let index = try await picking.choose(
                    .quality, title: "Quality", rows: qualities.map { ImportChoiceRow($0.name) },
                    current: qualities.indices.filter { qualities[$0].id == file.quality?.id }, allowsMany: false)?.first,
                qualities.indices.contains(index)
            else { return }
            self.change(file.path) { changed in
                changed.quality = QualityChoice(id: qualities[index].id, name: qualities[index].name, revision: changed.quality?.revision)
            }
        }
    }

    /// Opens the languages picker (several can be chosen) over the sheet for the highlighted file (`l`).
    public func changeLanguages() {
        guard offersLanguages, let file = selectedFile else { return }
        let configured = repository
        pick { picking in
            let languages = try await configured().languages()
            let spoken = Set(file.languages.map(\.id))
            guard
                let chosen = try await picking.choose(
                    .languages, title: "Languages", rows: languages.map { ImportChoiceRow($0.name) },
                    current: languages.indices.filter { spoken.contains(languages[$0].id) }, allowsMany: true)
            else { return }
            self.change(file.path) { $0.languages = chosen.filter(languages.indices.contains).map { languages[$0] } }
        }
    }

    /// Opens a prompt over the sheet for the highlighted file's release group (`n`).
    public func changeReleaseGroup() {
        guard let file = selectedFile else { return }
        pick { picking in
            guard let group = try await picking.prompt(.releaseGroup, title: "Release group", text: file.releaseGroup ?? "") else { return }
            self.change(file.path) { $0.releaseGroup = group }
        }
    }

    /// Runs `work` in a tracked task: it loads what a picker offers, presents the picker over the
    /// sheet and waits for the choice. A failure shows as the refusal.
    private func pick(_ work: @escaping @MainActor (ImportPicking) async throws -> Void) {
        guard let picking else { return }
        tasks.track { [weak self] in
            do {
                try await work(picking)
            } catch {
                self?.refusal = ServarrError.userMessage(for: error)
                self?.display?.setNeedsDisplay()
            }
        }
    }

    /// Changes the file at `path` with `edit`: the change is kept across reloads and refusals,
    /// the file's last outcome is cleared, and a file that now says what it is becomes chosen.
    /// The server then evaluates the file again: its rejections become those for the change.
    private func change(_ path: String, _ edit: (inout File) -> Void) {
        guard let index = files.firstIndex(where: { $0.path == path }) else { return }
        edit(&files[index])
        changes[path] = files[index]
        outcomes[path] = nil
        refusal = nil
        if files[index].proposal.isComplete { chosen.insert(path) }
        display?.setNeedsDisplay()
        let configured = repository, changed = files[index]
        tasks.track { [weak self] in
            // Advisory: when the server cannot say, the rejections stay as they were.
            guard let evaluated = try? await configured().reevaluate([changed]).first(where: { $0.path == path }),
                let self, let current = self.files.firstIndex(where: { $0.path == path }), self.files[current] == changed
            else { return }
            self.files[current].rejections = evaluated.rejections
            self.changes[path] = self.files[current]
            self.display?.setNeedsDisplay()
        }
    }

    /// Imports the chosen files (Ctrl-S) and waits for the server to finish; each file's outcome
    /// shows beside it. A refusal keeps every choice and shows the server's reason.
    public func importChosen() {
        guard !isImporting else { return }
        let picked = files.filter { chosen.contains($0.path) }
        guard !picked.isEmpty else {
            refusal = "Choose at least one file (Space)"
            return
        }
        if let unplaced = picked.first(where: { !$0.proposal.isComplete }) {
            refusal = "\(unplaced.name): \(unplaced.proposal.summary) — the server needs to know what it is"
            return
        }
        let configured = repository, mode = mode
        isImporting = true
        refusal = nil
        tasks.track { [weak self] in
            do {
                let repository = try configured()
                var status = try await repository.importFiles(picked, mode: mode)
                for _ in 0..<240 where !status.state.isFinished {
                    try await Task.sleep(for: .milliseconds(500))
                    status = try await repository.commandStatus(id: status.id)
                }
                guard let self else { return }
                let outcome = status.state == .completed ? "Imported" : (status.message ?? "Not imported")
                for file in picked { self.outcomes[file.path] = outcome }
                if status.state == .completed {
                    self.chosen.subtract(picked.map(\.path))
                    // Imported: what the server lists from now on is what it has.
                    for file in picked { self.changes[file.path] = nil }
                    self.display?.post(Toast("✓ Imported \(picked.count) file\(picked.count == 1 ? "" : "s") (\(mode.title.lowercased()))"))
                } else {
                    self.refusal = outcome
                }
            } catch {
                self?.refusal = ServarrError.userMessage(for: error)
            }
            self?.isImporting = false
            self?.display?.setNeedsDisplay()
        }
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] {
        [
            KeyHint("space", "choose"), KeyHint("ctrl-s", "import"), KeyHint("c", mode == .move ? "copy" : "move"),
            KeyHint("enter", "what it is"), KeyHint("u", "quality"),
        ] + (offersLanguages ? [KeyHint("l", "languages")] : []) + [KeyHint("n", "group")]
    }

    /// The row of `file`: its mark and name; its proposal, quality, languages, group and size.
    static func cells(of file: File, isChosen: Bool, outcome: String?) -> (title: String, detail: String) {
        let facts = [
            file.proposal.summary, file.quality?.name ?? "Unknown quality", file.languages.map(\.name).joined(separator: ", "),
            file.releaseGroup ?? "", ByteCountText.text(for: file.size),
        ].filter { !$0.isEmpty }
        return (RowMark.prefix(isMarked: isChosen) + file.name, (outcome.map { $0 + " · " } ?? "") + facts.joined(separator: " · "))
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme, width = canvas.size.width
        let origin: String
        switch source {
        case .queue: origin = download?.title ?? "Download"
        case .folder(let path): origin = path
        }
        let summary = "\(origin) · \(chosen.count) of \(files.count) chosen · \(mode.title)"
        guard
            ListHeader.render(
                in: &canvas, isLoaded: isLoaded, loadFailure: failure, problem: failure ?? refusal, summary: summary,
                aside: isImporting ? "Importing…" : "")
        else { return }
        // Why the download waits, as the server says it.
        let reasons = (download?.statusMessages ?? []).flatMap { message in
            message.messages.isEmpty ? [message.title] : message.messages.map { "\(message.title): \($0)" }
        }
        var top = 1
        for line in reasons.prefix(3) {
            canvas.write(line, at: Point(x: 1, y: top), width: width - 2, style: theme.warning)
            top += 1
        }
        // The highlighted file in full (a narrow sheet drops the detail column), why the server
        // rejects it or what became of it, and the last refusal.
        let selected = selectedFile
        let footer = [
            selected.map { Self.cells(of: $0, isChosen: chosen.contains($0.path), outcome: nil).detail },
            selected.map { outcomes[$0.path] ?? ($0.rejections.isEmpty ? "" : "Rejected: " + $0.rejections.joined(separator: "; ")) }, refusal,
        ]
        .compactMap { $0 }.filter { !$0.isEmpty }
        let body = Rect(x: 0, y: top, width: width, height: max(0, canvas.size.height - top - footer.count))
        for (offset, line) in footer.enumerated() {
            canvas.write(line, at: Point(x: 1, y: body.maxY + offset), width: width - 2, style: offset == 0 ? theme.muted : theme.warning)
        }
        let rows = files.map { Self.cells(of: $0, isChosen: chosen.contains($0.path), outcome: outcomes[$0.path]) }
        let columns = RowColumns(title: "File", detail: "Proposal · quality · languages · group · size")
        let natural = rows.reduce(into: [0, 0]) { widths, row in
            widths = [max(widths[0], row.title.displayWidth), max(widths[1], row.detail.displayWidth)]
        }
        canvas.clipped(to: body) { body in
            let itemRows = TableView.itemRows(height: body.size.height, state: list)
            list.pageSize = max(1, itemRows)
            list.scrollOffset = ListScrolling.offset(list, rows: itemRows)
            RowTable.render(
                in: &body, list: list, titles: columns, natural: natural, emptyMessage: "No files to import",
                title: { rows[$0].title }, details: { [rows[$0].detail] },
                style: { [files] index in files[index].rejections.isEmpty ? nil : theme.warning })
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .character(" "): toggleChoice()
        case .enter: changeProposal()
        case .character("u"): changeQuality()
        case .character("l"): changeLanguages()
        case .character("n"): changeReleaseGroup()
        case .control("a"): toggleAll()
        case .character("c"): toggleMode()
        case .control("s"): importChosen()
        case .control("r"): reload()
        default:
            guard list.handle(key) else { return .notHandled }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}

/// Why the import sheet could not load, in words.
private struct ImportSheetFailure: Error {
    var message: String
}
