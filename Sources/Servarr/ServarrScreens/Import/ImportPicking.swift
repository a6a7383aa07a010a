import MarqueeHost
import MarqueeNavigation
import ServarrCore

/// What a manual import sheet shares with the picker open over it: the picker's title, rows,
/// the rows chosen now and whether several can be chosen, or the text a release-group prompt
/// starts with. One per module registration; the sheet fills it just before presenting the
/// picker (screens are made from routes, so they meet here instead of passing closures).
@MainActor
public final class ImportPickSession {
    public internal(set) var title = ""
    public internal(set) var rows: [ImportChoiceRow] = []
    public internal(set) var current: [Int] = []
    public internal(set) var allowsMany = false
    /// The text a prompt starts with (the file's release group), and then the one typed.
    public internal(set) var text = ""

    /// An empty session.
    public init() {}
}

/// How a manual import sheet opens its pickers over itself and receives their choices: a
/// single choice as the row's index (`Int`), several as indices (`[Int]`), a prompt's text as
/// `String`. A picker dismissed without a choice changes nothing. The sheet loads what a picker
/// offers, presents it and waits for it in one tracked task (see ``PickerResults`` for pickers
/// presented from a key press).
@MainActor
public struct ImportPicking {
    /// What the sheet shares with its pickers.
    public let session: ImportPickSession
    let present: @MainActor (ImportFileChange) throws(NavigationError) -> ModalPresentation
    let coordinator: NavigationCoordinator

    /// Pickers presented by `present` (the route of a change over the sheet) on `coordinator`.
    public init(
        session: ImportPickSession, coordinator: NavigationCoordinator,
        present: @escaping @MainActor (ImportFileChange) throws(NavigationError) -> ModalPresentation
    ) {
        self.session = session
        self.coordinator = coordinator
        self.present = present
    }

    /// Presents the picker of `change` with `rows` (the ones at `current` chosen now) and
    /// returns the chosen indices, or nil when it is dismissed without a choice. Call it from a
    /// tracked task: the task then waits for the user, and a flow test's settle() does not.
    func choose(
        _ change: ImportFileChange, title: String, rows: [ImportChoiceRow], current: [Int], allowsMany: Bool
    ) async throws(NavigationError)
        -> [Int]?
    {
        (session.title, session.rows, session.current, session.allowsMany) = (title, rows, current, allowsMany)
        let presentation = try present(change)
        if allowsMany { return await coordinator.result(of: presentation.modalID, as: [Int].self) }
        return await coordinator.result(of: presentation.modalID, as: Int.self).map { [$0] }
    }

    /// Presents a prompt starting with `text` and returns the text typed, or nil when it is
    /// dismissed (from a tracked task, as ``choose(_:title:rows:current:allowsMany:)``).
    func prompt(_ change: ImportFileChange, title: String, text: String) async throws(NavigationError) -> String? {
        (session.title, session.text) = (title, text)
        let presentation = try present(change)
        return await coordinator.result(of: presentation.modalID, as: String.self)
    }
}
