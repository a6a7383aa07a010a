import MarqueeNavigation

/// A tab of the tab bar: one per module that has one.
public struct ShellTab: Sendable {
    /// The coordinator's tab id.
    public var id: TabID
    /// The title in the tab bar.
    public var title: String
    /// A key that selects the tab directly (e.g. `1`), if any.
    public var key: String?
    /// The route pushed when the tab is shown with an empty stack.
    public var root: any Route

    /// The title the tab bar shows: the tab's key before it (`1 Radarr`), so that the digits
    /// that switch tabs are in sight.
    public var numberedTitle: String { key.map { "\($0) \(title)" } ?? title }

    /// Creates a tab.
    public init(id: TabID, title: String, key: String? = nil, root: any Route) {
        self.id = id
        self.title = title
        self.key = key
        self.root = root
    }
}
