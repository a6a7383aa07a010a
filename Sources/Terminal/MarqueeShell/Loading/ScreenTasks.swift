/// The asynchronous work of one screen: loads that update a ``LoadingState`` on the main actor
/// and that are all cancelled when the screen is released.
///
/// ```swift
/// let movies = LoadingState<[Movie]>()
/// let tasks = ScreenTasks()
/// func screenDidAppear() { tasks.load({ try await repository.movies() }, into: movies) }
/// func screenWillBeReleased() { tasks.cancelAll() }
/// ```
/// The operation runs off the main actor, so a slow request never blocks input.
@MainActor
public final class ScreenTasks {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0
    /// Called on the main actor whenever a load starts or finishes (typically
    /// ``DisplayInvalidator/setNeedsDisplay()``).
    public var onChange: (@MainActor () -> Void)?
    /// How many tasks were cancelled by ``cancelAll()`` while still running.
    public private(set) var cancelledCount = 0

    /// Creates an empty task set.
    public init(onChange: (@MainActor () -> Void)? = nil) {
        self.onChange = onChange
    }

    /// The number of tasks still running.
    public var activeCount: Int { running.count }

    /// Runs `operation` and puts its result into `state`; `state.retry()` runs it again.
    /// A cancelled load leaves `state` as it was.
    @discardableResult
    public func load<Value: Sendable>(
        _ operation: @escaping @Sendable () async throws -> Value,
        into state: LoadingState<Value>
    ) -> Task<Void, Never> {
        state.restart = { [weak self, weak state] in
            guard let self, let state else { return }
            self.load(operation, into: state)
        }
        state.begin()
        onChange?()
        return run { [weak state] in
            let result: Result<Value, any Error>
            do { result = .success(try await operation()) } catch { result = .failure(error) }
            guard !Task.isCancelled, !(result.failureIsCancellation) else { return }
            state?.finish(result)
        }
    }

    /// Runs `operation` on the main actor as a task owned by the screen.
    @discardableResult
    public func run(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let id = nextID
        nextID += 1
        let task = Task { @MainActor [weak self] in
            await operation()
            guard let self else { return }
            self.running[id] = nil
            self.onChange?()
        }
        running[id] = task
        return task
    }

    /// Cancels every running task (call it from `screenWillBeReleased()`).
    public func cancelAll() {
        for task in running.values { task.cancel() }
        cancelledCount += running.count
        running.removeAll()
    }
}

extension Result where Failure == any Error {
    fileprivate var failureIsCancellation: Bool {
        if case .failure(let error) = self { error is CancellationError } else { false }
    }
}
