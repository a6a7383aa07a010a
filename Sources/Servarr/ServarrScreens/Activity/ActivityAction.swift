/// A key an activity screen answers besides Enter and Ctrl-R: "search all" on wanted,
/// "remove" on the queue.
public struct ActivityAction {
    /// The key, e.g. `S`.
    public var key: Character
    /// The key hint's text, e.g. "search all".
    public var title: String
    /// What the key does; the screen is passed for its selected row and ``ActivityScreen/run(_:_:)``.
    public var perform: @MainActor (ActivityScreen) -> Void

    public init(key: Character, title: String, perform: @escaping @MainActor (ActivityScreen) -> Void) {
        self.key = key
        self.title = title
        self.perform = perform
    }
}
