import MarqueeNavigation

extension FeatureRouter {
    /// Shows `route` where it belongs whichever screen asked for it: dismisses every modal,
    /// selects `tab` (the feature's own), and shows `route` on that tab's root stack, right
    /// above its first screen (the library), as one change. A title opened from another
    /// screen (Explore, a collection, an add flow started on another title) therefore never
    /// lands under the title that was open: "Movies › Ponyo", not "Movies › Amélie › Ponyo".
    /// The tab that was selected keeps its stack. Nothing changes on the tab when `route` is
    /// already its top.
    ///
    /// Used when another feature hands a title over (Explore → `RadarrRouting.showMovie`) and
    /// when an add flow, possibly started from another tab, ends on the new title's detail.
    public func show(_ route: StackRoute, onTab tab: TabID) throws(NavigationError) {
        try transaction { transaction throws(NavigationError) in
            transaction.dismissAll()
            try transaction.selectTab(resolvedTab(tab))
            guard transaction.state.stack.last?.route != AnyRoute(route) else { return }
            if transaction.state.stack.count > 1 { try transaction.popToRoot(in: .root) }
            if transaction.state.stack.last?.route != AnyRoute(route) {
                try transaction.push(route, in: .root)
            }
        }
    }
}
