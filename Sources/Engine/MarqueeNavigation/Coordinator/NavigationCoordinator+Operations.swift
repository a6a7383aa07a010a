extension NavigationCoordinator {
    /// Pushes `route` onto the top-most stack (or the stack of `context`) and returns the new
    /// entry's id.
    @discardableResult
    public func push(_ route: some Route, in context: NavigationContext = .top) throws(NavigationError) -> EntryID {
        let route = AnyRoute(route)
        return try perform(step: .push(route, in: context)) { state throws(NavigationError) in try state.push(route, in: context) }
    }

    /// Pops the top entry of `context` and returns it.
    @discardableResult
    public func pop(in context: NavigationContext = .top) throws(NavigationError) -> Entry {
        try perform(step: .pop(context)) { state throws(NavigationError) in try state.pop(in: context) }
    }

    /// Pops `context` down to its first entry (a modal's path down to the modal's root).
    public func popToRoot(in context: NavigationContext = .top) throws(NavigationError) {
        try transaction { tx throws(NavigationError) in try tx.popToRoot(in: context) }
    }

    /// Pops to the entry `id` wherever it is: the root stack, a modal's root or a modal's path.
    /// Modals above it are dismissed. Exact even when routes repeat.
    public func popTo(_ id: EntryID) throws(NavigationError) {
        try perform(step: .popTo(id)) { state throws(NavigationError) in try state.popTo(id) }
    }

    /// Pops to the top-most entry whose route matches, searching from the focused entry down
    /// through the modals and the root stack. Returns the entry, or `nil` when none matches
    /// (and nothing changes).
    @discardableResult
    public func popTo(where matches: (Entry) -> Bool) throws(NavigationError) -> Entry? {
        guard let entry = topMostEntry(where: matches) else { return nil }
        try popTo(entry.id)
        return entry
    }

    /// Replaces the top entry of `context`.
    @discardableResult
    public func replaceTop(with route: some Route, in context: NavigationContext = .top) throws(NavigationError) -> EntryID {
        try transaction { tx throws(NavigationError) in try tx.replaceTop(with: route, in: context) }
    }

    /// Replaces the whole stack of `context`.
    @discardableResult
    public func replaceStack(with routes: [any Route], in context: NavigationContext = .root) throws(NavigationError) -> [EntryID] {
        let erased = routes.map { AnyRoute(erasing: $0) }
        return try transaction { tx throws(NavigationError) in try tx.replaceStack(with: erased, in: context) }
    }

    /// Presents `route` as a modal over everything, in `style`, or else in the style its
    /// declaration gives (``routeDeclarations``), or else as a sheet. Asking for another style
    /// than the declared one throws ``NavigationError/styleConflict(_:declared:requested:)`` in
    /// debug builds.
    @discardableResult
    public func present(_ route: some Route, style: ModalStyle? = nil, options: ModalOptions = .init()) throws(NavigationError) -> ModalPresentation {
        let route = AnyRoute(route)
        let style = try ModalStyle.resolved(for: route, requested: style, declarations: routeDeclarations)
        return try perform(step: .present(route, style: style, options: options)) { state throws(NavigationError) in
            try state.present(route, style: style, options: options)
        }
    }

    /// Dismisses the top modal.
    public func dismissTop() throws(NavigationError) {
        try perform(step: .dismissTop) { state throws(NavigationError) in
            try state.dismiss(fromDepth: state.modals.count - 1, orThrow: .noModalPresented)
        }
    }

    /// Dismisses the modal at `depth` (0 is the bottom-most) and every modal above it.
    public func dismiss(fromDepth depth: Int) throws(NavigationError) {
        try transaction { tx throws(NavigationError) in try tx.dismiss(fromDepth: depth) }
    }

    /// Dismisses the modal `id` and every modal above it.
    public func dismiss(_ id: ModalID) throws(NavigationError) {
        guard let depth = depth(of: id) else { throw .noModalPresented }
        try dismiss(fromDepth: depth)
    }

    /// Dismisses every modal.
    public func dismissAll() {
        transaction { tx in tx.dismissAll() }
    }

    /// Selects `tab`; each tab keeps its own stack, modals stay over the app.
    public func selectTab(_ tab: TabID) throws(NavigationError) {
        try transaction { tx throws(NavigationError) in try tx.selectTab(tab) }
    }

    /// Goes back one level, resolving down the tree: an alert, then the top modal's path, then
    /// the top modal (unless its dismissal is disabled), then the root stack (never popping its
    /// first entry). Reports what it did.
    @discardableResult
    public func back() -> BackOutcome {
        guard guards.isEmpty else {
            do {
                return try guarded(reason: .back) { transaction throws(NavigationError) in transaction.back() }
            } catch {
                return .intercepted(error)
            }
        }
        return perform(.back, step: .back) { state in state.back() }
    }

    /// Shows a whole destination (selects its tab, replaces the root stack and the modals).
    @discardableResult
    public func show(_ destination: NavigationDestination, reason: ChangeReason = .programmatic) throws(NavigationError) -> [EntryID] {
        try transaction(reason: reason) { tx throws(NavigationError) in try tx.show(destination) }
    }

    /// Opens a deep link: resolves it and shows its destination. A link that does not resolve
    /// throws ``NavigationError/deepLink(_:)`` and changes nothing.
    @discardableResult
    public func open(_ url: String) throws(NavigationError) -> [EntryID] {
        try transaction(reason: .deepLink) { tx throws(NavigationError) in try tx.open(url: url) }
    }

    /// Replaces the whole state, e.g. with a restored snapshot. Modals awaiting results resolve
    /// with `nil`. Guards are not asked: a restore puts back what they allowed before.
    public func restore(_ restored: NavigationState) throws(NavigationError) {
        var transaction = makeTransaction(recordsSteps: recorder != nil)
        try transaction.replaceState(with: restored)
        commit(transaction.state, reason: .restore, steps: transaction.recordedSteps)
    }

    // MARK: Queries

    /// The top-most entry matching `matches`, searching from the focused entry downwards.
    public func topMostEntry(where matches: (Entry) -> Bool) -> Entry? {
        for modal in state.modals.reversed() {
            if let entry = modal.path.reversed().first(where: matches) { return entry }
            if matches(modal.root) { return modal.root }
        }
        return state.stack.reversed().first(where: matches)
    }

    /// The depth of the modal `id`, if presented.
    public func depth(of id: ModalID) -> Int? {
        state.modals.lastIndex { $0.id == id }
    }
}
