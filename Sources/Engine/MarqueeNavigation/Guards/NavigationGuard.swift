/// Decides whether an intent may happen. Guards run in the order they were added; each sees
/// the state before, the state the intent would produce, and the intent itself.
///
/// Guards decide synchronously, so every operation of the coordinator stays synchronous. A
/// decision that needs the user or the network parks the intent and redirects to a screen that
/// asks; that screen later calls ``NavigationCoordinator/resumePending()``:
///
/// ```swift
/// coordinator.addGuard("sign-in", for: [WatchlistRoute.self]) { request in
///     session.isSignedIn ? .allow : .park(redirectingTo: .present(AccountRoute.signIn))
/// }
/// ```
public typealias NavigationGuard = @MainActor (GuardRequest) -> GuardDecision

/// What a guard sees.
public struct GuardRequest: Sendable {
    /// The state when the intent arrived.
    public let source: NavigationState
    /// The state the intent would produce.
    public let target: NavigationState
    /// The intent.
    public let intent: NavigationIntent
    /// What the intent would change: the entries it pushes, presents, pops and dismisses.
    public let diff: NavigationDiff

    /// Whether the intent adds (pushes, presents, shows) an entry whose route is an `R`.
    public func adds<R: Route>(_ type: R.Type) -> Bool {
        diff.addedEntries.contains { $0.route.base is R }
    }

    /// Whether the intent removes (pops, dismisses) an entry whose route is an `R`.
    public func removes<R: Route>(_ type: R.Type) -> Bool {
        diff.removals.contains { $0.entry.route.base is R }
    }

    /// Whether the intent adds or removes an entry whose route type is one of `types`.
    func touches(_ types: Set<ObjectIdentifier>) -> Bool {
        diff.addedEntries.contains { types.contains(ObjectIdentifier(type(of: $0.route.base))) }
            || diff.removals.contains { types.contains(ObjectIdentifier(type(of: $0.entry.route.base))) }
    }
}

/// A guard's answer.
public enum GuardDecision: Hashable, Sendable {
    /// Let the intent through (to the next guard, then apply).
    case allow
    /// Refuse; nothing changes.
    case deny(reason: String)
    /// Apply `intent` instead (its removals carry ``ChangeReason/guardRedirect``).
    case redirect(NavigationIntent)
    /// Keep the intent as pending, in the tab and modals where it was made (see
    /// ``NavigationCoordinator/resumePending()``), optionally applying another intent meanwhile
    /// (a sign-in sheet). `whenRedirectDismissed` says what dismissing a modal the redirect
    /// presented does to the parked intent: drop it (the user said no) or keep it.
    case park(redirectingTo: NavigationIntent?, whenRedirectDismissed: ParkedIntent.Dismissal = .dropsIntent)
}

/// How an intent sent through the guards ended.
public enum NavigationOutcome: Sendable {
    /// Applied; the change (nil when nothing changed).
    case applied(NavigationChange?)
    /// A guard refused.
    case denied(reason: String)
    /// A guard redirected; the redirect's change.
    case redirected(NavigationChange?)
    /// A guard parked the intent; the change of the redirect, if any.
    case parked(NavigationChange?)
    /// A parked intent could not resume: the tab or a modal it was made in is gone.
    case dropped(ParkedIntent.DropReason)
    /// The intent (or a redirect) is invalid for the current state.
    case failed(NavigationError)

    /// Whether the intent itself was applied.
    public var wasApplied: Bool { if case .applied = self { true } else { false } }
}

/// Identifies a guard added with ``NavigationCoordinator/addGuard(_:for:_:)``.
public struct GuardToken: Hashable, Sendable {
    let id: Int
}

/// A guard as the coordinator keeps it.
struct RegisteredGuard {
    let id: Int
    let name: String
    /// The route types whose entries the guard is asked about; empty: every intent.
    let routeTypes: Set<ObjectIdentifier>
    let evaluate: NavigationGuard
}

extension NavigationCoordinator {
    /// Adds a guard. It is asked about every intent (push, present, replace, pop, popTo,
    /// dismiss, back, select a tab, a transaction, open a deep link; not restore) that adds or
    /// removes an entry of one of `routeTypes`, or about every intent when `routeTypes` is
    /// empty. With no guard installed, operations apply at once, as fast as without guards.
    @discardableResult
    public func addGuard(_ name: String, for routeTypes: [any Route.Type] = [], _ evaluate: @escaping NavigationGuard) -> GuardToken {
        nextObserverID += 1
        guards.append(
            RegisteredGuard(id: nextObserverID, name: name, routeTypes: Set(routeTypes.map { ObjectIdentifier($0) }), evaluate: evaluate))
        return GuardToken(id: nextObserverID)
    }

    /// Removes a guard.
    public func removeGuard(_ token: GuardToken) {
        guards.removeAll { $0.id == token.id }
    }

    /// The intent a guard parked, if any.
    public var pendingIntent: NavigationIntent? { parked?.intent }

    /// The parked intent with the tab and modals it was made in.
    public var parkedIntent: ParkedIntent? { parked }

    /// Forgets the parked intent.
    public func clearPending() { parked = nil }

    /// Sends the parked intent through the guards again (e.g. after signing in), where it was
    /// made: its tab is selected again, modals presented since (the sign-in sheet) are
    /// dismissed, and steps aimed at the top-most stack go to the stack that was top-most then.
    /// When that tab or one of those modals is gone, the intent is dropped and the outcome is
    /// ``NavigationOutcome/dropped(_:)``. Returns `nil` when nothing was parked.
    @discardableResult
    public func resumePending() -> NavigationOutcome? {
        guard let intent = parked else { return nil }
        parked = nil
        if let reason = intent.missingContext(in: state) {
            lastDrop = DroppedIntent(intent: intent, reason: reason)
            return .dropped(reason)
        }
        return navigate(intent.resumption(in: state))
    }

    /// Sends an intent through the guards and applies it if they all allow it.
    ///
    /// The intent is validated first (an invalid one fails without asking guards).
    @discardableResult
    public func navigate(_ intent: NavigationIntent) -> NavigationOutcome {
        var transaction = makeTransaction(recordsSteps: recorder != nil)
        do {
            for step in intent.steps { try transaction.apply(step) }
        } catch {
            return .failed(error)
        }
        if let (name, decision) = verdict(on: transaction.state, intent: intent) {
            return intercept(name, decision, intent: intent)
        }
        return .applied(publish(before: state, after: transaction.state, reason: intent.reason, steps: transaction.recordedSteps))
    }

    // MARK: The guarded path

    /// Runs `body` on a working copy, asks the guards about the result, and commits it when they
    /// all allow it. When a guard does not, nothing `body` did applies (the guard's redirect
    /// may), the interception is kept in ``lastInterception`` and thrown as
    /// ``NavigationError/intercepted(guardName:decision:)`` when `Failure` can hold it.
    func guarded<Result, Failure: Error>(
        reason: ChangeReason, _ body: (inout NavigationTransaction) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var transaction = makeTransaction(recordsSteps: true)
        let result = try body(&transaction)
        let intent = NavigationIntent(transaction.recordedSteps ?? [], reason: reason)
        guard let (name, decision) = verdict(on: transaction.state, intent: intent) else {
            commit(transaction.state, reason: reason, steps: transaction.recordedSteps)
            return result
        }
        let outcome = intercept(name, decision, intent: intent)
        let error: NavigationError =
            if case .failed(let failure) = outcome { failure } else { .intercepted(guardName: name, decision: decision) }
        lastInterception = error
        if let error = error as? Failure { throw error }
        return result
    }

    /// The first guard that does not allow the change to `target`, with its decision; nil when
    /// every guard asked allows it (or the intent changes nothing).
    private func verdict(on target: NavigationState, intent: NavigationIntent) -> (String, GuardDecision)? {
        guard !guards.isEmpty else { return nil }
        let diff = NavigationDiff(before: state, after: target, reason: intent.reason)
        guard !diff.isEmpty else { return nil }
        let request = GuardRequest(source: state, target: target, intent: intent, diff: diff)
        for entry in guards where entry.routeTypes.isEmpty || request.touches(entry.routeTypes) {
            let decision = entry.evaluate(request)
            if decision != .allow { return (entry.name, decision) }
        }
        return nil
    }

    /// Carries out a guard's decision about `intent`, made in the current state.
    private func intercept(_ name: String, _ decision: GuardDecision, intent: NavigationIntent) -> NavigationOutcome {
        switch decision {
        case .allow:
            return .applied(nil)
        case .deny(let reason):
            return .denied(reason: reason)
        case .redirect(let redirect):
            return outcome(of: redirect, reason: .guardRedirect, NavigationOutcome.redirected)
        case .park(let redirect, let dismissal):
            var parking = ParkedIntent(
                intent: intent, guardName: name, tab: state.selectedTab, modals: state.modals.map(\.id), redirectModals: [],
                dismissal: dismissal)
            parked = nil
            guard let redirect else {
                parked = parking
                return .parked(nil)
            }
            let outcome = outcome(of: redirect, reason: .guardRedirect, NavigationOutcome.parked)
            switch outcome {
            case .failed: return outcome
            case .parked(let change): parking.redirectModals = change.map { $0.diff.presented.map(\.id) } ?? []
            default: break
            }
            parked = parking
            return outcome
        }
    }

    /// Applies an intent's steps as one transaction, without guards.
    private func outcome(
        of intent: NavigationIntent, reason: ChangeReason, _ success: (NavigationChange?) -> NavigationOutcome
    ) -> NavigationOutcome {
        var transaction = makeTransaction(recordsSteps: recorder != nil)
        do {
            for step in intent.steps { try transaction.apply(step) }
        } catch {
            return .failed(error)
        }
        return success(publish(before: state, after: transaction.state, reason: reason, steps: transaction.recordedSteps))
    }

    /// Drops the parked intent when a change dismissed a modal of its context, or (when its
    /// guard asked for it) a modal its redirect presented.
    func checkParkedIntent(dismissed: Slice<PersistentStack<Modal>>) {
        guard let intent = parked else { return }
        for modal in dismissed {
            let reason: ParkedIntent.DropReason? =
                if intent.modals.contains(modal.id) {
                    .modalGone(modal.id)
                } else if intent.dismissal == .dropsIntent && intent.redirectModals.contains(modal.id) {
                    .redirectDismissed
                } else {
                    nil
                }
            if let reason {
                parked = nil
                lastDrop = DroppedIntent(intent: intent, reason: reason)
                return
            }
        }
    }
}
