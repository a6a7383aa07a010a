/// The root coordinator: the only writer of the app's ``NavigationState``.
///
/// Every operation applies to a working copy, is validated, and commits as one
/// ``NavigationChange`` delivered to synchronous observers (the renderer) and async streams.
/// Operations either apply whole or throw a ``NavigationError`` and change nothing.
///
/// Feature code does not use the coordinator directly; it uses a typed ``FeatureRouter``.
@MainActor
public final class NavigationCoordinator {
    // Every stored property below is only touched on the main actor, and never through
    // overlapping accesses, so the dynamic exclusivity checks (a large share of a push's cost)
    // are turned off for them.

    /// The current state. Reading it is O(1) at any depth.
    @exclusivity(unchecked) public private(set) var state: NavigationState
    /// Resolves deep links for ``open(_:)``.
    @exclusivity(unchecked) public var deepLinks: DeepLinkRouter?
    /// When true, every commit checks ``NavigationInvariants`` and traps on a violation.
    /// On by default in debug builds.
    @exclusivity(unchecked) public var checksInvariants: Bool

    @exclusivity(unchecked) var observers: [Int: @MainActor (NavigationChange) -> Void] = [:]
    @exclusivity(unchecked) var streams: [Int: AsyncStream<NavigationChange>.Continuation] = [:]
    @exclusivity(unchecked) var nextObserverID = 0
    @exclusivity(unchecked) var results = ModalResults()
    @exclusivity(unchecked) var guards: [RegisteredGuard] = []
    @exclusivity(unchecked) var parked: ParkedIntent? {
        didSet { hasParkedIntent = parked != nil }
    }
    /// Whether ``parked`` holds an intent. Kept apart because every operation asks
    /// (``isWatched``), and testing the optional copies the whole intent.
    @exclusivity(unchecked) private var hasParkedIntent = false
    /// The parked intent dropped last, and why (see ``ParkedIntent/DropReason``).
    @exclusivity(unchecked) public internal(set) var lastDrop: DroppedIntent?
    /// Why the last operation a guard intercepted did not apply: ``NavigationError/intercepted(guardName:decision:)``,
    /// or the error of an invalid redirect. Operations that cannot throw (``dismissAll()``) report it only here.
    @exclusivity(unchecked) public internal(set) var lastInterception: NavigationError?
    /// The route declarations: a route presented without a style takes the style its
    /// declaration places it with (``RoutePlacement/present(_:over:placed:)``).
    @exclusivity(unchecked) public var routeDeclarations: RoutePlacements?
    @exclusivity(unchecked) var recorder: NavigationJournal?
    /// The observable picture of the state, updated after every change (see ``NavigationModel``).
    @exclusivity(unchecked) weak var model: NavigationModel?

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
    /// If `body` throws, the state is left exactly as it was and nothing is emitted. The guards
    /// are asked about the whole transaction at once; when one intercepts it, nothing of it
    /// applies and the transaction throws ``NavigationError/intercepted(guardName:decision:)``
    /// (a body that cannot throw it gets its result back; see ``lastInterception``).
    @discardableResult
    public func transaction<Result, Failure: Error>(
        reason: ChangeReason = .programmatic,
        _ body: (inout NavigationTransaction) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if !guards.isEmpty { return try guarded(reason: reason, body) }
        var transaction = makeTransaction(recordsSteps: recorder != nil)
        let result = try body(&transaction)
        commit(transaction.state, reason: reason, steps: transaction.recordedSteps)
        return result
    }

    /// A transaction over the current state.
    func makeTransaction(recordsSteps: Bool) -> NavigationTransaction {
        NavigationTransaction(state: state, deepLinks: deepLinks, declarations: routeDeclarations, recordsSteps: recordsSteps)
    }

    /// Whether anything can see a change: an observer, a stream, a journal, a modal result, a
    /// parked intent, or the invariant checks.
    var isWatched: Bool {
        checksInvariants || recorder != nil || !observers.isEmpty || !streams.isEmpty || !results.isEmpty || hasParkedIntent
    }

    /// Runs one step that validates before it mutates (so it never leaves a partial change).
    ///
    /// When nothing watches, the step changes the state in place, so stacks the state owns alone
    /// are reused without allocating; otherwise it runs on a copy and the change is published.
    func perform<Result, Failure: Error>(
        _ reason: ChangeReason = .programmatic,
        step: @autoclosure () -> NavigationStep,
        _ body: (inout NavigationState) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if !guards.isEmpty {
            return try guarded(reason: reason) { transaction throws(Failure) in
                transaction.recordedSteps = [step()]
                return try body(&transaction.state)
            }
        }
        guard isWatched else {
            let result = try body(&state)
            model?.update(reason: reason)
            return result
        }
        var working = state
        let result = try body(&working)
        publish(before: state, after: working, reason: reason, steps: recorder == nil ? nil : [step()])
        return result
    }

    /// Makes `newState` current and publishes the change when anything watches.
    func commit(_ newState: NavigationState, reason: ChangeReason, steps: @autoclosure () -> [NavigationStep]?) {
        guard isWatched else {
            state = newState
            model?.update(reason: reason)
            return
        }
        publish(before: state, after: newState, reason: reason, steps: steps())
    }

    /// Makes `after` current, records it, and tells observers, streams and waiting results.
    /// Returns the change, or nil when nothing changed.
    @discardableResult
    func publish(before: NavigationState, after: NavigationState, reason: ChangeReason, steps: [NavigationStep]?) -> NavigationChange? {
        state = after
        model?.update(reason: reason)
        if let recorder, let steps, !steps.isEmpty {
            recorder.record(steps: steps, reason: reason)
        }
        let diff = NavigationDiff(before: before, after: after, reason: reason)
        guard !diff.isEmpty else { return nil }
        if checksInvariants {
            let violations = NavigationInvariants.violations(in: after)
            precondition(violations.isEmpty, "navigation invariants broken: \(violations)")
        }
        let change = NavigationChange(diff: diff)
        recorder?.record(change: change)
        if !results.isEmpty, !diff.dismissed.isEmpty { results.resolve(dismissed: diff.dismissed) }
        if parked != nil, !diff.dismissed.isEmpty { checkParkedIntent(dismissed: diff.dismissed) }
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
