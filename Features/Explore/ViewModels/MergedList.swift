import MarqueeHost
import ServarrCore

/// A list loaded from every instance in parallel and merged in one order, with a status per
/// instance: the calendar and the queues. An instance that fails keeps an error line while
/// the others' items show; a reload replaces the previous one (which is cancelled).
@MainActor
public final class MergedList<Item: Sendable> {
    /// One status per instance, in configuration order.
    public private(set) var statuses: [InstanceStatus]
    /// The items of every instance that answered, merged in ``areInOrder`` order.
    public private(set) var items: [Item] = []
    /// How many loads finished (each instance answered or failed).
    public private(set) var loadCount = 0
    /// Called after every change (the screen redraws).
    var onChange: @MainActor () -> Void = {}

    private let instances: [ServarrInstance]
    private let tasks: TaskTracker
    private let areInOrder: (Item, Item) -> Bool
    private var answers: [Int: [Item]] = [:]
    private var loading: Task<Void, Never>?

    init(instances: [ServarrInstance], tasks: TaskTracker, areInOrder: @escaping (Item, Item) -> Bool) {
        self.instances = instances
        self.tasks = tasks
        self.areInOrder = areInOrder
        statuses = instances.map { InstanceStatus(label: $0.label) }
    }

    /// Whether any instance is configured at all.
    public var hasInstances: Bool { !instances.isEmpty }

    /// Whether the first load finished.
    public var isLoaded: Bool { loadCount > 0 }

    /// Whether some instance has not answered the current load yet.
    public var isLoading: Bool { statuses.contains(where: \.isLoading) }

    /// Loads from every instance with `request`, cancelling a load in flight. Items already
    /// shown stay until their instance answers again.
    func reload(_ request: @escaping @Sendable (ServarrInstance, Int) async throws -> [Item]) {
        loading?.cancel()
        for index in statuses.indices { statuses[index].state = .loading }
        onChange()
        loading = tasks.track { [weak self] in
            guard let instances = self?.instances else { return }
            await InstanceFanOut.run(instances, request: request) { [weak self] index, outcome in
                self?.receive(outcome, from: index)
            }
            guard let self, !Task.isCancelled else { return }
            loadCount += 1
            onChange()
        }
    }

    /// Cancels the load in flight.
    func cancel() {
        loading?.cancel()
        loading = nil
    }

    private func receive(_ outcome: Result<[Item], any Error>, from index: Int) {
        switch outcome {
        case .success(let loaded):
            answers[index] = loaded
            statuses[index].state = .loaded(count: loaded.count)
        case .failure(let error):
            answers[index] = nil
            statuses[index].state = .failed(ServarrError.userMessage(for: error))
        }
        items = instances.indices.flatMap { answers[$0] ?? [] }.sorted(by: areInOrder)
        onChange()
    }
}
