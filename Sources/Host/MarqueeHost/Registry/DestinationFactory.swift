import MarqueeNavigation

/// Makes the screen for an entry: a route type's destination factory, erased.
public typealias DestinationFactory = @MainActor (AnyRoute, ScreenContext) -> any Screen

/// A route type a module registered.
struct RegisteredRoute {
    let type: any Route.Type
    let isModal: Bool
    /// Nil for a type only declared (which fails validation).
    let factory: DestinationFactory?
    /// The case-by-case declaration, for a type declared with ``ModuleRegistrar/routes(_:_:)``.
    let declaration: (any DeclaredRouteTable)?

    var typeID: RouteTypeID { type.routeTypeID }
}
