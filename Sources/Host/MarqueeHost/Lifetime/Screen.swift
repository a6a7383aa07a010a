/// A screen object the host creates for an entry of the navigation state.
///
/// The host stays generic over what a screen draws: the terminal layer refines this
/// protocol (`TerminalScreen: Screen`) with rendering and key handling, and casts the
/// result of ``ModuleHost/screen(for:)``.
///
/// A screen is created by its route's destination factory when its entry is first shown,
/// kept while the entry is in the navigation state (going back shows the same instance with
/// its state), and released when the entry leaves the state (pop, dismiss, restore), right
/// after ``screenWillBeReleased()``.
@MainActor
public protocol Screen: AnyObject {
    /// The title shown in the breadcrumb.
    var title: String { get }
    /// Called each time the screen becomes the focused one.
    func screenDidAppear()
    /// Called once, when the entry left the state and the host drops the screen: cancel
    /// tasks and observers here.
    func screenWillBeReleased()
}

extension Screen {
    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
}

/// A screen showing rows the user can select (a library, search results). Flow tests and
/// the terminal layer select rows through it.
@MainActor
public protocol RowSelecting: Screen {
    /// Selects (activates) the row at `index`, as Enter on a highlighted row does.
    func selectRow(at index: Int) throws
}

/// A screen asking a question (a confirmation, an alert). Flow tests and the terminal layer
/// answer it through this protocol.
@MainActor
public protocol DialogAnswering: Screen {
    /// The answers offered, e.g. `["Delete", "Cancel"]`.
    var answers: [String] { get }
    /// Answers with one of ``answers``.
    func answer(_ answer: String) throws
}
