/// A registered deep link: a pattern, how it builds its destination, and how a route turns
/// back into a link.
public struct DeepLink: Sendable {
    /// The feature that registered it.
    public let feature: FeatureID
    public let pattern: DeepLinkPattern
    /// A short human description (shown by the command palette and `marquee routes`).
    public let summary: String
    /// The route type whose values this link shows (used by ``DeepLinkRouter/link(for:)``).
    public let routeType: RouteTypeID?
    let destination: @Sendable (DeepLinkParameters) throws(DeepLinkError) -> NavigationDestination
    let parameters: @Sendable (AnyRoute) -> [String: String]?

    /// A link for routes of type `R`.
    ///
    /// - Parameters:
    ///   - pattern: the URL pattern, e.g. `/radarr/movie/:id`.
    ///   - destination: builds the whole destination (stack and modals) from the parameters.
    ///   - parameters: the reverse: the parameter values for a route this link shows, or `nil`
    ///     when the route is not one of this link's.
    public init<R: Route>(
        _ pattern: String,
        summary: String = "",
        route: R.Type,
        destination: @escaping @Sendable (DeepLinkParameters) throws(DeepLinkError) -> NavigationDestination,
        parameters: @escaping @Sendable (R) -> [String: String]?
    ) throws(DeepLinkError) {
        self.pattern = try DeepLinkPattern(pattern)
        feature = R.feature
        self.summary = summary
        routeType = R.routeTypeID
        self.destination = destination
        self.parameters = { route in route.as(R.self).flatMap(parameters) }
    }

    /// A link that only resolves (no route turns back into it), e.g. a search entry point.
    public init(
        _ pattern: String,
        feature: FeatureID,
        summary: String = "",
        destination: @escaping @Sendable (DeepLinkParameters) throws(DeepLinkError) -> NavigationDestination
    ) throws(DeepLinkError) {
        self.pattern = try DeepLinkPattern(pattern)
        self.feature = feature
        self.summary = summary
        routeType = nil
        self.destination = destination
        parameters = { _ in nil }
    }

    /// A link whose pattern is already parsed (route declarations build theirs this way).
    init(
        pattern: DeepLinkPattern, feature: FeatureID, summary: String, routeType: RouteTypeID?,
        destination: @escaping @Sendable (DeepLinkParameters) throws(DeepLinkError) -> NavigationDestination,
        parameters: @escaping @Sendable (AnyRoute) -> [String: String]?
    ) {
        self.pattern = pattern
        self.feature = feature
        self.summary = summary
        self.routeType = routeType
        self.destination = destination
        self.parameters = parameters
    }
}
