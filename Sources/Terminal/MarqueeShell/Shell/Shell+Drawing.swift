import MarqueeNavigation
import MarqueeTerminal

/// Drawing: the tab bar, the breadcrumb, the focused stack's screen, the modals in order,
/// the overlays and the footer.
extension Shell {
    // MARK: Rendering

    /// Draws the current state (only changed cells reach the terminal).
    public func render() {
        animation.isRequested = false
        dropsGoneRestoredScreens()
        renderer.render { canvas in draw(&canvas) }
        display.didDisplay()
    }

    /// Whether the last frame showed an animation (a screen read its ``RenderContext/tick``).
    var isAnimating: Bool { animation.isRequested }

    func draw(_ canvas: inout Canvas) {
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
            bar.draw(TabBar(titles: tabs.map(\.numberedTitle), selected: selected))
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
            let help = HelpOverlay(sections: helpSections(), offset: helpOffset)
            canvas.draw(help, in: help.frame(in: helpBounds))
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

    func drawScreen(of entry: Entry, in rect: Rect, canvas: inout Canvas, focused: Bool) {
        guard !rect.isEmpty else { return }
        let theme = canvas.theme
        canvas.fill(rect, style: theme.normal)
        guard let screen = screen(for: entry) else {
            canvas.write(
                "Nothing can show \(entry.route)", at: Point(x: rect.minX + 1, y: rect.minY),
                width: rect.width - 2, style: theme.muted)
            return
        }
        if focused { viewport = rect.size }
        let context = RenderContext(entry: entry, isFocused: focused, tick: tick, filter: filters[entry.id] ?? "", animation: animation)
        canvas.clipped(to: rect) { inner in screen.render(in: &inner, context: context) }
    }

    func drawModal(_ modal: Modal, depth: Int, trail: BreadcrumbTrail, isTop: Bool, canvas: inout Canvas) {
        let theme = canvas.theme
        let frame = modalFrames(in: canvas.size)[depth]
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
            let inner = canvas.drawBox(
                frame, title: title, box: modal.style.isAlert ? .double : .rounded,
                style: isTop ? theme.accent : theme.border, fill: theme.normal)
            drawScreen(of: modal.top, in: inner.inset(left: 1, right: 1), canvas: &canvas, focused: focused)
        }
    }

    /// Each modal's frame, bottom to top: a sheet over a sheet sits inside it
    /// (``ModalLayout/frame(for:in:over:)``).
    func modalFrames(in size: Size) -> [Rect] {
        var frames: [Rect] = []
        var sheetBelow: Rect?
        for modal in coordinator.state.modals {
            let frame = ModalLayout.frame(for: modal.style, in: size, over: sheetBelow)
            if case .sheet = modal.style { sheetBelow = frame }
            frames.append(frame)
        }
        return frames
    }

    /// Where the help (`?`) is laid out: the terminal below the tab bar, above the footer.
    var helpBounds: Rect {
        let size = renderer.backend.size
        return Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 2))
    }

    var isFiltering: Bool {
        if case .filter = overlay { return true }
        return false
    }

    var isOverlayTransparent: Bool {
        if case .none = overlay { return true }
        if case .filter = overlay { return true }
        return false
    }

    func drawFooter(in rect: Rect, canvas: inout Canvas) {
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
            let (actions, others) = focusedHints()
            let screenKeys = Dictionary((actions + others).map { ($0.normalizedKey, $0) }, uniquingKeysWith: { first, _ in first })
            let shellHints = shellHints().map { screenKeys[$0.normalizedKey] ?? $0 }
            let shellKeys = Set(shellHints.map { $0.normalizedKey })
            // Esc back to the tab that handed this screen over is the only way there: it stays.
            let handedOver = handOffBackTitle(of: focused) != nil
            footer.draw(
                KeyHintBar(
                    hints: actions.filter { !shellKeys.contains($0.normalizedKey) },
                    moreHints: others.filter { !shellKeys.contains($0.normalizedKey) }, trailing: shellHints,
                    pinnedKeys: handedOver ? KeyHintBar.defaultPinnedKeys.union(["esc"]) : KeyHintBar.defaultPinnedKeys))
        }
    }
}
