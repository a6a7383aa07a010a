import MarqueeHost
import MarqueeShell
import MarqueeTerminal

/// A Settings screen whose rows are choices: Enter chooses the highlighted row (through
/// ``RowSelecting/selectRow(at:)``), the movement keys move the highlight.
@MainActor
protocol ChoiceList: RowSelecting, AnyObject {
    /// The rows' highlight and scroll position.
    var list: ListState { get set }
    /// Redraws the screen.
    var display: DisplayInvalidator? { get }
}

extension ChoiceList {
    /// Handles Enter and the movement keys; any other key is left to the caller.
    func handleChoiceKey(_ key: Key) -> KeyResult {
        if key == .enter {
            try? selectRow(at: list.selection)
        } else {
            guard key.movesSelection, list.handle(key) else { return .notHandled }
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
