import MarqueeHost
import MarqueeNavigation
import ServarrCore

/// The state of the search across every instance: the term searched, each instance's status,
/// and the merged results.
///
/// Each search asks every instance in parallel; an instance's results show as soon as it
/// answers, in configuration order whatever the arrival order. A new term cancels the search
/// in flight, whose answers are then dropped: results always belong to ``searchedTerm``.
/// Typing waits for a pause (``debounce``) before searching; Enter searches at once.
@MainActor
public final class SearchViewModel {
    /// The term of the results and statuses shown; nil before the first search.
    public private(set) var searchedTerm: String?
    /// One status per instance, in configuration order.
    public private(set) var statuses: [InstanceStatus]
    /// The results of every instance that answered, in configuration order.
    public private(set) var results: [ExploreResult] = []
    /// Called after every change (the screen redraws).
    var onChange: @MainActor () -> Void = {}
    /// Called when a search starts, with its term ("" when the term was cleared).
    var onSearchStart: @MainActor (String) -> Void = { _ in }

    /// How long typing must pause before a search starts.
    public let debounce: Duration
    private let instances: [ServarrInstance]
    private let handOffs: HandOffRouter
    private let tasks: TaskTracker
    private var answers: [Int: [ExploreResult]] = [:]
    private var searching: Task<Void, Never>?
    /// The term of the search scheduled or in flight (or done last).
    private var pendingTerm: String?

    init(instances: [ServarrInstance], handOffs: HandOffRouter, tasks: TaskTracker, debounce: Duration) {
        self.instances = instances
        self.handOffs = handOffs
        self.tasks = tasks
        self.debounce = debounce
        statuses = instances.map { InstanceStatus(label: $0.label) }
    }

    /// Whether any instance is configured at all.
    public var hasInstances: Bool { !instances.isEmpty }

    /// Whether some instance has not answered the current search yet.
    public var isSearching: Bool { statuses.contains(where: \.isLoading) }

    /// The term was edited: searches for it once typing pauses for ``debounce``.
    public func termDidChange(_ term: String) {
        start(Self.normalized(term), after: debounce)
    }

    /// Searches for `term` now (Enter, a deep link), cancelling any search in flight.
    public func search(for term: String) {
        start(Self.normalized(term), after: nil)
    }

    /// Cancels the search in flight (the screen is going away).
    public func cancel() {
        searching?.cancel()
        searching = nil
        pendingTerm = nil
    }

    private static func normalized(_ term: String) -> String {
        term.trimmingCharacters(in: .whitespaces)
    }

    private func start(_ term: String, after delay: Duration?) {
        if term == pendingTerm, delay != nil { return }
        searching?.cancel()
        pendingTerm = term
        guard !term.isEmpty else {
            searching = nil
            searchedTerm = nil
            answers = [:]
            results = []
            statuses = instances.map { InstanceStatus(label: $0.label) }
            onChange()
            onSearchStart("")
            return
        }
        searching = tasks.track { [weak self] in
            if let delay {
                do { try await Task.sleep(for: delay) } catch { return }
            }
            await self?.run(term)
        }
    }

    /// Asks every instance again for the searched term (back on the results after a title was
    /// added on its tab: it then reads "in library"). The results stay shown until each
    /// instance answers, so the highlight stays on its item.
    public func refresh() {
        guard let term = searchedTerm, !term.isEmpty else { return }
        searching?.cancel()
        pendingTerm = term
        searching = tasks.track { [weak self] in await self?.run(term, keepingResults: true) }
    }

    private func run(_ term: String, keepingResults: Bool = false) async {
        searchedTerm = term
        if !keepingResults {
            answers = [:]
            results = []
            statuses = instances.map { InstanceStatus(label: $0.label, state: .loading) }
            onChange()
            onSearchStart(term)
        }
        await InstanceFanOut.run(
            instances,
            request: { instance, index in
                try await instance.lookup(term: term, index: index)
            },
            deliver: { [weak self] index, outcome in
                self?.receive(outcome, from: index)
            })
    }

    private func receive(_ outcome: Result<[ExploreResult], any Error>, from index: Int) {
        switch outcome {
        case .success(let found):
            answers[index] = found
            statuses[index].state = .loaded(count: found.count)
        case .failure(let error):
            answers[index] = nil
            statuses[index].state = .failed(ServarrError.userMessage(for: error))
        }
        results = instances.indices.flatMap { answers[$0] ?? [] }
        onChange()
    }

    // MARK: Hand-off

    /// What Enter does with `result`, or nil when the owning module cannot take it (absent,
    /// disabled, or showing another instance): then the action is hidden.
    public func handOff(for result: ExploreResult) -> HandOff? {
        handOffs.canPerform(result.handOff, fromInstance: result.instanceIndex) ? result.handOff : nil
    }

    /// Hands `result` over to its module; returns whether it could.
    @discardableResult
    public func open(_ result: ExploreResult) throws(NavigationError) -> Bool {
        try handOffs.perform(result.handOff, fromInstance: result.instanceIndex)
    }
}
