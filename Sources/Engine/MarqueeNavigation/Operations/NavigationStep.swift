/// One primitive change to a ``NavigationState``.
///
/// Every operation of the coordinator is a step; a transaction is a list of steps applied
/// atomically. Steps are Codable so a ``NavigationJournal`` can record and replay them.
public enum NavigationStep: Hashable, Codable, Sendable {
    /// Pushes a route onto a stack.
    case push(AnyRoute, in: NavigationContext)
    /// Pops the top entry of a stack.
    case pop(NavigationContext)
    /// Pops a stack down to its first entry (a modal's path down to its root).
    case popToRoot(NavigationContext)
    /// Pops to an entry wherever it is, dismissing the modals above it.
    case popTo(EntryID)
    /// Replaces the top entry of a stack (a modal's root when its path is empty).
    case replaceTop(AnyRoute, in: NavigationContext)
    /// Replaces a whole stack (a modal's whole path).
    case replaceStack([AnyRoute], in: NavigationContext)
    /// Presents a modal over everything; without a style, in the route's declared style.
    case present(AnyRoute, style: ModalStyle?, options: ModalOptions)
    /// Dismisses the top modal.
    case dismissTop
    /// Dismisses the modal at `depth` and every modal above it.
    case dismiss(fromDepth: Int)
    /// Dismisses every modal; nothing happens when none is presented.
    case dismissAll
    /// Selects a tab; each tab keeps its stack.
    case selectTab(TabID)
    /// Goes back one level (see ``NavigationCoordinator/back()``).
    case back
    /// Shows a whole destination: selects its tab, replaces the root stack and the modals.
    case show(NavigationDestination)
    /// Resolves a deep link and shows its destination.
    case open(url: String)
    /// Replaces the whole state (restoring a snapshot).
    case replaceState(NavigationState)
}

/// What ``NavigationCoordinator/back()`` did.
public enum BackOutcome: Hashable, Sendable {
    /// Popped this entry from the top-most stack.
    case popped(Entry)
    /// Dismissed this modal.
    case dismissed(Modal)
    /// The top modal has dismissal disabled: nothing changed.
    case blocked(ModalID)
    /// Already at the root of the root stack: nothing was popped.
    case atRoot
    /// A guard did not let it happen (``NavigationError/intercepted(guardName:decision:)``), or
    /// its redirect failed.
    case intercepted(NavigationError)

    /// Whether something was popped or dismissed.
    public var didNavigate: Bool {
        switch self {
        case .popped, .dismissed: true
        case .blocked, .atRoot, .intercepted: false
        }
    }
}

/// The ids a presentation created.
public struct ModalPresentation: Hashable, Sendable {
    public let modalID: ModalID
    public let rootID: EntryID
}
