import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The edit sheet of a quality profile: whether upgrades are allowed, the minimum and cutoff
/// custom-format scores, the qualities best first (Space allows or refuses one, `c` makes it
/// the cutoff, `+` `-` move it up or down; a group moves and is allowed as one), and each
/// custom format's score. Ctrl-S (or Enter on Save) writes it; a refusal keeps every choice
/// and shows the server's reason.
@MainActor
public final class QualityProfileEditScreen: Screen, TerminalScreen {
    /// A row of the sheet, top to bottom.
    public enum Row: Hashable, Sendable {
        case upgrades, minimumScore, cutoffScore
        /// A quality or group, by its place in ``qualities`` (best first).
        case quality(Int)
        /// A custom format's score, by its place in the profile's scores.
        case score(Int)
        case save
    }

    public let profileID: Int
    public private(set) var original: QualityProfile?
    /// The profile as edited (qualities, cutoff, upgrades); the scores are typed in their rows.
    public private(set) var edited: QualityProfile?
    public private(set) var failure: String?
    public private(set) var isSaving = false
    public private(set) var selection = 0
    private var minimumField = TextFieldState()
    private var cutoffField = TextFieldState()
    private var scoreFields: [TextFieldState] = []
    private var scrollOffset = 0
    private let save: @Sendable (QualityProfile) async throws -> QualityProfile
    private let done: @MainActor () throws -> Void
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?

    /// The sheet of profile `profileID`: `load` reads it, `save` stores the edit.
    public init(
        profileID: Int, tasks: TaskTracker, load: @escaping @Sendable () async throws -> QualityProfile,
        save: @escaping @Sendable (QualityProfile) async throws -> QualityProfile, done: @escaping @MainActor () throws -> Void
    ) {
        self.profileID = profileID
        self.tasks = tasks
        self.save = save
        self.done = done
        tasks.track { [weak self] in
            do {
                let profile = try await load()
                self?.fill(profile)
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    private func fill(_ profile: QualityProfile) {
        original = profile
        edited = profile
        minimumField = TextFieldState(text: String(profile.minimumFormatScore))
        cutoffField = TextFieldState(text: String(profile.cutoffFormatScore))
        scoreFields = profile.formatScores.map { TextFieldState(text: String($0.score)) }
    }

    public var title: String { original.map { "Edit \($0.name)" } ?? "Edit quality profile" }

    /// The qualities and groups best first, as the servers' web UIs show them.
    public var qualities: [QualityProfileItem] { (edited?.items ?? []).reversed() }

    /// Every row, top to bottom.
    public var rows: [Row] {
        guard let edited else { return [] }
        return [.upgrades, .minimumScore, .cutoffScore] + qualities.indices.map(Row.quality)
            + edited.formatScores.indices.map(Row.score) + [.save]
    }

    /// The highlighted row.
    public var selectedRow: Row? { rows.indices.contains(selection) ? rows[selection] : nil }

    /// Highlights `row`.
    public func select(_ row: Row) {
        if let index = rows.firstIndex(of: row) { selection = index }
        display?.setNeedsDisplay()
    }

    /// The text of a number row (the minimum or cutoff score, a format's score).
    public func text(of row: Row) -> String {
        switch row {
        case .minimumScore: minimumField.text
        case .cutoffScore: cutoffField.text
        case .score(let index) where scoreFields.indices.contains(index): scoreFields[index].text
        default: ""
        }
    }

    /// Replaces the text of a number row (tests and paste).
    public func setText(_ text: String, of row: Row) {
        switch row {
        case .minimumScore: minimumField = TextFieldState(text: text)
        case .cutoffScore: cutoffField = TextFieldState(text: text)
        case .score(let index) where scoreFields.indices.contains(index): scoreFields[index] = TextFieldState(text: text)
        default: break
        }
        display?.setNeedsDisplay()
    }

    /// Space: flips upgrades, or allows or refuses the highlighted quality (a group and its
    /// qualities as one).
    public func toggle() {
        guard var profile = edited, let row = selectedRow else { return }
        switch row {
        case .upgrades: profile.upgradeAllowed.toggle()
        case .quality(let index):
            let item = profile.items.count - 1 - index
            profile.items[item].isAllowed.toggle()
            for member in profile.items[item].items.indices { profile.items[item].items[member].isAllowed = profile.items[item].isAllowed }
        default: return
        }
        edited = profile
        display?.setNeedsDisplay()
    }

    /// `c`: makes the highlighted quality the cutoff (it must be allowed).
    public func makeCutoff() {
        guard var profile = edited, case .quality(let index) = selectedRow else { return }
        let item = qualities[index]
        guard item.isAllowed else {
            failure = "Only an allowed quality can be the cutoff"
            display?.setNeedsDisplay()
            return
        }
        profile.cutoff = item.cutoffID
        edited = profile
        failure = nil
        display?.setNeedsDisplay()
    }

    /// `+` (`up`) or `-`: moves the highlighted quality one place up (more preferred) or down.
    public func move(up: Bool) {
        guard var profile = edited, case .quality(let index) = selectedRow else { return }
        let target = up ? index - 1 : index + 1
        guard qualities.indices.contains(target) else { return }
        let count = profile.items.count
        profile.items.swapAt(count - 1 - index, count - 1 - target)
        edited = profile
        select(.quality(target))
    }

    /// The profile as edited, or why it cannot be sent (a score that is not a whole number).
    public func editedProfile() -> Result<QualityProfile, QualityProfileEditProblem> {
        guard var profile = edited else { return .failure(.init(message: "Not loaded yet")) }
        func number(_ field: TextFieldState, _ name: String) -> Result<Int, QualityProfileEditProblem> {
            guard let value = Int(field.text.trimmingCharacters(in: .whitespaces)) else {
                return .failure(.init(message: "\(name) must be a whole number"))
            }
            return .success(value)
        }
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

    /// Saves the edit; the server checks it (an allowed quality, a cutoff among them).
    public func submit() {
        guard !isSaving else { return }
        let profile: QualityProfile
        switch editedProfile() {
        case .failure(let problem):
            failure = problem.message
            display?.setNeedsDisplay()
            return
        case .success(let value): profile = value
        }
        isSaving = true
        failure = nil
        let save = self.save
        tasks.track { [weak self] in
            do {
                let saved = try await save(profile)
                self?.display?.post(Toast("✓ Saved \(saved.name)"))
                try self?.done()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.isSaving = false
            self?.display?.setNeedsDisplay()
        }
        display?.setNeedsDisplay()
    }

    public var hasUnsavedInput: Bool {
        guard let original, case .success(let profile) = editedProfile() else { return original != nil }
        return profile != original
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    // MARK: Terminal

    public var keyHints: [KeyHint] {
        switch selectedRow {
        case .quality: [KeyHint("space", "allow"), KeyHint("c", "cutoff"), KeyHint("+ -", "move"), KeyHint("ctrl-s", "save")]
        case .upgrades: [KeyHint("space", "toggle"), KeyHint("ctrl-s", "save")]
        default: [KeyHint("type", "score"), KeyHint("ctrl-s", "save")]
        }
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard let profile = edited else {
            canvas.write(failure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        let height = max(1, canvas.size.height - 1)
        if selection < scrollOffset { scrollOffset = selection }
        if selection >= scrollOffset + height { scrollOffset = selection - height + 1 }
        let valueX = min(30, width / 2)
        for (offset, row) in rows.enumerated().dropFirst(scrollOffset).prefix(height) {
            let y = offset - scrollOffset
            let focused = offset == selection
            let style = focused ? theme.selection : theme.normal
            let (label, value): (String, String)
            switch row {
            case .upgrades: (label, value) = ("Upgrades", profile.upgradeAllowed ? "[x] allowed" : "[ ] not allowed")
            case .minimumScore: (label, value) = ("Minimum score", minimumField.text)
            case .cutoffScore: (label, value) = ("Upgrade until score", cutoffField.text)
            case .quality(let index):
                let item = qualities[index]
                let members = item.isGroup ? " (" + item.items.map(\.title).joined(separator: ", ") + ")" : ""
                label = (index == 0 ? "Qualities, best first" : "")
                value = "\(item.isAllowed ? "[x]" : "[ ]") \(item.title)\(members)" + (item.cutoffID == profile.cutoff ? "  ◀ cutoff" : "")
            case .score(let index):
                (label, value) = (index == 0 ? "Custom format scores" : "", "\(profile.formatScores[index].name): \(text(of: row))")
            case .save:
                canvas.write(isSaving ? "[ Saving… ]" : "[ Save ]", at: Point(x: valueX, y: y), style: focused ? theme.selection : theme.accent)
                continue
            }
            canvas.write(label, at: Point(x: 1, y: y), width: valueX - 2, style: theme.muted)
            canvas.write(value, at: Point(x: valueX, y: y), width: max(0, width - valueX - 1), style: style)
        }
        if let failure {
            canvas.write(failure, at: Point(x: 1, y: canvas.size.height - 1), width: width - 1, style: theme.error)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        guard edited != nil else { return .notHandled }
        switch key {
        case .up, .backTab: selection = max(0, selection - 1)
        case .down, .tab: selection = min(rows.count - 1, selection + 1)
        case .control("s"): submit()
        case .escape: return .notHandled
        case .enter where selectedRow == .save: submit()
        case .enter: selection = min(rows.count - 1, selection + 1)
        case .character(" "): toggle()
        case .character("c") where isQualityRow: makeCutoff()
        case .character("+") where isQualityRow: move(up: true)
        case .character("-") where isQualityRow: move(up: false)
        default: return edit(key)
        }
        display?.setNeedsDisplay()
        return .handled
    }

    private var isQualityRow: Bool { if case .quality = selectedRow { true } else { false } }

    private func edit(_ key: Key) -> KeyResult {
        let handled: Bool
        switch selectedRow {
        case .minimumScore: handled = minimumField.handle(key)
        case .cutoffScore: handled = cutoffField.handle(key)
        case .score(let index) where scoreFields.indices.contains(index): handled = scoreFields[index].handle(key)
        default: handled = false
        }
        if handled { display?.setNeedsDisplay() }
        return handled ? .handled : .notHandled
    }
}

/// Why a quality profile edit cannot be sent.
public struct QualityProfileEditProblem: Error, Hashable {
    public var message: String
}
