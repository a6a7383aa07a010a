/// The pending results of presented modals: at most one waiter and one value per modal.
///
/// Every waiter is resumed exactly once: with the value set for its modal when the modal is
/// dismissed, with `nil` when it is dismissed without one (including when a modal below it is
/// dismissed), when the waiting task is cancelled, or when the coordinator goes away.
@MainActor
struct ModalResults {
    /// Each waiter, with the tracked work it belongs to (marked as awaiting an answer until
    /// the waiter is resumed).
    private var waiters: [ModalID: (continuation: CheckedContinuation<(any Sendable)?, Never>, work: TaskTracker.Work?)] = [:]
    private var values: [ModalID: any Sendable] = [:]

    var waitingCount: Int { waiters.count }

    /// Whether no modal has a waiter or a value.
    var isEmpty: Bool { waiters.isEmpty && values.isEmpty }

    mutating func wait(for modal: ModalID, continuation: CheckedContinuation<(any Sendable)?, Never>, work: TaskTracker.Work?) {
        precondition(waiters[modal] == nil, "a modal has at most one waiter")
        waiters[modal] = (continuation, work)
        work?.beginAwaitingAnswer()
    }

    mutating func setValue(_ value: any Sendable, for modal: ModalID) {
        values[modal] = value
    }

    /// Resumes the waiters of dismissed modals, top-most first.
    mutating func resolve(dismissed modals: Slice<PersistentStack<Modal>>) {
        for modal in modals.reversed() { resolve(modal.id) }
    }

    /// Resumes the waiter of `modal` with its value (or nil) and forgets both.
    mutating func resolve(_ modal: ModalID) {
        let value = values.removeValue(forKey: modal)
        guard let waiter = waiters.removeValue(forKey: modal) else { return }
        // Busy again from now: a flow test settling waits for what the task does with the answer.
        waiter.work?.endAwaitingAnswer()
        waiter.continuation.resume(returning: value)
    }

    /// Resumes every waiter with nil.
    mutating func resolveAll() {
        for id in Array(waiters.keys) {
            values[id] = nil
            resolve(id)
        }
    }
}

extension NavigationCoordinator {
    /// Presents `route` and waits until the modal is dismissed, returning the value it finished
    /// with (see ``finish(_:with:)``), or `nil` when it was dismissed without one, dismissed
    /// together with a modal below it, or the waiting task was cancelled.
    ///
    /// ```swift
    /// let profile = try await coordinator.present(RadarrModal.pickQualityProfile, returning: Int.self)
    /// ```
    public func present<Value: Sendable>(
        _ route: some Route, style: ModalStyle? = nil, options: ModalOptions = .init(), returning: Value.Type
    ) async throws(NavigationError) -> Value? {
        let presentation = try present(route, style: style, options: options)
        return await result(of: presentation.modalID, as: Value.self)
    }

    /// Waits for the result of the modal `id` (which must be presented and not yet awaited).
    public func result<Value: Sendable>(of id: ModalID, as type: Value.Type) async -> Value? {
        guard depth(of: id) != nil else { return nil }
        // The task waits for the user now: a flow test's settle() does not wait for it.
        let work = TaskTracker.current
        let value: (any Sendable)? = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                results.wait(for: id, continuation: continuation, work: work)
                if Task.isCancelled { results.resolve(id) }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.results.resolve(id) }
        }
        return value as? Value
    }

    /// Sets the result of the modal `id` without dismissing it; delivered on dismissal.
    public func setResult(_ value: some Sendable, for id: ModalID) {
        results.setValue(value, for: id)
    }

    /// Finishes the modal `id` with `value`: sets its result and dismisses it (and any modal
    /// above it, whose waiters get `nil`).
    public func finish(_ id: ModalID, with value: some Sendable) throws(NavigationError) {
        guard let depth = depth(of: id) else { throw .noModalPresented }
        results.setValue(value, for: id)
        try dismiss(fromDepth: depth)
    }

    /// The number of callers waiting for a modal's result (for leak checks in tests).
    public var waitingResultCount: Int { results.waitingCount }
}
