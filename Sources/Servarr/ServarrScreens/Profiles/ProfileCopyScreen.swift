import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// Copies a quality profile (with the custom formats it scores) or a custom format to another
/// instance of the same service: the sheet shows what changes there (created, updated with its
/// changes in words, unchanged) before anything is written; `←` `→` choose the instance, Enter
/// (or Ctrl-S) copies and runs `done`. A refusal keeps the sheet open with the server's reason.
@MainActor
public final class ProfileCopyScreen: Screen, TerminalScreen {
    /// An instance the copy can go to.
    public struct Target: Sendable {
        public var name: String
        public var plan: @Sendable (ProfileSet) async throws -> ProfileSetPlan
        public var apply: @Sendable (ProfileSetPlan) async throws -> [ProfileSetPlan.Change]

        public init(
            name: String, plan: @escaping @Sendable (ProfileSet) async throws -> ProfileSetPlan,
            apply: @escaping @Sendable (ProfileSetPlan) async throws -> [ProfileSetPlan.Change]
        ) {
            self.name = name
            self.plan = plan
            self.apply = apply
        }
    }

    /// What is copied, once read from the instance shown.
    public private(set) var copied: ProfileSet?
    /// What copying to the chosen instance changes there, once worked out.
    public private(set) var plan: ProfileSetPlan?
    public private(set) var failure: String?
    public private(set) var isCopying = false
    /// The instances the copy can go to; the chosen one is `targets[chosen]`.
    public let targets: [Target]
    public private(set) var chosen = 0
    private let what: String
    private let done: @MainActor () throws -> Void
    private let tasks: TaskTracker
    private var display: DisplayInvalidator?
    private var planning: Task<Void, Never>?

    /// A sheet copying `what` ("quality profile ‘HD-1080p’"), read by `load`, to one of `targets`.
    public init(
        what: String, targets: [Target], tasks: TaskTracker, load: @escaping @Sendable () async throws -> ProfileSet,
        done: @escaping @MainActor () throws -> Void
    ) {
        self.what = what
        self.targets = targets
        self.tasks = tasks
        self.done = done
        guard !targets.isEmpty else {
            failure = "There is no other instance of this service to copy to (add one in Settings)"
            return
        }
        tasks.track { [weak self] in
            do {
                let set = try await load()
                self?.copied = set
                self?.replan()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    public var title: String { "Copy \(what)" }
    /// The chosen instance's name.
    public var targetName: String? { targets.indices.contains(chosen) ? targets[chosen].name : nil }

    /// Chooses the instance `offset` places on (wrapping), and works out its changes.
    public func choose(offset: Int) {
        guard !targets.isEmpty, !isCopying else { return }
        chosen = ((chosen + offset) % targets.count + targets.count) % targets.count
        replan()
    }

    /// Works out the changes on the chosen instance again; a failure already shown stays when
    /// `keepsFailure` (what a refused copy left there).
    private func replan(keepsFailure: Bool = false) {
        guard let copied, targets.indices.contains(chosen) else { return }
        let target = targets[chosen]
        plan = nil
        if !keepsFailure { failure = nil }
        planning?.cancel()
        planning = tasks.track { [weak self] in
            do {
                let plan = try await target.plan(copied)
                guard !Task.isCancelled else { return }
                self?.plan = plan
            } catch is CancellationError {
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
        display?.setNeedsDisplay()
    }

    /// Writes the changes to the chosen instance.
    public func submit() {
        guard let plan, !isCopying, let name = targetName else { return }
        guard plan.changesAnything else {
            failure = "\(name) already has it as it is here"
            display?.setNeedsDisplay()
            return
        }
        let target = targets[chosen]
        isCopying = true
        failure = nil
        tasks.track { [weak self] in
            do {
                let made = try await target.apply(plan)
                self?.display?.post(Toast("✓ Copied to \(name): " + ProfileCopyScreen.summary(of: made)))
                try self?.done()
            } catch {
                self?.failure = ServarrError.userMessage(for: error)
                // What was written before the refusal is there now: show the changes left.
                self?.replan(keepsFailure: true)
            }
            self?.isCopying = false
            self?.display?.setNeedsDisplay()
        }
        display?.setNeedsDisplay()
    }

    /// "1 custom format created, 1 quality profile updated".
    static func summary(of changes: [ProfileSetPlan.Change]) -> String {
        let counts = Dictionary(grouping: changes) { "\($0.kind.rawValue) \($0.action == .create ? "created" : "updated")" }
        return counts.keys.sorted().map { key in
            let count = counts[key]!.count
            let parts = key.split(separator: " ")
            let noun = parts.dropLast().joined(separator: " ") + (count == 1 ? "" : "s")
            return "\(count) \(noun) \(parts.last!)"
        }.joined(separator: ", ")
    }

    /// The changes as the sheet lists them, one line each.
    public var lines: [String] {
        guard let plan else { return [] }
        var lines: [String] = []
        for change in plan.changes {
            switch change.action {
            case .create: lines.append("+ create \(change.kind.rawValue) ‘\(change.name)’")
            case .unchanged: lines.append("= \(change.kind.rawValue) ‘\(change.name)’ is the same there")
            case .update:
                lines.append("~ update \(change.kind.rawValue) ‘\(change.name)’:")
                lines += change.details.map { "    " + $0 }
            }
        }
        return lines
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() { planning?.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] {
        (targets.count > 1 ? [KeyHint("←→", "instance")] : []) + [KeyHint("enter", "copy"), KeyHint("esc", "cancel")]
    }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width
        var y = 0
        if let name = targetName {
            let choice = targets.count > 1 ? "◀ \(name) ▶" : name
            canvas.write("To: \(choice)", at: Point(x: 1, y: y), width: width - 1, style: theme.header)
            y += 2
        }
        if copied == nil || (plan == nil && failure == nil) {
            canvas.write(
                failure ?? "Working out the changes…", at: Point(x: 1, y: y), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            if failure != nil { return }
        }
        for line in lines where y < canvas.size.height - 2 {
            let style = line.hasPrefix("+") ? theme.accent : line.hasPrefix("=") ? theme.muted : theme.normal
            canvas.write(line, at: Point(x: 1, y: y), width: width - 2, style: style)
            y += 1
        }
        let bottom = canvas.size.height - 1
        if let failure, plan != nil {
            canvas.write(failure, at: Point(x: 1, y: bottom), width: width - 1, style: theme.error)
        } else if plan != nil {
            let prompt = isCopying ? "Copying…" : plan?.changesAnything == true ? "Enter copies to \(targetName ?? "")" : "Nothing to change there"
            canvas.write(prompt, at: Point(x: 1, y: bottom), width: width - 1, style: theme.muted)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .left, .backTab: choose(offset: -1)
        case .right, .tab: choose(offset: 1)
        case .enter, .control("s"): submit()
        default: return .notHandled
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
