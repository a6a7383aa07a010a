import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The bulk editor: a sheet over the library that gives every marked item the same monitored
/// state, quality profile, root folder (moving the files or not), tags (added, removed or
/// replacing theirs) and the service's own fields (``ServarrService/bulkEditRows(from:)``),
/// each row left "unchanged" until chosen (←→). Ctrl-S (or Enter on Apply) asks once, naming
/// the count and what changes; Enter then sends one request to the service's editor endpoint
/// (`movie/editor`, `series/editor`, `artist/editor`) and closes the sheet with a toast. A
/// refusal keeps the sheet, what was chosen and the library's marks, and shows the server's
/// message.
@MainActor
public final class BulkEditScreen<Service: ServarrService>: Screen, TerminalScreen {
    /// The library ids of the items edited.
    public let ids: [Int]
    /// The rows that choose a value, in order.
    public private(set) var rows: [BulkEditRow] = []
    /// The tags typed (comma-separated labels), applied as the Tags row says.
    public private(set) var tagLabels = TextFieldState()
    /// The focused row: a choice row, then the tags field, then Apply.
    public private(set) var focus = 0
    /// Why loading, checking or applying failed, or nil.
    public private(set) var failure: String?
    /// The confirmation asked before applying ("Change 12 movies: …?"), or nil.
    public private(set) var question: String?
    /// Whether the request is on its way.
    public private(set) var isApplying = false
    /// Whether the rows are loaded.
    public private(set) var isLoaded = false
    private let count: String
    private let repository: Service.Repository?
    private let router: FeatureRouter<Service.Route, Service.Modal>
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    /// The label of the row that says how the tags apply.
    public static var tagsLabel: String { "Tags" }

    /// The editor for the items `ids`, which `pluralNoun` names when there are several.
    public init(ids: [Int], pluralNoun: String, context: ScreenContext) {
        self.ids = ids
        count = MediaBulkChange(.edit, ids: ids).count(Service.noun, pluralNoun)
        repository = context.services.resolve(Service.Repository.self)
        router = context.router(for: Service.Route.self, Service.Modal.self)
        tasks = context.tasks
        guard let repository else {
            failure = Service.notConfigured
            return
        }
        tasks.track { [weak self] in
            do {
                async let profiles = repository.qualityProfiles()
                async let folders = repository.rootFolders()
                async let own = Service.bulkEditRows(from: repository)
                let (loadedProfiles, loadedFolders, serviceRows) = try await (profiles, folders, own)
                self?.loaded(Self.rows(profiles: loadedProfiles, folders: loadedFolders, serviceRows: serviceRows))
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
                self?.display?.setNeedsDisplay()
            }
        }
    }

    /// The rows: monitored, quality profile, root folder, move files, the service's own, tags.
    static func rows(profiles: [QualityProfile], folders: [RootFolder], serviceRows: [BulkEditRow]) -> [BulkEditRow] {
        [
            BulkEditRow(
                "Monitored",
                options: [
                    BulkEditOption("monitored") { $0.isMonitored = true }, BulkEditOption("unmonitored") { $0.isMonitored = false },
                ]),
            BulkEditRow("Quality profile", options: profiles.map { profile in BulkEditOption(profile.name) { $0.qualityProfileID = profile.id } }),
            BulkEditRow("Root folder", options: folders.map { folder in BulkEditOption(folder.path) { $0.rootFolderPath = folder.path } }),
            BulkEditRow("Move files", unchanged: "no", options: [BulkEditOption("yes") { $0.movesFiles = true }]),
        ] + serviceRows + [
            BulkEditRow(
                tagsLabel,
                options: MediaEditorChange.TagMode.allCases.map { mode in BulkEditOption(mode.rawValue) { $0.tagMode = mode } })
        ]
    }

    private func loaded(_ rows: [BulkEditRow]) {
        self.rows = rows
        isLoaded = true
        display?.setNeedsDisplay()
    }

    public var title: String { "Edit \(count)" }

    private var tagsFieldIndex: Int { rows.count }
    private var applyIndex: Int { rows.count + 1 }
    private var tagsRow: BulkEditRow? { rows.first { $0.label == Self.tagsLabel } }

    /// Chooses `value` on the row labelled `label` (tests, and what ←→ reach); false when the
    /// row or the value does not exist.
    @discardableResult
    public func choose(_ value: String, for label: String) -> Bool {
        guard let index = rows.firstIndex(where: { $0.label == label }), rows[index].choose(value) else { return false }
        question = nil
        display?.setNeedsDisplay()
        return true
    }

    /// Types the tags (comma-separated labels).
    public func setTagLabels(_ text: String) {
        tagLabels = TextFieldState(text: text)
        question = nil
        display?.setNeedsDisplay()
    }

    /// Why the choices cannot be applied, or nil.
    public var validationProblem: String? {
        guard isLoaded else { return "Not loaded yet" }
        guard rows.contains(where: { $0.isChanged && $0.label != "Move files" }) else { return "Choose something to change" }
        if let tags = tagsRow, tags.isChanged, tags.value != MediaEditorChange.TagMode.replace.rawValue,
            TagLabels.parse(tagLabels.text).isEmpty
        {
            return "Type the tags to \(tags.value)"
        }
        return nil
    }

    /// What the choices change, for the question: "quality profile HD-1080p, tags add 4k".
    public var changeSummary: String {
        rows.filter(\.isChanged).map { row in
            let value = row.label == Self.tagsLabel ? "\(row.value) \(TagLabels.parse(tagLabels.text).joined(separator: ", "))" : row.value
            return "\(row.label.lowercased()) \(value)".trimmingCharacters(in: .whitespaces)
        }.joined(separator: ", ")
    }

    /// Asks once before applying (Ctrl-S, Enter on Apply): names the count and the change.
    public func confirm() {
        if let problem = validationProblem {
            failure = problem
        } else {
            failure = nil
            question = "Change \(count): \(changeSummary)?"
        }
        display?.setNeedsDisplay()
    }

    /// Sends the change, once asked (``confirm()``), in one editor request; closes the sheet
    /// with a toast, or keeps it with the server's message.
    public func apply() {
        guard question != nil, let repository, !isApplying else { return }
        var change = MediaEditorChange()
        for row in rows { row.apply(to: &change) }
        let labels = TagLabels.parse(tagLabels.text)
        let changesTags = tagsRow?.isChanged == true
        let ids = self.ids, count = self.count, router = self.router
        isApplying = true
        display?.setNeedsDisplay()
        tasks.track { [weak self] in
            do {
                if changesTags {
                    change.tags =
                        change.tagMode == .remove
                        ? try await repository.tags().filter { tag in labels.contains { $0.caseInsensitiveCompare(tag.label) == .orderedSame } }
                            .map(\.id)
                        : try await TagLabels.ids(
                            for: labels, known: { try await repository.tags() }, create: { try await repository.createTag(label: $0) })
                }
                try await repository.edit(mediaIDs: ids, change)
                self?.display?.post(Toast("✓ Changed \(count)"))
                try? router.dismiss()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
                self?.question = nil
            }
            self?.isApplying = false
            self?.display?.setNeedsDisplay()
        }
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var hasUnsavedInput: Bool { rows.contains(where: \.isChanged) || !tagLabels.text.isEmpty }

    public var textFieldHasFocus: Bool { focus == tagsFieldIndex }

    public var keyHints: [KeyHint] {
        if question != nil { return [KeyHint("enter", "apply"), KeyHint("esc", "back")] }
        return [KeyHint("↑↓", "field"), KeyHint("←→", "change"), KeyHint("ctrl-s", "apply")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard isLoaded else {
            canvas.write(failure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let labelWidth = 16, valueX = 19
        let valueWidth = max(0, width - valueX - 1)
        let message = question ?? failure
        let height = canvas.size.height - (message == nil ? 0 : 2)
        // Keep the focused row on screen in a short sheet.
        let first = max(0, focus - max(0, height - 1))
        for index in first...applyIndex {
            let y = index - first
            guard y < height else { break }
            let focused = index == focus && question == nil
            switch index {
            case applyIndex:
                canvas.write(
                    isApplying ? "[ Applying… ]" : "[ Apply to \(count) ]", at: Point(x: valueX, y: y),
                    style: focused ? theme.selection : theme.accent)
            case tagsFieldIndex:
                canvas.write("  labels", at: Point(x: 1, y: y), width: labelWidth, style: theme.muted)
                canvas.clipped(to: Rect(x: valueX, y: y, width: valueWidth, height: 1)) { line in
                    TextFieldView(state: tagLabels, isFocused: focused && context.isFocused, placeholder: "tag, another").render(in: &line)
                }
            default:
                let row = rows[index]
                canvas.write(row.label, at: Point(x: 1, y: y), width: labelWidth, style: theme.normal)
                let value = focused ? "‹ \(row.value) ›" : row.value
                canvas.write(
                    value, at: Point(x: valueX, y: y), width: valueWidth,
                    style: focused ? theme.selection : (row.isChanged ? theme.accent : theme.muted))
            }
        }
        if let message {
            let lines = message.wrapped(toWidth: max(1, width - 2), maximumLines: 2)
            for (offset, line) in lines.enumerated() {
                canvas.write(
                    line, at: Point(x: 1, y: canvas.size.height - lines.count + offset), width: width - 2,
                    style: question == nil ? theme.error : theme.warning)
            }
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if question != nil {
            switch key {
            case .enter: apply()
            case .escape: question = nil
            default: break
            }
            display?.setNeedsDisplay()
            return .handled
        }
        guard isLoaded else { return key == .escape ? .notHandled : .handled }
        switch key {
        case .up, .backTab: focus = max(0, focus - 1)
        case .down, .tab: focus = min(applyIndex, focus + 1)
        case .control("s"): confirm()
        case .escape: return .notHandled
        case .enter where focus == applyIndex: confirm()
        case .enter where focus == tagsFieldIndex: focus += 1
        case .left where focus < rows.count, .right where focus < rows.count, .enter where focus < rows.count,
            .character(" ") where focus < rows.count:
            rows[focus].step(forward: key != .left)
            failure = nil
        default:
            guard focus == tagsFieldIndex, tagLabels.handle(key) else { return focus == tagsFieldIndex ? .handled : .notHandled }
            failure = nil
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
