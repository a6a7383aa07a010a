import MarqueeNavigation

/// Saves the navigation state periodically while it changes, and once more on exit.
///
/// ```swift
/// let autosave = StateAutosave(store: store, coordinator: coordinator)
/// autosave.start()
/// defer { autosave.stop() }   // saves a last time
/// ```
@MainActor
public final class StateAutosave {
    /// Where states go.
    public let store: StateStore
    /// The coordinator whose state is saved.
    public let coordinator: NavigationCoordinator
    /// How often a changed state is saved.
    public let interval: Duration
    /// The last save error, if any (shown in the log, never on the terminal).
    public private(set) var lastError: StateStoreError?
    /// How many saves have been written.
    public private(set) var saves = 0
    private var isDirty = false
    private var token: ObserverToken?
    private var loop: Task<Void, Never>?

    /// Creates an autosave; nothing happens until ``start()``.
    public init(store: StateStore, coordinator: NavigationCoordinator, interval: Duration = .seconds(30)) {
        self.store = store
        self.coordinator = coordinator
        self.interval = interval
    }

    /// Starts observing changes and saving every ``interval`` when something changed.
    public func start() {
        guard token == nil else { return }
        token = coordinator.observe { [weak self] _ in self?.isDirty = true }
        let interval = interval
        loop = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard !Task.isCancelled, let self else { return }
                if self.isDirty { self.saveNow() }
            }
        }
    }

    /// Saves the current state now.
    public func saveNow() {
        do {
            try store.save(coordinator.state)
            isDirty = false
            saves += 1
            lastError = nil
        } catch {
            lastError = error
        }
    }

    /// Stops the periodic saves and saves once more.
    public func stop() {
        loop?.cancel()
        loop = nil
        if let token { coordinator.removeObserver(token) }
        token = nil
        saveNow()
    }
}
