/// Something a user or the app wants to happen, before guards have had their say.
///
/// An intent is a list of steps plus the reason they happen; ``NavigationCoordinator/navigate(_:)``
/// asks the guards, then applies the steps as one transaction.
public struct NavigationIntent: Hashable, Codable, Sendable, CustomStringConvertible {
    public var steps: [NavigationStep]
    public var reason: ChangeReason

    public init(_ steps: [NavigationStep], reason: ChangeReason = .programmatic) {
        self.steps = steps
        self.reason = reason
    }

    public static func push(_ route: some Route, in context: NavigationContext = .top) -> NavigationIntent {
        NavigationIntent([.push(AnyRoute(route), in: context)])
    }

    /// Presents `route`; without a style, in its declared style (or as a sheet).
    public static func present(_ route: some Route, style: ModalStyle? = nil, options: ModalOptions = .init()) -> NavigationIntent {
        NavigationIntent([.present(AnyRoute(route), style: style, options: options)])
    }

    public static func show(_ destination: NavigationDestination) -> NavigationIntent {
        NavigationIntent([.show(destination)])
    }

    public static func open(_ url: String) -> NavigationIntent {
        NavigationIntent([.open(url: url)], reason: .deepLink)
    }

    public static func selectTab(_ tab: TabID) -> NavigationIntent {
        NavigationIntent([.selectTab(tab)])
    }

    public static var back: NavigationIntent { NavigationIntent([.back], reason: .back) }

    public var description: String { "\(reason) \(steps)" }
}
