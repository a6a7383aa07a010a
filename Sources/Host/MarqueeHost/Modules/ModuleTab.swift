/// How a module's tab appears: its title, the key that selects it, and its place.
public struct ModuleTab: Hashable, Sendable {
    /// The tab bar title.
    public var title: String
    /// The key that selects the tab (`"1"`, `"r"`).
    public var key: Character
    /// Tabs are shown by ascending order, then by feature id.
    public var order: Int

    /// Describes a tab.
    public init(title: String, key: Character, order: Int) {
        self.title = title
        self.key = key
        self.order = order
    }
}
