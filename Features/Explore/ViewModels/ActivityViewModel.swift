import MarqueeHost
import MarqueeNavigation

/// The merged download queues of every instance, soonest to finish first.
@MainActor
public final class ActivityViewModel {
    /// The downloads, loaded from every instance.
    public let list: MergedList<DownloadItem>
    private let handOffs: HandOffRouter

    init(instances: [ServarrInstance], handOffs: HandOffRouter, tasks: TaskTracker) {
        self.handOffs = handOffs
        list = MergedList(instances: instances, tasks: tasks, areInOrder: DownloadItem.precedes)
    }

    /// Loads every instance's queue.
    public func reload() {
        list.reload { instance, index in try await instance.downloads(index: index) }
    }

    /// What Enter does with `item`, or nil when it has no movie or series, or its module
    /// cannot take it.
    public func handOff(for item: DownloadItem) -> HandOff? {
        guard let handOff = item.handOff, handOffs.canPerform(handOff, fromInstance: item.instanceIndex) else { return nil }
        return handOff
    }

    /// Shows `item`'s movie or series in its module; returns whether it could.
    @discardableResult
    public func open(_ item: DownloadItem) throws(NavigationError) -> Bool {
        guard let handOff = item.handOff else { return false }
        return try handOffs.perform(handOff, fromInstance: item.instanceIndex)
    }

    func cancel() { list.cancel() }
}
