import MarqueeNavigation
import MarqueeTerminal

/// The terminal shell: draws the navigation state (tab bar, breadcrumb, the focused stack's
/// screen, modals in order, footer of key hints) and routes keys (top-most modal first, then
/// module commands, then the shell's own keys).
///
/// ```swift
/// let shell = Shell(environment: environment, backend: try NcursesTerminal())
/// await shell.run()
/// ```
///
/// Keys the shell handles when the focused screen does not: Esc (`back()`), Tab/Shift-Tab
/// (switch tabs, each keeping its own stack), a tab's own key, `?` (help), `:` (command palette),
/// `/` (filter, for screens that accept one), `q` (quit, confirming first when a form has
/// unsaved input).
@MainActor
public final class Shell {
    /// The application the shell shows.
    public let environment: any ShellEnvironment
    /// The renderer drawing into the backend.
    public let renderer: Renderer
    /// Asynchronous work calls this to have the shell draw again.
    public let display = DisplayInvalidator()
    /// The animation counter passed to screens (advances about ten times a second in ``run()``).
    public private(set) var tick = 0

    private enum Overlay {
        case none
        case help
        case palette(CommandPalette)
        case confirmQuit(DialogState)
        case filter
    }

    private var overlay: Overlay = .none
    private var focusedID: EntryID?
    private var filters: [EntryID: String] = [:]
    private var status: String?
    private var viewport = Size.zero
    /// Screens another tab opened for the user (Explore handing a title to Radarr), with the
    /// tab they came from: Esc or `[` on such a screen goes back to that tab.
    private var handOffs: [EntryID: HandOffOrigin] = [:]
    /// Whether the shell itself is switching tabs (Tab, a tab's key), which is no hand-off.
    private var isSelectingTab = false

    /// Creates a shell over `environment`, drawing into `backend`. If the selected tab's stack
    /// is empty, the tab's root route is pushed.
    public init(environment: any ShellEnvironment, backend: any TerminalBackend, theme: Theme = .dark) {
        self.environment = environment
        renderer = Renderer(backend: backend, theme: theme)
        ensureTabRoot()
        environment.coordinator.observe { [weak self] change in
            guard let self else { return }
            self.noteHandOff(change)
            self.synchronizeScreens()
            self.display.setNeedsDisplay()
        }
        synchronizeScreens()
    }

    private var coordinator: NavigationCoordinator { environment.coordinator }

    // MARK: Screens

    /// The screen for an entry, from the environment that owns it; nil when no module can show
    /// it. The shell hands it its display invalidator (again each time: attaching is idempotent).
    public func screen(for entry: Entry) -> (any TerminalScreen)? {
        guard let screen = environment.screen(for: entry) else { return nil }
        screen.attach(display)
        return screen
    }

    private func title(of entry: Entry) -> String {
        screen(for: entry)?.title ?? String(describing: entry.route.base)
    }

    /// Forgets the filters and hand-offs of entries that left the state (their screens are
    /// the environment's to release), and closes the filter line when the focus moved.
    private func synchronizeScreens() {
        let state = coordinator.state
        if !filters.isEmpty || !handOffs.isEmpty {
            let live = Set(state.allEntries.map(\.id))
            filters = filters.filter { live.contains($0.key) }
            handOffs = handOffs.filter { live.contains($0.key) }
        }
        if case .filter = overlay, state.focusedEntry?.id != focusedID { overlay = .none }
        focusedID = state.focusedEntry?.id
        // The focused screen exists (and has appeared) before anything draws it.
        if let focused = state.focusedEntry { _ = screen(for: focused) }
    }

    private func ensureTabRoot() {
        let state = coordinator.state
        guard state.stack.isEmpty,
              let tab = environment.tabs.first(where: { $0.id == state.selectedTab }) else { return }
        _ = try? coordinator.push(tab.root, in: .root)
    }

    // MARK: Rendering

    /// Draws the current state (only changed cells reach the terminal).
    public func render() {
        renderer.render { canvas in draw(&canvas) }
        display.didDisplay()
    }

    private func draw(_ canvas: inout Canvas) {
        let size = canvas.size
        guard size.width >= 10, size.height >= 4 else {
            canvas.write("Too small", at: .zero, width: size.width, style: canvas.theme.error)
            return
        }
        let theme = canvas.theme
        let state = coordinator.state

        let tabs = environment.tabs
        let selected = tabs.firstIndex { $0.id == state.selectedTab } ?? 0
        canvas.clipped(to: Rect(x: 0, y: 0, width: size.width, height: 1)) { bar in
            bar.draw(TabBar(titles: tabs.map(\.title), selected: selected))
        }

        let trail = BreadcrumbTrail(state: state)
        let crumb = Breadcrumb.text(count: state.stack.count, width: size.width - 2) { title(of: trail.entry(at: $0)) }
        canvas.write(" " + crumb, at: Point(x: 0, y: 1), width: size.width, style: theme.accent.adding(.bold))

        let content = Rect(x: 0, y: 2, width: size.width, height: size.height - 3)
        if let top = state.stack.last {
            drawScreen(of: top, in: content, canvas: &canvas, focused: state.modals.isEmpty)
        }

        for (depth, modal) in state.modals.enumerated() {
            canvas.dim()
            drawModal(modal, depth: depth, trail: trail, isTop: modal.id == state.topModal?.id, canvas: &canvas)
        }

        // An overlay has the keys: no text field under it shows the cursor (the palette and
        // the filter line draw their own).
        if !isOverlayTransparent || isFiltering { canvas.hideCursor() }
        switch overlay {
        case .help:
            canvas.dim()
            let help = HelpOverlay(sections: helpSections())
            canvas.draw(help, in: help.frame(in: Rect(x: 0, y: 1, width: size.width, height: size.height - 2)))
        case .palette(let palette):
            canvas.dim()
            let view = CommandPaletteView(palette: palette)
            canvas.draw(view, in: view.frame(in: size))
        case .confirmQuit(let dialog):
            canvas.dim()
            let view = DialogView(state: dialog)
            canvas.draw(view, in: canvas.bounds.centered(view.preferredSize(in: Size(width: min(size.width - 2, 50), height: size.height - 2))))
        case .none, .filter:
            break
        }

        drawFooter(in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1), canvas: &canvas)
        // Over the tab bar, which no modal or overlay covers: it never hides a modal's buttons.
        display.toast?.render(in: &canvas)
    }

    private func drawScreen(of entry: Entry, in rect: Rect, canvas: inout Canvas, focused: Bool) {
        guard !rect.isEmpty else { return }
        let theme = canvas.theme
        canvas.fill(rect, style: theme.normal)
        guard let screen = screen(for: entry) else {
            canvas.write("Nothing can show \(entry.route)", at: Point(x: rect.minX + 1, y: rect.minY),
                         width: rect.width - 2, style: theme.muted)
            return
        }
        if focused { viewport = rect.size }
        let context = RenderContext(entry: entry, isFocused: focused, tick: tick, filter: filters[entry.id] ?? "")
        canvas.clipped(to: rect) { inner in screen.render(in: &inner, context: context) }
    }

    private func drawModal(_ modal: Modal, depth: Int, trail: BreadcrumbTrail, isTop: Bool, canvas: inout Canvas) {
        let theme = canvas.theme
        let frame = ModalLayout.frame(for: modal.style, in: canvas.size)
        let focused = isTop && isOverlayTransparent
        switch modal.style {
        case .fullScreen:
            // It covers everything under it, so its breadcrumb names all of it: the stack, the
            // modals below and its own path (`Library › Dune (2021) › Interactive search`).
            canvas.fill(frame, style: theme.normal)
            let count = trail.count(throughModal: depth)
            let crumb = Breadcrumb.text(count: count, width: frame.width - 2) { title(of: trail.entry(at: $0)) }
            canvas.write(" " + crumb, at: frame.origin, width: frame.width, style: theme.accent.adding(.bold))
            drawScreen(of: modal.top, in: frame.inset(top: 1), canvas: &canvas, focused: focused)
        case .sheet, .alert:
            let first = trail.count(throughModal: depth - 1)
            let title = Breadcrumb.text(count: 1 + modal.path.count, width: max(0, frame.width - 6)) {
                self.title(of: trail.entry(at: first + $0))
            }
            let inner = canvas.drawBox(frame, title: title, box: modal.style.isAlert ? .double : .rounded,
                                       style: isTop ? theme.accent : theme.border, fill: theme.normal)
            drawScreen(of: modal.top, in: inner.inset(left: 1, right: 1), canvas: &canvas, focused: focused)
        }
    }

    private var isFiltering: Bool {
        if case .filter = overlay { return true }
        return false
    }

    private var isOverlayTransparent: Bool {
        if case .none = overlay { return true }
        if case .filter = overlay { return true }
        return false
    }

    private func drawFooter(in rect: Rect, canvas: inout Canvas) {
        let theme = canvas.theme
        let focused = coordinator.state.focusedEntry
        if case .filter = overlay, let focused {
            canvas.write(" /" + (filters[focused.id] ?? "") + "▏", at: rect.origin, width: rect.width, style: theme.header)
            return
        }
        if let status {
            canvas.write(" " + status, at: rect.origin, width: rect.width, style: theme.error.adding(.reverse))
            return
        }
        canvas.clipped(to: rect) { footer in
            // A screen's hint for one of the shell's keys (Esc "keep editing") takes the shell
            // hint's place, so that it shows once and stays as visible as the shell's.
            let screenHints = focusedHints()
            let screenKeys = Dictionary(screenHints.map { ($0.normalizedKey, $0) }, uniquingKeysWith: { first, _ in first })
            let shellHints = shellHints().map { screenKeys[$0.normalizedKey] ?? $0 }
            let shellKeys = Set(shellHints.map { $0.normalizedKey })
            footer.draw(KeyHintBar(hints: screenHints.filter { !shellKeys.contains($0.normalizedKey) }, trailing: shellHints))
        }
    }

    // MARK: Hints

    private func focusedHints() -> [KeyHint] {
        switch overlay {
        case .help: return [KeyHint("esc", "close")]
        case .palette: return [KeyHint("tab", "complete"), KeyHint("enter", "go"), KeyHint("esc", "close")]
        case .confirmQuit: return [KeyHint("enter", "choose"), KeyHint("esc", "cancel")]
        case .none, .filter: break
        }
        let focused = coordinator.state.focusedEntry
        let hints = focused.flatMap { screen(for: $0)?.keyHints } ?? []
        // A screen's own hint for a key wins over a module command bound to the same key.
        let shownKeys = Set(hints.map { $0.normalizedKey })
        return hints + commandHints(for: focused).filter { !shownKeys.contains($0.normalizedKey) }
    }

    private func commandHints(for entry: Entry?) -> [KeyHint] {
        environment.commands.compactMap { command in
            guard let key = command.key, command.applies(to: entry) else { return nil }
            return KeyHint(key, command.title)
        }
    }

    private func shellHints() -> [KeyHint] {
        guard isOverlayTransparent else { return [] }
        let state = coordinator.state
        var hints = [KeyHint("?", "help"), KeyHint(":", "go to")]
        if let back = handOffBackTitle(of: state.focusedEntry) {
            hints.append(KeyHint("esc", back))
        } else if !state.modals.isEmpty || state.stack.count > 1 {
            hints.append(KeyHint("esc", "back"))
        }
        if state.modals.isEmpty, environment.tabs.count > 1 { hints.append(KeyHint("tab", "next tab")) }
        if let screen = state.focusedEntry.flatMap({ screen(for: $0) }), screen.acceptsFilter {
            hints.append(KeyHint("/", "filter"))
        }
        hints.append(KeyHint("q", "quit"))
        return hints
    }

    private func helpSections() -> [HelpOverlay.Section] {
        let focused = coordinator.state.focusedEntry
        let screenHints = focused.flatMap { screen(for: $0)?.keyHints } ?? []
        var navigation = [
            KeyHint("↑↓ jk", "move"), KeyHint("PgUp PgDn", "page"), KeyHint("Home End", "first / last"),
            KeyHint("enter", "open"), KeyHint("esc", "back"),
        ]
        // Only the keys that work here: tabs do not switch under a modal, and `/` filters only
        // the screens that accept it.
        if environment.tabs.count > 1, coordinator.state.modals.isEmpty { navigation.append(KeyHint("Tab S-Tab", "switch tab")) }
        if let back = handOffBackTitle(of: focused) { navigation.append(KeyHint("Esc [", back)) }
        if focused.flatMap({ screen(for: $0) })?.acceptsFilter == true { navigation.append(KeyHint("/", "filter")) }
        navigation += [KeyHint(":", "go to link or command"), KeyHint("?", "this help"), KeyHint("q", "quit")]
        // As in the footer, a screen's hint for a key replaces the module command bound to it.
        let screenKeys = Set(screenHints.map { $0.normalizedKey })
        return [
            .init(focused.map { title(of: $0) } ?? "Screen", screenHints),
            .init("Commands", commandHints(for: focused).filter { !screenKeys.contains($0.normalizedKey) }),
            .init("Navigation", navigation),
        ]
    }

    // MARK: Keys

    /// Handles one key: overlays first, then the focused screen (the top-most modal's), then
    /// module commands, then the shell's own keys.
    @discardableResult
    public func handle(_ key: Key) -> ShellOutcome {
        status = nil
        display.setNeedsDisplay()
        if key == .resize {
            renderer.invalidate()
            return .continue
        }
        switch overlay {
        case .help:
            if key == .escape || key == .character("?") || key == .enter || key == .character("q") { overlay = .none }
            return .continue
        case .palette(var palette):
            switch palette.handle(key) {
            case .editing: overlay = .palette(palette)
            case .cancelled: overlay = .none
            case .submit(let submission): return submit(submission, palette: palette)
            }
            return .continue
        case .confirmQuit(var dialog):
            _ = dialog.handle(key)
            switch dialog.outcome {
            case .chose(0): return .quit
            case .chose, .cancelled: overlay = .none
            case nil: overlay = .confirmQuit(dialog)
            }
            return .continue
        case .filter:
            editFilter(with: key)
            return .continue
        case .none:
            break
        }

        let focused = coordinator.state.focusedEntry
        if let focused, let screen = screen(for: focused) {
            let input = ScreenInput(entry: focused, coordinator: coordinator, viewport: viewport,
                                    filter: filters[focused.id] ?? "")
            if screen.handle(key, context: input) == .handled { return .continue }
        }
        if let command = environment.commands.first(where: { $0.chord == key && $0.applies(to: focused) }) {
            perform(command)
            return .continue
        }
        return handleShellKey(key, focused: focused)
    }

    private func handleShellKey(_ key: Key, focused: Entry?) -> ShellOutcome {
        let state = coordinator.state
        switch key {
        case .escape:
            if let focused, filters[focused.id]?.isEmpty == false {
                filters[focused.id] = nil
            } else if let focused, returnFromHandOff(focused) {
                break
            } else if case .blocked = coordinator.back() {
                status = "This can’t be dismissed with Esc: finish or cancel it first"
            }
        case .character("["):
            if let focused { _ = returnFromHandOff(focused) }
        case .tab, .backTab:
            guard state.modals.isEmpty else { break }
            let tabs = environment.tabs
            guard tabs.count > 1 else { break }
            let current = tabs.firstIndex { $0.id == state.selectedTab } ?? 0
            select(tabs[TabBar.index(after: current, count: tabs.count, forward: key == .tab)].id)
        case .character("?"):
            overlay = .help
        case .character(":"):
            overlay = .palette(CommandPalette(candidates: paletteCandidates()))
        case .character("/"):
            if let focused, screen(for: focused)?.acceptsFilter == true {
                filters[focused.id] = filters[focused.id] ?? ""
                overlay = .filter
            }
        case .character("q"), .control("c"):
            return requestQuit()
        default:
            if state.modals.isEmpty,
               let tab = environment.tabs.first(where: { $0.key.flatMap(KeyChord.init)?.key == key }) {
                select(tab.id)
            }
        }
        return .continue
    }

    /// Runs a module command; what goes wrong is said on the status line.
    private func perform(_ command: ShellCommand) {
        do {
            try command.action(coordinator)
        } catch {
            status = "\(command.title): \(EchoedInput.escaped(String(describing: error)))"
        }
    }

    private func select(_ tab: TabID) {
        guard tab != coordinator.state.selectedTab else { return }
        isSelectingTab = true
        defer { isSelectingTab = false }
        do {
            try coordinator.selectTab(tab)
            ensureTabRoot()
        } catch {
            status = "\(error)"
        }
    }

    // MARK: Hand-offs

    /// Where a handed-off screen came from.
    private struct HandOffOrigin {
        /// The tab that was selected.
        var tab: TabID
        /// Whether the hand-off pushed the screen (going back pops it).
        var pushed: Bool
    }

    /// Remembers where a screen came from when a change that is not the shell's own tab
    /// switch (a feature handing a title to another: Explore → Radarr) selects another tab and
    /// shows a screen there. Deep links and restores are no hand-off.
    private func noteHandOff(_ change: NavigationChange) {
        guard !isSelectingTab, change.reason == .programmatic,
              change.before.selectedTab != change.after.selectedTab,
              change.after.modals.isEmpty, let top = change.after.stack.last else { return }
        handOffs[top.id] = HandOffOrigin(tab: change.before.selectedTab, pushed: change.before.entry(top.id) == nil)
    }

    /// The tab a handed-off `entry` goes back to, when it is focused on the root stack.
    private func handOffOrigin(of entry: Entry?) -> HandOffOrigin? {
        guard let entry, coordinator.state.modals.isEmpty, let origin = handOffs[entry.id],
              coordinator.state.tabs.contains(origin.tab) else { return nil }
        return origin
    }

    /// "back to Explore": the hint for going back from a handed-off `entry`.
    private func handOffBackTitle(of entry: Entry?) -> String? {
        guard let origin = handOffOrigin(of: entry) else { return nil }
        return "back to " + (environment.tabs.first { $0.id == origin.tab }?.title ?? "\(origin.tab)")
    }

    /// Goes back from a handed-off screen to the tab it came from (popping it when the hand-off
    /// pushed it), as one change; false when `entry` came from no hand-off.
    private func returnFromHandOff(_ entry: Entry) -> Bool {
        guard let origin = handOffOrigin(of: entry) else { return false }
        handOffs[entry.id] = nil
        isSelectingTab = true
        defer { isSelectingTab = false }
        do {
            try coordinator.transaction(reason: .back) { transaction throws(NavigationError) in
                if origin.pushed, transaction.state.stack.count > 1 { try transaction.pop(in: .root) }
                try transaction.selectTab(origin.tab)
            }
        } catch {
            status = "\(error)"
        }
        return true
    }

    private func editFilter(with key: Key) {
        guard let id = coordinator.state.focusedEntry?.id else {
            overlay = .none
            return
        }
        var text = filters[id] ?? ""
        switch key {
        case .enter:
            overlay = .none
        case .escape:
            text = ""
            overlay = .none
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .character(let character):
            text.append(character)
        default:
            break
        }
        filters[id] = text.isEmpty ? nil : text
    }

    /// Asks to quit: quits at once unless a live screen has unsaved input, in which case a
    /// confirmation dialog shows first.
    public func requestQuit() -> ShellOutcome {
        guard environment.liveScreens.contains(where: \.hasUnsavedInput) else { return .quit }
        overlay = .confirmQuit(DialogState(title: "Quit Marquee?",
                                           message: "A form has unsaved input. Quit and discard it?",
                                           buttons: ["Quit", "Cancel"], defaultButton: 1, isDestructive: true))
        return .continue
    }

    // MARK: Palette

    private static let builtInCommands: [(name: String, title: String)] = [
        ("back", "Go back"), ("help", "Show the keys"), ("quit", "Quit Marquee"),
    ]

    private func paletteCandidates() -> [PaletteCompletion] {
        var patterns = environment.linkPatterns
        if patterns.isEmpty, let router = coordinator.deepLinks {
            patterns = router.patterns(startingWith: "/").map(\.text)
        }
        let focused = coordinator.state.focusedEntry
        let commands = environment.commands.filter { $0.applies(to: focused) }
            .map { PaletteCompletion(text: $0.name, detail: $0.title, kind: .command) }
        let builtIns = Self.builtInCommands.map { PaletteCompletion(text: $0.name, detail: $0.title, kind: .command) }
        return patterns.sorted().map { PaletteCompletion(text: $0, kind: .link) } + commands + builtIns
    }

    private func submit(_ submission: CommandPalette.Submission, palette: CommandPalette) -> ShellOutcome {
        var palette = palette
        switch submission {
        case .link(let link):
            do {
                try coordinator.open(link)
                overlay = .none
                ensureTabRoot()
            } catch {
                palette.message = "\(error)"
                overlay = .palette(palette)
            }
        case .command(let name):
            let focused = coordinator.state.focusedEntry
            if let command = environment.commands.first(where: { $0.name == name && $0.applies(to: focused) }) {
                overlay = .none
                perform(command)
            } else if name == "back" {
                overlay = .none
                coordinator.back()
            } else if name == "help" {
                overlay = .help
            } else if name == "quit" {
                overlay = .none
                return requestQuit()
            } else {
                palette.message = "No command named ‘\(name)’"
                overlay = .palette(palette)
            }
        }
        return .continue
    }

    // MARK: Run loop

    /// Reads keys and draws until the user quits, the task is cancelled or SIGTERM/SIGHUP asks
    /// the app to stop (``NcursesTerminal/isStopRequested``). Between keys it sleeps briefly (so
    /// asynchronous work on the main actor runs), advances ``tick`` about ten times a second, and
    /// redraws when something changed.
    public func run() async {
        render()
        let clock = ContinuousClock()
        var lastTick = clock.now
        while !Task.isCancelled && !NcursesTerminal.isStopRequested {
            if let key = renderer.backend.readKey(timeout: .zero) {
                if handle(key) == .quit { return }
                render()
                continue
            }
            try? await Task.sleep(for: .milliseconds(15))
            let now = clock.now
            if now - lastTick >= .milliseconds(100) {
                tick += 1
                lastTick = now
                render()
            } else if display.needsDisplay {
                render()
            }
        }
    }
}
