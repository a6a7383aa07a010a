/// The root coordinator: the only writer of the app's ``NavigationState``.
///
/// Every operation applies to a working copy, is validated, and commits as one
/// ``NavigationChange`` delivered to synchronous observers (the renderer) and async streams.
/// Operations either apply whole or throw a ``NavigationError`` and change nothing.
///
/// Feature code does not use the coordinator directly; it uses a typed ``FeatureRouter``.
@MainActor
public final class NavigationCoordinator {
    /// The current state. Reading it is O(1) at any depth.
    public private(set) var state: NavigationState
    /// Resolves deep links for ``open(_:)``.
    public var deepLinks: DeepLinkRouter?
    /// When true, every commit checks ``NavigationInvariants`` and traps on a violation.
    /// On by default in debug builds.
    public var checksInvariants: Bool

    var observers: [Int: @MainActor (NavigationChange) -> Void] = [:]
    var streams: [Int: AsyncStream<NavigationChange>.Continuation] = [:]
    var nextObserverID = 0
    var results = ModalResults()
    var guards: [(id: Int, name: String, evaluate: NavigationGuard)] = []
    var intentGeneration = 0
    var pending: NavigationIntent?
    var recorder: NavigationJournal?

    /// Creates a coordinator with an initial state.
    public init(state: NavigationState = NavigationState(), deepLinks: DeepLinkRouter? = nil) {
        self.state = state
        self.deepLinks = deepLinks
        #if DEBUG
        checksInvariants = true
        #else
        checksInvariants = false
        #endif
    }

    /// Creates a coordinator whose state has these tabs, the first selected.
    public convenience init(tabs: [TabID], deepLinks: DeepLinkRouter? = nil) {
        self.init(state: NavigationState(tabs: tabs), deepLinks: deepLinks)
    }

    // MARK: Transactions

    /// Applies the steps of `body` atomically and emits one change.
    ///
    /// ```swift
    /// try coordinator.transaction { tx in
    ///     try tx.dismissAll()
    ///     try tx.push(RadarrRoute.movie(id: 42))
    /// }
    /// ```
    /// If `body` throws, the state is left exactly as it was and nothing is emitted.
    @discardableResult
    public func transaction<Result, Failure: Error>(
        reason: ChangeReason = .programmatic,
        _ body: (inout NavigationTransaction) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var transaction = NavigationTransaction(state: state, deepLinks: deepLinks, recordsSteps: recorder != nil)
        let result = try body(&transaction)
        commit(transaction, reason: reason)
        return result
    }

    @discardableResult
    func commit(_ transaction: NavigationTransaction, reason: ChangeReason) -> NavigationChange? {
        let before = state
        state = transaction.state
        let diff = NavigationDiff(before: before, after: state, reason: reason, scanAllTabs: transaction.touchedTabs)
        if let steps = transaction.recordedSteps, !steps.isEmpty {
            recorder?.record(steps: steps, reason: reason)
        }
        guard !diff.isEmpty else { return nil }
        if checksInvariants {
            let violations = NavigationInvariants.violations(in: state)
            precondition(violations.isEmpty, "navigation invariants broken: \(violations)")
        }
        let change = NavigationChange(before: before, after: state, diff: diff)
        recorder?.record(change: change)
        if !diff.dismissed.isEmpty { results.resolve(dismissed: diff.dismissed) }
        for observer in observers.values { observer(change) }
        for stream in streams.values { stream.yield(change) }
        return change
    }

    // MARK: Observing

    /// Calls `observer` synchronously after every change, on the main actor (for renderers).
    /// Returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func observe(_ observer: @escaping @MainActor (NavigationChange) -> Void) -> ObserverToken {
        nextObserverID += 1
        observers[nextObserverID] = observer
        return ObserverToken(id: nextObserverID)
    }

    /// Stops calling an observer.
    public func removeObserver(_ token: ObserverToken) {
        observers[token.id] = nil
    }

    /// A stream of every change from now on. Ends when the consumer stops iterating.
    public func changes() -> AsyncStream<NavigationChange> {
        nextObserverID += 1
        let id = nextObserverID
        let (stream, continuation) = AsyncStream<NavigationChange>.makeStream(bufferingPolicy: .unbounded)
        streams[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams[id] = nil }
        }
        return stream
    }

    isolated deinit {
        for stream in streams.values { stream.finish() }
        results.resolveAll()
    }
}

/// Identifies a synchronous observer registered with ``NavigationCoordinator/observe(_:)``.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}
