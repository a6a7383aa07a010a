import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// Asks which folder on the server to import by hand (`M`): a path typed with completion.
/// The folders offered are the service's root folders and the download client's folders (the
/// folders of the downloads in the queue and the folders they are in); Tab completes the path
/// typed to the longest start the matching folders share (again: the next match), ↑↓ choose
/// among them. Enter opens the import sheet of the folder (`open`); a path that is not
/// absolute is refused in the prompt.
@MainActor
public final class ImportFolderPromptScreen: Screen, TerminalScreen {
    public let title = "Import a folder"
    /// The folders offered, once loaded, sorted.
    public private(set) var folders: [String] = []
    /// Why the folders could not be loaded, or why the path typed is refused.
    public private(set) var problem: String?
    private var field = TextFieldState()
    private var highlighted: Int?
    /// What was typed when Tab or ↑↓ started going through the matches.
    private var cycleBase: String?
    private let open: @MainActor (String) throws -> Void
    private var display: DisplayInvalidator?

    /// A prompt whose folders `load` lists; `open` opens the sheet of the path chosen.
    public init(tasks: TaskTracker, load: @escaping @Sendable () async throws -> [String], open: @escaping @MainActor (String) throws -> Void) {
        self.open = open
        tasks.track { [weak self] in
            do {
                let loaded = try await load()
                self?.folders = Array(Set(loaded.map(Self.normalized))).sorted()
            } catch {
                self?.problem = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// The path typed so far.
    public var text: String { field.text }

    /// The folders that start with what is typed (what was typed before going through them).
    public var matches: [String] {
        let typed = cycleBase ?? field.text
        return typed.isEmpty ? folders : folders.filter { $0.hasPrefix(typed) }
    }

    /// Types `text` at the cursor (tests and paste).
    public func type(_ text: String) {
        field.insert(text)
        stopCycling()
    }

    /// Replaces the whole path (tests and paste).
    public func replaceText(with text: String) {
        field = TextFieldState(text: text)
        field.moveCursor(to: text.count)
        stopCycling()
    }

    private func stopCycling() {
        (highlighted, cycleBase) = (nil, nil)
        problem = nil
    }

    /// Shows match `offset` (of the matches of what was typed) in the field.
    private func show(match offset: Int, of matches: [String]) {
        cycleBase = cycleBase ?? field.text
        highlighted = offset
        field = TextFieldState(text: matches[offset])
        field.moveCursor(to: matches[offset].count)
    }

    /// Completes the path (Tab): to the longest start the matching folders share, or, when it
    /// already is that, to the next match in turn.
    public func complete() {
        let matches = matches
        guard !matches.isEmpty else { return }
        let shared = Self.sharedStart(of: matches)
        if cycleBase == nil, shared.count > field.text.count {
            field = TextFieldState(text: shared)
            field.moveCursor(to: shared.count)
            return
        }
        show(match: ((highlighted ?? -1) + 1) % matches.count, of: matches)
    }

    /// Opens the import sheet of the path typed (Enter).
    public func submit() {
        let path = Self.normalized(field.text.trimmingCharacters(in: .whitespaces))
        guard path.hasPrefix("/") else {
            problem = "Type an absolute path (Tab completes the root folders and the download client's folders)"
            return
        }
        do { try open(path) } catch { problem = error.localizedDescription }
    }

    /// `path` without a trailing slash (but `/` stays).
    static func normalized(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The longest start every path of `paths` shares.
    static func sharedStart(of paths: [String]) -> String {
        guard var shared = paths.first else { return "" }
        for path in paths.dropFirst() {
            while !path.hasPrefix(shared) { shared.removeLast() }
        }
        return shared
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var textFieldHasFocus: Bool { true }

    public var keyHints: [KeyHint] { [KeyHint("tab", "complete"), KeyHint("enter", "open"), KeyHint("esc", "cancel")] }

    public var hasUnsavedInput: Bool { false }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme, width = canvas.size.width
        canvas.write("Folder", at: Point(x: 1, y: 0), width: 7, style: theme.normal)
        canvas.clipped(to: Rect(x: 9, y: 0, width: max(0, width - 10), height: 1)) { line in
            TextFieldView(state: field, isFocused: context.isFocused, placeholder: "/downloads/complete/…").render(in: &line)
        }
        if let problem {
            canvas.write(problem, at: Point(x: 1, y: 1), width: width - 2, style: theme.warning)
        }
        let matches = matches
        for (offset, folder) in matches.prefix(max(0, canvas.size.height - 3)).enumerated() {
            let style = offset == highlighted ? theme.selection : theme.muted
            canvas.write((offset == highlighted ? "▸ " : "  ") + folder, at: Point(x: 1, y: 3 + offset), width: width - 2, style: style)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .escape: return .notHandled
        case .tab: complete()
        case .enter: submit()
        case .down, .up:
            let matches = matches
            guard !matches.isEmpty else { return .handled }
            let step = key == .down ? 1 : matches.count - 1
            show(match: ((highlighted ?? (key == .down ? -1 : 0)) + step) % matches.count, of: matches)
        default:
            guard field.handle(key) else { return .notHandled }
            stopCycling()
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
