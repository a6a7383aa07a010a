import MarqueeNavigation
import MarqueeTerminal

/// Key routing: overlays first, then the focused screen, then module commands, then the
/// shell's own keys.
extension Shell {
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
            let help = HelpOverlay(sections: helpSections(), offset: helpOffset)
            let page = help.layout(inBoxOf: help.frame(in: helpBounds).size).pageLength
            switch key {
            case .escape, .character("?"), .enter, .character("q"): overlay = .none
            case .down, .character("j"): helpOffset += 1
            case .up, .character("k"): helpOffset = max(0, helpOffset - 1)
            case .pageDown, .character(" "), .control("f"): helpOffset += page
            case .pageUp, .control("b"): helpOffset = max(0, helpOffset - page)
            case .home, .character("g"): helpOffset = 0
            default: break
            }
            // Kept within the last full page, so ↑ answers at once after PgDn at the end.
            helpOffset = HelpOverlay(sections: helpSections(), offset: helpOffset).clamped(in: helpBounds).offset
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
        if dispatch(key, focused: focused) { return .continue }
        // The Delete key is `d` wherever nothing binds it (docs/keys.md, "Global").
        if key == .delete, dispatch(Self.deleteKey, focused: focused) { return .continue }
        return handleShellKey(key, focused: focused)
    }

    /// The key the Delete key stands for.
    static let deleteKey = Key.character("d")

    /// Offers `key` to the focused screen, then to the module commands; whether one took it.
    private func dispatch(_ key: Key, focused: Entry?) -> Bool {
        // A screen whose item is gone offers only back (and the shell's own keys).
        if focusedScreenIsGone { return false }
        if let focused, let screen = screen(for: focused) {
            let input = ScreenInput(
                entry: focused, coordinator: coordinator, viewport: viewport,
                filter: filters[focused.id] ?? "")
            if screen.handle(key, context: input) == .handled { return true }
        }
        if focusedScreenTakesNoCommands { return false }
        if let command = environment.commands.first(where: { $0.chord == key && $0.applies(to: focused) }) {
            perform(command)
            return true
        }
        return false
    }

    func handleShellKey(_ key: Key, focused: Entry?) -> ShellOutcome {
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
            helpOffset = 0
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
                let tab = environment.tabs.first(where: { $0.key.flatMap(KeyChord.init)?.key == key })
            {
                if tab.id == state.selectedTab {
                    // The current tab's digit goes back to the tab's first screen.
                    try? coordinator.popToRoot(in: .root)
                } else {
                    select(tab.id)
                }
            }
        }
        return .continue
    }

    /// Runs a module command; what goes wrong is said on the status line.
    func perform(_ command: ShellCommand) {
        do {
            if let report = try command.action(coordinator) { display.post(Toast(report)) }
        } catch {
            status = "\(command.title): \(EchoedInput.escaped(String(describing: error)))"
        }
    }

    func select(_ tab: TabID) {
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
}
