import MarqueeNavigation

/// A tab of the host: one per active module whose manifest declares a tab.
public struct TabDescriptor: Hashable, Sendable {
    /// The tab's id in the navigation state (the module's feature id).
    public let id: TabID
    /// The module that owns the tab.
    public let feature: FeatureID
    /// The tab bar title.
    public let title: String
    /// The key that selects the tab.
    public let key: Character
    /// Tabs are shown by ascending order.
    public let order: Int
    /// The route at the bottom of the tab's stack; the host pushes it when it starts, and a
    /// shell shows its screen when the tab's stack is empty.
    public let root: AnyRoute
}
