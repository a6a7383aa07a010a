/// A set of steps applied to a working copy of the state, committed as one change.
///
/// Inside ``NavigationCoordinator/transaction(reason:_:)`` each method applies at once to the
/// working copy and returns the ids it created, so later steps can refer to earlier ones.
/// If any step throws, the coordinator's state is left untouched and nothing is emitted.
public struct NavigationTransaction {
    /// The working copy, with every step so far applied.
    public internal(set) var state: NavigationState
    let deepLinks: DeepLinkRouter?
    let declarations: RoutePlacements?
    /// Steps applied so far; recorded only when a journal or a guard is listening.
    var recordedSteps: [NavigationStep]?

    init(state: NavigationState, deepLinks: DeepLinkRouter?, declarations: RoutePlacements? = nil, recordsSteps: Bool) {
        self.state = state
        self.deepLinks = deepLinks
        self.declarations = declarations
        recordedSteps = recordsSteps ? [] : nil
    }

    // MARK: Typed operations

    /// Pushes `route` onto the stack of `context` and returns the new entry's id.
    @discardableResult
    public mutating func push(_ route: some Route, in context: NavigationContext = .top) throws(NavigationError) -> EntryID {
        let route = AnyRoute(route)
        record(.push(route, in: context))
        return try state.push(route, in: context)
    }

    /// Pops the top entry of `context` and returns it.
    @discardableResult
    public mutating func pop(in context: NavigationContext = .top) throws(NavigationError) -> Entry {
        record(.pop(context))
        return try state.pop(in: context)
    }

    /// Pops `context` down to its first entry.
    public mutating func popToRoot(in context: NavigationContext = .top) throws(NavigationError) {
        record(.popToRoot(context))
        try state.popToRoot(in: context)
    }

    /// Pops to the entry `id`, dismissing modals above it.
    public mutating func popTo(_ id: EntryID) throws(NavigationError) {
        record(.popTo(id))
        try state.popTo(id)
    }

    /// Replaces the top entry of `context` and returns the new entry's id.
    @discardableResult
    public mutating func replaceTop(with route: some Route, in context: NavigationContext = .top) throws(NavigationError) -> EntryID {
        let route = AnyRoute(route)
        record(.replaceTop(route, in: context))
        return try state.replaceTop(with: route, in: context)
    }

    /// Replaces the whole stack of `context` and returns the new entries' ids.
    @discardableResult
    public mutating func replaceStack(with routes: [AnyRoute], in context: NavigationContext = .top) throws(NavigationError) -> [EntryID] {
        record(.replaceStack(routes, in: context))
        return try state.replaceStack(with: routes, in: context)
    }

    /// Presents `route` as a modal over everything, in `style` or else its declared style (see
    /// ``NavigationCoordinator/present(_:style:options:)``).
    @discardableResult
    public mutating func present(
        _ route: some Route, style: ModalStyle? = nil, options: ModalOptions = .init()
    ) throws(NavigationError) -> ModalPresentation {
        let route = AnyRoute(route)
        let style = try ModalStyle.resolved(for: route, requested: style, declarations: declarations)
        record(.present(route, style: style, options: options))
        return try state.present(route, style: style, options: options)
    }

    /// Dismisses the top modal.
    public mutating func dismissTop() throws(NavigationError) {
        record(.dismissTop)
        try state.dismiss(fromDepth: state.modals.count - 1, orThrow: .noModalPresented)
    }

    /// Dismisses the modal at `depth` and every modal above it.
    public mutating func dismiss(fromDepth depth: Int) throws(NavigationError) {
        record(.dismiss(fromDepth: depth))
        try state.dismiss(fromDepth: depth, orThrow: .modalDepthOutOfRange(depth: depth, modalCount: state.modals.count))
    }

    /// Dismisses every modal.
    public mutating func dismissAll() {
        record(.dismissAll)
        state.modals.truncate(to: 0)
    }

    /// Selects `tab`.
    public mutating func selectTab(_ tab: TabID) throws(NavigationError) {
        record(.selectTab(tab))
        try state.selectTab(tab)
    }

    /// Goes back one level: alert, then the top modal's path, then the top modal (unless its
    /// dismissal is disabled), then the root stack (never below its first entry).
    @discardableResult
    public mutating func back() -> BackOutcome {
        record(.back)
        return state.back()
    }

    /// Shows a whole destination and returns the ids of the entries it created.
    @discardableResult
    public mutating func show(_ destination: NavigationDestination) throws(NavigationError) -> [EntryID] {
        let destination = destination.takingDeclaredStyles(from: declarations)
        record(.show(destination))
        return try state.show(destination)
    }

    /// Resolves `url` with the coordinator's deep-link router and shows its destination.
    @discardableResult
    public mutating func open(url: String) throws(NavigationError) -> [EntryID] {
        guard let deepLinks else { throw .deepLinksUnavailable }
        let destination: NavigationDestination
        do { destination = try deepLinks.resolve(url) } catch { throw .deepLink(error) }
        record(.open(url: url))
        return try state.show(destination.takingDeclaredStyles(from: declarations))
    }

    /// Applies a recorded step.
    public mutating func apply(_ step: NavigationStep) throws(NavigationError) {
        switch step {
        case .push(let route, let context): try push(route, in: context)
        case .pop(let context): try pop(in: context)
        case .popToRoot(let context): try popToRoot(in: context)
        case .popTo(let id): try popTo(id)
        case .replaceTop(let route, let context): try replaceTop(with: route, in: context)
        case .replaceStack(let routes, let context): try replaceStack(with: routes, in: context)
        case .present(let route, let style, let options): try present(route, style: style, options: options)
        case .dismissTop: try dismissTop()
        case .dismiss(let depth): try dismiss(fromDepth: depth)
        case .dismissAll: dismissAll()
        case .selectTab(let tab): try selectTab(tab)
        case .back: back()
        case .show(let destination): try show(destination)
        case .open(let url): try open(url: url)
        case .replaceState(let replacement): try replaceState(with: replacement)
        }
    }

    /// Replaces the whole state. The replacement must satisfy the invariants.
    public mutating func replaceState(with replacement: NavigationState) throws(NavigationError) {
        let violations = NavigationInvariants.violations(in: replacement)
        guard violations.isEmpty else { throw .invalidState(violations) }
        record(.replaceState(replacement))
        let nextID = Swift.max(state.nextID, replacement.nextID)
        state = replacement
        state.nextID = nextID
    }

    private mutating func record(_ step: NavigationStep) {
        recordedSteps?.append(step)
    }
}

// MARK: - Step semantics

extension NavigationState {
    mutating func push(_ route: AnyRoute, in context: NavigationContext) throws(NavigationError) -> EntryID {
        switch try resolveOrThrow(context) {
        case .root:
            let entry = Entry(id: EntryID(rawValue: makeID()), route: route)
            stack.append(entry)
            return entry.id
        case .modal(let depth):
            var modal = modals[depth]
            if modal.style.isAlert { throw .pushingIntoAlert }
            let entry = Entry(id: EntryID(rawValue: makeID()), route: route)
            modal.path.append(entry)
            modals.replace(at: depth, with: modal)
            return entry.id
        }
    }

    mutating func pop(in context: NavigationContext) throws(NavigationError) -> Entry {
        switch try resolveOrThrow(context) {
        case .root:
            guard !stack.isEmpty else { throw .emptyStack(context) }
            return stack.removeLast()
        case .modal(let depth):
            var modal = modals[depth]
            guard !modal.path.isEmpty else { throw .emptyStack(context) }
            let entry = modal.path.removeLast()
            modals.replace(at: depth, with: modal)
            return entry
        }
    }

    mutating func popToRoot(in context: NavigationContext) throws(NavigationError) {
        switch try resolveOrThrow(context) {
        case .root:
            guard !stack.isEmpty else { throw .emptyStack(context) }
            stack.truncate(to: 1)
        case .modal(let depth):
            var modal = modals[depth]
            guard !modal.path.isEmpty else { return }
            modal.path.truncate(to: 0)
            modals.replace(at: depth, with: modal)
        }
    }

    mutating func popTo(_ id: EntryID) throws(NavigationError) {
        guard let location = location(of: id) else { throw .unknownEntry(id) }
        switch location {
        case .root(let index):
            modals.truncate(to: 0)
            stack.truncate(to: index + 1)
        case .modalRoot(let depth):
            modals.truncate(to: depth + 1)
            var modal = modals[depth]
            if !modal.path.isEmpty {
                modal.path.truncate(to: 0)
                modals.replace(at: depth, with: modal)
            }
        case .modalPath(let depth, let index):
            modals.truncate(to: depth + 1)
            var modal = modals[depth]
            if modal.path.count != index + 1 {
                modal.path.truncate(to: index + 1)
                modals.replace(at: depth, with: modal)
            }
        case .parkedTab(let tab, let index):
            try selectTab(tab)
            modals.truncate(to: 0)
            stack.truncate(to: index + 1)
        }
    }

    mutating func replaceTop(with route: AnyRoute, in context: NavigationContext) throws(NavigationError) -> EntryID {
        let entry = Entry(id: EntryID(rawValue: makeID()), route: route)
        switch try resolveOrThrow(context) {
        case .root:
            guard !stack.isEmpty else { throw .emptyStack(context) }
            stack.replaceLast(with: entry)
        case .modal(let depth):
            let modal = modals[depth]
            if modal.path.isEmpty {
                modals.replace(at: depth, with: Modal(id: modal.id, style: modal.style, root: entry, options: modal.options))
            } else {
                var modal = modal
                modal.path.replaceLast(with: entry)
                modals.replace(at: depth, with: modal)
            }
        }
        return entry.id
    }

    mutating func replaceStack(with routes: [AnyRoute], in context: NavigationContext) throws(NavigationError) -> [EntryID] {
        let resolved = try resolveOrThrow(context)
        var entries = PersistentStack<Entry>()
        for route in routes { entries.append(Entry(id: EntryID(rawValue: makeID()), route: route)) }
        switch resolved {
        case .root:
            stack = entries
        case .modal(let depth):
            var modal = modals[depth]
            if modal.style.isAlert && !entries.isEmpty { throw .pushingIntoAlert }
            modal.path = entries
            modals.replace(at: depth, with: modal)
        }
        return entries.map(\.id)
    }

    mutating func present(_ route: AnyRoute, style: ModalStyle, options: ModalOptions) throws(NavigationError) -> ModalPresentation {
        if let top = modals.last, top.style.isAlert { throw .presentingOverAlert }
        let modalID = ModalID(rawValue: makeID())
        let root = Entry(id: EntryID(rawValue: makeID()), route: route)
        modals.append(Modal(id: modalID, style: style, root: root, options: options))
        return ModalPresentation(modalID: modalID, rootID: root.id)
    }

    mutating func dismiss(fromDepth depth: Int, orThrow error: NavigationError) throws(NavigationError) {
        guard depth >= 0, depth < modals.count else { throw error }
        modals.truncate(to: depth)
    }

    mutating func selectTab(_ tab: TabID) throws(NavigationError) {
        guard tab != selectedTab else { return }
        if isKnownUniquelyReferenced(&tabTable) {
            // No other state sees this table: switch in place (see ``TabTable``).
            guard let incoming = tabTable.parked.removeValue(forKey: tab) else { throw .unknownTab(tab) }
            tabTable.parked[tabTable.selected] = stack
            tabTable.selected = tab
            stack = incoming
            return
        }
        var parked = parkedStacks
        guard let incoming = parked.removeValue(forKey: tab) else { throw .unknownTab(tab) }
        parked[selectedTab] = stack
        stack = incoming
        tabTable = TabTable(order: tabs, selected: tab, parked: parked)
    }

    mutating func back() -> BackOutcome {
        if let top = modals.last {
            if top.style.isAlert || top.path.isEmpty {
                if top.options.isDismissalDisabled { return .blocked(top.id) }
                modals.removeLast()
                return .dismissed(top)
            }
            var modal = top
            let entry = modal.path.removeLast()
            modals.replaceLast(with: modal)
            return .popped(entry)
        }
        guard stack.count > 1 else { return .atRoot }
        return .popped(stack.removeLast())
    }

    mutating func show(_ destination: NavigationDestination) throws(NavigationError) -> [EntryID] {
        if let tab = destination.tab {
            try selectTab(tab)
        }
        modals.truncate(to: 0)
        var created = try replaceStack(with: destination.stack, in: .root)
        for modal in destination.modals {
            let presentation = try present(modal.root, style: modal.style, options: modal.options)
            created.append(presentation.rootID)
            created += try replaceStack(with: modal.path, in: .modal(depth: modals.count - 1))
        }
        return created
    }

    private func resolveOrThrow(_ context: NavigationContext) throws(NavigationError) -> ResolvedContext {
        guard let resolved = resolve(context) else {
            if case .modal(let depth) = context { throw .modalDepthOutOfRange(depth: depth, modalCount: modals.count) }
            throw .noModalPresented
        }
        return resolved
    }
}
