/// Decides whether an intent may happen. Guards run in the order they were added; each sees
/// the state before, the state the intent would produce, and the intent itself.
///
/// ```swift
/// coordinator.addGuard("login") { request in
///     session.isSignedIn || !request.target.requiresAccount
///         ? .allow
///         : .park(redirectingTo: .present(SettingsRoute.signIn))
/// }
/// ```
public typealias NavigationGuard = @MainActor (GuardRequest) async -> GuardDecision

/// What a guard sees.
public struct GuardRequest: Sendable {
    /// The state when the intent arrived.
    public let source: NavigationState
    /// The state the intent would produce.
    public let target: NavigationState
    /// The intent.
    public let intent: NavigationIntent
}

/// A guard's answer.
public enum GuardDecision: Hashable, Sendable {
    /// Let the intent through (to the next guard, then apply).
    case allow
    /// Refuse; nothing changes.
    case deny(reason: String)
    /// Apply `intent` instead (its removals carry ``ChangeReason/guardRedirect``).
    case redirect(NavigationIntent)
    /// Keep the intent as pending (see ``NavigationCoordinator/resumePending()``), optionally
    /// applying another intent meanwhile (a sign-in screen).
    case park(redirectingTo: NavigationIntent?)
}

/// How ``NavigationCoordinator/navigate(_:)`` ended.
public enum NavigationOutcome: Sendable {
    /// Applied; the change (nil when nothing changed).
    case applied(NavigationChange?)
    /// A guard refused.
    case denied(reason: String)
    /// A guard redirected; the redirect's change.
    case redirected(NavigationChange?)
    /// A guard parked the intent; the change of the redirect, if any.
    case parked(NavigationChange?)
    /// A newer intent arrived while a guard was running; this one never applies.
    case superseded
    /// The intent (or a redirect) is invalid for the current state.
    case failed(NavigationError)

    /// Whether the intent itself was applied.
    public var wasApplied: Bool { if case .applied = self { true } else { false } }
}

/// Identifies a guard added with ``NavigationCoordinator/addGuard(_:_:)``.
public struct GuardToken: Hashable, Sendable {
    let id: Int
}

extension NavigationCoordinator {
    /// Adds a guard; it runs for every intent sent through ``navigate(_:)``.
    @discardableResult
    public func addGuard(_ name: String, _ evaluate: @escaping NavigationGuard) -> GuardToken {
        nextObserverID += 1
        guards.append((nextObserverID, name, evaluate))
        return GuardToken(id: nextObserverID)
    }

    /// Removes a guard.
    public func removeGuard(_ token: GuardToken) {
        guards.removeAll { $0.id == token.id }
    }

    /// The intent a guard parked, if any.
    public var pendingIntent: NavigationIntent? { pending }

    /// Forgets the parked intent.
    public func clearPending() { pending = nil }

    /// Sends the parked intent through the guards again (e.g. after signing in).
    /// Returns `nil` when nothing was parked.
    @discardableResult
    public func resumePending() async -> NavigationOutcome? {
        guard let intent = pending else { return nil }
        pending = nil
        return await navigate(intent)
    }

    /// Sends an intent through the guards and applies it if they all allow it.
    ///
    /// The intent is validated first (an invalid one fails without asking guards). A newer
    /// intent arriving while a guard runs supersedes this one: it returns
    /// ``NavigationOutcome/superseded`` and never applies. Steps are applied to the state as it
    /// is when the guards finish.
    @discardableResult
    public func navigate(_ intent: NavigationIntent) async -> NavigationOutcome {
        intentGeneration += 1
        let generation = intentGeneration
        let source = state
        var preview = NavigationTransaction(state: source, deepLinks: deepLinks, recordsSteps: false)
        do {
            for step in intent.steps { try preview.apply(step) }
        } catch {
            return .failed(error)
        }
        let request = GuardRequest(source: source, target: preview.state, intent: intent)
        for entry in guards {
            let decision = await entry.evaluate(request)
            guard generation == intentGeneration else { return .superseded }
            switch decision {
            case .allow:
                continue
            case .deny(let reason):
                return .denied(reason: reason)
            case .redirect(let redirect):
                return outcome(of: redirect, reason: .guardRedirect, NavigationOutcome.redirected)
            case .park(let redirect):
                pending = intent
                guard let redirect else { return .parked(nil) }
                return outcome(of: redirect, reason: .guardRedirect, NavigationOutcome.parked)
            }
        }
        guard generation == intentGeneration else { return .superseded }
        return outcome(of: intent, reason: intent.reason, NavigationOutcome.applied)
    }

    /// Applies an intent's steps as one transaction, without guards.
    private func outcome(
        of intent: NavigationIntent, reason: ChangeReason, _ success: (NavigationChange?) -> NavigationOutcome
    ) -> NavigationOutcome {
        var transaction = NavigationTransaction(state: state, deepLinks: deepLinks, recordsSteps: recorder != nil)
        do {
            for step in intent.steps { try transaction.apply(step) }
        } catch {
            return .failed(error)
        }
        return success(publish(before: state, after: transaction.state, reason: reason, steps: transaction.recordedSteps))
    }
}
