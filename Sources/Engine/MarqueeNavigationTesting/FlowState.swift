import MarqueeNavigation

/// The navigation state as a flow test asserts it: routes only (no entry ids), the selected
/// tab and its stack, the other tabs' stacks, and the modals.
///
/// Expectations start from the last asserted state and describe what changed, like a
/// TCA test store:
///
/// ```swift
/// flow.open("/radarr/movie/1") { state in
///     state.push(RadarrRoute.movie(id: 1))
/// }
/// ```
public struct FlowState: Hashable, Sendable, CustomStringConvertible {
    /// A presented modal: its style and its routes (root first, then its push path).
    public struct Modal: Hashable, Sendable {
        public var style: ModalStyle
        public var routes: [AnyRoute]

        public init(style: ModalStyle, routes: [AnyRoute]) {
            self.style = style
            self.routes = routes
        }
    }

    public var selectedTab: TabID
    /// The selected tab's root stack.
    public var stack: [AnyRoute]
    /// The root stacks of the other tabs.
    public var otherTabs: [TabID: [AnyRoute]]
    /// Presented modals, bottom first.
    public var modals: [Modal]
    /// The tab order (for display).
    let tabOrder: [TabID]
    /// The route declarations ``present(_:style:)`` takes a route's declared style from.
    let declarations: RoutePlacements?

    /// The picture of a navigation state; ``present(_:style:)`` presents a route in the style
    /// `declarations` give it, as the coordinator does.
    public init(_ state: NavigationState, declarations: RoutePlacements? = nil) {
        self.declarations = declarations
        selectedTab = state.selectedTab
        stack = state.stack.map(\.route)
        var others: [TabID: [AnyRoute]] = [:]
        for tab in state.tabs where tab != state.selectedTab {
            others[tab] = (state.stack(for: tab) ?? []).map(\.route)
        }
        otherTabs = others
        modals = state.modals.map { Modal(style: $0.style, routes: $0.entries.map(\.route)) }
        tabOrder = state.tabs
    }

    // MARK: Editing expectations

    /// Sets the selected tab's stack.
    public mutating func setStack(_ routes: any Route...) {
        stack = routes.map { AnyRoute(erasing: $0) }
    }

    /// Pushes onto the top-most stack: the top modal's path, or the root stack.
    public mutating func push(_ route: some Route) {
        if modals.isEmpty { stack.append(AnyRoute(route)) } else { modals[modals.count - 1].routes.append(AnyRoute(route)) }
    }

    /// Pushes onto the path of the modal at `depth` (0 is the bottom-most).
    public mutating func push(_ route: some Route, inModal depth: Int) {
        modals[depth].routes.append(AnyRoute(route))
    }

    /// Pops the top-most stack.
    public mutating func pop() {
        if modals.isEmpty { _ = stack.popLast() } else { pop(inModal: modals.count - 1) }
    }

    /// Pops the path of the modal at `depth` (its root stays).
    public mutating func pop(inModal depth: Int) {
        if modals[depth].routes.count > 1 { modals[depth].routes.removeLast() }
    }

    /// Pops the top-most stack to its first entry: the top modal's path to the modal's root,
    /// or the root stack to the tab's first screen.
    public mutating func popToRoot() {
        if modals.isEmpty { stack = Array(stack.prefix(1)) } else { popToRoot(inModal: modals.count - 1) }
    }

    /// Pops the path of the modal at `depth` to the modal's root.
    public mutating func popToRoot(inModal depth: Int) {
        modals[depth].routes = Array(modals[depth].routes.prefix(1))
    }

    /// Presents a modal over the top-most one: in `style`, else in the style the route's
    /// declaration gives it (as the coordinator presents it), else as a sheet. An expectation
    /// that names another style than the declared one fails, as the call would in a debug build.
    public mutating func present(_ route: some Route, style: ModalStyle? = nil) {
        let route = AnyRoute(route)
        modals.append(Modal(style: style ?? declarations?.declaredStyle(of: route) ?? .sheet, routes: [route]))
    }

    /// Dismisses the top modal.
    public mutating func dismiss() { _ = modals.popLast() }

    /// Dismisses the modal at `depth` (0 is the bottom-most) and every modal over it.
    public mutating func dismiss(fromDepth depth: Int) {
        modals.removeSubrange(min(depth, modals.count)...)
    }

    /// Dismisses every modal.
    public mutating func dismissAll() { modals.removeAll() }

    /// Selects a tab; the stacks of the tabs are swapped as the engine does.
    public mutating func selectTab(_ tab: TabID) {
        guard tab != selectedTab, let parked = otherTabs.removeValue(forKey: tab) else { return }
        otherTabs[selectedTab] = stack
        selectedTab = tab
        stack = parked
    }

    /// The focused route: the top modal's top, or the root stack's top.
    public var focusedRoute: AnyRoute? { modals.last?.routes.last ?? stack.last }

    // MARK: Describing

    public static func == (lhs: FlowState, rhs: FlowState) -> Bool {
        lhs.selectedTab == rhs.selectedTab && lhs.stack == rhs.stack && lhs.otherTabs == rhs.otherTabs && lhs.modals == rhs.modals
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(selectedTab)
        hasher.combine(stack)
        hasher.combine(modals)
    }

    /// One line per tab and per modal, e.g.
    /// `* tab radarr: [radarr:library > radarr:movie(id: 1)]` and `  modal[0] sheet(large): [radarr:lookup(term: "")]`.
    public var description: String { lines.joined(separator: "\n") }

    var lines: [String] {
        var lines: [String] = []
        let tabs = tabOrder.contains(selectedTab) ? tabOrder : [selectedTab] + otherTabs.keys.sorted { $0.rawValue < $1.rawValue }
        for tab in tabs {
            let routes = tab == selectedTab ? stack : (otherTabs[tab] ?? [])
            lines.append("\(tab == selectedTab ? "*" : " ") tab \(tab): [\(routes.map(\.description).joined(separator: " > "))]")
        }
        for (depth, modal) in modals.enumerated() {
            lines.append("  modal[\(depth)] \(modal.style): [\(modal.routes.map(\.description).joined(separator: " > "))]")
        }
        return lines
    }

    /// A readable comparison: both pictures and the lines that differ.
    public static func mismatch(expected: FlowState, actual: FlowState) -> String {
        let expectedLines = expected.lines, actualLines = actual.lines
        var diff: [String] = []
        for line in expectedLines where !actualLines.contains(line) { diff.append("  − " + line) }
        for line in actualLines where !expectedLines.contains(line) { diff.append("  + " + line) }
        return """
            Expected:
            \(expectedLines.map { "  " + $0 }.joined(separator: "\n"))
            Actual:
            \(actualLines.map { "  " + $0 }.joined(separator: "\n"))
            Difference (− expected, + actual):
            \(diff.joined(separator: "\n"))
            """
    }
}
