extension NavigationCoordinator {
    /// Installs route declarations: their deep links (added to ``deepLinks``, made when nil) and
    /// their placements (``routeDeclarations``: a route presented without a style takes its
    /// declared one). Declare every table of the app in one call, so that a link can stand on a
    /// route of another table. A link that clashes with one already there throws and installs
    /// nothing.
    ///
    /// ```swift
    /// try coordinator.declare(episodesRoutes, charactersRoutes, modalRoutes)
    /// ```
    public func declare(_ tables: any DeclaredRouteTable...) throws(DeepLinkError) {
        var declarations = routeDeclarations ?? RoutePlacements()
        for table in tables { declarations.add(table) }
        var router = deepLinks ?? DeepLinkRouter()
        for table in tables {
            for link in table.deepLinks(placedBy: declarations) { try router.register(link) }
        }
        routeDeclarations = declarations
        deepLinks = router
    }
}
