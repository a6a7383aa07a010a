import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The edit sheet of a quality profile, new (from the server's `qualityprofile/schema`) or
/// stored: its name, whether upgrades are allowed, the minimum and cutoff custom-format scores,
/// the qualities best first (Space allows or refuses one, `c` makes it the cutoff, `+` `-` move
/// it up or down; a group moves and is allowed as one; `m` marks qualities and `g` groups them,
/// `u` splits a group, `r` renames it), and each custom format's score. Ctrl-S (or Enter on
/// Save) writes it; a refusal keeps every choice and shows the server's reason
/// (``EditSheetScreen``).
@MainActor
public final class QualityProfileEditScreen: EditSheetScreen<QualityProfile, QualityProfile> {
    /// A row of the sheet, top to bottom.
    public enum Row: Hashable, Sendable {
        case name, upgrades, minimumScore, cutoffScore
        /// A quality or group, by its place in ``qualities`` (best first).
        case quality(Int)
        /// A custom format's score, by its place in the profile's scores.
        case score(Int)
        case save
    }

    public let profileID: Int
    /// The profile as edited (qualities, cutoff, upgrades); the scores are typed in their rows.
    public private(set) var draft: QualityProfile?
    public private(set) var selection = 0
    /// The qualities and groups marked for a group (`m`), by their cutoff ids.
    public private(set) var marked: Set<Int> = []
    /// The name of the group being renamed (`r`), as typed; nil when none is.
    public private(set) var groupName: TextFieldState?
    private var nameField = TextFieldState()
    private var minimumField = TextFieldState()
    private var cutoffField = TextFieldState()
    private var scoreFields: [TextFieldState] = []
    private var scrollOffset = 0

    private let heading: String?

    /// The sheet of profile `profileID` (0 for a new one, titled `title`): `load` reads it,
    /// `save` stores the edit.
    public init(
        profileID: Int, title: String? = nil, tasks: TaskTracker, load: @escaping @Sendable () async throws -> QualityProfile,
        save: @escaping @Sendable (QualityProfile) async throws -> QualityProfile, done: @escaping @MainActor () throws -> Void
    ) {
        self.profileID = profileID
        heading = title
        super.init(title: title ?? "Edit quality profile", tasks: tasks, load: load, record: { $0 }, save: save, done: done)
    }

    public override func fill(_ profile: QualityProfile) {
        draft = profile
        nameField = TextFieldState(text: profile.name)
        minimumField = TextFieldState(text: String(profile.minimumFormatScore))
        cutoffField = TextFieldState(text: String(profile.cutoffFormatScore))
        scoreFields = profile.formatScores.map { TextFieldState(text: String($0.score)) }
    }

    public override var title: String { heading ?? original.map { "Edit \($0.name)" } ?? "Edit quality profile" }

    /// The qualities and groups best first, as the servers' web UIs show them.
    public var qualities: [QualityProfileItem] { (draft?.items ?? []).reversed() }

    /// Every row, top to bottom.
    public var rows: [Row] {
        guard let draft else { return [] }
        return [.name, .upgrades, .minimumScore, .cutoffScore] + qualities.indices.map(Row.quality)
            + draft.formatScores.indices.map(Row.score) + [.save]
    }

    /// The highlighted row.
    public var selectedRow: Row? { rows.indices.contains(selection) ? rows[selection] : nil }

    /// Whether the keys go to a text: the name, a score, or a group being renamed.
    public override var textFieldHasFocus: Bool {
        guard !isAskingToDiscard else { return false }
        if groupName != nil { return true }
        switch selectedRow {
        case .name?, .minimumScore?, .cutoffScore?, .score?: return true
        default: return false
        }
    }

    /// Highlights `row`.
    public func select(_ row: Row) {
        if let index = rows.firstIndex(of: row) { selection = index }
        setNeedsDisplay()
    }

    /// The text of a number row (the minimum or cutoff score, a format's score).
    public func text(of row: Row) -> String {
        switch row {
        case .name: nameField.text
        case .minimumScore: minimumField.text
        case .cutoffScore: cutoffField.text
        case .score(let index) where scoreFields.indices.contains(index): scoreFields[index].text
        default: ""
        }
    }

    /// Replaces the text of a number row (tests and paste).
    public func setText(_ text: String, of row: Row) {
        switch row {
        case .name: nameField = TextFieldState(text: text)
        case .minimumScore: minimumField = TextFieldState(text: text)
        case .cutoffScore: cutoffField = TextFieldState(text: text)
        case .score(let index) where scoreFields.indices.contains(index): scoreFields[index] = TextFieldState(text: text)
        default: break
        }
        setNeedsDisplay()
    }

    /// Space: flips upgrades, or allows or refuses the highlighted quality (a group and its
    /// qualities as one).
    public func toggle() {
        guard var profile = draft, let row = selectedRow else { return }
        switch row {
        case .upgrades: profile.upgradeAllowed.toggle()
        case .quality(let index):
            let item = profile.items.count - 1 - index
            profile.items[item].isAllowed.toggle()
            for member in profile.items[item].items.indices { profile.items[item].items[member].isAllowed = profile.items[item].isAllowed }
        default: return
        }
        draft = profile
        setNeedsDisplay()
    }

    /// `c`: makes the highlighted quality the cutoff (it must be allowed).
    public func makeCutoff() {
        guard var profile = draft, case .quality(let index) = selectedRow else { return }
        let item = qualities[index]
        guard item.isAllowed else {
            refuse("Only an allowed quality can be the cutoff")
            return
        }
        profile.cutoff = item.cutoffID
        draft = profile
        clearFailure()
    }

    /// `m`: marks the highlighted quality or group for a group, or unmarks it.
    public func mark() {
        guard case .quality(let index) = selectedRow, qualities.indices.contains(index) else { return }
        let id = qualities[index].cutoffID
        if marked.remove(id) == nil { marked.insert(id) }
        setNeedsDisplay()
    }

    /// `g`: puts the marked qualities (with none marked, the highlighted one and the one below
    /// it) into one group, where the most preferred of them was, allowed when one of them was,
    /// and starts renaming it. The cutoff follows a quality into its group.
    public func groupMarked() {
        guard var profile = draft else { return }
        var ids = marked
        if ids.isEmpty, case .quality(let index) = selectedRow, qualities.indices.contains(index + 1) {
            ids = [qualities[index].cutoffID, qualities[index + 1].cutoffID]
        }
        let chosen = profile.items.enumerated().filter { ids.contains($0.element.cutoffID) }
        guard let best = chosen.last, chosen.count >= 2 else {
            refuse("Mark two or more qualities with m; g puts them in a group")
            return
        }
        let isAllowed = chosen.contains { $0.element.isAllowed }
        let members = chosen.flatMap { $0.element.isGroup ? $0.element.items : [$0.element] }.map { member in
            var member = member
            member.isAllowed = isAllowed
            return member
        }
        let groupID = max(1000, profile.items.map(\.id).max() ?? 0) + 1
        let holdsCutoff = chosen.contains { $0.element.cutoffID == profile.cutoff || $0.element.items.contains { $0.cutoffID == profile.cutoff } }
        let position = best.offset - (chosen.count - 1)
        profile.items.removeAll { ids.contains($0.cutoffID) }
        let name = members.reversed().map(\.title).joined(separator: " / ")
        profile.items.insert(QualityProfileItem(id: groupID, name: name, quality: nil, items: members, isAllowed: isAllowed), at: position)
        if holdsCutoff { profile.cutoff = groupID }
        draft = profile
        marked = []
        clearFailure()
        select(.quality(profile.items.count - 1 - position))
        groupName = TextFieldState(text: name)
    }

    /// `u`: puts the highlighted group's qualities back as single rows in its place; a cutoff
    /// on the group moves to its most preferred quality.
    public func splitGroup() {
        guard var profile = draft, case .quality(let index) = selectedRow, qualities.indices.contains(index) else { return }
        let position = profile.items.count - 1 - index
        let group = profile.items[position]
        guard group.isGroup else {
            refuse("Only a group can be split")
            return
        }
        let members = group.items.map { member in
            var member = member
            member.isAllowed = group.isAllowed
            return member
        }
        profile.items.replaceSubrange(position...position, with: members)
        if profile.cutoff == group.id, let best = members.last { profile.cutoff = best.cutoffID }
        draft = profile
        clearFailure()
        select(.quality(profile.items.count - 1 - (position + members.count - 1)))
    }

    /// `r`: starts renaming the highlighted group (Enter keeps the name, Esc drops it).
    public func renameGroup() {
        guard case .quality(let index) = selectedRow, qualities.indices.contains(index), qualities[index].isGroup else {
            refuse("Only a group has a name to change")
            return
        }
        groupName = TextFieldState(text: qualities[index].name)
        setNeedsDisplay()
    }

    /// Gives the highlighted group the name typed (Enter while renaming); an empty one is refused.
    public func finishRenaming() {
        guard let typed = groupName, var profile = draft, case .quality(let index) = selectedRow else { return }
        let name = typed.text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            refuse("A group needs a name")
            return
        }
        profile.items[profile.items.count - 1 - index].name = name
        draft = profile
        groupName = nil
        clearFailure()
    }

    /// Types into the name of the group being renamed (tests and paste).
    public func setGroupName(_ text: String) {
        if groupName != nil { groupName = TextFieldState(text: text) }
        setNeedsDisplay()
    }

    /// `+` (`up`) or `-`: moves the highlighted quality one place up (more preferred) or down.
    public func move(up: Bool) {
        guard var profile = draft, case .quality(let index) = selectedRow else { return }
        let target = up ? index - 1 : index + 1
        guard qualities.indices.contains(target) else { return }
        let count = profile.items.count
        profile.items.swapAt(count - 1 - index, count - 1 - target)
        draft = profile
        select(.quality(target))
    }

    /// The profile as edited, or why it cannot be sent (a score that is not a whole number).
    public override func edited() -> Result<QualityProfile, EditSheetProblem> {
        guard var profile = draft else { return .failure(EditSheetProblem("Not loaded yet")) }
        func number(_ field: TextFieldState, _ name: String) -> Result<Int, EditSheetProblem> {
            guard let value = Int(field.text.trimmingCharacters(in: .whitespaces)) else {
                return .failure(EditSheetProblem("\(name) must be a whole number"))
            }
            return .success(value)
        }
        profile.name = nameField.text.trimmingCharacters(in: .whitespaces)
        do {
            profile.minimumFormatScore = try number(minimumField, "The minimum score").get()
            profile.cutoffFormatScore = try number(cutoffField, "The cutoff score").get()
            for index in profile.formatScores.indices where scoreFields.indices.contains(index) {
                profile.formatScores[index].score = try number(scoreFields[index], "The score of \(profile.formatScores[index].name)").get()
            }
        } catch {
            return .failure(error)
        }
        return .success(profile)
    }

    public override func savedMessage(for saved: QualityProfile) -> String { "✓ Saved \(saved.name)" }

    // MARK: Terminal

    public override var formKeyHints: [KeyHint] {
        switch selectedRow {
        case .quality where groupName != nil: [KeyHint("enter", "keep name"), KeyHint("esc", "drop name")]
        case .quality:
            [
                KeyHint("space", "allow"), KeyHint("c", "cutoff"), KeyHint("+ -", "move"), KeyHint("m g", "group"), KeyHint("u", "split"),
                KeyHint("r", "rename"), KeyHint("ctrl-s", "save"),
            ]
        case .upgrades: [KeyHint("space", "toggle"), KeyHint("ctrl-s", "save")]
        default: [KeyHint("type", "score"), KeyHint("ctrl-s", "save")]
        }
    }

    public override func renderForm(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard let profile = draft else { return }
        let height = max(1, canvas.size.height)
        if selection < scrollOffset { scrollOffset = selection }
        if selection >= scrollOffset + height { scrollOffset = selection - height + 1 }
        let valueX = min(30, width / 2)
        for (offset, row) in rows.enumerated().dropFirst(scrollOffset).prefix(height) {
            let y = offset - scrollOffset
            let focused = offset == selection
            let style = focused ? theme.selection : theme.normal
            let (label, value): (String, String)
            switch row {
            case .name:
                canvas.write("Name", at: Point(x: 1, y: y), width: valueX - 2, style: theme.muted)
                canvas.clipped(to: Rect(x: valueX, y: y, width: max(0, width - valueX - 1), height: 1)) { line in
                    TextFieldView(state: nameField, isFocused: focused && context.isFocused, placeholder: "HD, 4K, Lossless…").render(in: &line)
                }
                continue
            case .upgrades: (label, value) = ("Upgrades", profile.upgradeAllowed ? "[x] allowed" : "[ ] not allowed")
            case .minimumScore: (label, value) = ("Minimum score", minimumField.text)
            case .cutoffScore: (label, value) = ("Upgrade until score", cutoffField.text)
            case .quality(let index):
                let item = qualities[index]
                let members = item.isGroup ? " (" + item.items.map(\.title).joined(separator: ", ") + ")" : ""
                label = (index == 0 ? "Qualities, best first" : "")
                if focused, let groupName {
                    canvas.write(label, at: Point(x: 1, y: y), width: valueX - 2, style: theme.muted)
                    canvas.write("Group name:", at: Point(x: valueX, y: y), style: theme.accent)
                    canvas.clipped(to: Rect(x: valueX + 12, y: y, width: max(0, width - valueX - 13), height: 1)) { line in
                        TextFieldView(state: groupName, isFocused: context.isFocused).render(in: &line)
                    }
                    continue
                }
                let mark = marked.contains(item.cutoffID) ? "›" : " "
                value =
                    "\(mark)\(item.isAllowed ? "[x]" : "[ ]") \(item.title)\(members)" + (item.cutoffID == profile.cutoff ? "  ◀ cutoff" : "")
            case .score(let index):
                (label, value) = (index == 0 ? "Custom format scores" : "", "\(profile.formatScores[index].name): \(text(of: row))")
            case .save:
                canvas.write(isSaving ? "[ Saving… ]" : "[ Save ]", at: Point(x: valueX, y: y), style: focused ? theme.selection : theme.accent)
                continue
            }
            canvas.write(label, at: Point(x: 1, y: y), width: valueX - 2, style: theme.muted)
            canvas.write(value, at: Point(x: valueX, y: y), width: max(0, width - valueX - 1), style: style)
        }
    }

    public override func handleForm(_ key: Key, context: ScreenInput) -> KeyResult {
        if var typed = groupName {
            switch key {
            case .enter: finishRenaming()
            case .escape:
                groupName = nil
                clearFailure()
            default:
                guard typed.handle(key) else { return .notHandled }
                groupName = typed
            }
            return .handled
        }
        switch key {
        case .up, .backTab: selection = max(0, selection - 1)
        case .down, .tab: selection = min(rows.count - 1, selection + 1)
        case .enter where selectedRow == .save: submit()
        case .enter: selection = min(rows.count - 1, selection + 1)
        case .character(" ") where selectedRow != .name: toggle()
        case .character("c") where isQualityRow: makeCutoff()
        case .character("+") where isQualityRow: move(up: true)
        case .character("-") where isQualityRow: move(up: false)
        case .character("m") where isQualityRow: mark()
        case .character("g") where isQualityRow: groupMarked()
        case .character("u") where isQualityRow: splitGroup()
        case .character("r") where isQualityRow: renameGroup()
        default: return edit(key)
        }
        return .handled
    }

    private var isQualityRow: Bool { if case .quality = selectedRow { true } else { false } }

    private func edit(_ key: Key) -> KeyResult {
        let handled: Bool
        switch selectedRow {
        case .name: handled = nameField.handle(key)
        case .minimumScore: handled = minimumField.handle(key)
        case .cutoffScore: handled = cutoffField.handle(key)
        case .score(let index) where scoreFields.indices.contains(index): handled = scoreFields[index].handle(key)
        default: handled = false
        }
        return handled ? .handled : .notHandled
    }
}
