import MarqueeNavigation

/// The merged, validated registrations of every active module.
struct HostRegistry {
    var statuses: [ModuleStatus] = []
    var routeRegistry = RouteRegistry()
    /// The declared route types, for the styles routes are presented in.
    var declarations = RoutePlacements()
    /// The guards of active modules, in registration order.
    var guards: [(name: String, routeTypes: [any Route.Type], evaluate: NavigationGuard)] = []
    var deepLinks: DeepLinkRouter
    var factories: [ObjectIdentifier: (feature: FeatureID, make: DestinationFactory)] = [:]
    var keyCommands: [KeyCommand] = []
    var paletteCommands: [PaletteCommand] = []
    var routers: [ObjectIdentifier: RoutingProvider] = [:]
    var tabs: [TabDescriptor] = []
    /// Pattern shapes taken, with the pattern text and its owner (for plugin checks).
    var shapes: [String: (pattern: String, owner: String)] = [:]
    var graph = RouteGraph()

    init(scheme: String) {
        deepLinks = DeepLinkRouter(scheme: scheme)
    }

    /// The shape of a pattern: parameter names erased, so two patterns with the same shape
    /// match exactly the same links.
    static func shape(of pattern: DeepLinkPattern) -> String {
        var shape = ""
        for segment in pattern.segments {
            switch segment {
            case .literal(let text): shape += "/" + text
            case .parameter: shape += "/:"
            }
        }
        return shape
    }
}
