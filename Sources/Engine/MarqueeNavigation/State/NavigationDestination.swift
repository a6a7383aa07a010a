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
    /// How the modal is presented. A destination made without a style shows its root in the
    /// style the route's declaration gives it (a sheet when it has none), as
    /// ``NavigationCoordinator/present(_:style:options:)`` does.
    public var style: ModalStyle
    /// The modal's first screen.
    public var root: AnyRoute
    /// The screens pushed inside the modal, bottom first.
    public var path: [AnyRoute]
    /// The modal's options.
    public var options: ModalOptions
    /// Whether ``style`` was left to the route's declaration.
    var takesDeclaredStyle = false

    private enum CodingKeys: String, CodingKey {
        case style, root, path, options
    }

    /// A modal showing `root` (in `style`, else in its declared style) with `path` pushed inside.
    public init(_ root: some Route, style: ModalStyle? = nil, path: [any Route] = [], options: ModalOptions = .init()) {
        self.root = AnyRoute(root)
        self.style = style ?? .sheet
        self.path = path.map { AnyRoute(erasing: $0) }
        self.options = options
        takesDeclaredStyle = style == nil
    }
}

extension NavigationDestination {
    /// This destination with each modal made without a style in the style its route's
    /// declaration gives it (a sheet when it has none).
    func takingDeclaredStyles(from declarations: RoutePlacements?) -> NavigationDestination {
        guard modals.contains(where: \.takesDeclaredStyle) else { return self }
        var resolved = self
        for index in resolved.modals.indices where resolved.modals[index].takesDeclaredStyle {
            resolved.modals[index].style = declarations?.declaredStyle(of: resolved.modals[index].root) ?? .sheet
            resolved.modals[index].takesDeclaredStyle = false
        }
        return resolved
    }
}

extension AnyRoute {
    /// Erases a route whose type is only known at run time.
    public init(erasing route: any Route) {
        if type(of: route) == AnyRoute.self, let erased = route as? AnyRoute { self = erased } else { self.init(unchecked: route) }
    }
}
