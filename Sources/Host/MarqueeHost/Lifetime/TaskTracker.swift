/// Tracks the async work screens and key commands start, so that flow tests can wait for
/// all of it deterministically (``settle()``) instead of sleeping.
///
/// ```swift
/// context.tasks.track { [weak self] in await self?.load() }
/// ```
@MainActor
public final class TaskTracker {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    /// A tracker with no tasks.
    public init() {}

    /// Starts `operation` on the main actor and tracks it until it ends.
    @discardableResult
    public func track(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        nextID += 1
        let id = nextID
        let task = Task { @MainActor [weak self] in
            await operation()
            self?.running[id] = nil
        }
        running[id] = task
        return task
    }

    /// The number of tracked tasks that have not finished.
    public var pendingCount: Int { running.count }

    /// Waits until every tracked task has finished, including tasks started meanwhile.
    public func settle() async {
        while let (id, task) = running.min(by: { $0.key < $1.key }) {
            await task.value
            running[id] = nil
        }
    }

    /// Cancels every tracked task.
    public func cancelAll() {
        for task in running.values { task.cancel() }
    }
}
