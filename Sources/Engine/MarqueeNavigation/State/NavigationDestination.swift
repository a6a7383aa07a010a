/// A whole place in the app described by routes alone (no entry ids yet): a tab, its root
/// stack, and the modals over it, each with its push path.
///
/// Deep links resolve to destinations; ``NavigationCoordinator`` shows one by assigning fresh
/// ids to its entries.
public struct NavigationDestination: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The tab to select, or `nil` to stay on the selected one.
    public var tab: TabID?
    /// The root stack, bottom first.
    public var stack: [AnyRoute]
    /// The modals, bottom first.
    public var modals: [ModalDestination]

    public init(tab: TabID? = nil, stack: [AnyRoute], modals: [ModalDestination] = []) {
        self.tab = tab
        self.stack = stack
        self.modals = modals
    }

    /// A destination with a root stack of typed routes.
    public init(tab: TabID? = nil, stack: [any Route], modals: [ModalDestination] = []) {
        self.init(tab: tab, stack: stack.map { AnyRoute(erasing: $0) }, modals: modals)
    }

    /// The route the user will see: the top modal's top, or the root stack's top.
    public var focusedRoute: AnyRoute? { modals.last.map { $0.path.last ?? $0.root } ?? stack.last }

    public var description: String {
        var parts = ["[\(stack.map(\.description).joined(separator: " > "))]"]
        for modal in modals {
            parts.append("\(modal.style)[\(([modal.root] + modal.path).map(\.description).joined(separator: " > "))]")
        }
        return (tab.map { "\($0): " } ?? "") + parts.joined(separator: " + ")
    }
}

/// A modal in a ``NavigationDestination``.
public struct ModalDestination: Hashable, Codable, Sendable {
    public var style: ModalStyle
    public var root: AnyRoute
    public var path: [AnyRoute]
    public var options: ModalOptions

    public init(_ root: some Route, style: ModalStyle = .sheet, path: [any Route] = [], options: ModalOptions = .init()) {
        self.root = AnyRoute(root)
        self.style = style
        self.path = path.map { AnyRoute(erasing: $0) }
        self.options = options
    }
}

extension AnyRoute {
    /// Erases a route whose type is only known at run time.
    public init(erasing route: any Route) {
        if type(of: route) == AnyRoute.self, let erased = route as? AnyRoute { self = erased } else { self.init(unchecked: route) }
    }
}
