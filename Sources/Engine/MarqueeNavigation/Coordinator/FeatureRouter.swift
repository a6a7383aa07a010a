/// A feature's typed view of the coordinator: a child coordinator that pushes the feature's
/// `StackRoute` routes and presents its `ModalRoute` routes, so feature code never touches
/// ``AnyRoute``.
///
/// ```swift
/// let router = FeatureRouter<RadarrRoute, RadarrModal>(coordinator: coordinator)
/// try router.push(.movie(id: 42))
/// let profile = try await router.present(.pickQualityProfile(603), returning: Int.self)
/// ```
@MainActor
public struct FeatureRouter<StackRoute: Route, ModalRoute: Route> {
    /// The coordinator this router writes to.
    public let coordinator: NavigationCoordinator
    /// Tabs this router shows on another tab: a feature that runs once per instance of a server
    /// keeps the screens of its instance "4k" on that instance's tab (`["radarr": "radarr/4k"]`).
    public let tabAliases: [TabID: TabID]

    public init(coordinator: NavigationCoordinator, tabAliases: [TabID: TabID] = [:]) {
        self.coordinator = coordinator
        self.tabAliases = tabAliases
    }

    /// The tab `tab` stands for in this router (itself, unless ``tabAliases`` names another).
    public func resolvedTab(_ tab: TabID) -> TabID { tabAliases[tab] ?? tab }

    /// Pushes a screen onto the top-most stack (inside the top modal when one is presented).
    @discardableResult
    public func push(_ route: StackRoute, in context: NavigationContext = .top) throws(NavigationError) -> EntryID {
        try coordinator.push(route, in: context)
    }

    /// Pushes a modal route inside the top modal's path (a step of a modal flow).
    @discardableResult
    public func pushInsideModal(_ route: ModalRoute) throws(NavigationError) -> EntryID {
        try coordinator.push(route, in: .top)
    }

    /// Replaces the top entry of the top-most stack.
    @discardableResult
    public func replaceTop(with route: StackRoute) throws(NavigationError) -> EntryID {
        try coordinator.replaceTop(with: route)
    }

    /// Pops the top-most stack.
    @discardableResult
    public func pop() throws(NavigationError) -> StackRoute? {
        try coordinator.pop().route.as(StackRoute.self)
    }

    /// Pops the top-most stack to its first entry.
    public func popToRoot() throws(NavigationError) {
        try coordinator.popToRoot()
    }

    /// Pops to the top-most entry showing `route`; returns false when none does.
    @discardableResult
    public func popTo(_ route: StackRoute) throws(NavigationError) -> Bool {
        let target = AnyRoute(route)
        return try coordinator.popTo { $0.route == target } != nil
    }

    /// Presents a modal screen, in `style` or else the style its declaration gives. A router
    /// whose ``tabAliases`` send the feature to another tab first selects that tab when nothing
    /// is presented (a modal is over the selected tab, whose instance its screens use).
    @discardableResult
    public func present(_ route: ModalRoute, style: ModalStyle? = nil, options: ModalOptions = .init()) throws(NavigationError) -> ModalPresentation {
        try selectAliasedTab()
        return try coordinator.present(route, style: style, options: options)
    }

    /// Presents a modal screen and waits for its typed result (`nil` when dismissed without one).
    public func present<Value: Sendable>(
        _ route: ModalRoute, style: ModalStyle? = nil, options: ModalOptions = .init(), returning type: Value.Type
    ) async throws(NavigationError) -> Value? {
        try selectAliasedTab()
        return try await coordinator.present(route, style: style, options: options, returning: type)
    }

    private func selectAliasedTab() throws(NavigationError) {
        guard let target = tabAliases.values.first, coordinator.state.modals.isEmpty,
            !tabAliases.values.contains(coordinator.state.selectedTab)
        else { return }
        try coordinator.selectTab(target)
    }

    /// Finishes the top-most modal with `value` and dismisses it.
    public func finish(with value: some Sendable) throws(NavigationError) {
        guard let top = coordinator.state.topModal else { throw .noModalPresented }
        try coordinator.finish(top.id, with: value)
    }

    /// Dismisses the top-most modal.
    public func dismiss() throws(NavigationError) {
        try coordinator.dismissTop()
    }

    /// Dismisses every modal.
    public func dismissAll() {
        coordinator.dismissAll()
    }

    /// Goes back one level.
    @discardableResult
    public func back() -> BackOutcome {
        coordinator.back()
    }

    /// Applies steps atomically: `try router.transaction { tx in try tx.push(route) }`. The
    /// closure needs no error type: it throws what its steps throw.
    @discardableResult
    public func transaction<Result, Failure: Error>(_ body: (inout NavigationTransaction) throws(Failure) -> Result) throws(Failure) -> Result {
        try coordinator.transaction(body)
    }

    // MARK: Guards

    /// Sends an intent through the guards (see ``NavigationCoordinator/navigate(_:)``).
    @discardableResult
    public func navigate(_ intent: NavigationIntent) -> NavigationOutcome {
        coordinator.navigate(intent)
    }

    /// The intent a guard parked, if any.
    public var pendingIntent: NavigationIntent? { coordinator.pendingIntent }

    /// Resumes the parked intent where it was made (see ``NavigationCoordinator/resumePending()``).
    @discardableResult
    public func resumePending() -> NavigationOutcome? {
        coordinator.resumePending()
    }

    /// The focused screen, if it is one of this feature's screens.
    public var focusedScreen: StackRoute? { coordinator.state.focusedEntry?.route.as(StackRoute.self) }

    /// The focused modal screen, if it is one of this feature's modal screens.
    public var focusedModalScreen: ModalRoute? { coordinator.state.focusedEntry?.route.as(ModalRoute.self) }
}
