/// Tracks the async work screens and commands start, so that flow tests can wait for all of
/// it deterministically (``settle(timeout:)``) instead of sleeping.
///
/// ```swift
/// tasks.track(label: "load the library") { [weak self] in await self?.load() }
/// ```
///
/// A tracked task that waits for a user's answer (a presented modal's result, see
/// ``NavigationCoordinator/result(of:as:)``) counts as waiting, not busy: settling does not wait
/// for it, because only the user (or the test) can answer.
@MainActor
public final class TaskTracker {
    /// One tracked task.
    @MainActor
    final class Work {
        let label: String
        var isAwaitingAnswer = false
        var task: Task<Void, Never>?
        weak var tracker: TaskTracker?

        init(label: String) {
            self.label = label
        }

        /// The task now waits for a user's answer: settling does not wait for it.
        func beginAwaitingAnswer() {
            isAwaitingAnswer = true
            tracker?.signal()
        }

        /// The answer came: the task is busy again.
        func endAwaitingAnswer() {
            isAwaitingAnswer = false
            tracker?.signal()
        }
    }

    /// The tracked work of each running tracked task, by the task's hash. A task (not its
    /// children) finds its own work here; no task-local value is needed.
    private static var works: [Int: Work] = [:]

    /// The tracked work of the current task, if it is a tracked task.
    static var current: Work? {
        withUnsafeCurrentTask { task in task.flatMap { works[$0.hashValue] } }
    }

    private var running: [Int: Work] = [:]
    private var nextID = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A tracker with no tasks.
    public init() {}

    /// Starts `operation` on the main actor and tracks it until it ends. `label` names it when
    /// a flow test lists what is still running (its source line by default).
    @discardableResult
    public func track(
        label: String? = nil, fileID: String = #fileID, line: Int = #line, _ operation: @escaping @MainActor () async -> Void
    ) -> Task<Void, Never> {
        nextID += 1
        let id = nextID
        let work = Work(label: label ?? "\(fileID):\(line)")
        work.tracker = self
        running[id] = work
        let task = Task { @MainActor [weak self] in
            let key = withUnsafeCurrentTask { $0?.hashValue }
            if let key { TaskTracker.works[key] = work }
            await operation()
            if let key { TaskTracker.works[key] = nil }
            self?.running[id] = nil
            self?.signal()
        }
        work.task = task
        return task
    }

    /// The number of tracked tasks that have not finished (busy or awaiting an answer).
    public var pendingCount: Int { running.count }

    /// The number of tracked tasks that are running and not waiting for a user's answer.
    public var busyCount: Int { running.values.count { !$0.isAwaitingAnswer } }

    /// The labels of the unfinished tasks, oldest first.
    public var pendingLabels: [String] {
        running.sorted { $0.key < $1.key }.map { $0.value.label + ($0.value.isAwaitingAnswer ? " (awaiting an answer)" : "") }
    }

    /// Waits until every tracked task has finished or waits for a user's answer, including
    /// tasks started meanwhile, or until `timeout` has passed. Returns the labels of the busy
    /// tasks when it gave up (empty when everything settled).
    @discardableResult
    public func settle(timeout: Duration = .seconds(60)) async -> [String] {
        guard busyCount > 0 else { return [] }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        let timer = Task { @MainActor [weak self] in
            try? await Task.sleep(until: deadline, clock: clock)
            self?.signal()
        }
        defer { timer.cancel() }
        while busyCount > 0 {
            if clock.now >= deadline {
                return running.sorted { $0.key < $1.key }.filter { !$0.value.isAwaitingAnswer }.map(\.value.label)
            }
            await withCheckedContinuation { waiters.append($0) }
        }
        return []
    }

    /// Cancels every tracked task.
    public func cancelAll() {
        for work in running.values { work.task?.cancel() }
    }

    fileprivate func signal() {
        let resumed = waiters
        waiters.removeAll()
        for waiter in resumed { waiter.resume() }
    }
}
