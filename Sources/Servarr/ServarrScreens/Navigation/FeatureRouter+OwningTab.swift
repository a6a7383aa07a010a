import MarqueeNavigation

extension FeatureRouter {
    /// Shows `route` where it belongs whichever tab asked for it: dismisses every modal,
    /// selects `tab` (the feature's own) and pushes `route` on that tab's stack, as one change.
    /// The tab that was selected keeps its stack. Nothing is pushed when `route` is already
    /// the tab's top.
    ///
    /// Used when another feature hands a title over (Explore → `RadarrRouting.showMovie`) and
    /// when an add flow, possibly started from another tab, ends on the new title's detail.
    public func show(_ route: StackRoute, onTab tab: TabID) throws(NavigationError) {
        try transaction { transaction throws(NavigationError) in
            transaction.dismissAll()
            try transaction.selectTab(resolvedTab(tab))
            if transaction.state.stack.last?.route != AnyRoute(route) {
                try transaction.push(route, in: .root)
            }
        }
    }
}
