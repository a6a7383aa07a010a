/// Why a navigation step (and so its whole transaction) was refused.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Pop on a stack that has nothing to pop.
    case emptyStack(NavigationContext)
    /// No entry with this id is in the state.
    case unknownEntry(EntryID)
    /// A modal depth outside `0..<modalCount`.
    case modalDepthOutOfRange(depth: Int, modalCount: Int)
    /// Dismissing the top modal while none is presented.
    case noModalPresented
    /// Presenting over an alert: alerts are always top-most.
    case presentingOverAlert
    /// Pushing inside an alert: alerts have no push path.
    case pushingIntoAlert
    /// A tab that the state does not have.
    case unknownTab(TabID)
    /// A deep link that does not resolve.
    case deepLink(DeepLinkError)
    /// Opening a deep link on a coordinator that has no deep-link router.
    case deepLinksUnavailable
    /// A replacement state that breaks the state's invariants.
    case invalidState([InvariantViolation])
    /// A guard did not let the intent through: it denied, redirected or parked it.
    case intercepted(guardName: String, decision: GuardDecision)
    /// A route presented in another style than its declaration gives (debug builds only).
    case styleConflict(AnyRoute, declared: ModalStyle, requested: ModalStyle)

    public var description: String {
        switch self {
        case .emptyStack(let context): "nothing to pop in the \(context) stack"
        case .unknownEntry(let id): "no entry \(id) in the navigation state"
        case .modalDepthOutOfRange(let depth, let count): "modal depth \(depth) is out of range (\(count) presented)"
        case .noModalPresented: "no modal is presented"
        case .presentingOverAlert: "cannot present over an alert"
        case .pushingIntoAlert: "cannot push inside an alert"
        case .unknownTab(let tab): "no tab '\(tab)'"
        case .deepLink(let error): error.description
        case .deepLinksUnavailable: "no deep-link router is installed"
        case .invalidState(let violations): "invalid state: \(violations.map(\.description).joined(separator: "; "))"
        case .intercepted(let name, let decision): "the guard '\(name)' did not let it through (\(decision))"
        case .styleConflict(let route, let declared, let requested):
            "\(route) is declared as \(declared) but was presented as \(requested)"
        }
    }
}
