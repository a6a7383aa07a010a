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

extension ActivityAction {
    /// An action on the highlighted row's record: runs `work` with the record's id and the row's
    /// title, saying `running` meanwhile and then what `work` returns (or the failure) in a toast.
    public static func onRecord(
        key: Character, title: String, running: String, _ work: @escaping @Sendable (_ id: Int, _ title: String) async throws -> String
    ) -> ActivityAction {
        ActivityAction(key: key, title: title) { screen in
            guard let row = screen.selectedRow, let id = row.recordID else { return }
            let rowTitle = row.title
            screen.run(running) { try await work(id, rowTitle) }
        }
    }
}
