import MarqueeHost
import MarqueeNavigation

extension MarqueeHost.ModuleHost {
    /// What is wrong with the declarations of `routes` (empty when nothing is): each route's
    /// snapshot text must be a link path of its feature that reads back to the route, its
    /// reverse link must be that path, and the link must resolve to a destination showing it.
    ///
    /// ```swift
    /// #expect(flow.host.routeDeclarationProblems([RadarrRoute.library, RadarrModal.edit(id: 12)]) == [])
    /// ```
    public func routeDeclarationProblems(_ routes: [any Route]) -> [String] {
        var problems: [String] = []
        for route in routes {
            let erased = AnyRoute(erasing: route)
            guard let declaration = routeRegistry.declaration(of: type(of: route)) else {
                problems.append("\(erased): its type has no declaration")
                continue
            }
            guard let text = declaration.text(of: route) else {
                problems.append("\(erased): no declared case writes it")
                continue
            }
            if !text.hasPrefix("/\(erased.feature)/") && text != "/\(erased.feature)" {
                problems.append("\(erased): its text '\(text)' is not a path of its feature")
            }
            if let read = declaration.route(fromText: text, under: nil), AnyRoute(erasing: read) == erased {
            } else {
                problems.append("\(erased): its text '\(text)' does not read back to it")
            }
            let link = deepLinks.link(for: erased)
            if link != "\(deepLinks.scheme):/\(text)" {
                problems.append("\(erased): its link \(link ?? "nil") is not its text '\(text)'")
            }
            do {
                let destination = try deepLinks.resolve(text)
                if destination.focusedRoute != erased {
                    problems.append("\(erased): its link shows \(destination.focusedRoute.map(\.description) ?? "nothing")")
                }
            } catch {
                problems.append("\(erased): its link does not resolve: \(error)")
            }
        }
        return problems
    }
}
