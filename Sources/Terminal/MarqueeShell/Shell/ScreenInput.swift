import MarqueeNavigation
import MarqueeTerminal

/// What a screen can use while it handles a key.
@MainActor
public struct ScreenInput {
    /// The entry the screen shows.
    public var entry: Entry
    /// The coordinator, for navigation in response to the key.
    public var coordinator: NavigationCoordinator
    /// The size of the screen's content area at the last render.
    public var viewport: Size
    /// The filter text typed after `/` for this entry, empty when none.
    public var filter: String

    /// Creates an input context.
    public init(entry: Entry, coordinator: NavigationCoordinator, viewport: Size, filter: String = "") {
        self.entry = entry
        self.coordinator = coordinator
        self.viewport = viewport
        self.filter = filter
    }
}
