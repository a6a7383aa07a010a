import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The preview of a rename (or a retag) of one library item, one season or the library's marked
/// items: a table of the files that would change, old path → new path (a retag: the tags that
/// change). Space marks a file, Ctrl-A marks every file; Enter asks, on the line under the table,
/// to apply the change to the marked files (every file when none is marked) and Enter again
/// applies it: one command per library item, followed until it ends, then the outcome ("✓ 3
/// files renamed") and the preview again, without the files done. A refusal keeps the marks and
/// shows the server's reason. With two kinds (Lidarr's rename and retag), ←→ switch between them.
@MainActor
public final class FileChangesScreen<Service: ServarrLibraryService>: Screen, TerminalScreen, RowSelecting {
    public typealias Kind = FileChangeKind<Service.Repository>

    public let title: String
    /// What the changes apply to, in messages: "Dune (2021)", "season 2 of Severance (2022)", "3 movies".
    public private(set) var subject: String
    /// The kinds of change the preview offers (one, or rename and retag).
    public let kinds: [Kind]
    /// The kind shown.
    public private(set) var kindIndex = 0
    /// The files that would change, in the server's order.
    public private(set) var files: [FileChange] = []
    public private(set) var isLoaded = false
    /// Why the preview could not be loaded.
    public private(set) var failure: String?
    /// The outcome of the last change, or the server's reason for refusing it.
    public private(set) var status: String?
    /// The ids of the marked files.
    public private(set) var marked: Set<Int> = []
    /// The files the question on the last line asks to change, while it is asked.
    public private(set) var question: [FileChange]?
    /// Whether a change is being applied (its commands not all ended yet).
    public private(set) var isApplying = false
    private var list = ListState()
    private let repository: Service.Repository?
    private let commands: CommandWatch<Service>
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?

    /// A preview of the changes `kinds` make to the files of the library items `mediaIDs` (of
    /// its season `season`, when given). With one item, the preview names it once it is loaded
    /// ("Dune (2021)", "season 2 of Severance (2022)").
    public init(mediaIDs: [Int], season: Int? = nil, kinds: [Kind], context: ScreenContext) {
        title = kinds.enumerated().map { $0.offset == 0 ? $0.element.verb : $0.element.verb.lowercased() }.joined(separator: " and ") + " files"
        let part = season.map { "season \($0) of " } ?? ""
        subject = mediaIDs.count == 1 ? part + "this \(Service.noun)" : "\(mediaIDs.count) \(Service.pluralNoun)"
        self.kinds = kinds
        repository = context.services.resolve(Service.Repository.self)
        commands = .registered(in: context.services)
        tasks = context.tasks
        reload()
        if mediaIDs.count == 1, let repository, let id = mediaIDs.first {
            tasks.track { [weak self] in
                guard let media = try? await repository.media(id: id) else { return }
                self?.subject = part + media.titleWithYear
                self?.display?.setNeedsDisplay()
            }
        }
    }

    /// The kind of change shown.
    public var kind: Kind { kinds[kindIndex] }
    /// The highlighted file.
    public var selectedFile: FileChange? { files.indices.contains(list.selection) ? files[list.selection] : nil }

    /// Loads the preview again (Ctrl-R).
    public func reload() {
        guard let repository else {
            failure = Service.notConfigured
            return
        }
        let load = kind.load
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                let found = try await load(repository)
                guard let self else { return }
                self.files = found
                self.marked.formIntersection(found.map(\.id))
                self.list.itemCount = found.count
                self.isLoaded = true
                self.failure = nil
            } catch is CancellationError {
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
                self?.isLoaded = true
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Shows the next kind of change (→), or the previous one (←).
    public func showKind(at index: Int) {
        guard kinds.indices.contains(index), index != kindIndex, !isApplying else { return }
        kindIndex = index
        (files, marked, question, status, isLoaded) = ([], [], nil, nil, false)
        list = ListState()
        reload()
    }

    /// Marks or unmarks the highlighted file (Space).
    public func toggleMark() {
        guard let file = selectedFile else { return }
        marked.toggleMark(file.id)
        list.select(list.selection + 1)
        display?.setNeedsDisplay()
    }

    /// Marks every file, or unmarks them when all are (Ctrl-A).
    public func toggleMarkAll() {
        marked.toggleMarks(files.map(\.id))
        display?.setNeedsDisplay()
    }

    /// The files a change would apply to now: the marked ones, or every one when none is marked.
    public var chosenFiles: [FileChange] { marked.isEmpty ? files : files.filter { marked.contains($0.id) } }

    /// Asks, on the last line, to change the chosen files (Enter).
    public func askToApply() {
        guard !isApplying, !chosenFiles.isEmpty else { return }
        question = chosenFiles
        display?.setNeedsDisplay()
    }

    /// The question asked before a change: "Rename 3 files of Dune? Enter: rename · Esc: keep them".
    public var questionText: String? {
        question.map { "\(kind.verb) \(Self.count($0.count)) of \(subject)? Enter: \(kind.verb.lowercased()) · Esc: leave them" }
    }

    /// Applies the change the question asked about: one command per library item, each
    /// followed until it ends; then says what was done and loads the preview again.
    public func confirmApply() {
        guard let chosen = question, let repository else { return }
        question = nil
        let kind = self.kind, subject = self.subject
        let commands = kind.commands(chosen)
        guard !commands.isEmpty else { return }
        isApplying = true
        status = "\(kind.verb == "Rename" ? "Renaming" : "Retagging") \(Self.count(chosen.count))…"
        var waiting = commands.count, done = 0
        var problems: [String] = []
        for (command, count) in commands {
            let finish: @MainActor () -> Void = { [weak self] in
                waiting -= 1
                guard waiting == 0, let self else { return }
                self.isApplying = false
                if problems.isEmpty {
                    self.status = "✓ \(Self.count(done)) \(kind.pastTense)"
                    self.marked = []
                } else {
                    self.status = "✗ " + problems.joined(separator: "; ") + (done > 0 ? " (\(Self.count(done)) \(kind.pastTense))" : "")
                }
                self.reload()
            }
            self.commands.start(
                command, CommandAnnouncement(started: "\(kind.verb) started for \(subject)", label: "\(kind.verb) of \(subject)"),
                on: repository, tasks: tasks, display: display
            ) { failure in
                guard let failure else { return }
                problems.append(failure)
                finish()
            } ended: { ended in
                if ended.state == .completed {
                    done += count
                } else {
                    problems.append(ended.message ?? CommandDuration.stateText(ended.state))
                }
                finish()
            }
        }
        display?.setNeedsDisplay()
    }

    /// Leaves the files as they are (Esc on the question).
    public func cancelQuestion() {
        question = nil
        display?.setNeedsDisplay()
    }

    /// Enter on a row: asks to apply the change (to the marked files, or to all).
    public func selectRow(at index: Int) throws {
        guard files.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        askToApply()
    }

    /// "1 file", "3 files".
    static func count(_ files: Int) -> String { "\(files) file\(files == 1 ? "" : "s")" }

    public func screenDidAppear() {}
    public func screenWillBeReleased() { loading?.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] {
        var hints = [KeyHint("enter", kind.verb.lowercased()), KeyHint("space", "mark"), KeyHint("ctrl-a", "mark all")]
        if kinds.count > 1 { hints.append(KeyHint("←→", kinds.map { $0.verb.lowercased() }.joined(separator: " / "))) }
        return hints + [KeyHint("ctrl-r", "refresh")]
    }

    /// A file's cells: its path (after its mark while some are marked) and what it would become.
    static func cells(of file: FileChange, isMarked: Bool?) -> [String] {
        [(isMarked.map(RowMark.prefix(isMarked:)) ?? "") + file.path, "→ " + file.outcome]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width, height = canvas.size.height
        let tabs =
            kinds.count > 1
            ? kinds.enumerated().map { $0.offset == kindIndex ? "[\($0.element.verb)]" : $0.element.verb }.joined(separator: " ") + " · " : ""
        guard isLoaded else {
            canvas.write(tabs + "Looking for files to \(kind.verb.lowercased())…", at: Point(x: 1, y: 0), width: width - 1, style: theme.muted)
            return
        }
        if let failure {
            canvas.write(tabs + failure, at: Point(x: 1, y: 0), width: width - 1, style: theme.error)
            return
        }
        let summary =
            files.isEmpty
            ? kind.nothingToDo
            : "\(kind.verb): \(Self.count(files.count)) of \(subject)" + (marked.isEmpty ? "" : " · \(marked.count) marked")
        canvas.write(tabs + summary, at: Point(x: 1, y: 0), width: width - 1, style: theme.header)
        let footer = questionText ?? status
        let tableHeight = max(0, height - 1 - (footer == nil ? 0 : 1))
        if !files.isEmpty {
            canvas.clipped(to: Rect(x: 0, y: 1, width: width, height: tableHeight)) { body in
                list.pageSize = max(1, TableView.itemRows(height: body.size.height, state: list))
                list.scrollOffset = ListScrolling.offset(list, rows: TableView.itemRows(height: body.size.height, state: list))
                let files = self.files, marked = self.marked
                let cells = files.map { Self.cells(of: $0, isMarked: marked.isEmpty ? nil : marked.contains($0.id)) }
                let natural = [0, 1].map { column in cells.reduce(0) { max($0, $1[column].displayWidth) } }
                TableView(
                    columns: [TableColumn("File", priority: 1), TableColumn(kind.outcomeTitle, priority: 2)], state: list,
                    emptyMessage: kind.nothingToDo, natural: natural
                ) { row, column in cells[row][column] }.render(in: &body)
            }
        }
        if let footer {
            let style = question != nil ? theme.warning : (footer.hasPrefix("✗") ? theme.error : theme.muted)
            canvas.write(footer, at: Point(x: 1, y: height - 1), width: width - 2, style: style)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if question != nil {
            switch key {
            case .enter: confirmApply()
            case .escape, .character("n"): cancelQuestion()
            default: break
            }
            return .handled
        }
        switch key {
        case .enter: askToApply()
        case .character(" "): toggleMark()
        case .control("a"): toggleMarkAll()
        case .control("r"): reload()
        case .left where kinds.count > 1, .character("h") where kinds.count > 1: showKind(at: kindIndex - 1)
        case .right where kinds.count > 1, .character("l") where kinds.count > 1: showKind(at: kindIndex + 1)
        case .escape where !marked.isEmpty:
            marked = []
        case .escape: return .notHandled
        default: guard list.handle(key) else { return .notHandled }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}

extension FileChangesScreen: RecordShowing {
    /// The files that would change, once loaded (`marquee open /radarr/movie/12/rename --format json`).
    public var shownRecords: ShownRecords { isLoaded && failure == nil ? .list(files) : .none }
}
