/// An intent a guard parked, with where it was made: the selected tab and the modals presented
/// then. It resumes there (``NavigationCoordinator/resumePending()``) or is dropped.
public struct ParkedIntent: Hashable, Sendable {
    /// What a dismissal of a modal the guard's redirect presented does to the parked intent.
    public enum Dismissal: Hashable, Sendable {
        /// Dismissing the redirect (the user closed the sign-in sheet) drops the intent.
        case dropsIntent
        /// The intent stays parked until resumed or cleared.
        case keepsIntent
    }

    /// Why a parked intent was dropped.
    public enum DropReason: Hashable, Sendable, CustomStringConvertible {
        /// A modal the guard's redirect presented was dismissed, and the guard asked for
        /// ``Dismissal/dropsIntent``.
        case redirectDismissed
        /// A modal the intent was made in was dismissed.
        case modalGone(ModalID)
        /// The tab the intent was made on no longer exists.
        case tabGone(TabID)

        public var description: String {
            switch self {
            case .redirectDismissed: "the screen the guard redirected to was dismissed"
            case .modalGone(let id): "the modal \(id) it was made in was dismissed"
            case .tabGone(let tab): "the tab '\(tab)' it was made on is gone"
            }
        }
    }

    /// The intent as it was sent.
    public let intent: NavigationIntent
    /// The guard that parked it.
    public let guardName: String
    /// The tab selected when it was made.
    public let tab: TabID
    /// The modals presented when it was made, bottom first.
    public let modals: [ModalID]
    /// The modals the guard's redirect presented.
    public internal(set) var redirectModals: [ModalID]
    /// What dismissing those does.
    public let dismissal: Dismissal

    /// Why the intent cannot resume in `state`, or nil when its tab and modals are all there.
    func missingContext(in state: NavigationState) -> DropReason? {
        guard state.tabs.contains(tab) else { return .tabGone(tab) }
        for (depth, id) in modals.enumerated() where depth >= state.modals.count || state.modals[depth].id != id {
            return .modalGone(id)
        }
        return nil
    }

    /// The intent made concrete for `state`: select its tab, dismiss modals presented since,
    /// and aim steps at the stack that was top-most when it was made.
    func resumption(in state: NavigationState) -> NavigationIntent {
        var steps: [NavigationStep] = []
        if state.selectedTab != tab { steps.append(.selectTab(tab)) }
        if state.modals.count > modals.count { steps.append(.dismiss(fromDepth: modals.count)) }
        let top: NavigationContext = modals.isEmpty ? .root : .modal(depth: modals.count - 1)
        func pinned(_ context: NavigationContext) -> NavigationContext { context == .top ? top : context }
        for step in intent.steps {
            switch step {
            case .push(let route, let context): steps.append(.push(route, in: pinned(context)))
            case .pop(let context): steps.append(.pop(pinned(context)))
            case .popToRoot(let context): steps.append(.popToRoot(pinned(context)))
            case .replaceTop(let route, let context): steps.append(.replaceTop(route, in: pinned(context)))
            case .replaceStack(let routes, let context): steps.append(.replaceStack(routes, in: pinned(context)))
            default: steps.append(step)
            }
        }
        return NavigationIntent(steps, reason: intent.reason)
    }
}

/// A parked intent that was dropped, and why.
public struct DroppedIntent: Hashable, Sendable {
    public let intent: ParkedIntent
    public let reason: ParkedIntent.DropReason
}
